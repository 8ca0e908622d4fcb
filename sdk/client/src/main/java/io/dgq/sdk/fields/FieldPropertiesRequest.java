// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.Set;

/**
 * The body of {@code POST /governance/field-property}: the fields of one tab, optionally of one level, with their
 * values for one entity. {@code field_tab_id} is required.
 *
 * <pre>{@code
 * FieldPropertiesRequest request = FieldPropertiesRequest.builder()
 *     .fieldTabId(tab.id())
 *     .level("domain")
 *     .entityId(domain.id())
 *     .build();
 * }</pre>
 */
public final class FieldPropertiesRequest implements WriteRequest {
    private final RequestBody body;

    private FieldPropertiesRequest(RequestBody body) {
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
        return body.names("FieldPropertiesRequest");
    }

    /** Builds a {@link FieldPropertiesRequest}. */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code field_tab_id}.
         *
         * @param fieldTabId the tab whose fields are asked for
         * @return this builder
         */
        public Builder fieldTabId(String fieldTabId) {
            this.fields.set("field_tab_id", fieldTabId);
            return this;
        }

        /**
         * Sets {@code level}, keeping only the fields of that level.
         *
         * @param level the level of records
         * @return this builder
         */
        public Builder level(String level) {
            this.fields.set("level", level);
            return this;
        }

        /**
         * Sets {@code entity_id}, the record whose values are answered; without it every value is {@code null}.
         *
         * @param entityId the record's id
         * @return this builder
         */
        public Builder entityId(String entityId) {
            this.fields.set("entity_id", entityId);
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
         * @throws IllegalStateException if {@code field_tab_id} is not set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public FieldPropertiesRequest build() {
            this.fields.require("field_tab_id");
            return new FieldPropertiesRequest(this.fields.freeze());
        }
    }
}
