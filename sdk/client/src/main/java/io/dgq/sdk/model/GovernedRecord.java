// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.json.JsonValue;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * The fields every governance record carries, in lists and in details: domains, terms, applications, tags and
 * glossaries. Each resource's list item extends it with its own fields, and its detail record extends the list item.
 */
@Companion(GovernedRecord.Fields.class)
public abstract class GovernedRecord extends ApiObject {
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

    /**
     * Creates a record of the given field values, for the models that extend it; the decoder and the builders make
     * every record.
     *
     * @param id the record's id ({@code id})
     * @param name the name ({@code name})
     * @param description the description ({@code description})
     * @param source where the record comes from ({@code source})
     * @param qualifiedName the fully qualified name ({@code qualified_name})
     * @param status the review status ({@code status}); an open set
     * @param user the user field ({@code user})
     * @param totalConversations the number of conversations ({@code total_conversations})
     * @param totalViews the number of views; each get counts one ({@code total_views})
     * @param totalLikes the number of likes ({@code total_likes})
     * @param totalDislikes the number of dislikes ({@code total_dislikes})
     * @param active whether the record is active ({@code is_active})
     * @param deleted whether the record is deleted ({@code is_deleted})
     * @param createdAt when the record was created ({@code created_at})
     * @param modifiedAt when the record was last changed ({@code modified_at})
     * @param createdBy who created the record ({@code created_by})
     * @param modifiedBy who last changed the record ({@code modified_by})
     */
    protected GovernedRecord(
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
            String modifiedBy) {
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
    }

    @Override
    public abstract Builder toBuilder();

    /** {@return the record's id ({@code id})} */
    public String id() {
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the description ({@code description})} */
    public String description() {
        return ModelFields.decoded(this, "description", description);
    }

    /** {@return where the record comes from ({@code source})} */
    public String source() {
        return ModelFields.decoded(this, "source", source);
    }

    /** {@return the fully qualified name ({@code qualified_name})} */
    public String qualifiedName() {
        return ModelFields.decoded(this, "qualified_name", qualifiedName);
    }

    /** {@return the review status ({@code status}); an open set} */
    public Status status() {
        return ModelFields.decoded(this, "status", status);
    }

    /** {@return the user field ({@code user})} */
    public String user() {
        return ModelFields.decoded(this, "user", user);
    }

    /** {@return the number of conversations ({@code total_conversations})} */
    public Long totalConversations() {
        return ModelFields.decoded(this, "total_conversations", totalConversations);
    }

    /** {@return the number of views; each get counts one ({@code total_views})} */
    public Long totalViews() {
        return ModelFields.decoded(this, "total_views", totalViews);
    }

    /** {@return the number of likes ({@code total_likes})} */
    public Integer totalLikes() {
        return ModelFields.decoded(this, "total_likes", totalLikes);
    }

    /** {@return the number of dislikes ({@code total_dislikes})} */
    public Integer totalDislikes() {
        return ModelFields.decoded(this, "total_dislikes", totalDislikes);
    }

    /** {@return whether the record is active ({@code is_active})} */
    public Boolean isActive() {
        return ModelFields.decoded(this, "is_active", active);
    }

    /** {@return whether the record is deleted ({@code is_deleted})} */
    public Boolean isDeleted() {
        return ModelFields.decoded(this, "is_deleted", deleted);
    }

    /** {@return when the record was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelFields.decoded(this, "created_at", createdAt);
    }

    /** {@return when the record was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return ModelFields.decoded(this, "modified_at", modifiedAt);
    }

    /** {@return who created the record ({@code created_by})} */
    public String createdBy() {
        return ModelFields.decoded(this, "created_by", createdBy);
    }

    /** {@return who last changed the record ({@code modified_by})} */
    public String modifiedBy() {
        return ModelFields.decoded(this, "modified_by", modifiedBy);
    }

