// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.patterns;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /metrics/pattern}. {@code name} and {@code pattern} are required.
 *
 * <pre>{@code
 * PatternCreateRequest request = PatternCreateRequest.builder()
 *     .name("Email Address")
 *     .pattern("^[^@\\s]+@[^@\\s]+$")
 *     .attributeId(attributeId)
 *     .build();
 * }</pre>
 */
public final class PatternCreateRequest extends WriteRequest {
    private PatternCreateRequest(Builder builder) {
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

    /** Builds a {@link PatternCreateRequest}. */
    public static final class Builder extends PatternRequestBuilder<PatternCreateRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code name} or {@code pattern} is not set
         */
        @Override
        public PatternCreateRequest build() {
            require("name");
            require("pattern");
            return new PatternCreateRequest(this);
        }
    }
}
