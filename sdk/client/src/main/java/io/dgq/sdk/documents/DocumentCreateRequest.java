package io.dgq.sdk.documents;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /core/document}. {@code name}, {@code category} and {@code object_id} are required.
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
    public static final class Builder extends DocumentFields<DocumentCreateRequest, Builder> {

        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code name}, {@code category} or {@code object_id} is not set
         */
        @Override
        public DocumentCreateRequest build() {
            require("name");
            require("category");
            require("object_id");
            return new DocumentCreateRequest(this);
        }
    }
}
