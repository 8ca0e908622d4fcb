// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.parameters;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code PUT /metrics/parameter/{parameterId}}: a partial update. Only the fields set are sent; a field set
 * to {@code null} is cleared.
 */
public final class ParameterUpdateRequest extends WriteRequest {
    private ParameterUpdateRequest(Builder builder) {
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

    /** Builds a {@link ParameterUpdateRequest}. */
    public static final class Builder extends ParameterRequestBuilder<ParameterUpdateRequest, Builder> {
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
        public ParameterUpdateRequest build() {
            if (fields().isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new ParameterUpdateRequest(this);
        }
    }
}
