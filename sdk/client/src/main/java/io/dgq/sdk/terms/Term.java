// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.terms;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ContextFreshness;
import io.dgq.sdk.model.DocumentedRecordBuilder;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.Viewer;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A term's detail record ({@code GET /governance/term/{termId}}): the list item's fields plus the documented context,
 * parents, viewers and context freshness.
 */
@Companion(Term.Fields.class)
public final class Term extends TermListItem {
    @JsonProperty("definition")
    private final String definition;

    @JsonProperty("context")
    private final String context;

    @JsonProperty("who_should_use_this")
    private final String whoShouldUseThis;

    @JsonProperty("recent_conversations")
    private final String recentConversations;

    @JsonProperty("parents")
    private final List<JsonObject> parents;

    @JsonProperty("viewers")
    private final List<Viewer> viewers;

    @JsonProperty("context_freshness")
    private final ContextFreshness contextFreshness;

    private Term(
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
            List<String> linkedAssets,
            String definition,
            String context,
            String whoShouldUseThis,
            String recentConversations,
            List<JsonObject> parents,
            List<Viewer> viewers,
            ContextFreshness contextFreshness) {
        super(
                id,
                name,
                description,
                source,
                qualifiedName,
                status,
                user,
                totalConversations,
                totalViews,
                totalLikes,
                totalDislikes,
                active,
                deleted,
                createdAt,
                modifiedAt,
                createdBy,
                modifiedBy,
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
                enumValues,
                containsValues,
                synonyms,
                owners,
                domains,
                products,
                tags,
                applications,
                termMetrics,
                totalAlerts,
                totalIssues,
                linkedAssetCount,
                totalMetrics,
                rowCount,
                profileMetrics,
                linkedAssets);
        this.definition = definition;
        this.context = context;
        this.whoShouldUseThis = whoShouldUseThis;
        this.recentConversations = recentConversations;
        this.parents = parents;
        this.viewers = viewers;
        this.contextFreshness = contextFreshness;
    }

    /**
     * Returns an empty builder, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** {@return the definition ({@code definition})} */
    public String definition() {
        return ModelState.decoded(this, state, "definition", definition);
    }

    /** {@return the business context ({@code context})} */
    public String context() {
        return ModelState.decoded(this, state, "context", context);
    }

    /** {@return who should use this term ({@code who_should_use_this})} */
    public String whoShouldUseThis() {
        return ModelState.decoded(this, state, "who_should_use_this", whoShouldUseThis);
    }

    /** {@return the recent conversations, as the server writes them ({@code recent_conversations})} */
    public String recentConversations() {
        return ModelState.decoded(this, state, "recent_conversations", recentConversations);
    }

    /** {@return the parent chain ({@code parents})} */
    public List<JsonObject> parents() {
        return ModelFields.listOf(ModelState.decoded(this, state, "parents", parents));
    }

    /** {@return the users who viewed the term, with when ({@code viewers})} */
    public List<Viewer> viewers() {
        return ModelFields.listOf(ModelState.decoded(this, state, "viewers", viewers));
    }

    /**
     * {@return how fresh the documented context is, including {@code synonyms} and {@code metric_updated}
     * ({@code context_freshness})}
     */
    public ContextFreshness contextFreshness() {
        return ModelState.decoded(this, state, "context_freshness", contextFreshness);
    }

    /** The fields {@code Term} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<Term> {
        @Override
        public boolean equal(Term a, Term b) {
            return ModelFields.sameValue(a.definition, b.definition)
                    && ModelFields.sameValue(a.context, b.context)
                    && ModelFields.sameValue(a.whoShouldUseThis, b.whoShouldUseThis)
                    && ModelFields.sameValue(a.recentConversations, b.recentConversations)
                    && ModelFields.listOf(a.parents).equals(ModelFields.listOf(b.parents))
                    && ModelFields.listOf(a.viewers).equals(ModelFields.listOf(b.viewers))
                    && ModelFields.sameValue(a.contextFreshness, b.contextFreshness);
        }

        @Override
        public int hash(Term model) {
            return ModelFields.hashOf(
                    model.definition,
                    model.context,
                    model.whoShouldUseThis,
                    model.recentConversations,
                    ModelFields.listOf(model.parents),
                    ModelFields.listOf(model.viewers),
                    model.contextFreshness);
        }

        @Override
        public void describe(Term model, ModelFields.Sink sink) {
            sink.add("definition", model.definition)
                    .add("context", model.context)
                    .add("who_should_use_this", model.whoShouldUseThis)
                    .add("recent_conversations", model.recentConversations)
                    .add("parents", model.parents)
                    .add("viewers", model.viewers)
                    .add("context_freshness", model.contextFreshness);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "definition",
                    "context",
                    "who_should_use_this",
                    "recent_conversations",
                    "parents",
                    "viewers",
                    "context_freshness");
        }

        @Override
        @SuppressWarnings("unchecked")
        public Term create(Object[] values) {
            return new Term(
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
                    (List<String>) values[48],
                    (String) values[49],
                    (String) values[50],
                    (String) values[51],
                    (String) values[52],
                    (List<JsonObject>) values[53],
                    (List<Viewer>) values[54],
                    (ContextFreshness) values[55]);
        }
    }

    /** Builds a {@link Term}: one setter per field, named like its accessor. */
    public static final class Builder extends TermListItem.Builder implements DocumentedRecordBuilder {
        private Builder(Term from) {
            super(Term.class, from);
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
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
        @Override
        public Builder linkedAssets(List<String> linkedAssets) {
            state.put("linked_assets", linkedAssets);
            return this;
        }

        /**
         * Sets the definition ({@code definition}).
         *
         * @param definition the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder definition(String definition) {
            state.put("definition", definition);
            return this;
        }

        /**
         * Sets the business context ({@code context}).
         *
         * @param context the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder context(String context) {
            state.put("context", context);
            return this;
        }

        /**
         * Sets who should use this term ({@code who_should_use_this}).
         *
         * @param whoShouldUseThis the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder whoShouldUseThis(String whoShouldUseThis) {
            state.put("who_should_use_this", whoShouldUseThis);
            return this;
        }

        /**
         * Sets the recent conversations, as the server writes them ({@code recent_conversations}).
         *
         * @param recentConversations the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder recentConversations(String recentConversations) {
            state.put("recent_conversations", recentConversations);
            return this;
        }

        /**
         * Sets the parent chain ({@code parents}).
         *
         * @param parents the value; {@code null} clears it
         * @return this builder
         */
        public Builder parents(List<JsonObject> parents) {
            state.put("parents", parents);
            return this;
        }

        /**
         * Sets the users who viewed the term, with when ({@code viewers}).
         *
         * @param viewers the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder viewers(List<Viewer> viewers) {
            state.put("viewers", viewers);
            return this;
        }

        /**
         * Sets how fresh the documented context is, including {@code synonyms} and {@code metric_updated}
         * ({@code context_freshness}).
         *
         * @param contextFreshness the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder contextFreshness(ContextFreshness contextFreshness) {
            state.put("context_freshness", contextFreshness);
            return this;
        }

        /**
         * Sets a field {@code Term} has no accessor for; it reads back through {@code additionalProperty(jsonName)}.
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
         * Sets several fields {@code Term} has no accessor for.
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
         * Removes a field {@code Term} has no accessor for.
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
         * Builds the {@code Term} from the fields set so far, as an answer holding them is decoded; the builder can go
         * on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public Term build() {
            return state.build(Term.class);
        }
    }
}
