// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.conversations;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /core/conversation}. {@code category} and {@code object_id} are required.
 *
 * <pre>{@code
 * ConversationCreateRequest question = ConversationCreateRequest.builder()
 *     .category("domain").objectId(domain.id())
 *     .title("Who owns this?").comment("The owner team looks outdated.")
 *     .build();
 * ConversationCreateRequest answer = ConversationCreateRequest.builder()
 *     .category("domain").objectId(domain.id())
 *     .parentId(thread.id()).comment("Data Office, since November.")
 *     .build();
 * }</pre>
 */
public final class ConversationCreateRequest extends WriteRequest {
    private ConversationCreateRequest(Builder builder) {
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

    /** Builds a {@link ConversationCreateRequest}. */
    public static final class Builder extends ConversationRequestBuilder<ConversationCreateRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code category} or {@code object_id} is not set
         */
        @Override
        public ConversationCreateRequest build() {
            require("category");
            require("object_id");
            return new ConversationCreateRequest(this);
        }
    }
}
