// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code PUT /core/source/{sourceId}}: a partial update. Only the fields set are sent; a field set to
 * {@code null} is cleared. {@link #toString()} names the fields set, never their values.
 */
public final class SourceUpdateRequest extends WriteRequest {
    private SourceUpdateRequest(Builder builder) {
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

    /** Builds a {@link SourceUpdateRequest}. */
    public static final class Builder extends SourceRequestBuilder<SourceUpdateRequest, Builder> {
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
        public SourceUpdateRequest build() {
            if (fields().isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new SourceUpdateRequest(this);
        }
    }
}
