package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.OffsetDateTime;

/**
 * The fields every governance record carries, in lists and in details: domains, terms, applications, tags and
 * glossaries. Each resource's list item extends it with its own fields, and its detail record extends the list
 * item.
 */
public abstract class GovernedRecord extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("description")
    private String description;
    @JsonProperty("source")
    private String source;
    @JsonProperty("qualified_name")
    private String qualifiedName;
    @JsonProperty("status")
    private Status status;
    @JsonProperty("user")
    private String user;
    @JsonProperty("total_conversations")
    private Integer totalConversations;
    @JsonProperty("total_views")
    private Integer totalViews;
    @JsonProperty("total_likes")
    private Integer totalLikes;
    @JsonProperty("total_dislikes")
    private Integer totalDislikes;
    @JsonProperty("is_active")
    private Boolean active;
    @JsonProperty("is_deleted")
    private Boolean deleted;
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;
    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;
    @JsonProperty("created_by")
    private String createdBy;
    @JsonProperty("modified_by")
    private String modifiedBy;

    /** Creates an empty record; fields are filled by the JSON decoder. */
    protected GovernedRecord() {
    }

    /** {@return the record's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the description ({@code description})} */
    public String description() {
        return description;
    }

    /** {@return where the record comes from ({@code source})} */
    public String source() {
        return source;
    }

    /** {@return the fully qualified name ({@code qualified_name})} */
    public String qualifiedName() {
        return qualifiedName;
    }

    /** {@return the review status ({@code status}); an open set} */
    public Status status() {
        return status;
    }

    /** {@return the user field ({@code user})} */
    public String user() {
        return user;
    }

    /** {@return the number of conversations ({@code total_conversations})} */
    public Integer totalConversations() {
        return totalConversations;
    }

    /** {@return the number of views; each get counts one ({@code total_views})} */
    public Integer totalViews() {
        return totalViews;
    }

    /** {@return the number of likes ({@code total_likes})} */
    public Integer totalLikes() {
        return totalLikes;
    }

    /** {@return the number of dislikes ({@code total_dislikes})} */
    public Integer totalDislikes() {
        return totalDislikes;
    }

    /** {@return whether the record is active ({@code is_active})} */
    public Boolean isActive() {
        return active;
    }

    /** {@return whether the record is deleted ({@code is_deleted})} */
    public Boolean isDeleted() {
        return deleted;
    }

    /** {@return when the record was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** {@return when the record was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }

    /** {@return who created the record ({@code created_by})} */
    public String createdBy() {
        return createdBy;
    }

    /** {@return who last changed the record ({@code modified_by})} */
    public String modifiedBy() {
        return modifiedBy;
    }

    /** Names the record by its class, id, name and status. */
    @Override
    public String toString() {
        return getClass().getSimpleName() + "{id=" + id + ", name=" + name + ", status=" + status + "}";
    }
}
