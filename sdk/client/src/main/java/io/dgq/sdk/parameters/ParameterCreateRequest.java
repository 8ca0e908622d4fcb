// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.parameters;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.Set;

/**
 * The body of {@code POST /metrics/parameter}. {@code name} is required.
 *
 * <pre>{@code
 * ParameterCreateRequest request = ParameterCreateRequest.builder()
 *     .name("freshness_hours")
 *     .type("number")
 *     .value("24")
 *     .build();
 * }</pre>
 */
public final class ParameterCreateRequest implements WriteRequest {
    private final RequestBody body;

    private ParameterCreateRequest(RequestBody body) {
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
        return body.names("ParameterCreateRequest");
    }

    /**
     * Builds a {@link ParameterCreateRequest}. Each setter sends its field; {@code null} sends {@code null}, which
     * clears the field on update.
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code name}.
         *
         * @param name the parameter's name
         * @return this builder
         */
        public Builder name(String name) {
            this.fields.set("name", name);
            return this;
        }

        /**
         * Sets {@code type}.
         *
         * @param type the kind of value, for example {@code "number"}
         * @return this builder
         */
        public Builder type(String type) {
            this.fields.set("type", type);
            return this;
        }

        /**
         * Sets {@code value}.
         *
         * @param value the value, as text
         * @return this builder
         */
        public Builder value(String value) {
            this.fields.set("value", value);
            return this;
        }

        /**
         * Sets {@code is_active}.
         *
         * @param isActive whether the parameter is active
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            this.fields.set("is_active", isActive);
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
        public ParameterCreateRequest build() {
            this.fields.require("name");
            return new ParameterCreateRequest(this.fields.freeze());
        }
    }
}
