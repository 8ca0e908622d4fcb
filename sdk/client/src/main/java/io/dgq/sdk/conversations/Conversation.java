// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.conversations;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A conversation message attached to an object through a {@code category} and an {@code object_id}. A thread's first
 * message has no {@code parent_id}; an answer names the message it answers. See {@link ConversationColumn} for the
 * fields the by-object list can sort and filter by.
 */
@Companion(Conversation.Fields.class)
public final class Conversation implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("category")
    private final String category;

    @JsonProperty("object_id")
    private final String objectId;

    @JsonProperty("parent_id")
    private final String parentId;

    @JsonProperty("title")
    private final String title;

    @JsonProperty("comment")
    private final String comment;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("created_by")
    private final String createdBy;

    @JsonProperty("modified_at")
    private final OffsetDateTime modifiedAt;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private Conversation(
            String id,
            String category,
            String objectId,
            String parentId,
            String title,
            String comment,
            OffsetDateTime createdAt,
            String createdBy,
            OffsetDateTime modifiedAt) {
        this.id = id;
        this.category = category;
        this.objectId = objectId;
        this.parentId = parentId;
        this.title = title;
        this.comment = comment;
        this.createdAt = createdAt;
        this.createdBy = createdBy;
        this.modifiedAt = modifiedAt;
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

    /** {@return the conversation's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the kind of object the conversation is attached to ({@code category})} */
    public String category() {
        return ModelState.decoded(this, state, "category", category);
    }

    /** {@return the id of the object the conversation is attached to ({@code object_id})} */
    public String objectId() {
        return ModelState.decoded(this, state, "object_id", objectId);
    }

    /** {@return the id of the conversation this one answers ({@code parent_id}); {@code null} for a thread's start} */
    public String parentId() {
        return ModelState.decoded(this, state, "parent_id", parentId);
    }

    /** {@return the title ({@code title})} */
    public String title() {
        return ModelState.decoded(this, state, "title", title);
    }

    /** {@return the message text ({@code comment})} */
    public String comment() {
        return ModelState.decoded(this, state, "comment", comment);
    }

    /** {@return when the conversation was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    /** {@return who created the conversation ({@code created_by})} */
    public String createdBy() {
        return ModelState.decoded(this, state, "created_by", createdBy);
    }

    /** {@return when the conversation was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return ModelState.decoded(this, state, "modified_at", modifiedAt);
    }

    @JsonAnyGetter
    @SuppressWarnings("UnusedMethod")
    private Map<String, JsonNode> unknownFields() {
        // Jackson calls it to write those members back
        return ModelState.unknownFields(state);
    }

    @Override
    public Map<String, JsonValue> additionalProperties() {
        return ModelState.additionalProperties(this);
    }

    @Override
    public JsonValue additionalProperty(String name) {
        return ModelState.additionalProperty(this, name);
    }

    @Override
    public void validate() {
        ModelState.validate(this);
    }

    @Override
    public boolean equals(Object o) {
        return ModelState.equal(this, o);
    }

    @Override
    public int hashCode() {
        return ModelState.hash(this);
    }

    @Override
    public String toString() {
        return ModelFields.describe(this);
    }

    /** The fields {@code Conversation} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<Conversation> {
        @Override
        public boolean equal(Conversation a, Conversation b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.category, b.category)
                    && ModelFields.sameValue(a.objectId, b.objectId)
                    && ModelFields.sameValue(a.parentId, b.parentId)
                    && ModelFields.sameValue(a.title, b.title)
                    && ModelFields.sameValue(a.comment, b.comment)
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.createdBy, b.createdBy)
                    && ModelFields.sameValue(a.modifiedAt, b.modifiedAt);
        }

        @Override
        public int hash(Conversation model) {
            return ModelFields.hashOf(
                    model.id,
                    model.category,
                    model.objectId,
                    model.parentId,
                    model.title,
                    model.comment,
                    model.createdAt,
                    model.createdBy,
                    model.modifiedAt);
        }

        @Override
        public void describe(Conversation model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("category", model.category)
                    .add("object_id", model.objectId)
                    .add("parent_id", model.parentId)
                    .add("title", model.title)
                    .add("comment", model.comment)
                    .add("created_at", model.createdAt)
                    .add("created_by", model.createdBy)
                    .add("modified_at", model.modifiedAt);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "id",
                    "category",
                    "object_id",
                    "parent_id",
                    "title",
                    "comment",
                    "created_at",
                    "created_by",
                    "modified_at");
        }

        @Override
        public ModelState state(Conversation model) {
            return model.state;
        }

        @Override
        public void state(Conversation model, ModelState state) {
            model.state = state;
        }

        @Override
        public Conversation create(Object[] values) {
            return new Conversation(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (String) values[5],
                    (OffsetDateTime) values[6],
                    (String) values[7],
                    (OffsetDateTime) values[8]);
        }
    }

    /** Builds a {@link Conversation}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(Conversation from) {
            this.state = new ModelBuilder(Conversation.class, from);
        }

        /**
         * Sets the conversation's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the kind of object the conversation is attached to ({@code category}).
         *
         * @param category the value; {@code null} clears it
         * @return this builder
         */
        public Builder category(String category) {
            state.put("category", category);
            return this;
        }

        /**
         * Sets the id of the object the conversation is attached to ({@code object_id}).
         *
         * @param objectId the value; {@code null} clears it
         * @return this builder
         */
        public Builder objectId(String objectId) {
            state.put("object_id", objectId);
            return this;
        }

        /**
         * Sets the id of the conversation this one answers ({@code parent_id}); {@code null} for a thread's start.
         *
         * @param parentId the value; {@code null} clears it
         * @return this builder
         */
        public Builder parentId(String parentId) {
            state.put("parent_id", parentId);
            return this;
        }

        /**
         * Sets the title ({@code title}).
         *
         * @param title the value; {@code null} clears it
         * @return this builder
         */
        public Builder title(String title) {
            state.put("title", title);
            return this;
        }

        /**
         * Sets the message text ({@code comment}).
         *
         * @param comment the value; {@code null} clears it
         * @return this builder
         */
        public Builder comment(String comment) {
            state.put("comment", comment);
            return this;
        }

        /**
         * Sets when the conversation was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets who created the conversation ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdBy(String createdBy) {
            state.put("created_by", createdBy);
            return this;
        }

        /**
         * Sets when the conversation was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            state.put("modified_at", modifiedAt);
            return this;
        }

        /**
         * Sets a field {@code Conversation} has no accessor for; it reads back through
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
         * Sets several fields {@code Conversation} has no accessor for.
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
         * Removes a field {@code Conversation} has no accessor for.
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
         * Builds the {@code Conversation} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public Conversation build() {
            return state.build(Conversation.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
