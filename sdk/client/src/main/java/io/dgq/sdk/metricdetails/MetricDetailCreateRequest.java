// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metricdetails;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /metrics/detail}. {@code name} and {@code asset_id} are required. {@code template_id} assigns
 * the metric to a template.
 *
 * <pre>{@code
 * MetricDetailCreateRequest request = MetricDetailCreateRequest.builder()
 *     .name("Null customer_id in orders")
 *     .assetId(assetId)
 *     .templateId(templateId)
 *     .threshold(Threshold.of(0.0, 5.0))
 *     .build();
 * }</pre>
 */
public final class MetricDetailCreateRequest extends WriteRequest {
    private MetricDetailCreateRequest(Builder builder) {
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

    /** Builds a {@link MetricDetailCreateRequest}. */
    public static final class Builder extends MetricDetailRequestBuilder<MetricDetailCreateRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code name} or {@code asset_id} is not set
         */
        @Override
        public MetricDetailCreateRequest build() {
            require("name");
            require("asset_id");
            return new MetricDetailCreateRequest(this);
        }
    }
}
