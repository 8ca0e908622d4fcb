// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.terms;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /governance/term}. {@code name} is required.
 *
 * <pre>{@code
 * TermCreateRequest request = TermCreateRequest.builder()
 *     .name("Customer lifetime value")
 *     .glossaryId(glossaryId)
 *     .synonyms(List.of("CLV", "LTV"))
 *     .build();
 * }</pre>
 */
public final class TermCreateRequest extends WriteRequest {
    private TermCreateRequest(Builder builder) {
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

    /** Builds a {@link TermCreateRequest}. */
    public static final class Builder extends TermRequestBuilder<TermCreateRequest, Builder> {
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
        public TermCreateRequest build() {
            require("name");
            return new TermCreateRequest(this);
        }
    }
}
