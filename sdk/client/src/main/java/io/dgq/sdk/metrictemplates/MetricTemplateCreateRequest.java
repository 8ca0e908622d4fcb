// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metrictemplates;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /metrics/template}. {@code name} is required.
 *
 * <pre>{@code
 * MetricTemplateCreateRequest request = MetricTemplateCreateRequest.builder()
 *     .name("Null rate")
 *     .dimension("completeness")
 *     .owners(List.of(Owner.builder().id(userId).ownerType("user").build()))
 *     .build();
 * }</pre>
 */
public final class MetricTemplateCreateRequest extends WriteRequest {
    private MetricTemplateCreateRequest(Builder builder) {
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

    /** Builds a {@link MetricTemplateCreateRequest}. */
    public static final class Builder extends MetricTemplateRequestBuilder<MetricTemplateCreateRequest, Builder> {
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
        public MetricTemplateCreateRequest build() {
            require("name");
            return new MetricTemplateCreateRequest(this);
        }
    }
}
