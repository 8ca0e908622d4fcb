// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metricdetails;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code PUT /metrics/detail/{metricDetailId}}: a partial update. Only the fields set are sent; a field set
 * to {@code null} is cleared. An object field set is replaced whole.
 */
public final class MetricDetailUpdateRequest extends WriteRequest {
    private MetricDetailUpdateRequest(Builder builder) {
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

    /** Builds a {@link MetricDetailUpdateRequest}. */
    public static final class Builder extends MetricDetailRequestBuilder<MetricDetailUpdateRequest, Builder> {
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
        public MetricDetailUpdateRequest build() {
            if (fields().isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new MetricDetailUpdateRequest(this);
        }
    }
}
