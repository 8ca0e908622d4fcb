// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.terms;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.GovernedRecord;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Owner;
import java.util.List;

/**
 * A term as a list shows it: the fields of the detail record except the long texts, parents, viewers and context
 * freshness. {@link Term} adds those. See {@link TermColumn} for the fields a list can sort and filter by.
 *
 * <p>The specification leaves the JSON type of {@code min_length}, {@code max_length}, {@code min_value} and of the
 * elements of {@code enum} and {@code contains} open (a number, a string or another JSON value). Their accessors answer
 * a copy of the value as a Jackson {@link JsonNode}, read as it arrived; JSON {@code null} reads as {@code null} for a
 * scalar and as a {@code NullNode} inside a list.
 */
public class TermListItem extends GovernedRecord {
    static {
        ModelFields.register(TermListItem.class, new Fields());
    }

    @JsonProperty("derived_type")
    private String derivedType;

    @JsonProperty("thresold")
    private String threshold;

    @JsonProperty("sensitivity")
    private String sensitivity;

    @JsonProperty("domain_id")
    private String domainId;

    @JsonProperty("glossary_id")
    private String glossaryId;

    @JsonProperty("glossary_name")
    private String glossaryName;

    @JsonProperty("glossary_category_id")
    private String glossaryCategoryId;

    @JsonProperty("type")
    private String type;

    @JsonProperty("score")
    private String score;

    @JsonProperty("min_length")
    private JsonNode minLength;

    @JsonProperty("max_length")
    private JsonNode maxLength;

    @JsonProperty("min_value")
    private JsonNode minValue;

    @JsonProperty("is_null")
    private Boolean nullValue;

    @JsonProperty("is_blank")
    private Boolean blank;

    @JsonProperty("is_unique")
    private Boolean unique;

    @JsonProperty("is_primary_key")
    private Boolean primaryKey;

    @JsonProperty("enum")
    private List<JsonNode> enumValues;

    @JsonProperty("contains")
    private List<JsonNode> containsValues;

    @JsonProperty("synonyms")
    private List<String> synonyms;

    @JsonProperty("owner")
    private List<Owner> owners;

    @JsonProperty("domain")
    private List<JsonObject> domains;

    @JsonProperty("product")
    private List<JsonObject> products;

    @JsonProperty("tag")
    private List<JsonObject> tags;

    @JsonProperty("application")
    private List<JsonObject> applications;

    @JsonProperty("term_metrics")
    private List<JsonObject> termMetrics;

    @JsonProperty("total_alerts")
    private Long totalAlerts;

    @JsonProperty("total_issues")
    private Long totalIssues;

    @JsonProperty("linked_asset_count")
    private Long linkedAssetCount;

    @JsonProperty("total_metrics")
    private Long totalMetrics;

    @JsonProperty("row_count")
    private Long rowCount;

    @JsonProperty("profile_metrics")
    private JsonObject profileMetrics;

    @JsonProperty("linked_assets")
    private List<String> linkedAssets;

    TermListItem() {}

    /**
     * Returns an empty builder of {@code TermListItem}, for example to stub a client in a test.
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

    /** {@return the derived data type ({@code derived_type})} */
    public String derivedType() {
        return ModelFields.decoded(this, "derived_type", derivedType);
    }

    /** {@return the threshold ({@code thresold}, spelt so on the wire)} */
    public String threshold() {
        return ModelFields.decoded(this, "thresold", threshold);
    }

    /** {@return the sensitivity ({@code sensitivity})} */
    public String sensitivity() {
        return ModelFields.decoded(this, "sensitivity", sensitivity);
    }

    /** {@return the id of the term's domain ({@code domain_id})} */
    public String domainId() {
        return ModelFields.decoded(this, "domain_id", domainId);
    }

    /** {@return the id of the term's glossary ({@code glossary_id})} */
    public String glossaryId() {
        return ModelFields.decoded(this, "glossary_id", glossaryId);
    }

    /**
     * {@return the name of the term's glossary, resolved by the server from {@code glossary_id}
     * ({@code glossary_name}); {@code null} when the term has no glossary}
     */
    public String glossaryName() {
        return ModelFields.decoded(this, "glossary_name", glossaryName);
    }

    /** {@return the id of the glossary category ({@code glossary_category_id})} */
    public String glossaryCategoryId() {
        return ModelFields.decoded(this, "glossary_category_id", glossaryCategoryId);
    }

    /** {@return the kind of term ({@code type}); on a list item it can be a glossary marker} */
    public String type() {
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the quality score, as the server writes it ({@code score})} */
    public String score() {
        return ModelFields.decoded(this, "score", score);
    }

