package io.dgq.sdk.applications;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * An application as a list shows it: the fields of the detail record except the long texts, viewers, audiences and
 * context freshness. {@link Application} adds those. See {@link ApplicationColumn} for the fields a list can sort and
 * filter by.
 */
public class ApplicationListItem extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("qualified_name")
    private String qualifiedName;
    @JsonProperty("description")
    private String description;
    @JsonProperty("type")
    private String type;
    @JsonProperty("level")
    private String level;
    @JsonProperty("source")
    private String source;
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
    @JsonProperty("user")
    private String user;
    @JsonProperty("status")
    private Status status;
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
    @JsonProperty("total_conversations")
    private Integer totalConversations;
    @JsonProperty("total_views")
    private Integer totalViews;
    @JsonProperty("linked_assets")
    private Integer linkedAssets;
    @JsonProperty("total_likes")
    private Integer totalLikes;
    @JsonProperty("total_dislikes")
    private Integer totalDislikes;
    @JsonProperty("is_active")
    private Boolean active;
    @JsonProperty("is_deleted")
    private Boolean deleted;
    @JsonProperty("owner")
    private List<Owner> owners;
    @JsonProperty("term")
    private List<JsonObject> terms;
    @JsonProperty("tag")
    private List<NamedReference> tags;
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;
    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;
    @JsonProperty("created_by")
    private String createdBy;
    @JsonProperty("modified_by")
    private String modifiedBy;

    ApplicationListItem() {
    }

    /** @return the application's id ({@code id}) */
    public String id() {
        return id;
    }

    /** @return the name ({@code name}) */
    public String name() {
        return name;
    }

    /** @return the fully qualified name ({@code qualified_name}) */
    public String qualifiedName() {
        return qualifiedName;
    }

    /** @return the description ({@code description}) */
    public String description() {
        return description;
    }

    /** @return the kind of application ({@code type}) */
    public String type() {
        return type;
    }

    /** @return the level, as the server writes it ({@code level}) */
    public String level() {
        return level;
    }

    /** @return where the application comes from ({@code source}) */
    public String source() {
        return source;
    }

    /** @return the parent application's id ({@code parent_id}) */
    public String parentId() {
        return parentId;
    }

    /** @return the governance role ({@code governance_role}) */
    public String governanceRole() {
        return governanceRole;
    }

    /** @return the sensitivity level ({@code sensitivity_level}) */
    public String sensitivityLevel() {
        return sensitivityLevel;
    }

    /** @return the service-level tier ({@code sla_tire}, spelt so on the wire) */
    public String slaTier() {
        return slaTier;
    }

    /** @return the owning team ({@code owner_team}) */
    public String ownerTeam() {
        return ownerTeam;
    }

    /** @return the quality score, as the server writes it ({@code score}) */
    public String score() {
        return score;
    }

    /** @return the user field ({@code user}) */
    public String user() {
        return user;
    }

    /** @return the review status ({@code status}); an open set */
    public Status status() {
        return status;
    }

    /** @return the freshness service level ({@code freshness_sla}) */
    public String freshnessSla() {
        return freshnessSla;
    }

    /** @return the schema stability ({@code schema_stability}) */
    public String schemaStability() {
        return schemaStability;
    }

    /** @return the number of open alerts ({@code total_alerts}) */
    public Integer totalAlerts() {
        return totalAlerts;
    }

    /** @return the number of open issues ({@code total_issues}) */
    public Integer totalIssues() {
        return totalIssues;
    }

    /** @return the number of linked assets ({@code linked_asset_count}) */
    public Integer linkedAssetCount() {
        return linkedAssetCount;
    }

    /** @return the number of linked metrics ({@code linked_metric_count}) */
    public Integer linkedMetricCount() {
        return linkedMetricCount;
    }

    /** @return the number of conversations ({@code total_conversations}) */
    public Integer totalConversations() {
        return totalConversations;
    }

    /** @return the number of views ({@code total_views}) */
    public Integer totalViews() {
        return totalViews;
    }

    /** @return the linked assets counter ({@code linked_assets}) */
    public Integer linkedAssets() {
        return linkedAssets;
    }

    /** @return the number of likes ({@code total_likes}) */
    public Integer totalLikes() {
        return totalLikes;
    }

    /** @return the number of dislikes ({@code total_dislikes}) */
    public Integer totalDislikes() {
        return totalDislikes;
    }

    /** @return whether the application is active ({@code is_active}) */
    public Boolean isActive() {
        return active;
    }

    /** @return whether the application is deleted ({@code is_deleted}) */
    public Boolean isDeleted() {
        return deleted;
    }

    /** @return the owners ({@code owner}) */
    public List<Owner> owners() {
        return listOf(owners);
    }

    /** @return the linked terms ({@code term}) */
    public List<JsonObject> terms() {
        return listOf(terms);
    }

    /** @return the linked tags ({@code tag}) */
    public List<NamedReference> tags() {
        return listOf(tags);
    }

    /** @return when the application was created ({@code created_at}) */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** @return when the application was last changed ({@code modified_at}) */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }

    /** @return who created the application ({@code created_by}) */
    public String createdBy() {
        return createdBy;
    }

    /** @return who last changed the application ({@code modified_by}) */
    public String modifiedBy() {
        return modifiedBy;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "{id=" + id + ", name=" + name + ", status=" + status + ", parentId="
                + parentId + "}";
    }
}
