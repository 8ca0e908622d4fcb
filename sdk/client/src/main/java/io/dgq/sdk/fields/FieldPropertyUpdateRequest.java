// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.model.WriteRequest;

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
public final class FieldPropertyUpdateRequest extends WriteRequest {
    private FieldPropertyUpdateRequest(Builder builder) {
        super(builder);
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link FieldPropertyUpdateRequest}. */
    public static final class Builder extends WriteRequest.Builder<FieldPropertyUpdateRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Sets {@code field_id}.
         *
         * @param fieldId the field's id
         * @return this builder
         */
        public Builder fieldId(String fieldId) {
            return set("field_id", fieldId);
        }

        /**
         * Sets {@code entity_id}.
         *
         * @param entityId the id of the record the value belongs to
         * @return this builder
         */
        public Builder entityId(String entityId) {
            return set("entity_id", entityId);
        }

        /**
         * Sets {@code level}.
         *
         * @param level the level of that record
         * @return this builder
         */
        public Builder level(String level) {
            return set("level", level);
        }

        /**
         * Sets {@code value}.
         *
         * @param value the value: a string, number, boolean, list, map, {@link io.dgq.sdk.model.JsonObject}, JSON tree
         *     or {@code null} (sent as {@code null}, which clears the value)
         * @return this builder
         */
        public Builder value(Object value) {
            return set("value", value);
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code field_id} or {@code entity_id} is not set
         */
        @Override
        public FieldPropertyUpdateRequest build() {
            require("field_id");
            require("entity_id");
            return new FieldPropertyUpdateRequest(this);
        }
    }
}