    /**
     * {@return the minimum length, a copy of the value as it arrived; its JSON type is open, see the class comment
     * ({@code min_length}); {@code null} when absent or {@code null}}
     */
    public JsonNode minLength() {
        return ModelFields.jsonCopy(ModelFields.decoded(this, "min_length", minLength));
    }

    /**
     * {@return the maximum length, a copy of the value as it arrived; its JSON type is open, see the class comment
     * ({@code max_length}); {@code null} when absent or {@code null}}
     */
    public JsonNode maxLength() {
        return ModelFields.jsonCopy(ModelFields.decoded(this, "max_length", maxLength));
    }

    /**
     * {@return the minimum value, a copy of the value as it arrived; its JSON type is open, see the class comment
     * ({@code min_value}); {@code null} when absent or {@code null}}
     */
    public JsonNode minValue() {
        return ModelFields.jsonCopy(ModelFields.decoded(this, "min_value", minValue));
    }

    /** {@return the term's null flag ({@code is_null})} */
    public Boolean isNull() {
        return ModelFields.decoded(this, "is_null", nullValue);
    }

    /** {@return the term's blank flag ({@code is_blank})} */
    public Boolean isBlank() {
        return ModelFields.decoded(this, "is_blank", blank);
    }

    /** {@return the term's unique flag ({@code is_unique})} */
    public Boolean isUnique() {
        return ModelFields.decoded(this, "is_unique", unique);
    }

    /** {@return whether the term is a primary key ({@code is_primary_key})} */
    public Boolean isPrimaryKey() {
        return ModelFields.decoded(this, "is_primary_key", primaryKey);
    }

    /**
     * {@return the allowed values, copies of the values as they arrived; their JSON type is open, see the class comment
     * ({@code enum}); never {@code null}}
     */
    public List<JsonNode> enumValues() {
        return ModelFields.jsonCopies(ModelFields.decoded(this, "enum", enumValues));
    }

    /**
     * {@return the values the term's data must contain, copies of the values as they arrived; their JSON type is open,
     * see the class comment ({@code contains}); never {@code null}}
     */
    public List<JsonNode> containsValues() {
        return ModelFields.jsonCopies(ModelFields.decoded(this, "contains", containsValues));
    }

    /** {@return the synonyms ({@code synonyms})} */
    public List<String> synonyms() {
        return ModelFields.listOf(ModelFields.decoded(this, "synonyms", synonyms));
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return ModelFields.listOf(ModelFields.decoded(this, "owner", owners));
    }

    /** {@return the linked domains ({@code domain})} */
    public List<JsonObject> domains() {
        return ModelFields.listOf(ModelFields.decoded(this, "domain", domains));
    }

    /** {@return the linked products ({@code product})} */
    public List<JsonObject> products() {
        return ModelFields.listOf(ModelFields.decoded(this, "product", products));
    }

    /** {@return the linked tags ({@code tag})} */
    public List<JsonObject> tags() {
        return ModelFields.listOf(ModelFields.decoded(this, "tag", tags));
    }

    /** {@return the linked applications ({@code application})} */
    public List<JsonObject> applications() {
        return ModelFields.listOf(ModelFields.decoded(this, "application", applications));
    }

    /** {@return the metrics attached to the term ({@code term_metrics})} */
    public List<JsonObject> termMetrics() {
        return ModelFields.listOf(ModelFields.decoded(this, "term_metrics", termMetrics));
    }

    /** {@return the number of open alerts ({@code total_alerts})} */
    public Long totalAlerts() {
        return ModelFields.decoded(this, "total_alerts", totalAlerts);
    }

    /** {@return the number of open issues ({@code total_issues})} */
    public Long totalIssues() {
        return ModelFields.decoded(this, "total_issues", totalIssues);
    }

    /** {@return the number of linked assets, the size of {@link #linkedAssets()} ({@code linked_asset_count})} */
    public Long linkedAssetCount() {
        return ModelFields.decoded(this, "linked_asset_count", linkedAssetCount);
    }

    /** {@return the number of metrics ({@code total_metrics})} */
    public Long totalMetrics() {
        return ModelFields.decoded(this, "total_metrics", totalMetrics);
    }

    /** {@return the number of rows ({@code row_count})} */
    public Long rowCount() {
        return ModelFields.decoded(this, "row_count", rowCount);
    }

    /** {@return the profiling metrics ({@code profile_metrics})} */
    public JsonObject profileMetrics() {
        return ModelFields.decoded(this, "profile_metrics", profileMetrics);
    }

