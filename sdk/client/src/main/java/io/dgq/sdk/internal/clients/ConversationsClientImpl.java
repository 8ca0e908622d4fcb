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
import io.dgq.sdk.conversations.ConversationsClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;

/**
 * The {@link ConversationsClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.ConversationsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class ConversationsClientImpl implements ConversationsClient {
    private final CallPipeline pipeline;

    private final ConversationsClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public ConversationsClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public ConversationsClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public Conversation create(ConversationCreateRequest request, RequestOptions options) {
        return pipeline.plain(CONVERSATIONS_CREATE.bind(request, options));
    }

    @Override
    public Page<Conversation> byObject(String category, String objectId, ListRequest request, RequestOptions options) {
        return pipeline.plain(CONVERSATIONS_BY_OBJECT.bind(request, options, category, objectId));
    }

    @Override
    public Conversation get(String conversationId, RequestOptions options) {
        return pipeline.plain(CONVERSATIONS_GET.bind(options, conversationId));
    }

    @Override
    public void update(String conversationId, ConversationUpdateRequest request, RequestOptions options) {
        pipeline.plain(CONVERSATIONS_UPDATE.bind(request, options, conversationId));
    }

    @Override
    public void delete(String conversationId, RequestOptions options) {
        pipeline.plain(CONVERSATIONS_DELETE.bind(options, conversationId));
    }

    @Override
    public String toString() {
        return "ConversationsClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements ConversationsClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<Conversation> create(ConversationCreateRequest request, RequestOptions options) {
            return pipeline.envelope(CONVERSATIONS_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<Page<Conversation>> byObject(
                String category, String objectId, ListRequest request, RequestOptions options) {
            return pipeline.envelope(CONVERSATIONS_BY_OBJECT.bind(request, options, category, objectId));
        }

        @Override
        public DgqResponse<Conversation> get(String conversationId, RequestOptions options) {
            return pipeline.envelope(CONVERSATIONS_GET.bind(options, conversationId));
        }

        @Override
        public DgqResponse<JsonObject> update(
                String conversationId, ConversationUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(CONVERSATIONS_UPDATE.bind(request, options, conversationId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String conversationId, RequestOptions options) {
            return pipeline.envelope(CONVERSATIONS_DELETE.bind(options, conversationId));
        }

        @Override
        public String toString() {
            return "ConversationsClient.WithRawResponse";
        }
    }
}
