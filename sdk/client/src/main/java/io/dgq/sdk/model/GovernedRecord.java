// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.OffsetDateTime;

/**
 * The fields every governance record carries, in lists and in details: domains, terms, applications, tags and
 * glossaries. Each resource's list item extends it with its own fields, and its detail record extends the list item.
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
    private Long totalConversations;

    @JsonProperty("total_views")
    private Long totalViews;

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
    protected GovernedRecord() {}

    /** {@return the record's id ({@code id})} */
    public String id() {
        return decoded("id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return decoded("name", name);
    }

    /** {@return the description ({@code description})} */
    public String description() {
        return decoded("description", description);
    }

    /** {@return where the record comes from ({@code source})} */
    public String source() {
        return decoded("source", source);
    }

    /** {@return the fully qualified name ({@code qualified_name})} */
    public String qualifiedName() {
        return decoded("qualified_name", qualifiedName);
    }

    /** {@return the review status ({@code status}); an open set} */
    public Status status() {
        return decoded("status", status);
    }

    /** {@return the user field ({@code user})} */
    public String user() {
        return decoded("user", user);
    }

    /** {@return the number of conversations ({@code total_conversations})} */
    public Long totalConversations() {
        return decoded("total_conversations", totalConversations);
    }

    /** {@return the number of views; each get counts one ({@code total_views})} */
    public Long totalViews() {
        return decoded("total_views", totalViews);
    }

    /** {@return the number of likes ({@code total_likes})} */
    public Integer totalLikes() {
        return decoded("total_likes", totalLikes);
    }

    /** {@return the number of dislikes ({@code total_dislikes})} */
    public Integer totalDislikes() {
        return decoded("total_dislikes", totalDislikes);
    }

    /** {@return whether the record is active ({@code is_active})} */
    public Boolean isActive() {
        return decoded("is_active", active);
    }

    /** {@return whether the record is deleted ({@code is_deleted})} */
    public Boolean isDeleted() {
        return decoded("is_deleted", deleted);
    }

    /** {@return when the record was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return decoded("created_at", createdAt);
    }

    /** {@return when the record was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return decoded("modified_at", modifiedAt);
    }

    /** {@return who created the record ({@code created_by})} */
    public String createdBy() {
        return decoded("created_by", createdBy);
    }

    /** {@return who last changed the record ({@code modified_by})} */
    public String modifiedBy() {
        return decoded("modified_by", modifiedBy);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        GovernedRecord that = (GovernedRecord) other;
        return sameValue(id, that.id)
                && sameValue(name, that.name)
                && sameValue(description, that.description)
                && sameValue(source, that.source)
                && sameValue(qualifiedName, that.qualifiedName)
                && sameValue(status, that.status)
                && sameValue(user, that.user)
                && sameValue(totalConversations, that.totalConversations)
                && sameValue(totalViews, that.totalViews)
                && sameValue(totalLikes, that.totalLikes)
                && sameValue(totalDislikes, that.totalDislikes)
                && sameValue(active, that.active)
                && sameValue(deleted, that.deleted)
                && sameValue(createdAt, that.createdAt)
                && sameValue(modifiedAt, that.modifiedAt)
                && sameValue(createdBy, that.createdBy)
                && sameValue(modifiedBy, that.modifiedBy);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("id", this.id)
                .add("name", this.name)
                .add("description", this.description)
                .add("source", this.source)
                .add("qualified_name", this.qualifiedName)
                .add("status", this.status)
                .add("user", this.user)
                .add("total_conversations", this.totalConversations)
                .add("total_views", this.totalViews)
                .add("total_likes", this.totalLikes)
                .add("total_dislikes", this.totalDislikes)
                .add("is_active", this.active)
                .add("is_deleted", this.deleted)
                .add("created_at", this.createdAt)
                .add("modified_at", this.modifiedAt)
                .add("created_by", this.createdBy)
                .add("modified_by", this.modifiedBy);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(
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
                modifiedBy);
    }

    /**
     * Base of the builders of {@link GovernedRecord} and its subclasses: one setter per field of the class.
     *
     * @param <M> the model type built
     * @param <B> the concrete builder type, returned by every setter
     */
    public abstract static class Builder<M extends GovernedRecord, B extends Builder<M, B>>
            extends ApiObject.Builder<M, B> {
        /**
         * Creates a builder, empty or holding the fields of a model.
         *
         * @param type the model class to build
         * @param from the model to copy, or {@code null} for an empty builder
         */
        protected Builder(Class<M> type, M from) {
            super(type, from);
        }

        /**
         * Sets the record's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public B id(String id) {
            return put("id", id);
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public B name(String name) {
            return put("name", name);
        }

        /**
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        public B description(String description) {
            return put("description", description);
        }

        /**
         * Sets where the record comes from ({@code source}).
         *
         * @param source the value; {@code null} clears it
         * @return this builder
         */
        public B source(String source) {
            return put("source", source);
        }

        /**
         * Sets the fully qualified name ({@code qualified_name}).
         *
         * @param qualifiedName the value; {@code null} clears it
         * @return this builder
         */
        public B qualifiedName(String qualifiedName) {
            return put("qualified_name", qualifiedName);
        }

        /**
         * Sets the review status ({@code status}); an open set.
         *
         * @param status the value; {@code null} clears it
         * @return this builder
         */
        public B status(Status status) {
            return put("status", status);
        }

        /**
         * Sets the user field ({@code user}).
         *
         * @param user the value; {@code null} clears it
         * @return this builder
         */
        public B user(String user) {
            return put("user", user);
        }

        /**
         * Sets the number of conversations ({@code total_conversations}).
         *
         * @param totalConversations the value; {@code null} clears it
         * @return this builder
         */
        public B totalConversations(Long totalConversations) {
            return put("total_conversations", totalConversations);
        }

        /**
         * Sets the number of views; each get counts one ({@code total_views}).
         *
         * @param totalViews the value; {@code null} clears it
         * @return this builder
         */
        public B totalViews(Long totalViews) {
            return put("total_views", totalViews);
        }

        /**
         * Sets the number of likes ({@code total_likes}).
         *
         * @param totalLikes the value; {@code null} clears it
         * @return this builder
         */
        public B totalLikes(Integer totalLikes) {
            return put("total_likes", totalLikes);
        }

        /**
         * Sets the number of dislikes ({@code total_dislikes}).
         *
         * @param totalDislikes the value; {@code null} clears it
         * @return this builder
         */
        public B totalDislikes(Integer totalDislikes) {
            return put("total_dislikes", totalDislikes);
        }

        /**
         * Sets whether the record is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public B isActive(Boolean isActive) {
            return put("is_active", isActive);
        }

        /**
         * Sets whether the record is deleted ({@code is_deleted}).
         *
         * @param isDeleted the value; {@code null} clears it
         * @return this builder
         */
        public B isDeleted(Boolean isDeleted) {
            return put("is_deleted", isDeleted);
        }

        /**
         * Sets when the record was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public B createdAt(OffsetDateTime createdAt) {
            return put("created_at", createdAt);
        }

        /**
         * Sets when the record was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        public B modifiedAt(OffsetDateTime modifiedAt) {
            return put("modified_at", modifiedAt);
        }

        /**
         * Sets who created the record ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public B createdBy(String createdBy) {
            return put("created_by", createdBy);
        }

        /**
         * Sets who last changed the record ({@code modified_by}).
         *
         * @param modifiedBy the value; {@code null} clears it
         * @return this builder
         */
        public B modifiedBy(String modifiedBy) {
            return put("modified_by", modifiedBy);
        }
    }
}