    /**
     * {@return the ids of the assets linked to the term ({@code linked_assets}, an extension field; see
     * {@link #linkedAssetCount()})}
     */
    public List<String> linkedAssets() {
        return ModelFields.listOf(ModelFields.decoded(this, "linked_assets", linkedAssets));
    }

    /** The fields {@code TermListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<TermListItem> {
        @Override
        public boolean equal(TermListItem a, TermListItem b) {
            return ModelFields.sameValue(a.derivedType, b.derivedType)
                    && ModelFields.sameValue(a.threshold, b.threshold)
                    && ModelFields.sameValue(a.sensitivity, b.sensitivity)
                    && ModelFields.sameValue(a.domainId, b.domainId)
                    && ModelFields.sameValue(a.glossaryId, b.glossaryId)
                    && ModelFields.sameValue(a.glossaryName, b.glossaryName)
                    && ModelFields.sameValue(a.glossaryCategoryId, b.glossaryCategoryId)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.score, b.score)
                    && ModelFields.sameValue(a.minLength, b.minLength)
                    && ModelFields.sameValue(a.maxLength, b.maxLength)
                    && ModelFields.sameValue(a.minValue, b.minValue)
                    && ModelFields.sameValue(a.nullValue, b.nullValue)
                    && ModelFields.sameValue(a.blank, b.blank)
                    && ModelFields.sameValue(a.unique, b.unique)
                    && ModelFields.sameValue(a.primaryKey, b.primaryKey)
                    && ModelFields.listOf(a.enumValues).equals(ModelFields.listOf(b.enumValues))
                    && ModelFields.listOf(a.containsValues).equals(ModelFields.listOf(b.containsValues))
                    && ModelFields.listOf(a.synonyms).equals(ModelFields.listOf(b.synonyms))
                    && ModelFields.listOf(a.owners).equals(ModelFields.listOf(b.owners))
                    && ModelFields.listOf(a.domains).equals(ModelFields.listOf(b.domains))
                    && ModelFields.listOf(a.products).equals(ModelFields.listOf(b.products))
                    && ModelFields.listOf(a.tags).equals(ModelFields.listOf(b.tags))
                    && ModelFields.listOf(a.applications).equals(ModelFields.listOf(b.applications))
                    && ModelFields.listOf(a.termMetrics).equals(ModelFields.listOf(b.termMetrics))
                    && ModelFields.sameValue(a.totalAlerts, b.totalAlerts)
                    && ModelFields.sameValue(a.totalIssues, b.totalIssues)
                    && ModelFields.sameValue(a.linkedAssetCount, b.linkedAssetCount)
                    && ModelFields.sameValue(a.totalMetrics, b.totalMetrics)
                    && ModelFields.sameValue(a.rowCount, b.rowCount)
                    && ModelFields.sameValue(a.profileMetrics, b.profileMetrics)
                    && ModelFields.listOf(a.linkedAssets).equals(ModelFields.listOf(b.linkedAssets));
        }

        @Override
        public int hash(TermListItem model) {
            return ModelFields.hashOf(
                    model.derivedType,
                    model.threshold,
                    model.sensitivity,
                    model.domainId,
                    model.glossaryId,
                    model.glossaryName,
                    model.glossaryCategoryId,
                    model.type,
                    model.score,
                    model.minLength,
                    model.maxLength,
                    model.minValue,
                    model.nullValue,
                    model.blank,
                    model.unique,
                    model.primaryKey,
                    ModelFields.listOf(model.enumValues),
                    ModelFields.listOf(model.containsValues),
                    ModelFields.listOf(model.synonyms),
                    ModelFields.listOf(model.owners),
                    ModelFields.listOf(model.domains),
                    ModelFields.listOf(model.products),
                    ModelFields.listOf(model.tags),
                    ModelFields.listOf(model.applications),
                    ModelFields.listOf(model.termMetrics),
                    model.totalAlerts,
                    model.totalIssues,
                    model.linkedAssetCount,
                    model.totalMetrics,
                    model.rowCount,
                    model.profileMetrics,
                    ModelFields.listOf(model.linkedAssets));
        }

        @Override
        public void describe(TermListItem model, ModelFields.Sink sink) {
            sink.add("derived_type", model.derivedType)
                    .add("thresold", model.threshold)
                    .add("sensitivity", model.sensitivity)
                    .add("domain_id", model.domainId)
                    .add("glossary_id", model.glossaryId)
                    .add("glossary_name", model.glossaryName)
                    .add("glossary_category_id", model.glossaryCategoryId)
                    .add("type", model.type)
                    .add("score", model.score)
                    .add("min_length", model.minLength)
                    .add("max_length", model.maxLength)
                    .add("min_value", model.minValue)
                    .add("is_null", model.nullValue)
                    .add("is_blank", model.blank)
                    .add("is_unique", model.unique)
                    .add("is_primary_key", model.primaryKey)
                    .add("enum", model.enumValues)
                    .add("contains", model.containsValues)
                    .add("synonyms", model.synonyms)
                    .add("owner", model.owners)
                    .add("domain", model.domains)
                    .add("product", model.products)
                    .add("tag", model.tags)
                    .add("application", model.applications)
                    .add("term_metrics", model.termMetrics)
                    .add("total_alerts", model.totalAlerts)
                    .add("total_issues", model.totalIssues)
                    .add("linked_asset_count", model.linkedAssetCount)
                    .add("total_metrics", model.totalMetrics)
                    .add("row_count", model.rowCount)
                    .add("profile_metrics", model.profileMetrics)
                    .add("linked_assets", model.linkedAssets);
        }
    }

    /**
     * Base of the builders of {@link TermListItem} and its subclasses: one setter per field of the class.
     *
     * @param <M> the model type built
     * @param <B> the concrete builder type, returned by every setter
     */
    public abstract static class Builder<M extends TermListItem, B extends Builder<M, B>>
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
         * Sets the derived data type ({@code derived_type}).
         *
         * @param derivedType the value; {@code null} clears it
         * @return this builder
         */
        public B derivedType(String derivedType) {
            return put("derived_type", derivedType);
        }

