// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.tags;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.GovernedRecord;

/**
 * A tag as a list shows it: the fields of the detail record except the long texts, parents, viewers, audiences and
 * context freshness. {@link Tag} adds those. See {@link TagColumn} for the fields a list can sort and filter by.
 */
public class TagListItem extends GovernedRecord {
    static {
        ModelFields.register(TagListItem.class, new Fields());
    }

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
    private Long totalAlerts;

    @JsonProperty("total_issues")
    private Long totalIssues;

    @JsonProperty("linked_asset_count")
    private Long linkedAssetCount;

    @JsonProperty("linked_assets")
    private Long linkedAssets;

    TagListItem() {}

    /**
     * Returns an empty builder of {@code TagListItem}, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder<?, ?> builder() {
        return new ItemBuilder(null);
    }

    @Override
    public Builder<?, ?> toBuilder() {
        return new ItemBuilder(this);
    }

    /** {@return the kind of tag ({@code type})} */
    public String type() {
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the level, as the server writes it ({@code level})} */
    public String level() {
        return ModelFields.decoded(this, "level", level);
    }

    /** {@return the native query run, as the server writes it ({@code native_query_run})} */
    public String nativeQueryRun() {
        return ModelFields.decoded(this, "native_query_run", nativeQueryRun);
    }

    /** {@return the parent tag's id ({@code parent_id})} */
    public String parentId() {
        return ModelFields.decoded(this, "parent_id", parentId);
    }

    /** {@return the quality score, as the server writes it ({@code score})} */
    public String score() {
        return ModelFields.decoded(this, "score", score);
    }

    /** {@return the owner, as the server writes it ({@code owner}; a string on tags)} */
    public String owner() {
        return ModelFields.decoded(this, "owner", owner);
    }

    /** {@return the freshness service level ({@code freshness_sla})} */
    public String freshnessSla() {
        return ModelFields.decoded(this, "freshness_sla", freshnessSla);
    }

    /** {@return the schema stability ({@code schema_stability})} */
    public String schemaStability() {
        return ModelFields.decoded(this, "schema_stability", schemaStability);
    }

    /** {@return the id of the tag's data source ({@code source_id})} */
    public String sourceId() {
        return ModelFields.decoded(this, "source_id", sourceId);
    }

    /** {@return the kind of the tag's data source ({@code source_type})} */
    public String sourceType() {
        return ModelFields.decoded(this, "source_type", sourceType);
    }

    /** {@return whether the tag masks data ({@code is_masked_data})} */
    public Boolean isMaskedData() {
        return ModelFields.decoded(this, "is_masked_data", maskedData);
    }

    /** {@return the number of open alerts ({@code total_alerts})} */
    public Long totalAlerts() {
        return ModelFields.decoded(this, "total_alerts", totalAlerts);
    }

    /** {@return the number of open issues ({@code total_issues})} */
    public Long totalIssues() {
        return ModelFields.decoded(this, "total_issues", totalIssues);
    }

    /** {@return the number of linked assets ({@code linked_asset_count})} */
    public Long linkedAssetCount() {
        return ModelFields.decoded(this, "linked_asset_count", linkedAssetCount);
    }

    /** {@return the linked assets counter ({@code linked_assets})} */
    public Long linkedAssets() {
        return ModelFields.decoded(this, "linked_assets", linkedAssets);
    }

