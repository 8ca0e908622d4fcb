// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /governance/field}. {@code name}, {@code data_type}, {@code level} and {@code field_tab_id}
 * are required.
 *
 * <pre>{@code
 * FieldCreateRequest request = FieldCreateRequest.builder()
 *     .name("Data steward")
 *     .fieldTabId(tab.id())
 *     .dataType("text")
 *     .level("domain")
 *     .build();
 * }</pre>
 */
public final class FieldCreateRequest extends WriteRequest {
    private FieldCreateRequest(Builder builder) {
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

    /** Builds a {@link FieldCreateRequest}. */
    public static final class Builder extends FieldRequestBuilder<FieldCreateRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code name}, {@code data_type}, {@code level} or {@code field_tab_id} is
         *     not set
         */
        @Override
        public FieldCreateRequest build() {
            require("name");
            require("data_type");
            require("level");
            require("field_tab_id");
            return new FieldCreateRequest(this);
        }
    }
}