        /**
         * Sets the threshold ({@code thresold}, spelt so on the wire).
         *
         * @param threshold the value; {@code null} clears it
         * @return this builder
         */
        public B threshold(String threshold) {
            return put("thresold", threshold);
        }

        /**
         * Sets the sensitivity ({@code sensitivity}).
         *
         * @param sensitivity the value; {@code null} clears it
         * @return this builder
         */
        public B sensitivity(String sensitivity) {
            return put("sensitivity", sensitivity);
        }

        /**
         * Sets the id of the term's domain ({@code domain_id}).
         *
         * @param domainId the value; {@code null} clears it
         * @return this builder
         */
        public B domainId(String domainId) {
            return put("domain_id", domainId);
        }

        /**
         * Sets the id of the term's glossary ({@code glossary_id}).
         *
         * @param glossaryId the value; {@code null} clears it
         * @return this builder
         */
        public B glossaryId(String glossaryId) {
            return put("glossary_id", glossaryId);
        }

        /**
         * Sets the name of the term's glossary, resolved by the server from {@code glossary_id}
         * ({@code glossary_name}); {@code null} when the term has no glossary.
         *
         * @param glossaryName the value; {@code null} clears it
         * @return this builder
         */
        public B glossaryName(String glossaryName) {
            return put("glossary_name", glossaryName);
        }

        /**
         * Sets the id of the glossary category ({@code glossary_category_id}).
         *
         * @param glossaryCategoryId the value; {@code null} clears it
         * @return this builder
         */
        public B glossaryCategoryId(String glossaryCategoryId) {
            return put("glossary_category_id", glossaryCategoryId);
        }

        /**
         * Sets the kind of term ({@code type}); on a list item it can be a glossary marker.
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public B type(String type) {
            return put("type", type);
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
         * Sets the minimum length, a copy of the value as it arrived; its JSON type is open, see the class comment
         * ({@code min_length}); {@code null} when absent or {@code null}.
         *
         * @param minLength the value; {@code null} clears it
         * @return this builder
         */
        public B minLength(JsonNode minLength) {
            return put("min_length", minLength);
        }

        /**
         * Sets the maximum length, a copy of the value as it arrived; its JSON type is open, see the class comment
         * ({@code max_length}); {@code null} when absent or {@code null}.
         *
         * @param maxLength the value; {@code null} clears it
         * @return this builder
         */
        public B maxLength(JsonNode maxLength) {
            return put("max_length", maxLength);
        }

        /**
         * Sets the minimum value, a copy of the value as it arrived; its JSON type is open, see the class comment
         * ({@code min_value}); {@code null} when absent or {@code null}.
         *
         * @param minValue the value; {@code null} clears it
         * @return this builder
         */
        public B minValue(JsonNode minValue) {
            return put("min_value", minValue);
        }

        /**
         * Sets the term's null flag ({@code is_null}).
         *
         * @param isNull the value; {@code null} clears it
         * @return this builder
         */
        public B isNull(Boolean isNull) {
            return put("is_null", isNull);
        }

