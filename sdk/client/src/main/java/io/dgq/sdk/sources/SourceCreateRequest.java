// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.Set;

/**
 * The body of {@code POST /core/source}. {@code name} is required. {@link #toString()} names the fields set, never
 * their values.
 *
 * <pre>{@code
 * SourceCreateRequest request = SourceCreateRequest.builder()
 *     .name("Sales warehouse")
 *     .type("postgresql")
 *     .credentials(SourceCredentialsInput.builder().server("db.acme.example").password(secret).build())
 *     .build();
 * }</pre>
 */
public final class SourceCreateRequest implements WriteRequest {
    private final RequestBody body;

    private SourceCreateRequest(RequestBody body) {
        this.body = body;
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public boolean isSet(String jsonName) {
        return body.isSet(jsonName);
    }

    @Override
    public Set<String> fieldNames() {
        return body.fieldNames();
    }

    @Override
    public JsonObject toJson() {
        return body.json();
    }

    /** Returns the class name and the names (never the values) of the fields that are set. */
    @Override
    public String toString() {
        return body.names("SourceCreateRequest");
    }

    /**
     * Builds a {@link SourceCreateRequest}. Each setter sends its field; {@code null} sends {@code null}, which clears
     * the field on update.
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code name}.
         *
         * @param name the source's name
         * @return this builder
         */
        public Builder name(String name) {
            this.fields.set("name", name);
            return this;
        }

        /**
         * Sets {@code description}.
         *
         * @param description the description
         * @return this builder
         */
        public Builder description(String description) {
            this.fields.set("description", description);
            return this;
        }

        /**
         * Sets {@code type}.
         *
         * @param type the kind of data system
         * @return this builder
         */
        public Builder type(String type) {
            this.fields.set("type", type);
            return this;
        }

        /**
         * Sets {@code credentials}, sent as given.
         *
         * @param credentials the connection credentials
         * @return this builder
         */
        public Builder credentials(SourceCredentialsInput credentials) {
            this.fields.set("credentials", credentials == null ? null : credentials.toJson());
            return this;
        }

        /**
         * Sets {@code config}.
         *
         * @param config the connection's configuration
         * @return this builder
         */
        public Builder config(JsonObject config) {
            this.fields.set("config", config);
            return this;
        }

        /**
         * Sets {@code is_active}.
         *
         * @param isActive whether the source is active
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            this.fields.set("is_active", isActive);
            return this;
        }

        /**
         * Sets {@code is_api_connection}.
         *
         * @param isApiConnection whether the source is reached through an API
         * @return this builder
         */
        public Builder isApiConnection(Boolean isApiConnection) {
            this.fields.set("is_api_connection", isApiConnection);
            return this;
        }

        /**
         * Sets {@code source_type_id}.
         *
         * @param sourceTypeId the source type's id
         * @return this builder
         */
        public Builder sourceTypeId(String sourceTypeId) {
            this.fields.set("source_type_id", sourceTypeId);
            return this;
        }

        /**
         * Sets {@code source_type}, the kind of data system, replaced whole.
         *
         * @param sourceType the source type: {@code id}, {@code name}, {@code short_description},
         *     {@code long_description}, {@code type}, {@code tag}, {@code is_active}, {@code is_delete}
         * @return this builder
         */
        public Builder sourceType(JsonObject sourceType) {
            this.fields.set("source_type", sourceType);
            return this;
        }

        /**
         * Sets a field the SDK has no setter for. It is sent as given, also on create.
         *
         * @param jsonName the JSON field name, not blank
         * @param value the value: a string, number, boolean, list, map, {@link JsonObject}, open enum, time value or
         *     {@code null} (sent as {@code null})
         * @return this builder
         * @throws IllegalArgumentException if the name is blank
         */
        public Builder putAdditionalProperty(String jsonName, Object value) {
            this.fields.setAdditional(jsonName, value);
            return this;
        }

        /**
         * Removes a field, so that it is not sent at all.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        public Builder unset(String jsonName) {
            this.fields.unset(jsonName);
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code name} is not set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public SourceCreateRequest build() {
            this.fields.require("name");
            return new SourceCreateRequest(this.fields.freeze());
        }
    }
}
