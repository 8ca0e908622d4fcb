// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /governance/domain}. {@code name} is required.
 *
 * <pre>{@code
 * DomainCreateRequest request = DomainCreateRequest.builder()
 *     .name("Customer")
 *     .description("Everything about customers")
 *     .build();
 * }</pre>
 */
public final class DomainCreateRequest extends WriteRequest {
    private DomainCreateRequest(Builder builder) {
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

    /** Builds a {@link DomainCreateRequest}. */
    public static final class Builder extends DomainRequestBuilder<DomainCreateRequest, Builder> {
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
        public DomainCreateRequest build() {
            require("name");
            return new DomainCreateRequest(this);
        }
    }
}
