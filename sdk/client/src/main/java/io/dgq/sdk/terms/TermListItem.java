package io.dgq.sdk.terms;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import java.time.OffsetDateTime;
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
public class TermListItem extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("description")
    private String description;
    @JsonProperty("status")
    private Status status;
    @JsonProperty("derived_type")
    private String derivedType;
    @JsonProperty("source")
    private String source;
    @JsonProperty("qualified_name")
    private String qualifiedName;
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
    @JsonProperty("user")
    private String user;
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
    @JsonProperty("is_active")
    private Boolean active;
    @JsonProperty("is_deleted")
    private Boolean deleted;
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
    @JsonProperty("total_views")
    private Integer totalViews;
    @JsonProperty("total_conversations")
    private Integer totalConversations;
    @JsonProperty("total_metrics")
    private Integer totalMetrics;
    @JsonProperty("row_count")
    private Integer rowCount;
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

    TermListItem() {
    }

    /** @return the term's id ({@code id}) */
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

    /** @return the review status ({@code status}); an open set */
    public Status status() {
        return status;
    }

    /** @return the derived data type ({@code derived_type}) */
    public String derivedType() {
        return derivedType;
    }

    /** @return where the term comes from ({@code source}) */
    public String source() {
        return source;
    }

    /** @return the fully qualified name ({@code qualified_name}) */
    public String qualifiedName() {
        return qualifiedName;
    }

    /** @return the threshold ({@code thresold}, spelt so on the wire) */
    public String threshold() {
        return threshold;
    }

    /** @return the sensitivity ({@code sensitivity}) */
    public String sensitivity() {
        return sensitivity;
    }

    /** @return the id of the term's domain ({@code domain_id}) */
    public String domainId() {
        return domainId;
    }

    /** @return the id of the term's glossary ({@code glossary_id}) */
    public String glossaryId() {
        return glossaryId;
    }

    /**
     * @return the name of the term's glossary, resolved by the server from {@code glossary_id}
     *     ({@code glossary_name}); {@code null} when the term has no glossary
     */
    public String glossaryName() {
        return glossaryName;
    }

    /** @return the id of the glossary category ({@code glossary_category_id}) */
    public String glossaryCategoryId() {
        return glossaryCategoryId;
    }

    /** @return the kind of term ({@code type}); on a list item it can be a glossary marker */
    public String type() {
        return type;
    }

    /** @return the user field ({@code user}) */
    public String user() {
        return user;
    }

    /** @return the quality score, as the server writes it ({@code score}) */
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

    /** @return the term's null flag ({@code is_null}) */
    public Boolean isNull() {
        return nullFlag;
    }

    /** @return the term's blank flag ({@code is_blank}) */
    public Boolean isBlank() {
        return blank;
    }

    /** @return the term's unique flag ({@code is_unique}) */
    public Boolean isUnique() {
        return unique;
    }

    /** @return whether the term is a primary key ({@code is_primary_key}) */
    public Boolean isPrimaryKey() {
        return primaryKey;
    }

    /** @return whether the term is active ({@code is_active}) */
    public Boolean isActive() {
        return active;
    }

    /** @return whether the term is deleted ({@code is_deleted}) */
    public Boolean isDeleted() {
        return deleted;
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

    /** @return the synonyms ({@code synonyms}) */
    public List<String> synonyms() {
        return listOf(synonyms);
    }

    /**
     * @return the ids of the assets linked to the term ({@code linked_assets}, an extension field; see
     *     {@link #linkedAssetCount()})
     */
    public List<String> linkedAssets() {
        return listOf(linkedAssets);
    }

    /** @return the owners ({@code owner}) */
    public List<Owner> owners() {
        return listOf(owners);
    }

    /** @return the linked domains ({@code domain}) */
    public List<JsonObject> domains() {
        return listOf(domains);
    }

    /** @return the linked products ({@code product}) */
    public List<JsonObject> products() {
        return listOf(products);
    }

    /** @return the linked tags ({@code tag}) */
    public List<JsonObject> tags() {
        return listOf(tags);
    }

    /** @return the linked applications ({@code application}) */
    public List<JsonObject> applications() {
        return listOf(applications);
    }

    /** @return the metrics attached to the term ({@code term_metrics}) */
    public List<JsonObject> termMetrics() {
        return listOf(termMetrics);
    }

    /** @return the profiling metrics ({@code profile_metrics}) */
    public JsonObject profileMetrics() {
        return profileMetrics;
    }

    /** @return the number of open alerts ({@code total_alerts}) */
    public Integer totalAlerts() {
        return totalAlerts;
    }

    /** @return the number of open issues ({@code total_issues}) */
    public Integer totalIssues() {
        return totalIssues;
    }

    /** @return the number of linked assets, the size of {@link #linkedAssets()} ({@code linked_asset_count}) */
    public Integer linkedAssetCount() {
        return linkedAssetCount;
    }

    /** @return the number of views ({@code total_views}) */
    public Integer totalViews() {
        return totalViews;
    }

    /** @return the number of conversations ({@code total_conversations}) */
    public Integer totalConversations() {
        return totalConversations;
    }

    /** @return the number of metrics ({@code total_metrics}) */
    public Integer totalMetrics() {
        return totalMetrics;
    }

    /** @return the number of rows ({@code row_count}) */
    public Integer rowCount() {
        return rowCount;
    }

    /** @return the number of likes ({@code total_likes}) */
    public Integer totalLikes() {
        return totalLikes;
    }

    /** @return the number of dislikes ({@code total_dislikes}) */
    public Integer totalDislikes() {
        return totalDislikes;
    }

    /** @return when the term was created ({@code created_at}) */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** @return when the term was last changed ({@code modified_at}) */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }

    /** @return who created the term ({@code created_by}) */
    public String createdBy() {
        return createdBy;
    }

    /** @return who last changed the term ({@code modified_by}) */
    public String modifiedBy() {
        return modifiedBy;
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
        return getClass().getSimpleName() + "{id=" + id + ", name=" + name + ", status=" + status + ", glossaryId="
                + glossaryId + "}";
    }
}
