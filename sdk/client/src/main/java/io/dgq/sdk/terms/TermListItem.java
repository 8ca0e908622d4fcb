// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.terms;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.GovernedRecord;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A term as a list shows it: the fields of the detail record except the long texts, parents, viewers and context
 * freshness. {@link Term} adds those. See {@link TermColumn} for the fields a list can sort and filter by.
 *
 * <p>The specification leaves the JSON type of {@code min_length}, {@code max_length}, {@code min_value} and of the
 * elements of {@code enum} and {@code contains} open (a number, a string or another JSON value). Their accessors answer
 * the value as a {@link io.dgq.sdk.json.JsonValue}, as it arrived; JSON {@code null} reads as {@code null} for a scalar
 * and as {@link io.dgq.sdk.json.JsonNull#INSTANCE} inside a list.
 */
@Companion(TermListItem.Fields.class)
public class TermListItem implements GovernedRecord {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("description")
    private final String description;

    @JsonProperty("source")
    private final String source;

    @JsonProperty("qualified_name")
    private final String qualifiedName;

    @JsonProperty("status")
    private final Status status;

    @JsonProperty("user")
    private final String user;

    @JsonProperty("total_conversations")
    private final Long totalConversations;

    @JsonProperty("total_views")
    private final Long totalViews;

    @JsonProperty("total_likes")
    private final Integer totalLikes;

    @JsonProperty("total_dislikes")
    private final Integer totalDislikes;

    @JsonProperty("is_active")
    private final Boolean active;

    @JsonProperty("is_deleted")
    private final Boolean deleted;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private final OffsetDateTime modifiedAt;

    @JsonProperty("created_by")
    private final String createdBy;

    @JsonProperty("modified_by")
    private final String modifiedBy;

    @JsonProperty("derived_type")
    private final String derivedType;

    @JsonProperty("thresold")
    private final String threshold;

    @JsonProperty("sensitivity")
    private final String sensitivity;

    @JsonProperty("domain_id")
    private final String domainId;

    @JsonProperty("glossary_id")
    private final String glossaryId;

    @JsonProperty("glossary_name")
    private final String glossaryName;

    @JsonProperty("glossary_category_id")
    private final String glossaryCategoryId;

    @JsonProperty("type")
    private final String type;

    @JsonProperty("score")
    private final String score;

    @JsonProperty("min_length")
    private final JsonValue minLength;

    @JsonProperty("max_length")
    private final JsonValue maxLength;

    @JsonProperty("min_value")
    private final JsonValue minValue;

    @JsonProperty("is_null")
    private final Boolean nullValue;

    @JsonProperty("is_blank")
    private final Boolean blank;

    @JsonProperty("is_unique")
    private final Boolean unique;

    @JsonProperty("is_primary_key")
    private final Boolean primaryKey;

    @JsonProperty("enum")
    private final List<JsonValue> enumValues;

    @JsonProperty("contains")
    private final List<JsonValue> containsValues;

    @JsonProperty("synonyms")
    private final List<String> synonyms;

    @JsonProperty("owner")
    private final List<Owner> owners;

    @JsonProperty("domain")
    private final List<JsonObject> domains;

    @JsonProperty("product")
    private final List<JsonObject> products;

    @JsonProperty("tag")
    private final List<JsonObject> tags;

    @JsonProperty("application")
    private final List<JsonObject> applications;

    @JsonProperty("term_metrics")
    private final List<JsonObject> termMetrics;

    @JsonProperty("total_alerts")
    private final Long totalAlerts;

    @JsonProperty("total_issues")
    private final Long totalIssues;

    @JsonProperty("linked_asset_count")
    private final Long linkedAssetCount;

    @JsonProperty("total_metrics")
    private final Long totalMetrics;

    @JsonProperty("row_count")
    private final Long rowCount;

    @JsonProperty("profile_metrics")
    private final JsonObject profileMetrics;

    @JsonProperty("linked_assets")
    private final List<String> linkedAssets;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    ModelState state;

    TermListItem(
            String id,
            String name,
            String description,
            String source,
            String qualifiedName,
            Status status,
            String user,
            Long totalConversations,
            Long totalViews,
            Integer totalLikes,
            Integer totalDislikes,
            Boolean active,
            Boolean deleted,
            OffsetDateTime createdAt,
            OffsetDateTime modifiedAt,
            String createdBy,
            String modifiedBy,
            String derivedType,
            String threshold,
            String sensitivity,
            String domainId,
            String glossaryId,
            String glossaryName,
            String glossaryCategoryId,
            String type,
            String score,
            JsonValue minLength,
            JsonValue maxLength,
            JsonValue minValue,
            Boolean nullValue,
            Boolean blank,
            Boolean unique,
            Boolean primaryKey,
            List<JsonValue> enumValues,
            List<JsonValue> containsValues,
            List<String> synonyms,
            List<Owner> owners,
            List<JsonObject> domains,
            List<JsonObject> products,
            List<JsonObject> tags,
            List<JsonObject> applications,
            List<JsonObject> termMetrics,
            Long totalAlerts,
            Long totalIssues,
            Long linkedAssetCount,
            Long totalMetrics,
            Long rowCount,
            JsonObject profileMetrics,
            List<String> linkedAssets) {
        this.id = id;
        this.name = name;
        this.description = description;
        this.source = source;
        this.qualifiedName = qualifiedName;
        this.status = status;
        this.user = user;
        this.totalConversations = totalConversations;
        this.totalViews = totalViews;
        this.totalLikes = totalLikes;
        this.totalDislikes = totalDislikes;
        this.active = active;
        this.deleted = deleted;
        this.createdAt = createdAt;
        this.modifiedAt = modifiedAt;
        this.createdBy = createdBy;
        this.modifiedBy = modifiedBy;
        this.derivedType = derivedType;
        this.threshold = threshold;
        this.sensitivity = sensitivity;
        this.domainId = domainId;
        this.glossaryId = glossaryId;
        this.glossaryName = glossaryName;
        this.glossaryCategoryId = glossaryCategoryId;
        this.type = type;
        this.score = score;
        this.minLength = minLength;
        this.maxLength = maxLength;
        this.minValue = minValue;
        this.nullValue = nullValue;
        this.blank = blank;
        this.unique = unique;
        this.primaryKey = primaryKey;
        this.enumValues = enumValues;
        this.containsValues = containsValues;
        this.synonyms = synonyms;
        this.owners = owners;
        this.domains = domains;
        this.products = products;
        this.tags = tags;
        this.applications = applications;
        this.termMetrics = termMetrics;
        this.totalAlerts = totalAlerts;
        this.totalIssues = totalIssues;
        this.linkedAssetCount = linkedAssetCount;
        this.totalMetrics = totalMetrics;
        this.rowCount = rowCount;
        this.profileMetrics = profileMetrics;
        this.linkedAssets = linkedAssets;
    }

    /**
     * Returns an empty builder of {@code TermListItem}, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(TermListItem.class, null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(TermListItem.class, this);
    }

    @Override
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    @Override
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    @Override
    public String description() {
        return ModelState.decoded(this, state, "description", description);
    }

    @Override
    public String source() {
        return ModelState.decoded(this, state, "source", source);
    }

    @Override
    public String qualifiedName() {
        return ModelState.decoded(this, state, "qualified_name", qualifiedName);
    }

    @Override
    public Status status() {
        return ModelState.decoded(this, state, "status", status);
    }

    @Override
    public String user() {
        return ModelState.decoded(this, state, "user", user);
    }

    @Override
    public Long totalConversations() {
        return ModelState.decoded(this, state, "total_conversations", totalConversations);
    }

    @Override
    public Long totalViews() {
        return ModelState.decoded(this, state, "total_views", totalViews);
    }

    @Override
    public Integer totalLikes() {
        return ModelState.decoded(this, state, "total_likes", totalLikes);
    }

    @Override
    public Integer totalDislikes() {
        return ModelState.decoded(this, state, "total_dislikes", totalDislikes);
    }

    @Override
    public Boolean isActive() {
        return ModelState.decoded(this, state, "is_active", active);
    }

    @Override
    public Boolean isDeleted() {
        return ModelState.decoded(this, state, "is_deleted", deleted);
    }

    @Override
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    @Override
    public OffsetDateTime modifiedAt() {
        return ModelState.decoded(this, state, "modified_at", modifiedAt);
    }

    @Override
    public String createdBy() {
        return ModelState.decoded(this, state, "created_by", createdBy);
    }

    @Override
    public String modifiedBy() {
        return ModelState.decoded(this, state, "modified_by", modifiedBy);
    }

    /** {@return the derived data type ({@code derived_type})} */
    public String derivedType() {
        return ModelState.decoded(this, state, "derived_type", derivedType);
    }

    /** {@return the threshold ({@code thresold}, spelt so on the wire)} */
    public String threshold() {
        return ModelState.decoded(this, state, "thresold", threshold);
    }

    /** {@return the sensitivity ({@code sensitivity})} */
    public String sensitivity() {
        return ModelState.decoded(this, state, "sensitivity", sensitivity);
    }

    /** {@return the id of the term's domain ({@code domain_id})} */
    public String domainId() {
        return ModelState.decoded(this, state, "domain_id", domainId);
    }

    /** {@return the id of the term's glossary ({@code glossary_id})} */
    public String glossaryId() {
        return ModelState.decoded(this, state, "glossary_id", glossaryId);
    }

    /**
     * {@return the name of the term's glossary, resolved by the server from {@code glossary_id}
     * ({@code glossary_name}); {@code null} when the term has no glossary}
     */
    public String glossaryName() {
        return ModelState.decoded(this, state, "glossary_name", glossaryName);
    }

    /** {@return the id of the glossary category ({@code glossary_category_id})} */
    public String glossaryCategoryId() {
        return ModelState.decoded(this, state, "glossary_category_id", glossaryCategoryId);
    }

    /** {@return the kind of term ({@code type}); on a list item it can be a glossary marker} */
    public String type() {
        return ModelState.decoded(this, state, "type", type);
    }

    /** {@return the quality score, as the server writes it ({@code score})} */
    public String score() {
        return ModelState.decoded(this, state, "score", score);
    }

    /**
     * {@return the minimum length, as it arrived; its JSON type is open, see the class comment ({@code min_length});
     * {@code null} when absent or {@code null}}
     */
    public JsonValue minLength() {
        return ModelFields.jsonValue(ModelState.decoded(this, state, "min_length", minLength));
    }

    /**
     * {@return the maximum length, as it arrived; its JSON type is open, see the class comment ({@code max_length});
     * {@code null} when absent or {@code null}}
     */
    public JsonValue maxLength() {
        return ModelFields.jsonValue(ModelState.decoded(this, state, "max_length", maxLength));
    }

    /**
     * {@return the minimum value, as it arrived; its JSON type is open, see the class comment ({@code min_value});
     * {@code null} when absent or {@code null}}
     */
    public JsonValue minValue() {
        return ModelFields.jsonValue(ModelState.decoded(this, state, "min_value", minValue));
    }

    /** {@return the term's null flag ({@code is_null})} */
    public Boolean isNull() {
        return ModelState.decoded(this, state, "is_null", nullValue);
    }

    /** {@return the term's blank flag ({@code is_blank})} */
    public Boolean isBlank() {
        return ModelState.decoded(this, state, "is_blank", blank);
    }

    /** {@return the term's unique flag ({@code is_unique})} */
    public Boolean isUnique() {
        return ModelState.decoded(this, state, "is_unique", unique);
    }

    /** {@return whether the term is a primary key ({@code is_primary_key})} */
    public Boolean isPrimaryKey() {
        return ModelState.decoded(this, state, "is_primary_key", primaryKey);
    }

    /**
     * {@return the allowed values, as they arrived; their JSON type is open, see the class comment ({@code enum});
     * never {@code null}}
     */
    public List<JsonValue> enumValues() {
        return ModelFields.listOf(ModelState.decoded(this, state, "enum", enumValues));
    }

    /**
     * {@return the values the term's data must contain, as they arrived; their JSON type is open, see the class comment
     * ({@code contains}); never {@code null}}
     */
    public List<JsonValue> containsValues() {
        return ModelFields.listOf(ModelState.decoded(this, state, "contains", containsValues));
    }

    /** {@return the synonyms ({@code synonyms})} */
    public List<String> synonyms() {
        return ModelFields.listOf(ModelState.decoded(this, state, "synonyms", synonyms));
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return ModelFields.listOf(ModelState.decoded(this, state, "owner", owners));
    }

    /** {@return the linked domains ({@code domain})} */
    public List<JsonObject> domains() {
        return ModelFields.listOf(ModelState.decoded(this, state, "domain", domains));
    }

    /** {@return the linked products ({@code product})} */
    public List<JsonObject> products() {
        return ModelFields.listOf(ModelState.decoded(this, state, "product", products));
    }

    /** {@return the linked tags ({@code tag})} */
    public List<JsonObject> tags() {
        return ModelFields.listOf(ModelState.decoded(this, state, "tag", tags));
    }

    /** {@return the linked applications ({@code application})} */
    public List<JsonObject> applications() {
        return ModelFields.listOf(ModelState.decoded(this, state, "application", applications));
    }

    /** {@return the metrics attached to the term ({@code term_metrics})} */
    public List<JsonObject> termMetrics() {
        return ModelFields.listOf(ModelState.decoded(this, state, "term_metrics", termMetrics));
    }

    /** {@return the number of open alerts ({@code total_alerts})} */
    public Long totalAlerts() {
        return ModelState.decoded(this, state, "total_alerts", totalAlerts);
    }

    /** {@return the number of open issues ({@code total_issues})} */
    public Long totalIssues() {
        return ModelState.decoded(this, state, "total_issues", totalIssues);
    }

    /** {@return the number of linked assets, the size of {@link #linkedAssets()} ({@code linked_asset_count})} */
    public Long linkedAssetCount() {
        return ModelState.decoded(this, state, "linked_asset_count", linkedAssetCount);
    }

    /** {@return the number of metrics ({@code total_metrics})} */
    public Long totalMetrics() {
        return ModelState.decoded(this, state, "total_metrics", totalMetrics);
    }

    /** {@return the number of rows ({@code row_count})} */
    public Long rowCount() {
        return ModelState.decoded(this, state, "row_count", rowCount);
    }

    /** {@return the profiling metrics ({@code profile_metrics})} */
    public JsonObject profileMetrics() {
        return ModelState.decoded(this, state, "profile_metrics", profileMetrics);
    }

    /**
     * {@return the ids of the assets linked to the term ({@code linked_assets}, an extension field; see
     * {@link #linkedAssetCount()})}
     */
    public List<String> linkedAssets() {
        return ModelFields.listOf(ModelState.decoded(this, state, "linked_assets", linkedAssets));
    }

    @JsonAnyGetter
    @SuppressWarnings("UnusedMethod")
    private Map<String, JsonNode> unknownFields() {
        // Jackson calls it to write those members back
        return ModelState.unknownFields(state);
    }

    @Override
    public final Map<String, JsonValue> additionalProperties() {
        return ModelState.additionalProperties(this);
    }

    @Override
    public final JsonValue additionalProperty(String name) {
        return ModelState.additionalProperty(this, name);
    }

    @Override
    public final void validate() {
        ModelState.validate(this);
    }

    @Override
    public final boolean equals(Object o) {
        return ModelState.equal(this, o);
    }

    @Override
    public final int hashCode() {
        return ModelState.hash(this);
    }

    @Override
    public final String toString() {
        return ModelFields.describe(this);
    }

    /** The fields {@code TermListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<TermListItem> {
        @Override
        public boolean equal(TermListItem a, TermListItem b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.description, b.description)
                    && ModelFields.sameValue(a.source, b.source)
                    && ModelFields.sameValue(a.qualifiedName, b.qualifiedName)
                    && ModelFields.sameValue(a.status, b.status)
                    && ModelFields.sameValue(a.user, b.user)
                    && ModelFields.sameValue(a.totalConversations, b.totalConversations)
                    && ModelFields.sameValue(a.totalViews, b.totalViews)
                    && ModelFields.sameValue(a.totalLikes, b.totalLikes)
                    && ModelFields.sameValue(a.totalDislikes, b.totalDislikes)
                    && ModelFields.sameValue(a.active, b.active)
                    && ModelFields.sameValue(a.deleted, b.deleted)
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.modifiedAt, b.modifiedAt)
                    && ModelFields.sameValue(a.createdBy, b.createdBy)
                    && ModelFields.sameValue(a.modifiedBy, b.modifiedBy)
                    && ModelFields.sameValue(a.derivedType, b.derivedType)
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
                    model.id,
                    model.name,
                    model.description,
                    model.source,
                    model.qualifiedName,
                    model.status,
                    model.user,
                    model.totalConversations,
                    model.totalViews,
                    model.totalLikes,
                    model.totalDislikes,
                    model.active,
                    model.deleted,
                    model.createdAt,
                    model.modifiedAt,
                    model.createdBy,
                    model.modifiedBy,
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
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("description", model.description)
                    .add("source", model.source)
                    .add("qualified_name", model.qualifiedName)
                    .add("status", model.status)
                    .add("user", model.user)
                    .add("total_conversations", model.totalConversations)
                    .add("total_views", model.totalViews)
                    .add("total_likes", model.totalLikes)
                    .add("total_dislikes", model.totalDislikes)
                    .add("is_active", model.active)
                    .add("is_deleted", model.deleted)
                    .add("created_at", model.createdAt)
                    .add("modified_at", model.modifiedAt)
                    .add("created_by", model.createdBy)
                    .add("modified_by", model.modifiedBy)
                    .add("derived_type", model.derivedType)
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

        @Override
        public List<String> names() {
            return List.of(
                    "id",
                    "name",
                    "description",
                    "source",
                    "qualified_name",
                    "status",
                    "user",
                    "total_conversations",
                    "total_views",
                    "total_likes",
                    "total_dislikes",
                    "is_active",
                    "is_deleted",
                    "created_at",
                    "modified_at",
                    "created_by",
                    "modified_by",
                    "derived_type",
                    "thresold",
                    "sensitivity",
                    "domain_id",
                    "glossary_id",
                    "glossary_name",
                    "glossary_category_id",
                    "type",
                    "score",
                    "min_length",
                    "max_length",
                    "min_value",
                    "is_null",
                    "is_blank",
                    "is_unique",
                    "is_primary_key",
                    "enum",
                    "contains",
                    "synonyms",
                    "owner",
                    "domain",
                    "product",
                    "tag",
                    "application",
                    "term_metrics",
                    "total_alerts",
                    "total_issues",
                    "linked_asset_count",
                    "total_metrics",
                    "row_count",
                    "profile_metrics",
                    "linked_assets");
        }

        @Override
        public ModelState state(TermListItem model) {
            return model.state;
        }

        @Override
        public void state(TermListItem model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public TermListItem create(Object[] values) {
            return new TermListItem(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (Status) values[5],
                    (String) values[6],
                    (Long) values[7],
                    (Long) values[8],
                    (Integer) values[9],
                    (Integer) values[10],
                    (Boolean) values[11],
                    (Boolean) values[12],
                    (OffsetDateTime) values[13],
                    (OffsetDateTime) values[14],
                    (String) values[15],
                    (String) values[16],
                    (String) values[17],
                    (String) values[18],
                    (String) values[19],
                    (String) values[20],
                    (String) values[21],
                    (String) values[22],
                    (String) values[23],
                    (String) values[24],
                    (String) values[25],
                    (JsonValue) values[26],
                    (JsonValue) values[27],
                    (JsonValue) values[28],
                    (Boolean) values[29],
                    (Boolean) values[30],
                    (Boolean) values[31],
                    (Boolean) values[32],
                    (List<JsonValue>) values[33],
                    (List<JsonValue>) values[34],
                    (List<String>) values[35],
                    (List<Owner>) values[36],
                    (List<JsonObject>) values[37],
                    (List<JsonObject>) values[38],
                    (List<JsonObject>) values[39],
                    (List<JsonObject>) values[40],
                    (List<JsonObject>) values[41],
                    (Long) values[42],
                    (Long) values[43],
                    (Long) values[44],
                    (Long) values[45],
                    (Long) values[46],
                    (JsonObject) values[47],
                    (List<String>) values[48]);
        }
    }

    /**
     * Builds a {@link TermListItem}: one setter per field, named like its accessor; the builder of each model that
     * extends it extends it, and answers its own type from every setter.
     */
    public static class Builder implements GovernedRecord.Builder {
        /** The fields set so far; the builders that extend this one set theirs here too. */
        final ModelBuilder state;

        Builder(Class<? extends TermListItem> type, TermListItem from) {
            this.state = new ModelBuilder(type, from);
        }

        /**
         * Sets the record's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder name(String name) {
            state.put("name", name);
            return this;
        }

        /**
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder description(String description) {
            state.put("description", description);
            return this;
        }

        /**
         * Sets where the record comes from ({@code source}).
         *
         * @param source the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder source(String source) {
            state.put("source", source);
            return this;
        }

        /**
         * Sets the fully qualified name ({@code qualified_name}).
         *
         * @param qualifiedName the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder qualifiedName(String qualifiedName) {
            state.put("qualified_name", qualifiedName);
            return this;
        }

        /**
         * Sets the review status ({@code status}); an open set.
         *
         * @param status the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder status(Status status) {
            state.put("status", status);
            return this;
        }

        /**
         * Sets the user field ({@code user}).
         *
         * @param user the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder user(String user) {
            state.put("user", user);
            return this;
        }

        /**
         * Sets the number of conversations ({@code total_conversations}).
         *
         * @param totalConversations the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder totalConversations(Long totalConversations) {
            state.put("total_conversations", totalConversations);
            return this;
        }

        /**
         * Sets the number of views; each get counts one ({@code total_views}).
         *
         * @param totalViews the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder totalViews(Long totalViews) {
            state.put("total_views", totalViews);
            return this;
        }

        /**
         * Sets the number of likes ({@code total_likes}).
         *
         * @param totalLikes the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder totalLikes(Integer totalLikes) {
            state.put("total_likes", totalLikes);
            return this;
        }

        /**
         * Sets the number of dislikes ({@code total_dislikes}).
         *
         * @param totalDislikes the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder totalDislikes(Integer totalDislikes) {
            state.put("total_dislikes", totalDislikes);
            return this;
        }

        /**
         * Sets whether the record is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder isActive(Boolean isActive) {
            state.put("is_active", isActive);
            return this;
        }

        /**
         * Sets whether the record is deleted ({@code is_deleted}).
         *
         * @param isDeleted the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder isDeleted(Boolean isDeleted) {
            state.put("is_deleted", isDeleted);
            return this;
        }

        /**
         * Sets when the record was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets when the record was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            state.put("modified_at", modifiedAt);
            return this;
        }

        /**
         * Sets who created the record ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder createdBy(String createdBy) {
            state.put("created_by", createdBy);
            return this;
        }

        /**
         * Sets who last changed the record ({@code modified_by}).
         *
         * @param modifiedBy the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder modifiedBy(String modifiedBy) {
            state.put("modified_by", modifiedBy);
            return this;
        }

        /**
         * Sets the derived data type ({@code derived_type}).
         *
         * @param derivedType the value; {@code null} clears it
         * @return this builder
         */
        public Builder derivedType(String derivedType) {
            state.put("derived_type", derivedType);
            return this;
        }

        /**
         * Sets the threshold ({@code thresold}, spelt so on the wire).
         *
         * @param threshold the value; {@code null} clears it
         * @return this builder
         */
        public Builder threshold(String threshold) {
            state.put("thresold", threshold);
            return this;
        }

        /**
         * Sets the sensitivity ({@code sensitivity}).
         *
         * @param sensitivity the value; {@code null} clears it
         * @return this builder
         */
        public Builder sensitivity(String sensitivity) {
            state.put("sensitivity", sensitivity);
            return this;
        }

        /**
         * Sets the id of the term's domain ({@code domain_id}).
         *
         * @param domainId the value; {@code null} clears it
         * @return this builder
         */
        public Builder domainId(String domainId) {
            state.put("domain_id", domainId);
            return this;
        }

        /**
         * Sets the id of the term's glossary ({@code glossary_id}).
         *
         * @param glossaryId the value; {@code null} clears it
         * @return this builder
         */
        public Builder glossaryId(String glossaryId) {
            state.put("glossary_id", glossaryId);
            return this;
        }

        /**
         * Sets the name of the term's glossary, resolved by the server from {@code glossary_id}
         * ({@code glossary_name}); {@code null} when the term has no glossary.
         *
         * @param glossaryName the value; {@code null} clears it
         * @return this builder
         */
        public Builder glossaryName(String glossaryName) {
            state.put("glossary_name", glossaryName);
            return this;
        }

        /**
         * Sets the id of the glossary category ({@code glossary_category_id}).
         *
         * @param glossaryCategoryId the value; {@code null} clears it
         * @return this builder
         */
        public Builder glossaryCategoryId(String glossaryCategoryId) {
            state.put("glossary_category_id", glossaryCategoryId);
            return this;
        }

        /**
         * Sets the kind of term ({@code type}); on a list item it can be a glossary marker.
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            state.put("type", type);
            return this;
        }

        /**
         * Sets the quality score, as the server writes it ({@code score}).
         *
         * @param score the value; {@code null} clears it
         * @return this builder
         */
        public Builder score(String score) {
            state.put("score", score);
            return this;
        }

        /**
         * Sets the minimum length, as it arrived; its JSON type is open, see the class comment ({@code min_length});
         * {@code null} when absent or {@code null}.
         *
         * @param minLength the value; {@code null} clears it
         * @return this builder
         */
        public Builder minLength(JsonValue minLength) {
            state.put("min_length", minLength);
            return this;
        }

        /**
         * Sets the maximum length, as it arrived; its JSON type is open, see the class comment ({@code max_length});
         * {@code null} when absent or {@code null}.
         *
         * @param maxLength the value; {@code null} clears it
         * @return this builder
         */
        public Builder maxLength(JsonValue maxLength) {
            state.put("max_length", maxLength);
            return this;
        }

        /**
         * Sets the minimum value, as it arrived; its JSON type is open, see the class comment ({@code min_value});
         * {@code null} when absent or {@code null}.
         *
         * @param minValue the value; {@code null} clears it
         * @return this builder
         */
        public Builder minValue(JsonValue minValue) {
            state.put("min_value", minValue);
            return this;
        }

        /**
         * Sets the term's null flag ({@code is_null}).
         *
         * @param isNull the value; {@code null} clears it
         * @return this builder
         */
        public Builder isNull(Boolean isNull) {
            state.put("is_null", isNull);
            return this;
        }

        /**
         * Sets the term's blank flag ({@code is_blank}).
         *
         * @param isBlank the value; {@code null} clears it
         * @return this builder
         */
        public Builder isBlank(Boolean isBlank) {
            state.put("is_blank", isBlank);
            return this;
        }

        /**
         * Sets the term's unique flag ({@code is_unique}).
         *
         * @param isUnique the value; {@code null} clears it
         * @return this builder
         */
        public Builder isUnique(Boolean isUnique) {
            state.put("is_unique", isUnique);
            return this;
        }

        /**
         * Sets whether the term is a primary key ({@code is_primary_key}).
         *
         * @param isPrimaryKey the value; {@code null} clears it
         * @return this builder
         */
        public Builder isPrimaryKey(Boolean isPrimaryKey) {
            state.put("is_primary_key", isPrimaryKey);
            return this;
        }

        /**
         * Sets the allowed values, as they arrived; their JSON type is open, see the class comment ({@code enum});
         * never {@code null}.
         *
         * @param enumValues the value; {@code null} clears it
         * @return this builder
         */
        public Builder enumValues(List<JsonValue> enumValues) {
            state.put("enum", enumValues);
            return this;
        }

        /**
         * Sets the values the term's data must contain, as they arrived; their JSON type is open, see the class comment
         * ({@code contains}); never {@code null}.
         *
         * @param containsValues the value; {@code null} clears it
         * @return this builder
         */
        public Builder containsValues(List<JsonValue> containsValues) {
            state.put("contains", containsValues);
            return this;
        }

        /**
         * Sets the synonyms ({@code synonyms}).
         *
         * @param synonyms the value; {@code null} clears it
         * @return this builder
         */
        public Builder synonyms(List<String> synonyms) {
            state.put("synonyms", synonyms);
            return this;
        }

        /**
         * Sets the owners ({@code owner}).
         *
         * @param owners the value; {@code null} clears it
         * @return this builder
         */
        public Builder owners(List<Owner> owners) {
            state.put("owner", owners);
            return this;
        }

        /**
         * Sets the linked domains ({@code domain}).
         *
         * @param domains the value; {@code null} clears it
         * @return this builder
         */
        public Builder domains(List<JsonObject> domains) {
            state.put("domain", domains);
            return this;
        }

        /**
         * Sets the linked products ({@code product}).
         *
         * @param products the value; {@code null} clears it
         * @return this builder
         */
        public Builder products(List<JsonObject> products) {
            state.put("product", products);
            return this;
        }

        /**
         * Sets the linked tags ({@code tag}).
         *
         * @param tags the value; {@code null} clears it
         * @return this builder
         */
        public Builder tags(List<JsonObject> tags) {
            state.put("tag", tags);
            return this;
        }

        /**
         * Sets the linked applications ({@code application}).
         *
         * @param applications the value; {@code null} clears it
         * @return this builder
         */
        public Builder applications(List<JsonObject> applications) {
            state.put("application", applications);
            return this;
        }

        /**
         * Sets the metrics attached to the term ({@code term_metrics}).
         *
         * @param termMetrics the value; {@code null} clears it
         * @return this builder
         */
        public Builder termMetrics(List<JsonObject> termMetrics) {
            state.put("term_metrics", termMetrics);
            return this;
        }

        /**
         * Sets the number of open alerts ({@code total_alerts}).
         *
         * @param totalAlerts the value; {@code null} clears it
         * @return this builder
         */
        public Builder totalAlerts(Long totalAlerts) {
            state.put("total_alerts", totalAlerts);
            return this;
        }

        /**
         * Sets the number of open issues ({@code total_issues}).
         *
         * @param totalIssues the value; {@code null} clears it
         * @return this builder
         */
        public Builder totalIssues(Long totalIssues) {
            state.put("total_issues", totalIssues);
            return this;
        }

        /**
         * Sets the number of linked assets, the size of {@link TermListItem#linkedAssets()}
         * ({@code linked_asset_count}).
         *
         * @param linkedAssetCount the value; {@code null} clears it
         * @return this builder
         */
        public Builder linkedAssetCount(Long linkedAssetCount) {
            state.put("linked_asset_count", linkedAssetCount);
            return this;
        }

        /**
         * Sets the number of metrics ({@code total_metrics}).
         *
         * @param totalMetrics the value; {@code null} clears it
         * @return this builder
         */
        public Builder totalMetrics(Long totalMetrics) {
            state.put("total_metrics", totalMetrics);
            return this;
        }

        /**
         * Sets the number of rows ({@code row_count}).
         *
         * @param rowCount the value; {@code null} clears it
         * @return this builder
         */
        public Builder rowCount(Long rowCount) {
            state.put("row_count", rowCount);
            return this;
        }

        /**
         * Sets the profiling metrics ({@code profile_metrics}).
         *
         * @param profileMetrics the value; {@code null} clears it
         * @return this builder
         */
        public Builder profileMetrics(JsonObject profileMetrics) {
            state.put("profile_metrics", profileMetrics);
            return this;
        }

        /**
         * Sets the ids of the assets linked to the term ({@code linked_assets}, an extension field; see
         * {@link TermListItem#linkedAssetCount()}).
         *
         * @param linkedAssets the value; {@code null} clears it
         * @return this builder
         */
        public Builder linkedAssets(List<String> linkedAssets) {
            state.put("linked_assets", linkedAssets);
            return this;
        }

        /**
         * Sets a field {@code TermListItem} has no accessor for; it reads back through
         * {@code additionalProperty(jsonName)}.
         *
         * @param jsonName the JSON field name; not the name of a field the model has an accessor for
         * @param value the value; {@code null} stands for JSON {@code null}
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or is the JSON name of a known field (use its typed
         *     setter)
         */
        @Override
        public Builder putAdditionalProperty(String jsonName, JsonValue value) {
            state.putAdditional(jsonName, value);
            return this;
        }

        /**
         * Sets several fields {@code TermListItem} has no accessor for.
         *
         * @param properties the fields by JSON name
         * @return this builder
         * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
         */
        @Override
        public Builder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties) {
            state.putAllAdditional(properties);
            return this;
        }

        /**
         * Removes a field {@code TermListItem} has no accessor for.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        @Override
        public Builder removeAdditionalProperty(String jsonName) {
            state.removeAdditional(jsonName);
            return this;
        }

        /**
         * Builds the {@code TermListItem} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public TermListItem build() {
            return state.build(TermListItem.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
