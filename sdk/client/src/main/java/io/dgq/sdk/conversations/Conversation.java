// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.conversations;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;

/**
 * A conversation message attached to an object through a {@code category} and an {@code object_id}. A thread's first
 * message has no {@code parent_id}; an answer names the message it answers. See {@link ConversationColumn} for the
 * fields the by-object list can sort and filter by.
 */
public final class Conversation extends ApiObject {
    static {
        ModelFields.register(Conversation.class, new Fields());
    }

    @JsonProperty("id")
    private String id;

    @JsonProperty("category")
    private String category;

    @JsonProperty("object_id")
    private String objectId;

    @JsonProperty("parent_id")
    private String parentId;

    @JsonProperty("title")
    private String title;

    @JsonProperty("comment")
    private String comment;

    @JsonProperty("created_at")
    private OffsetDateTime createdAt;

    @JsonProperty("created_by")
    private String createdBy;

    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;

    private Conversation() {}

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
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the kind of object the conversation is attached to ({@code category})} */
    public String category() {
        return ModelFields.decoded(this, "category", category);
    }

    /** {@return the id of the object the conversation is attached to ({@code object_id})} */
    public String objectId() {
        return ModelFields.decoded(this, "object_id", objectId);
    }

    /** {@return the id of the conversation this one answers ({@code parent_id}); {@code null} for a thread's start} */
    public String parentId() {
        return ModelFields.decoded(this, "parent_id", parentId);
    }

    /** {@return the title ({@code title})} */
    public String title() {
        return ModelFields.decoded(this, "title", title);
    }

    /** {@return the message text ({@code comment})} */
    public String comment() {
        return ModelFields.decoded(this, "comment", comment);
    }

    /** {@return when the conversation was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelFields.decoded(this, "created_at", createdAt);
    }

    /** {@return who created the conversation ({@code created_by})} */
    public String createdBy() {
        return ModelFields.decoded(this, "created_by", createdBy);
    }

    /** {@return when the conversation was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return ModelFields.decoded(this, "modified_at", modifiedAt);
    }

    /** The fields {@code Conversation} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<Conversation> {
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
    }

    /** Builds a {@link Conversation}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<Conversation, Builder> {
        private Builder(Conversation from) {
            super(Conversation.class, from);
        }

        /**
         * Sets the conversation's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets the kind of object the conversation is attached to ({@code category}).
         *
         * @param category the value; {@code null} clears it
         * @return this builder
         */
        public Builder category(String category) {
            return put("category", category);
        }

        /**
         * Sets the id of the object the conversation is attached to ({@code object_id}).
         *
         * @param objectId the value; {@code null} clears it
         * @return this builder
         */
        public Builder objectId(String objectId) {
            return put("object_id", objectId);
        }

        /**
         * Sets the id of the conversation this one answers ({@code parent_id}); {@code null} for a thread's start.
         *
         * @param parentId the value; {@code null} clears it
         * @return this builder
         */
        public Builder parentId(String parentId) {
            return put("parent_id", parentId);
        }

        /**
         * Sets the title ({@code title}).
         *
         * @param title the value; {@code null} clears it
         * @return this builder
         */
        public Builder title(String title) {
            return put("title", title);
        }

        /**
         * Sets the message text ({@code comment}).
         *
         * @param comment the value; {@code null} clears it
         * @return this builder
         */
        public Builder comment(String comment) {
            return put("comment", comment);
        }

        /**
         * Sets when the conversation was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            return put("created_at", createdAt);
        }

        /**
         * Sets who created the conversation ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdBy(String createdBy) {
            return put("created_by", createdBy);
        }

        /**
         * Sets when the conversation was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            return put("modified_at", modifiedAt);
        }
    }
}
