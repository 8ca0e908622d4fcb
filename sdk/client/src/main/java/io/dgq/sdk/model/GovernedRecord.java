// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.model;

import io.dgq.sdk.json.JsonValue;
import java.time.OffsetDateTime;
import java.util.Map;

/**
 * The fields every governance record carries, in lists and in details: domains, terms, applications, tags and
 * glossaries. Each resource's list item extends it with its own fields, and its detail record extends the list item.
 *
 * <p>Only the SDK's generated models implement it.
 */
public interface GovernedRecord extends ApiObject {
    /** {@return the record's id ({@code id})} */
    String id();

    /** {@return the name ({@code name})} */
    String name();

    /** {@return the description ({@code description})} */
    String description();

    /** {@return where the record comes from ({@code source})} */
    String source();

    /** {@return the fully qualified name ({@code qualified_name})} */
    String qualifiedName();

    /** {@return the review status ({@code status}); an open set} */
    Status status();

    /** {@return the user field ({@code user})} */
    String user();

    /** {@return the number of conversations ({@code total_conversations})} */
    Long totalConversations();

    /** {@return the number of views; each get counts one ({@code total_views})} */
    Long totalViews();

    /** {@return the number of likes ({@code total_likes})} */
    Integer totalLikes();

    /** {@return the number of dislikes ({@code total_dislikes})} */
    Integer totalDislikes();

    /** {@return whether the record is active ({@code is_active})} */
    Boolean isActive();

    /** {@return whether the record is deleted ({@code is_deleted})} */
    Boolean isDeleted();

    /** {@return when the record was created ({@code created_at})} */
    OffsetDateTime createdAt();

    /** {@return when the record was last changed ({@code modified_at})} */
    OffsetDateTime modifiedAt();

    /** {@return who created the record ({@code created_by})} */
    String createdBy();

    /** {@return who last changed the record ({@code modified_by})} */
    String modifiedBy();

    @Override
    Builder toBuilder();

    /**
     * The setters of the fields of {@link GovernedRecord}, which the builder of every model that extends it has, each
     * answering that builder's own type.
     */
    interface Builder extends ApiObject.Builder {
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
