// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.parameters;

import io.dgq.sdk.model.WriteRequest;

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
public final class ParameterCreateRequest extends WriteRequest {
    private ParameterCreateRequest(Builder builder) {
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

    /** Builds a {@link ParameterCreateRequest}. */
    public static final class Builder extends ParameterRequestBuilder<ParameterCreateRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code name} is not set
         */
        @Override
        public ParameterCreateRequest build() {
            require("name");
            return new ParameterCreateRequest(this);
        }
    }
}
