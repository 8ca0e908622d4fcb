// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.documents;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /core/document}. {@code category}, {@code object_id} and {@code name} are required.
 *
 * <pre>{@code
 * DocumentCreateRequest request = DocumentCreateRequest.builder()
 *     .category("domain").objectId(domain.id()).objectQualifiedName(domain.qualifiedName())
 *     .name("Onboarding")
 *     .content(List.of(ContentBlock.builder().type("paragraph").content("Start here.").position(0).build()))
 *     .build();
 * }</pre>
 */
public final class DocumentCreateRequest extends WriteRequest {
    private DocumentCreateRequest(Builder builder) {
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

    /** Builds a {@link DocumentCreateRequest}. */
    public static final class Builder extends DocumentRequestBuilder<DocumentCreateRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code category}, {@code object_id} or {@code name} is not set
         */
        @Override
        public DocumentCreateRequest build() {
            require("category");
            require("object_id");
            require("name");
            return new DocumentCreateRequest(this);
        }
    }
}
