// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.model.WriteRequest;

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
public final class FieldPropertiesRequest extends WriteRequest {
    private FieldPropertiesRequest(Builder builder) {
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

    /** Builds a {@link FieldPropertiesRequest}. */
    public static final class Builder extends WriteRequest.Builder<FieldPropertiesRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Sets {@code field_tab_id}.
         *
         * @param fieldTabId the tab whose fields are asked for
         * @return this builder
         */
        public Builder fieldTabId(String fieldTabId) {
            return set("field_tab_id", fieldTabId);
        }

        /**
         * Sets {@code level}, keeping only the fields of that level.
         *
         * @param level the level of records
         * @return this builder
         */
        public Builder level(String level) {
            return set("level", level);
        }

        /**
         * Sets {@code entity_id}, the record whose values are answered; without it every value is {@code null}.
         *
         * @param entityId the record's id
         * @return this builder
         */
        public Builder entityId(String entityId) {
            return set("entity_id", entityId);
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code field_tab_id} is not set
         */
        @Override
        public FieldPropertiesRequest build() {
            require("field_tab_id");
            return new FieldPropertiesRequest(this);
        }
    }
}
