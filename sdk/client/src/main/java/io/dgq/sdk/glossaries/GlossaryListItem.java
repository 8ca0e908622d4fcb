// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

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
import io.dgq.sdk.model.Status;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A glossary as a list shows it: the fields of the glossary record except the long texts, parents, viewers and context
 * freshness. {@link Glossary} adds those. See {@link GlossaryColumn} for the fields a list can sort and filter by. A
 * glossary whose {@code parent_id} names another glossary is a category of it.
 */
@Companion(GlossaryListItem.Fields.class)
public class GlossaryListItem implements GovernedRecord {
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

    @JsonProperty("parent_id")
    private final String parentId;

    @JsonProperty("domain_id")
    private final String domainId;

    @JsonProperty("owner")
    private final String owner;

    @JsonProperty("domain")
    private final List<JsonObject> domains;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    ModelState state;

    GlossaryListItem(
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
            List<JsonObject> domains) {
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
        this.parentId = parentId;
        this.domainId = domainId;
        this.owner = owner;
        this.domains = domains;
    }

    /**
     * Returns an empty builder of {@code GlossaryListItem}, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(GlossaryListItem.class, null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(GlossaryListItem.class, this);
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

    /**
     * {@return the parent glossary's id ({@code parent_id}); set on a category, {@code null} on a top-level glossary}
     */
    public String parentId() {
        return ModelState.decoded(this, state, "parent_id", parentId);
    }

    /** {@return the id of the glossary's domain ({@code domain_id})} */
    public String domainId() {
        return ModelState.decoded(this, state, "domain_id", domainId);
    }

    /** {@return the owner, as the server writes it ({@code owner}; a string on glossaries)} */
    public String owner() {
        return ModelState.decoded(this, state, "owner", owner);
    }

    /** {@return the linked domains ({@code domain})} */
    public List<JsonObject> domains() {
        return ModelFields.listOf(ModelState.decoded(this, state, "domain", domains));
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

    /** The fields {@code GlossaryListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<GlossaryListItem> {
        @Override
        public boolean equal(GlossaryListItem a, GlossaryListItem b) {
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
                    && ModelFields.sameValue(a.parentId, b.parentId)
                    && ModelFields.sameValue(a.domainId, b.domainId)
                    && ModelFields.sameValue(a.owner, b.owner)
                    && ModelFields.listOf(a.domains).equals(ModelFields.listOf(b.domains));
        }

        @Override
        public int hash(GlossaryListItem model) {
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
                    model.parentId,
                    model.domainId,
                    model.owner,
                    ModelFields.listOf(model.domains));
        }

        @Override
        public void describe(GlossaryListItem model, ModelFields.Sink sink) {
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
                    .add("parent_id", model.parentId)
                    .add("domain_id", model.domainId)
                    .add("owner", model.owner)
                    .add("domain", model.domains);
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
                    "parent_id",
                    "domain_id",
                    "owner",
                    "domain");
        }

        @Override
        public ModelState state(GlossaryListItem model) {
            return model.state;
        }

        @Override
        public void state(GlossaryListItem model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public GlossaryListItem create(Object[] values) {
            return new GlossaryListItem(
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
                    (List<JsonObject>) values[20]);
        }
    }

    /**
     * Builds a {@link GlossaryListItem}: one setter per field, named like its accessor; the builder of each model that
     * extends it extends it, and answers its own type from every setter.
     */
    public static class Builder implements GovernedRecord.Builder {
        /** The fields set so far; the builders that extend this one set theirs here too. */
        final ModelBuilder state;

        Builder(Class<? extends GlossaryListItem> type, GlossaryListItem from) {
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
         * Sets the parent glossary's id ({@code parent_id}); set on a category, {@code null} on a top-level glossary.
         *
         * @param parentId the value; {@code null} clears it
         * @return this builder
         */
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
        public Builder domains(List<JsonObject> domains) {
            state.put("domain", domains);
            return this;
        }

        /**
         * Sets a field {@code GlossaryListItem} has no accessor for; it reads back through
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
         * Sets several fields {@code GlossaryListItem} has no accessor for.
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
         * Removes a field {@code GlossaryListItem} has no accessor for.
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
         * Builds the {@code GlossaryListItem} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public GlossaryListItem build() {
            return state.build(GlossaryListItem.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
