package io.dgq.sdk.tags;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Status;
import java.time.OffsetDateTime;

/**
 * A tag as a list shows it: the fields of the detail record except the long texts, parents, viewers, audiences and
 * context freshness. {@link Tag} adds those. See {@link TagColumn} for the fields a list can sort and filter by.
 */
public class TagListItem extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("description")
    private String description;
    @JsonProperty("type")
    private String type;
    @JsonProperty("level")
    private String level;
    @JsonProperty("source")
    private String source;
    @JsonProperty("native_query_run")
    private String nativeQueryRun;
    @JsonProperty("parent_id")
    private String parentId;
    @JsonProperty("status")
    private Status status;
    @JsonProperty("qualified_name")
    private String qualifiedName;
    @JsonProperty("score")
    private String score;
    @JsonProperty("user")
    private String user;
    @JsonProperty("owner")
    private String owner;
    @JsonProperty("freshness_sla")
    private String freshnessSla;
    @JsonProperty("schema_stability")
    private String schemaStability;
    @JsonProperty("source_id")
    private String sourceId;
    @JsonProperty("source_type")
    private String sourceType;
    @JsonProperty("is_masked_data")
    private Boolean maskedData;
    @JsonProperty("is_active")
    private Boolean active;
    @JsonProperty("is_deleted")
    private Boolean deleted;
    @JsonProperty("total_alerts")
    private Integer totalAlerts;
    @JsonProperty("total_issues")
    private Integer totalIssues;
    @JsonProperty("linked_asset_count")
    private Integer linkedAssetCount;
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
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;
    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;
    @JsonProperty("created_by")
    private String createdBy;
    @JsonProperty("modified_by")
    private String modifiedBy;

    TagListItem() {
    }

    /** @return the tag's id ({@code id}) */
    public String id() {
        return id;
    }

    /** @return the name ({@code name}) */
    public String name() {
        return name;
    }

    /** @return the description ({@code description}) */
    public String description() {
        return description;
    }

    /** @return the kind of tag ({@code type}) */
    public String type() {
        return type;
    }

    /** @return the level, as the server writes it ({@code level}) */
    public String level() {
        return level;
    }

    /** @return where the tag comes from ({@code source}) */
    public String source() {
        return source;
    }

    /** @return the native query run, as the server writes it ({@code native_query_run}) */
    public String nativeQueryRun() {
        return nativeQueryRun;
    }

    /** @return the parent tag's id ({@code parent_id}) */
    public String parentId() {
        return parentId;
    }

    /** @return the review status ({@code status}); an open set */
    public Status status() {
        return status;
    }

    /** @return the fully qualified name ({@code qualified_name}) */
    public String qualifiedName() {
        return qualifiedName;
    }

    /** @return the quality score, as the server writes it ({@code score}) */
    public String score() {
        return score;
    }

    /** @return the user field ({@code user}) */
    public String user() {
        return user;
    }

    /** @return the owner, as the server writes it ({@code owner}; a string on tags) */
    public String owner() {
        return owner;
    }

    /** @return the freshness service level ({@code freshness_sla}) */
    public String freshnessSla() {
        return freshnessSla;
    }

    /** @return the schema stability ({@code schema_stability}) */
    public String schemaStability() {
        return schemaStability;
    }

    /** @return the id of the tag's data source ({@code source_id}) */
    public String sourceId() {
        return sourceId;
    }

    /** @return the kind of the tag's data source ({@code source_type}) */
    public String sourceType() {
        return sourceType;
    }

    /** @return whether the tag masks data ({@code is_masked_data}) */
    public Boolean isMaskedData() {
        return maskedData;
    }

    /** @return whether the tag is active ({@code is_active}) */
    public Boolean isActive() {
        return active;
    }

    /** @return whether the tag is deleted ({@code is_deleted}) */
    public Boolean isDeleted() {
        return deleted;
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

    /** @return when the tag was created ({@code created_at}) */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** @return when the tag was last changed ({@code modified_at}) */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }

    /** @return who created the tag ({@code created_by}) */
    public String createdBy() {
        return createdBy;
    }

    /** @return who last changed the tag ({@code modified_by}) */
    public String modifiedBy() {
        return modifiedBy;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "{id=" + id + ", name=" + name + ", status=" + status + ", parentId="
                + parentId + "}";
    }
}
