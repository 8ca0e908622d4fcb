// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.ConversationsOperations.CONVERSATIONS_BY_OBJECT;
import static io.dgq.sdk.internal.clients.ConversationsOperations.CONVERSATIONS_CREATE;
import static io.dgq.sdk.internal.clients.ConversationsOperations.CONVERSATIONS_DELETE;
import static io.dgq.sdk.internal.clients.ConversationsOperations.CONVERSATIONS_GET;
import static io.dgq.sdk.internal.clients.ConversationsOperations.CONVERSATIONS_UPDATE;

import io.dgq.sdk.conversations.Conversation;
import io.dgq.sdk.conversations.ConversationCreateRequest;
import io.dgq.sdk.conversations.ConversationUpdateRequest;
import io.dgq.sdk.conversations.ConversationsAsyncClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link ConversationsAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.ConversationsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class ConversationsAsyncClientImpl implements ConversationsAsyncClient {
    private final CallPipeline pipeline;

    private final ConversationsAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public ConversationsAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public ConversationsAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Conversation> create(ConversationCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(CONVERSATIONS_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<Page<Conversation>> byObject(
            String category, String objectId, ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(CONVERSATIONS_BY_OBJECT.bind(request, options, category, objectId));
    }

    @Override
    public CompletableFuture<Conversation> get(String conversationId, RequestOptions options) {
        return pipeline.plainAsync(CONVERSATIONS_GET.bind(options, conversationId));
    }

    @Override
    public CompletableFuture<Void> update(
            String conversationId, ConversationUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(CONVERSATIONS_UPDATE.bind(request, options, conversationId));
    }

    @Override
    public CompletableFuture<Void> delete(String conversationId, RequestOptions options) {
        return pipeline.plainAsync(CONVERSATIONS_DELETE.bind(options, conversationId));
    }

    @Override
    public String toString() {
        return "ConversationsAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements ConversationsAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<Conversation>> create(
                ConversationCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(CONVERSATIONS_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<Conversation>>> byObject(
                String category, String objectId, ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(CONVERSATIONS_BY_OBJECT.bind(request, options, category, objectId));
        }

        @Override
        public CompletableFuture<DgqResponse<Conversation>> get(String conversationId, RequestOptions options) {
            return pipeline.envelopeAsync(CONVERSATIONS_GET.bind(options, conversationId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String conversationId, ConversationUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(CONVERSATIONS_UPDATE.bind(request, options, conversationId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String conversationId, RequestOptions options) {
            return pipeline.envelopeAsync(CONVERSATIONS_DELETE.bind(options, conversationId));
        }

        @Override
        public String toString() {
            return "ConversationsAsyncClient.WithRawResponse";
        }
    }
}
