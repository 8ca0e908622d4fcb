// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;
import java.util.Map;

/**
 * The fields a source carries both in lists ({@link SourceListItem}) and in its detail record ({@link Source}).
 *
 * <p>Only the SDK's generated models implement it.
 */
public interface SourceRecord extends ApiObject {
    /** {@return the source's id ({@code id})} */
    String id();

    /** {@return the name ({@code name})} */
    String name();

    /** {@return the description ({@code description})} */
    String description();

    /** {@return the kind of data system ({@code type})} */
    String type();

    /** {@return the connection's configuration ({@code config})} */
    JsonObject config();

    /** {@return whether the connection was validated ({@code is_valid})} */
    Boolean isValid();

    /** {@return whether the source is active ({@code is_active})} */
    Boolean isActive();

    /** {@return whether the source is reached through an API ({@code is_api_connection})} */
    Boolean isApiConnection();

    /** {@return who created the source ({@code created_by})} */
    String createdBy();

    /** {@return when the source was created ({@code created_at})} */
    OffsetDateTime createdAt();

    /** {@return when the source was last changed ({@code modified_at})} */
    OffsetDateTime modifiedAt();

    @Override
    Builder toBuilder();

    /**
     * The setters of the fields of {@link SourceRecord}, which the builder of every model that extends it has, each
     * answering that builder's own type.
     */
    interface Builder extends ApiObject.Builder {
        /**
         * Sets the source's id ({@code id}).
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
         * Sets the kind of data system ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        Builder type(String type);

        /**
         * Sets the connection's configuration ({@code config}).
         *
         * @param config the value; {@code null} clears it
         * @return this builder
         */
        Builder config(JsonObject config);

        /**
         * Sets whether the connection was validated ({@code is_valid}).
         *
         * @param isValid the value; {@code null} clears it
         * @return this builder
         */
        Builder isValid(Boolean isValid);

        /**
         * Sets whether the source is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        Builder isActive(Boolean isActive);

        /**
         * Sets whether the source is reached through an API ({@code is_api_connection}).
         *
         * @param isApiConnection the value; {@code null} clears it
         * @return this builder
         */
        Builder isApiConnection(Boolean isApiConnection);

        /**
         * Sets who created the source ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        Builder createdBy(String createdBy);

        /**
         * Sets when the source was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        Builder createdAt(OffsetDateTime createdAt);

        /**
         * Sets when the source was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        Builder modifiedAt(OffsetDateTime modifiedAt);

        /**
         * Sets a field {@code SourceRecord} has no accessor for; it reads back through
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
         * Sets several fields {@code SourceRecord} has no accessor for.
         *
         * @param properties the fields by JSON name
         * @return this builder
         * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
         */
        @Override
        Builder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties);

        /**
         * Removes a field {@code SourceRecord} has no accessor for.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        @Override
        Builder removeAdditionalProperty(String jsonName);

        /**
         * Builds the {@code SourceRecord} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        SourceRecord build();
    }
}