        /**
         * Sets the term's blank flag ({@code is_blank}).
         *
         * @param isBlank the value; {@code null} clears it
         * @return this builder
         */
        public B isBlank(Boolean isBlank) {
            return put("is_blank", isBlank);
        }

        /**
         * Sets the term's unique flag ({@code is_unique}).
         *
         * @param isUnique the value; {@code null} clears it
         * @return this builder
         */
        public B isUnique(Boolean isUnique) {
            return put("is_unique", isUnique);
        }

        /**
         * Sets whether the term is a primary key ({@code is_primary_key}).
         *
         * @param isPrimaryKey the value; {@code null} clears it
         * @return this builder
         */
        public B isPrimaryKey(Boolean isPrimaryKey) {
            return put("is_primary_key", isPrimaryKey);
        }

        /**
         * Sets the allowed values, copies of the values as they arrived; their JSON type is open, see the class comment
         * ({@code enum}); never {@code null}.
         *
         * @param enumValues the value; {@code null} clears it
         * @return this builder
         */
        public B enumValues(List<JsonNode> enumValues) {
            return put("enum", enumValues);
        }

        /**
         * Sets the values the term's data must contain, copies of the values as they arrived; their JSON type is open,
         * see the class comment ({@code contains}); never {@code null}.
         *
         * @param containsValues the value; {@code null} clears it
         * @return this builder
         */
        public B containsValues(List<JsonNode> containsValues) {
            return put("contains", containsValues);
        }

        /**
         * Sets the synonyms ({@code synonyms}).
         *
         * @param synonyms the value; {@code null} clears it
         * @return this builder
         */
        public B synonyms(List<String> synonyms) {
            return put("synonyms", synonyms);
        }

        /**
         * Sets the owners ({@code owner}).
         *
         * @param owners the value; {@code null} clears it
         * @return this builder
         */
        public B owners(List<Owner> owners) {
            return put("owner", owners);
        }

        /**
         * Sets the linked domains ({@code domain}).
         *
         * @param domains the value; {@code null} clears it
         * @return this builder
         */
        public B domains(List<JsonObject> domains) {
            return put("domain", domains);
        }

        /**
         * Sets the linked products ({@code product}).
         *
         * @param products the value; {@code null} clears it
         * @return this builder
         */
        public B products(List<JsonObject> products) {
            return put("product", products);
        }

        /**
         * Sets the linked tags ({@code tag}).
         *
         * @param tags the value; {@code null} clears it
         * @return this builder
         */
        public B tags(List<JsonObject> tags) {
            return put("tag", tags);
        }

        /**
         * Sets the linked applications ({@code application}).
         *
         * @param applications the value; {@code null} clears it
         * @return this builder
         */
        public B applications(List<JsonObject> applications) {
            return put("application", applications);
        }

        /**
         * Sets the metrics attached to the term ({@code term_metrics}).
         *
         * @param termMetrics the value; {@code null} clears it
         * @return this builder
         */
        public B termMetrics(List<JsonObject> termMetrics) {
            return put("term_metrics", termMetrics);
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
         * Sets the number of linked assets, the size of {@link TermListItem#linkedAssets()}
         * ({@code linked_asset_count}).
         *
         * @param linkedAssetCount the value; {@code null} clears it
         * @return this builder
         */
        public B linkedAssetCount(Long linkedAssetCount) {
            return put("linked_asset_count", linkedAssetCount);
        }

        /**
         * Sets the number of metrics ({@code total_metrics}).
         *
         * @param totalMetrics the value; {@code null} clears it
         * @return this builder
         */
        public B totalMetrics(Long totalMetrics) {
            return put("total_metrics", totalMetrics);
        }

        /**
         * Sets the number of rows ({@code row_count}).
         *
         * @param rowCount the value; {@code null} clears it
         * @return this builder
         */
        public B rowCount(Long rowCount) {
            return put("row_count", rowCount);
        }

        /**
         * Sets the profiling metrics ({@code profile_metrics}).
         *
         * @param profileMetrics the value; {@code null} clears it
         * @return this builder
         */
        public B profileMetrics(JsonObject profileMetrics) {
            return put("profile_metrics", profileMetrics);
        }

        /**
         * Sets the ids of the assets linked to the term ({@code linked_assets}, an extension field; see
         * {@link TermListItem#linkedAssetCount()}).
         *
         * @param linkedAssets the value; {@code null} clears it
         * @return this builder
         */
        public B linkedAssets(List<String> linkedAssets) {
            return put("linked_assets", linkedAssets);
        }
    }

    private static final class ItemBuilder extends Builder<TermListItem, ItemBuilder> {
        ItemBuilder(TermListItem from) {
            super(TermListItem.class, from);
        }
    }
}