    /** The fields {@code GovernedRecord} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<GovernedRecord> {
        @Override
        public boolean equal(GovernedRecord a, GovernedRecord b) {
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
                    && ModelFields.sameValue(a.modifiedBy, b.modifiedBy);
        }

        @Override
        public int hash(GovernedRecord model) {
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
                    model.modifiedBy);
        }

        @Override
        public void describe(GovernedRecord model, ModelFields.Sink sink) {
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
                    .add("modified_by", model.modifiedBy);
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
                    "modified_by");
        }
    }

    /**
     * The setters of the fields of {@link GovernedRecord}, which the builder of every model that extends it has, each
     * answering that builder's own type.
     */
    public interface Builder extends ApiObject.Builder {
        /**
         * Sets the record's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        Builder id(String id);

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        Builder name(String name);

        /**
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        Builder description(String description);

        /**
         * Sets where the record comes from ({@code source}).
         *
         * @param source the value; {@code null} clears it
         * @return this builder
         */
        Builder source(String source);

        /**
         * Sets the fully qualified name ({@code qualified_name}).
         *
         * @param qualifiedName the value; {@code null} clears it
         * @return this builder
         */
        Builder qualifiedName(String qualifiedName);

        /**
         * Sets the review status ({@code status}); an open set.
         *
         * @param status the value; {@code null} clears it
         * @return this builder
         */
        Builder status(Status status);

        /**
         * Sets the user field ({@code user}).
         *
         * @param user the value; {@code null} clears it
         * @return this builder
         */
        Builder user(String user);

        /**
         * Sets the number of conversations ({@code total_conversations}).
         *
         * @param totalConversations the value; {@code null} clears it
         * @return this builder
         */
        Builder totalConversations(Long totalConversations);

        /**
         * Sets the number of views; each get counts one ({@code total_views}).
         *
         * @param totalViews the value; {@code null} clears it
         * @return this builder
         */
        Builder totalViews(Long totalViews);

        /**
         * Sets the number of likes ({@code total_likes}).
         *
         * @param totalLikes the value; {@code null} clears it
         * @return this builder
         */
        Builder totalLikes(Integer totalLikes);

        /**
         * Sets the number of dislikes ({@code total_dislikes}).
         *
         * @param totalDislikes the value; {@code null} clears it
         * @return this builder
         */
        Builder totalDislikes(Integer totalDislikes);

        /**
         * Sets whether the record is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        Builder isActive(Boolean isActive);

        /**
         * Sets whether the record is deleted ({@code is_deleted}).
         *
         * @param isDeleted the value; {@code null} clears it
         * @return this builder
         */
        Builder isDeleted(Boolean isDeleted);

        /**
         * Sets when the record was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        Builder createdAt(OffsetDateTime createdAt);

        /**
         * Sets when the record was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        Builder modifiedAt(OffsetDateTime modifiedAt);

        /**
         * Sets who created the record ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        Builder createdBy(String createdBy);

        /**
         * Sets who last changed the record ({@code modified_by}).
         *
         * @param modifiedBy the value; {@code null} clears it
         * @return this builder
         */
        Builder modifiedBy(String modifiedBy);

        /**
         * Sets a field {@code GovernedRecord} has no accessor for; it reads back through
         * {@code additionalProperty(jsonName)}.
         *
         * @param jsonName the JSON field name; not the name of a field the model has an accessor for
         * @param value the value; {@code null} stands for JSON {@code null}
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or is the JSON name of a known field (use its typed
         *     setter)
         */
        @Override
        Builder putAdditionalProperty(String jsonName, JsonValue value);

        /**
         * Sets several fields {@code GovernedRecord} has no accessor for.
         *
         * @param properties the fields by JSON name
         * @return this builder
         * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
         */
        @Override
        Builder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties);

        /**
         * Removes a field {@code GovernedRecord} has no accessor for.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        @Override
        Builder removeAdditionalProperty(String jsonName);

        /**
         * Builds the {@code GovernedRecord} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        GovernedRecord build();
    }
}
