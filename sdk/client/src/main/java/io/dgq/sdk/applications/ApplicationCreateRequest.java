// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.applications;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /governance/application}. {@code name} is required.
 *
 * <pre>{@code
 * ApplicationCreateRequest request = ApplicationCreateRequest.builder()
 *     .name("Billing")
 *     .slaTier("gold")
 *     .build();
 * }</pre>
 */
public final class ApplicationCreateRequest extends WriteRequest {
    private ApplicationCreateRequest(Builder builder) {
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

    /** Builds a {@link ApplicationCreateRequest}. */
    public static final class Builder extends ApplicationRequestBuilder<ApplicationCreateRequest, Builder> {
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
        public ApplicationCreateRequest build() {
            require("name");
            return new ApplicationCreateRequest(this);
        }
    }
}
