// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /governance/glossary}. {@code name} is required.
 *
 * <pre>{@code
 * GlossaryCreateRequest request = GlossaryCreateRequest.builder()
 *     .name("Sales")
 *     .description("The sales vocabulary")
 *     .build();
 * }</pre>
 */
public final class GlossaryCreateRequest extends WriteRequest {
    private GlossaryCreateRequest(Builder builder) {
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

    /** Builds a {@link GlossaryCreateRequest}. */
    public static final class Builder extends GlossaryRequestBuilder<GlossaryCreateRequest, Builder> {
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
        public GlossaryCreateRequest build() {
            require("name");
            return new GlossaryCreateRequest(this);
        }
    }
}
