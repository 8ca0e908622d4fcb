// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.conversations;

import io.dgq.sdk.model.WriteRequest;

/**
 * The settable fields of a conversation, shared by {@link ConversationCreateRequest.Builder} and
 * {@link ConversationUpdateRequest.Builder}. Each setter sends its field; {@code null} sends {@code null}, which clears
 * the field on update.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class ConversationRequestBuilder<R extends WriteRequest, B extends ConversationRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    ConversationRequestBuilder() {}

    /**
     * Sets {@code category}.
     *
     * @param category the kind of object the conversation is attached to
     * @return this builder
     */
    public B category(String category) {
        return set("category", category);
    }

    /**
     * Sets {@code object_id}.
     *
     * @param objectId the id of the object the conversation is attached to
     * @return this builder
     */
    public B objectId(String objectId) {
        return set("object_id", objectId);
    }

    /**
     * Sets {@code parent_id}, making this conversation an answer to another.
     *
     * @param parentId the id of the conversation answered, or {@code null} to start a thread
     * @return this builder
     */
    public B parentId(String parentId) {
        return set("parent_id", parentId);
    }

    /**
     * Sets {@code title}.
     *
     * @param title the title
     * @return this builder
     */
    public B title(String title) {
        return set("title", title);
    }

    /**
     * Sets {@code comment}.
     *
     * @param comment the message text
     * @return this builder
     */
    public B comment(String comment) {
        return set("comment", comment);
    }
}