    /** The fields {@code TagListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<TagListItem> {
        @Override
        public boolean equal(TagListItem a, TagListItem b) {
            return ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.level, b.level)
                    && ModelFields.sameValue(a.nativeQueryRun, b.nativeQueryRun)
                    && ModelFields.sameValue(a.parentId, b.parentId)
                    && ModelFields.sameValue(a.score, b.score)
                    && ModelFields.sameValue(a.owner, b.owner)
                    && ModelFields.sameValue(a.freshnessSla, b.freshnessSla)
                    && ModelFields.sameValue(a.schemaStability, b.schemaStability)
                    && ModelFields.sameValue(a.sourceId, b.sourceId)
                    && ModelFields.sameValue(a.sourceType, b.sourceType)
                    && ModelFields.sameValue(a.maskedData, b.maskedData)
                    && ModelFields.sameValue(a.totalAlerts, b.totalAlerts)
                    && ModelFields.sameValue(a.totalIssues, b.totalIssues)
                    && ModelFields.sameValue(a.linkedAssetCount, b.linkedAssetCount)
                    && ModelFields.sameValue(a.linkedAssets, b.linkedAssets);
        }

        @Override
        public int hash(TagListItem model) {
            return ModelFields.hashOf(
                    model.type,
                    model.level,
                    model.nativeQueryRun,
                    model.parentId,
                    model.score,
                    model.owner,
                    model.freshnessSla,
                    model.schemaStability,
                    model.sourceId,
                    model.sourceType,
                    model.maskedData,
                    model.totalAlerts,
                    model.totalIssues,
                    model.linkedAssetCount,
                    model.linkedAssets);
        }

        @Override
        public void describe(TagListItem model, ModelFields.Sink sink) {
            sink.add("type", model.type)
                    .add("level", model.level)
                    .add("native_query_run", model.nativeQueryRun)
                    .add("parent_id", model.parentId)
                    .add("score", model.score)
                    .add("owner", model.owner)
                    .add("freshness_sla", model.freshnessSla)
                    .add("schema_stability", model.schemaStability)
                    .add("source_id", model.sourceId)
                    .add("source_type", model.sourceType)
                    .add("is_masked_data", model.maskedData)
                    .add("total_alerts", model.totalAlerts)
                    .add("total_issues", model.totalIssues)
                    .add("linked_asset_count", model.linkedAssetCount)
                    .add("linked_assets", model.linkedAssets);
        }
    }

    /**
     * Base of the builders of {@link TagListItem} and its subclasses: one setter per field of the class.
     *
     * @param <M> the model type built
     * @param <B> the concrete builder type, returned by every setter
     */
    public abstract static class Builder<M extends TagListItem, B extends Builder<M, B>>
            extends GovernedRecord.Builder<M, B> {
        /**
         * Creates a builder, empty or holding the fields of a model.
         *
         * @param type the model class to build
         * @param from the model to copy, or {@code null} for an empty builder
         */
        protected Builder(Class<M> type, M from) {
            super(type, from);
        }

        /**
         * Sets the kind of tag ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public B type(String type) {
            return put("type", type);
        }

        /**
         * Sets the level, as the server writes it ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public B level(String level) {
            return put("level", level);
        }

        /**
         * Sets the native query run, as the server writes it ({@code native_query_run}).
         *
         * @param nativeQueryRun the value; {@code null} clears it
         * @return this builder
         */
        public B nativeQueryRun(String nativeQueryRun) {
            return put("native_query_run", nativeQueryRun);
        }

        /**
         * Sets the parent tag's id ({@code parent_id}).
         *
         * @param parentId the value; {@code null} clears it
         * @return this builder
         */
        public B parentId(String parentId) {
            return put("parent_id", parentId);
        }

        /**
         * Sets the quality score, as the server writes it ({@code score}).
         *
         * @param score the value; {@code null} clears it
         * @return this builder
         */
        public B score(String score) {
            return put("score", score);
        }

        /**
         * Sets the owner, as the server writes it ({@code owner}; a string on tags).
         *
         * @param owner the value; {@code null} clears it
         * @return this builder
         */
        public B owner(String owner) {
            return put("owner", owner);
        }

        /**
         * Sets the freshness service level ({@code freshness_sla}).
         *
         * @param freshnessSla the value; {@code null} clears it
         * @return this builder
         */
        public B freshnessSla(String freshnessSla) {
            return put("freshness_sla", freshnessSla);
        }

        /**
         * Sets the schema stability ({@code schema_stability}).
         *
         * @param schemaStability the value; {@code null} clears it
         * @return this builder
         */
        public B schemaStability(String schemaStability) {
            return put("schema_stability", schemaStability);
        }

        /**
         * Sets the id of the tag's data source ({@code source_id}).
         *
         * @param sourceId the value; {@code null} clears it
         * @return this builder
         */
        public B sourceId(String sourceId) {
            return put("source_id", sourceId);
        }

        /**
         * Sets the kind of the tag's data source ({@code source_type}).
         *
         * @param sourceType the value; {@code null} clears it
         * @return this builder
         */
        public B sourceType(String sourceType) {
            return put("source_type", sourceType);
        }

        /**
         * Sets whether the tag masks data ({@code is_masked_data}).
         *
         * @param isMaskedData the value; {@code null} clears it
         * @return this builder
         */
        public B isMaskedData(Boolean isMaskedData) {
            return put("is_masked_data", isMaskedData);
        }

        /**
         * Sets the number of open alerts ({@code total_alerts}).
         *
         * @param totalAlerts the value; {@code null} clears it
         * @return this builder
         */
        public B totalAlerts(Long totalAlerts) {
            return put("total_alerts", totalAlerts);
        }

        /**
         * Sets the number of open issues ({@code total_issues}).
         *
         * @param totalIssues the value; {@code null} clears it
         * @return this builder
         */
        public B totalIssues(Long totalIssues) {
            return put("total_issues", totalIssues);
        }

        /**
         * Sets the number of linked assets ({@code linked_asset_count}).
         *
         * @param linkedAssetCount the value; {@code null} clears it
         * @return this builder
         */
        public B linkedAssetCount(Long linkedAssetCount) {
            return put("linked_asset_count", linkedAssetCount);
        }

        /**
         * Sets the linked assets counter ({@code linked_assets}).
         *
         * @param linkedAssets the value; {@code null} clears it
         * @return this builder
         */
        public B linkedAssets(Long linkedAssets) {
            return put("linked_assets", linkedAssets);
        }
    }

    private static final class ItemBuilder extends Builder<TagListItem, ItemBuilder> {
        ItemBuilder(TagListItem from) {
            super(TagListItem.class, from);
        }
    }
}
