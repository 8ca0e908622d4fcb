package io.dgq.sdk.conversations;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;

/**
 * A conversation message attached to an object through a {@code category} and an {@code object_id}. A thread's
 * first message has no {@code parent_id}; an answer names the message it answers. See {@link ConversationColumn}
 * for the fields the by-object list can sort and filter by.
 */
public final class Conversation extends ApiObject {

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

    private Conversation() {
    }

    /** {@return the conversation's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the kind of object the conversation is attached to ({@code category})} */
    public String category() {
        return category;
    }

    /** {@return the id of the object the conversation is attached to ({@code object_id})} */
    public String objectId() {
        return objectId;
    }

    /** {@return the id of the conversation this one answers ({@code parent_id}); {@code null} for a thread's start} */
    public String parentId() {
        return parentId;
    }

    /** {@return the title ({@code title})} */
    public String title() {
        return title;
    }

    /** {@return the message text ({@code comment})} */
    public String comment() {
        return comment;
    }

    /** {@return when the conversation was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** {@return who created the conversation ({@code created_by})} */
    public String createdBy() {
        return createdBy;
    }

    /** {@return when the conversation was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }

    @Override
    public String toString() {
        return "Conversation{id=" + id + ", category=" + category + ", objectId=" + objectId + ", parentId="
                + parentId + ", title=" + title + "}";
    }
}
