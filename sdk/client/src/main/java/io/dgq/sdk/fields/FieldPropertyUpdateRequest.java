// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.Set;

/**
 * The body of {@code POST /governance/field-property/update}: sets one field's value for one entity, creating the
 * property on its first value. {@code field_id} and {@code entity_id} are required.
 *
 * <pre>{@code
 * FieldPropertyUpdateRequest request = FieldPropertyUpdateRequest.builder()
 *     .fieldId(field.id())
 *     .entityId(domain.id())
 *     .level("domain")
 *     .value("Ada Lovelace")
 *     .build();
 * }</pre>
 */
public final class FieldPropertyUpdateRequest implements WriteRequest {
    private final RequestBody body;

    private FieldPropertyUpdateRequest(RequestBody body) {
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
        return body.names("FieldPropertyUpdateRequest");
    }

    /** Builds a {@link FieldPropertyUpdateRequest}. */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code field_id}.
         *
         * @param fieldId the field's id
         * @return this builder
         */
        public Builder fieldId(String fieldId) {
            this.fields.set("field_id", fieldId);
            return this;
        }

        /**
         * Sets {@code entity_id}.
         *
         * @param entityId the id of the record the value belongs to
         * @return this builder
         */
        public Builder entityId(String entityId) {
            this.fields.set("entity_id", entityId);
            return this;
        }

        /**
         * Sets {@code level}.
         *
         * @param level the level of that record
         * @return this builder
         */
        public Builder level(String level) {
            this.fields.set("level", level);
            return this;
        }

        /**
         * Sets {@code value}.
         *
         * @param value the value: a string, number, boolean, list, map, {@link io.dgq.sdk.json.JsonObject}, JSON tree
         *     or {@code null} (sent as {@code null}, which clears the value)
         * @return this builder
         */
        public Builder value(Object value) {
            this.fields.set("value", value);
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
         * @throws IllegalStateException if {@code field_id} or {@code entity_id} is not set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public FieldPropertyUpdateRequest build() {
            this.fields.require("field_id");
            this.fields.require("entity_id");
            return new FieldPropertyUpdateRequest(this.fields.freeze());
        }
    }
}
