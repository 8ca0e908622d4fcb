// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /core/source}. {@code name} is required. {@link #toString()} names the fields set, never
 * their values.
 *
 * <pre>{@code
 * SourceCreateRequest request = SourceCreateRequest.builder()
 *     .name("Sales warehouse")
 *     .type("postgresql")
 *     .credentials(SourceCredentialsInput.builder().server("db.acme.example").password(secret).build())
 *     .build();
 * }</pre>
 */
public final class SourceCreateRequest extends WriteRequest {
    private SourceCreateRequest(Builder builder) {
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

    /** Builds a {@link SourceCreateRequest}. */
    public static final class Builder extends SourceRequestBuilder<SourceCreateRequest, Builder> {
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
        public SourceCreateRequest build() {
            require("name");
            return new SourceCreateRequest(this);
        }
    }
}
