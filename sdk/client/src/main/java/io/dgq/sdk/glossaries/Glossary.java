// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ContextFreshness;
import io.dgq.sdk.model.DocumentedRecordBuilder;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.Viewer;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A glossary's full record ({@code GET /governance/glossary/{glossaryId}}): the list item's fields plus the documented
 * context, parents, viewers and context freshness.
 */
@Companion(Glossary.Fields.class)
public final class Glossary extends GlossaryListItem {
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

    private Glossary(
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
            String parentId,
            String domainId,
            String owner,
            List<JsonObject> domains,
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
                parentId,
                domainId,
                owner,
                domains);
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

    /** {@return who should use this glossary ({@code who_should_use_this})} */
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

    /** {@return the users who viewed the glossary, with when ({@code viewers})} */
    public List<Viewer> viewers() {
        return ModelFields.listOf(ModelState.decoded(this, state, "viewers", viewers));
    }

    /** {@return how fresh the documented context is ({@code context_freshness})} */
    public ContextFreshness contextFreshness() {
        return ModelState.decoded(this, state, "context_freshness", contextFreshness);
    }

    /** The fields {@code Glossary} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<Glossary> {
        @Override
        public boolean equal(Glossary a, Glossary b) {
            return ModelFields.sameValue(a.definition, b.definition)
                    && ModelFields.sameValue(a.context, b.context)
                    && ModelFields.sameValue(a.whoShouldUseThis, b.whoShouldUseThis)
                    && ModelFields.sameValue(a.recentConversations, b.recentConversations)
                    && ModelFields.listOf(a.parents).equals(ModelFields.listOf(b.parents))
                    && ModelFields.listOf(a.viewers).equals(ModelFields.listOf(b.viewers))
                    && ModelFields.sameValue(a.contextFreshness, b.contextFreshness);
        }

        @Override
        public int hash(Glossary model) {
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
        public void describe(Glossary model, ModelFields.Sink sink) {
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
        public Glossary create(Object[] values) {
            return new Glossary(
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
                    (List<JsonObject>) values[20],
                    (String) values[21],
                    (String) values[22],
                    (String) values[23],
                    (String) values[24],
                    (List<JsonObject>) values[25],
                    (List<Viewer>) values[26],
                    (ContextFreshness) values[27]);
        }
    }

    /** Builds a {@link Glossary}: one setter per field, named like its accessor. */
    public static final class Builder extends GlossaryListItem.Builder implements DocumentedRecordBuilder {
        private Builder(Glossary from) {
            super(Glossary.class, from);
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
         * Sets the parent glossary's id ({@code parent_id}); set on a category, {@code null} on a top-level glossary.
         *
         * @param parentId the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder parentId(String parentId) {
            state.put("parent_id", parentId);
            return this;
        }

        /**
         * Sets the id of the glossary's domain ({@code domain_id}).
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
         * Sets the owner, as the server writes it ({@code owner}; a string on glossaries).
         *
         * @param owner the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder owner(String owner) {
            state.put("owner", owner);
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
         * Sets who should use this glossary ({@code who_should_use_this}).
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
         * Sets the users who viewed the glossary, with when ({@code viewers}).
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
         * Sets how fresh the documented context is ({@code context_freshness}).
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
         * Sets a field {@code Glossary} has no accessor for; it reads back through
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
         * Sets several fields {@code Glossary} has no accessor for.
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
         * Removes a field {@code Glossary} has no accessor for.
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
         * Builds the {@code Glossary} from the fields set so far, as an answer holding them is decoded; the builder can
         * go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public Glossary build() {
            return state.build(Glossary.class);
        }
    }
}
