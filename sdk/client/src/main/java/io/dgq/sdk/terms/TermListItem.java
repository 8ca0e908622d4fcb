package io.dgq.sdk.terms;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.model.GovernedRecord;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Owner;
import java.util.List;

/**
 * A term as a list shows it: the fields of the detail record except the long texts, parents, viewers and context
 * freshness. {@link Term} adds those. See {@link TermColumn} for the fields a list can sort and filter by.
 *
 * <p>The specification leaves the JSON type of {@code min_length}, {@code max_length}, {@code min_value} and of the
 * elements of {@code enum} and {@code contains} open (a number, a string or another JSON value). Their accessors
 * answer a copy of the value as a Jackson {@link JsonNode}, read as it arrived; JSON {@code null} reads as
 * {@code null} for a scalar and as a {@code NullNode} inside a list.
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
    private Boolean nullFlag;
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
    @JsonProperty("linked_assets")
    private List<String> linkedAssets;
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
    @JsonProperty("profile_metrics")
    private JsonObject profileMetrics;
    @JsonProperty("total_alerts")
    private Integer totalAlerts;
    @JsonProperty("total_issues")
    private Integer totalIssues;
    @JsonProperty("linked_asset_count")
    private Integer linkedAssetCount;
    @JsonProperty("total_metrics")
    private Integer totalMetrics;
    @JsonProperty("row_count")
    private Integer rowCount;

    TermListItem() {
    }

    /** {@return the derived data type ({@code derived_type})} */
    public String derivedType() {
        return derivedType;
    }

    /** {@return the threshold ({@code thresold}, spelt so on the wire)} */
    public String threshold() {
        return threshold;
    }

    /** {@return the sensitivity ({@code sensitivity})} */
    public String sensitivity() {
        return sensitivity;
    }

    /** {@return the id of the term's domain ({@code domain_id})} */
    public String domainId() {
        return domainId;
    }

    /** {@return the id of the term's glossary ({@code glossary_id})} */
    public String glossaryId() {
        return glossaryId;
    }

    /**
     * {@return the name of the term's glossary, resolved by the server from {@code glossary_id}
     *     ({@code glossary_name}); {@code null} when the term has no glossary}
     */
    public String glossaryName() {
        return glossaryName;
    }

    /** {@return the id of the glossary category ({@code glossary_category_id})} */
    public String glossaryCategoryId() {
        return glossaryCategoryId;
    }

    /** {@return the kind of term ({@code type}); on a list item it can be a glossary marker} */
    public String type() {
        return type;
    }

    /** {@return the quality score, as the server writes it ({@code score})} */
    public String score() {
        return score;
    }

    /**
     * Returns the minimum length ({@code min_length}). Its JSON type is open: see the class comment.
     *
     * @return a copy of the value, or {@code null} when absent or {@code null}
     */
    public JsonNode minLength() {
        return copyOf(minLength);
    }

    /**
     * Returns the maximum length ({@code max_length}). Its JSON type is open: see the class comment.
     *
     * @return a copy of the value, or {@code null} when absent or {@code null}
     */
    public JsonNode maxLength() {
        return copyOf(maxLength);
    }

    /**
     * Returns the minimum value ({@code min_value}). Its JSON type is open: see the class comment.
     *
     * @return a copy of the value, or {@code null} when absent or {@code null}
     */
    public JsonNode minValue() {
        return copyOf(minValue);
    }

    /** {@return the term's null flag ({@code is_null})} */
    public Boolean isNull() {
        return nullFlag;
    }

    /** {@return the term's blank flag ({@code is_blank})} */
    public Boolean isBlank() {
        return blank;
    }

    /** {@return the term's unique flag ({@code is_unique})} */
    public Boolean isUnique() {
        return unique;
    }

    /** {@return whether the term is a primary key ({@code is_primary_key})} */
    public Boolean isPrimaryKey() {
        return primaryKey;
    }

    /**
     * Returns the allowed values ({@code enum}). The element type is open: see the class comment.
     *
     * @return copies of the values; never {@code null}
     */
    public List<JsonNode> enumValues() {
        return copiesOf(enumValues);
    }

    /**
     * Returns the values the term's data must contain ({@code contains}). The element type is open: see the class
     * comment.
     *
     * @return copies of the values; never {@code null}
     */
    public List<JsonNode> containsValues() {
        return copiesOf(containsValues);
    }

    /** {@return the synonyms ({@code synonyms})} */
    public List<String> synonyms() {
        return listOf(synonyms);
    }

    /**
     * {@return the ids of the assets linked to the term ({@code linked_assets}, an extension field; see
     *     {@link #linkedAssetCount()})}
     */
    public List<String> linkedAssets() {
        return listOf(linkedAssets);
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return listOf(owners);
    }

    /** {@return the linked domains ({@code domain})} */
    public List<JsonObject> domains() {
        return listOf(domains);
    }

    /** {@return the linked products ({@code product})} */
    public List<JsonObject> products() {
        return listOf(products);
    }

    /** {@return the linked tags ({@code tag})} */
    public List<JsonObject> tags() {
        return listOf(tags);
    }

    /** {@return the linked applications ({@code application})} */
    public List<JsonObject> applications() {
        return listOf(applications);
    }

    /** {@return the metrics attached to the term ({@code term_metrics})} */
    public List<JsonObject> termMetrics() {
        return listOf(termMetrics);
    }

    /** {@return the profiling metrics ({@code profile_metrics})} */
    public JsonObject profileMetrics() {
        return profileMetrics;
    }

    /** {@return the number of open alerts ({@code total_alerts})} */
    public Integer totalAlerts() {
        return totalAlerts;
    }

    /** {@return the number of open issues ({@code total_issues})} */
    public Integer totalIssues() {
        return totalIssues;
    }

    /** {@return the number of linked assets, the size of {@link #linkedAssets()} ({@code linked_asset_count})} */
    public Integer linkedAssetCount() {
        return linkedAssetCount;
    }

    /** {@return the number of metrics ({@code total_metrics})} */
    public Integer totalMetrics() {
        return totalMetrics;
    }

    /** {@return the number of rows ({@code row_count})} */
    public Integer rowCount() {
        return rowCount;
    }

    private static JsonNode copyOf(JsonNode value) {
        return value == null || value.isNull() ? null : value.deepCopy();
    }

    private static List<JsonNode> copiesOf(List<JsonNode> values) {
        if (values == null) {
            return List.of();
        }
        return values.stream().<JsonNode>map(JsonNode::deepCopy).toList();
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "{id=" + id() + ", name=" + name() + ", status=" + status() + ", glossaryId="
                + glossaryId + "}";
    }
}
