// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code PUT /governance/field/{fieldId}} (a route the specification does not show; see
 * {@link FieldsClient}, {@code update}): a partial update. Only the fields set are sent; a field set to {@code null} is
 * cleared.
 */
public final class FieldUpdateRequest extends WriteRequest {
    private FieldUpdateRequest(Builder builder) {
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

    /** Builds a {@link FieldUpdateRequest}. */
    public static final class Builder extends FieldRequestBuilder<FieldUpdateRequest, Builder> {
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
        public FieldUpdateRequest build() {
            if (fields().isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new FieldUpdateRequest(this);
        }
    }
}
