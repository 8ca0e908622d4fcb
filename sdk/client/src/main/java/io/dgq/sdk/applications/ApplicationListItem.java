package io.dgq.sdk.applications;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.GovernedRecord;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Owner;
import java.util.List;

/**
 * An application as a list shows it: the fields of the detail record except the long texts, viewers, audiences and
 * context freshness. {@link Application} adds those. See {@link ApplicationColumn} for the fields a list can sort and
 * filter by.
 */
public class ApplicationListItem extends GovernedRecord {

    @JsonProperty("type")
    private String type;
    @JsonProperty("level")
    private String level;
    @JsonProperty("parent_id")
    private String parentId;
    @JsonProperty("governance_role")
    private String governanceRole;
    @JsonProperty("sensitivity_level")
    private String sensitivityLevel;
    @JsonProperty("sla_tire")
    private String slaTier;
    @JsonProperty("owner_team")
    private String ownerTeam;
    @JsonProperty("score")
    private String score;
    @JsonProperty("freshness_sla")
    private String freshnessSla;
    @JsonProperty("schema_stability")
    private String schemaStability;
    @JsonProperty("total_alerts")
    private Integer totalAlerts;
    @JsonProperty("total_issues")
    private Integer totalIssues;
    @JsonProperty("linked_asset_count")
    private Integer linkedAssetCount;
    @JsonProperty("linked_metric_count")
    private Integer linkedMetricCount;
    @JsonProperty("linked_assets")
    private Integer linkedAssets;
    @JsonProperty("owner")
    private List<Owner> owners;
    @JsonProperty("term")
    private List<JsonObject> terms;
    @JsonProperty("tag")
    private List<NamedReference> tags;

    ApplicationListItem() {
    }

    /** {@return the kind of application ({@code type})} */
    public String type() {
        return type;
    }

    /** {@return the level, as the server writes it ({@code level})} */
    public String level() {
        return level;
    }

    /** {@return the parent application's id ({@code parent_id})} */
    public String parentId() {
        return parentId;
    }

    /** {@return the governance role ({@code governance_role})} */
    public String governanceRole() {
        return governanceRole;
    }

    /** {@return the sensitivity level ({@code sensitivity_level})} */
    public String sensitivityLevel() {
        return sensitivityLevel;
    }

    /** {@return the service-level tier ({@code sla_tire}, spelt so on the wire)} */
    public String slaTier() {
        return slaTier;
    }

    /** {@return the owning team ({@code owner_team})} */
    public String ownerTeam() {
        return ownerTeam;
    }

    /** {@return the quality score, as the server writes it ({@code score})} */
    public String score() {
        return score;
    }

    /** {@return the freshness service level ({@code freshness_sla})} */
    public String freshnessSla() {
        return freshnessSla;
    }

    /** {@return the schema stability ({@code schema_stability})} */
    public String schemaStability() {
        return schemaStability;
    }

    /** {@return the number of open alerts ({@code total_alerts})} */
    public Integer totalAlerts() {
        return totalAlerts;
    }

    /** {@return the number of open issues ({@code total_issues})} */
    public Integer totalIssues() {
        return totalIssues;
    }

    /** {@return the number of linked assets ({@code linked_asset_count})} */
    public Integer linkedAssetCount() {
        return linkedAssetCount;
    }

    /** {@return the number of linked metrics ({@code linked_metric_count})} */
    public Integer linkedMetricCount() {
        return linkedMetricCount;
    }

    /** {@return the linked assets counter ({@code linked_assets})} */
    public Integer linkedAssets() {
        return linkedAssets;
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return listOf(owners);
    }

    /** {@return the linked terms ({@code term})} */
    public List<JsonObject> terms() {
        return listOf(terms);
    }

    /** {@return the linked tags ({@code tag})} */
    public List<NamedReference> tags() {
        return listOf(tags);
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "{id=" + id() + ", name=" + name() + ", status=" + status() + ", parentId="
                + parentId + "}";
    }
}
