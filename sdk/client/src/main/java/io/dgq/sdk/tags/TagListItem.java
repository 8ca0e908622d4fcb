package io.dgq.sdk.tags;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.GovernedRecord;

/**
 * A tag as a list shows it: the fields of the detail record except the long texts, parents, viewers, audiences and
 * context freshness. {@link Tag} adds those. See {@link TagColumn} for the fields a list can sort and filter by.
 */
public class TagListItem extends GovernedRecord {

    @JsonProperty("type")
    private String type;
    @JsonProperty("level")
    private String level;
    @JsonProperty("native_query_run")
    private String nativeQueryRun;
    @JsonProperty("parent_id")
    private String parentId;
    @JsonProperty("score")
    private String score;
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
    @JsonProperty("total_alerts")
    private Integer totalAlerts;
    @JsonProperty("total_issues")
    private Integer totalIssues;
    @JsonProperty("linked_asset_count")
    private Integer linkedAssetCount;
    @JsonProperty("linked_assets")
    private Integer linkedAssets;

    TagListItem() {
    }

    /** {@return the kind of tag ({@code type})} */
    public String type() {
        return type;
    }

    /** {@return the level, as the server writes it ({@code level})} */
    public String level() {
        return level;
    }

    /** {@return the native query run, as the server writes it ({@code native_query_run})} */
    public String nativeQueryRun() {
        return nativeQueryRun;
    }

    /** {@return the parent tag's id ({@code parent_id})} */
    public String parentId() {
        return parentId;
    }

    /** {@return the quality score, as the server writes it ({@code score})} */
    public String score() {
        return score;
    }

    /** {@return the owner, as the server writes it ({@code owner}; a string on tags)} */
    public String owner() {
        return owner;
    }

    /** {@return the freshness service level ({@code freshness_sla})} */
    public String freshnessSla() {
        return freshnessSla;
    }

    /** {@return the schema stability ({@code schema_stability})} */
    public String schemaStability() {
        return schemaStability;
    }

    /** {@return the id of the tag's data source ({@code source_id})} */
    public String sourceId() {
        return sourceId;
    }

    /** {@return the kind of the tag's data source ({@code source_type})} */
    public String sourceType() {
        return sourceType;
    }

    /** {@return whether the tag masks data ({@code is_masked_data})} */
    public Boolean isMaskedData() {
        return maskedData;
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

    /** {@return the linked assets counter ({@code linked_assets})} */
    public Integer linkedAssets() {
        return linkedAssets;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "{id=" + id() + ", name=" + name() + ", status=" + status() + ", parentId="
                + parentId + "}";
    }
}
