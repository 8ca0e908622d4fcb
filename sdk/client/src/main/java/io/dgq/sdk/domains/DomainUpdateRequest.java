// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code PUT /governance/domain/{domainId}}: a partial update. Only the fields set are sent; a field set to
 * {@code null} is cleared.
 */
public final class DomainUpdateRequest extends WriteRequest {
    private DomainUpdateRequest(Builder builder) {
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

    /** Builds a {@link DomainUpdateRequest}. */
    public static final class Builder extends DomainRequestBuilder<DomainUpdateRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if no field is set
         */
        @Override
        public DomainUpdateRequest build() {
            if (fields().isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new DomainUpdateRequest(this);
        }
    }
}
