package io.dgq.sdk.domains;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.GovernedRecord;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Owner;
import java.util.List;

/**
 * A domain as a list shows it: the fields of the detail record except the long texts, viewers and parents.
 * {@link Domain} adds those. See {@link DomainColumn} for the fields a list can sort and filter by.
 */
public class DomainListItem extends GovernedRecord {

    @JsonProperty("type")
    private String type;
    @JsonProperty("parent_id")
    private String parentId;
    @JsonProperty("owner_team")
    private String ownerTeam;
    @JsonProperty("score")
    private String score;
    @JsonProperty("freshness_sla")
    private String freshnessSla;
    @JsonProperty("schema_stability")
    private String schemaStability;
    @JsonProperty("sla_config")
    private String slaConfig;
    @JsonProperty("level")
    private Integer level;
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
    @JsonProperty("product")
    private List<JsonObject> products;
    @JsonProperty("tag")
    private List<JsonObject> tags;
    @JsonProperty("term")
    private List<JsonObject> terms;
    @JsonProperty("glossary")
    private List<NamedReference> glossaries;

    DomainListItem() {
    }

    /** {@return the kind of domain ({@code type})} */
    public String type() {
        return type;
    }

    /** {@return the parent domain's id ({@code parent_id}); {@code null} for a top-level domain} */
    public String parentId() {
        return parentId;
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

    /** {@return the service-level configuration ({@code sla_config})} */
    public String slaConfig() {
        return slaConfig;
    }

    /** {@return the depth in the domain tree ({@code level})} */
    public Integer level() {
        return level;
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

    /** {@return the linked products ({@code product})} */
    public List<JsonObject> products() {
        return listOf(products);
    }

    /** {@return the linked tags ({@code tag})} */
    public List<JsonObject> tags() {
        return listOf(tags);
    }

    /** {@return the linked terms ({@code term})} */
    public List<JsonObject> terms() {
        return listOf(terms);
    }

    /** {@return the linked glossaries ({@code glossary})} */
    public List<NamedReference> glossaries() {
        return listOf(glossaries);
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "{id=" + id() + ", name=" + name() + ", status=" + status() + ", parentId="
                + parentId + "}";
    }
}
