// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.terms;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.model.ApiObject;
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
        return decoded("derived_type", derivedType);
    }

    /** {@return the threshold ({@code thresold}, spelt so on the wire)} */
    public String threshold() {
        return decoded("thresold", threshold);
    }

    /** {@return the sensitivity ({@code sensitivity})} */
    public String sensitivity() {
        return decoded("sensitivity", sensitivity);
    }

    /** {@return the id of the term's domain ({@code domain_id})} */
    public String domainId() {
        return decoded("domain_id", domainId);
    }

    /** {@return the id of the term's glossary ({@code glossary_id})} */
    public String glossaryId() {
        return decoded("glossary_id", glossaryId);
    }

    /**
     * {@return the name of the term's glossary, resolved by the server from {@code glossary_id}
     * ({@code glossary_name}); {@code null} when the term has no glossary}
     */
    public String glossaryName() {
        return decoded("glossary_name", glossaryName);
    }

    /** {@return the id of the glossary category ({@code glossary_category_id})} */
    public String glossaryCategoryId() {
        return decoded("glossary_category_id", glossaryCategoryId);
    }

    /** {@return the kind of term ({@code type}); on a list item it can be a glossary marker} */
    public String type() {
        return decoded("type", type);
    }

    /** {@return the quality score, as the server writes it ({@code score})} */
    public String score() {
        return decoded("score", score);
    }

    /**
     * {@return the minimum length, a copy of the value as it arrived; its JSON type is open, see the class comment
     * ({@code min_length}); {@code null} when absent or {@code null}}
     */
    public JsonNode minLength() {
        return jsonCopy(decoded("min_length", minLength));
    }

    /**
     * {@return the maximum length, a copy of the value as it arrived; its JSON type is open, see the class comment
     * ({@code max_length}); {@code null} when absent or {@code null}}
     */
    public JsonNode maxLength() {
        return jsonCopy(decoded("max_length", maxLength));
    }

    /**
     * {@return the minimum value, a copy of the value as it arrived; its JSON type is open, see the class comment
     * ({@code min_value}); {@code null} when absent or {@code null}}
     */
    public JsonNode minValue() {
        return jsonCopy(decoded("min_value", minValue));
    }

    /** {@return the term's null flag ({@code is_null})} */
    public Boolean isNull() {
        return decoded("is_null", nullValue);
    }

    /** {@return the term's blank flag ({@code is_blank})} */
    public Boolean isBlank() {
        return decoded("is_blank", blank);
    }

    /** {@return the term's unique flag ({@code is_unique})} */
    public Boolean isUnique() {
        return decoded("is_unique", unique);
    }

    /** {@return whether the term is a primary key ({@code is_primary_key})} */
    public Boolean isPrimaryKey() {
        return decoded("is_primary_key", primaryKey);
    }

    /**
     * {@return the allowed values, copies of the values as they arrived; their JSON type is open, see the class comment
     * ({@code enum}); never {@code null}}
     */
    public List<JsonNode> enumValues() {
        return jsonCopies(decoded("enum", enumValues));
    }

    /**
     * {@return the values the term's data must contain, copies of the values as they arrived; their JSON type is open,
     * see the class comment ({@code contains}); never {@code null}}
     */
    public List<JsonNode> containsValues() {
        return jsonCopies(decoded("contains", containsValues));
    }

    /** {@return the synonyms ({@code synonyms})} */
    public List<String> synonyms() {
        return listOf(decoded("synonyms", synonyms));
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return listOf(decoded("owner", owners));
    }

    /** {@return the linked domains ({@code domain})} */
    public List<JsonObject> domains() {
        return listOf(decoded("domain", domains));
    }

    /** {@return the linked products ({@code product})} */
    public List<JsonObject> products() {
        return listOf(decoded("product", products));
    }

    /** {@return the linked tags ({@code tag})} */
    public List<JsonObject> tags() {
        return listOf(decoded("tag", tags));
    }

    /** {@return the linked applications ({@code application})} */
    public List<JsonObject> applications() {
        return listOf(decoded("application", applications));
    }

    /** {@return the metrics attached to the term ({@code term_metrics})} */
    public List<JsonObject> termMetrics() {
        return listOf(decoded("term_metrics", termMetrics));
    }

    /** {@return the number of open alerts ({@code total_alerts})} */
    public Long totalAlerts() {
        return decoded("total_alerts", totalAlerts);
    }

    /** {@return the number of open issues ({@code total_issues})} */
    public Long totalIssues() {
        return decoded("total_issues", totalIssues);
    }

    /** {@return the number of linked assets, the size of {@link #linkedAssets()} ({@code linked_asset_count})} */
    public Long linkedAssetCount() {
        return decoded("linked_asset_count", linkedAssetCount);
    }

    /** {@return the number of metrics ({@code total_metrics})} */
    public Long totalMetrics() {
        return decoded("total_metrics", totalMetrics);
    }

    /** {@return the number of rows ({@code row_count})} */
    public Long rowCount() {
        return decoded("row_count", rowCount);
    }

    /** {@return the profiling metrics ({@code profile_metrics})} */
    public JsonObject profileMetrics() {
        return decoded("profile_metrics", profileMetrics);
    }

    /**
     * {@return the ids of the assets linked to the term ({@code linked_assets}, an extension field; see
     * {@link #linkedAssetCount()})}
     */
    public List<String> linkedAssets() {
        return listOf(decoded("linked_assets", linkedAssets));
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        TermListItem that = (TermListItem) other;
        return super.fieldsEqual(other)
                && sameValue(derivedType, that.derivedType)
                && sameValue(threshold, that.threshold)
                && sameValue(sensitivity, that.sensitivity)
                && sameValue(domainId, that.domainId)
                && sameValue(glossaryId, that.glossaryId)
                && sameValue(glossaryName, that.glossaryName)
                && sameValue(glossaryCategoryId, that.glossaryCategoryId)
                && sameValue(type, that.type)
                && sameValue(score, that.score)
                && sameValue(minLength, that.minLength)
                && sameValue(maxLength, that.maxLength)
                && sameValue(minValue, that.minValue)
                && sameValue(nullValue, that.nullValue)
                && sameValue(blank, that.blank)
                && sameValue(unique, that.unique)
                && sameValue(primaryKey, that.primaryKey)
                && listOf(enumValues).equals(listOf(that.enumValues))
                && listOf(containsValues).equals(listOf(that.containsValues))
                && listOf(synonyms).equals(listOf(that.synonyms))
                && listOf(owners).equals(listOf(that.owners))
                && listOf(domains).equals(listOf(that.domains))
                && listOf(products).equals(listOf(that.products))
                && listOf(tags).equals(listOf(that.tags))
                && listOf(applications).equals(listOf(that.applications))
                && listOf(termMetrics).equals(listOf(that.termMetrics))
                && sameValue(totalAlerts, that.totalAlerts)
                && sameValue(totalIssues, that.totalIssues)
                && sameValue(linkedAssetCount, that.linkedAssetCount)
                && sameValue(totalMetrics, that.totalMetrics)
                && sameValue(rowCount, that.rowCount)
                && sameValue(profileMetrics, that.profileMetrics)
                && listOf(linkedAssets).equals(listOf(that.linkedAssets));
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        super.describeFields(description);
        description
                .add("derived_type", this.derivedType)
                .add("thresold", this.threshold)
                .add("sensitivity", this.sensitivity)
                .add("domain_id", this.domainId)
                .add("glossary_id", this.glossaryId)
                .add("glossary_name", this.glossaryName)
                .add("glossary_category_id", this.glossaryCategoryId)
                .add("type", this.type)
                .add("score", this.score)
                .add("min_length", this.minLength)
                .add("max_length", this.maxLength)
                .add("min_value", this.minValue)
                .add("is_null", this.nullValue)
                .add("is_blank", this.blank)
                .add("is_unique", this.unique)
                .add("is_primary_key", this.primaryKey)
                .add("enum", this.enumValues)
                .add("contains", this.containsValues)
                .add("synonyms", this.synonyms)
                .add("owner", this.owners)
                .add("domain", this.domains)
                .add("product", this.products)
                .add("tag", this.tags)
                .add("application", this.applications)
                .add("term_metrics", this.termMetrics)
                .add("total_alerts", this.totalAlerts)
                .add("total_issues", this.totalIssues)
                .add("linked_asset_count", this.linkedAssetCount)
                .add("total_metrics", this.totalMetrics)
                .add("row_count", this.rowCount)
                .add("profile_metrics", this.profileMetrics)
                .add("linked_assets", this.linkedAssets);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(
                super.fieldsHashCode(),
                derivedType,
                threshold,
                sensitivity,
                domainId,
                glossaryId,
                glossaryName,
                glossaryCategoryId,
                type,
                score,
                minLength,
                maxLength,
                minValue,
                nullValue,
                blank,
                unique,
                primaryKey,
                listOf(enumValues),
                listOf(containsValues),
                listOf(synonyms),
                listOf(owners),
                listOf(domains),
                listOf(products),
                listOf(tags),
                listOf(applications),
                listOf(termMetrics),
                totalAlerts,
                totalIssues,
                linkedAssetCount,
                totalMetrics,
                rowCount,
                profileMetrics,
                listOf(linkedAssets));
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
