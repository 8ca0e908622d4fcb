// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.documents;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code PUT /core/document/{documentId}}: a partial update. Only the fields set are sent; a field set to
 * {@code null} is cleared. {@code content}, when set, replaces every block.
 */
public final class DocumentUpdateRequest extends WriteRequest {
    private DocumentUpdateRequest(Builder builder) {
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

    /** Builds a {@link DocumentUpdateRequest}. */
    public static final class Builder extends DocumentRequestBuilder<DocumentUpdateRequest, Builder> {
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
        public DocumentUpdateRequest build() {
            if (fields().isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new DocumentUpdateRequest(this);
        }
    }
}
