// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.tags;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /governance/tag}. {@code name} is required.
 *
 * <pre>{@code
 * TagCreateRequest request = TagCreateRequest.builder()
 *     .name("PII")
 *     .isMaskedData(true)
 *     .build();
 * }</pre>
 */
public final class TagCreateRequest extends WriteRequest {
    private TagCreateRequest(Builder builder) {
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

    /** Builds a {@link TagCreateRequest}. */
    public static final class Builder extends TagRequestBuilder<TagCreateRequest, Builder> {
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
        public TagCreateRequest build() {
            require("name");
            return new TagCreateRequest(this);
        }
    }
}
