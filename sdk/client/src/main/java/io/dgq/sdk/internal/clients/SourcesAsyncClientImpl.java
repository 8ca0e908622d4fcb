// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.SourcesOperations.SOURCES_CREATE;
import static io.dgq.sdk.internal.clients.SourcesOperations.SOURCES_DELETE;
import static io.dgq.sdk.internal.clients.SourcesOperations.SOURCES_GET;
import static io.dgq.sdk.internal.clients.SourcesOperations.SOURCES_LIST;
import static io.dgq.sdk.internal.clients.SourcesOperations.SOURCES_UPDATE;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.sources.Source;
import io.dgq.sdk.sources.SourceCreateRequest;
import io.dgq.sdk.sources.SourceListItem;
import io.dgq.sdk.sources.SourceUpdateRequest;
import io.dgq.sdk.sources.SourcesAsyncClient;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link SourcesAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.SourcesOperations}, and runs the call. Thread-safe. Internal.
 */
public final class SourcesAsyncClientImpl implements SourcesAsyncClient {
    private final CallPipeline pipeline;

    private final SourcesAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public SourcesAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public SourcesAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Source> create(SourceCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(SOURCES_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<Source> get(String sourceId, RequestOptions options) {
        return pipeline.plainAsync(SOURCES_GET.bind(options, sourceId));
    }

    @Override
    public CompletableFuture<Void> update(String sourceId, SourceUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(SOURCES_UPDATE.bind(request, options, sourceId));
    }

    @Override
    public CompletableFuture<Void> delete(String sourceId, RequestOptions options) {
        return pipeline.plainAsync(SOURCES_DELETE.bind(options, sourceId));
    }

    @Override
    public CompletableFuture<Page<SourceListItem>> list(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(SOURCES_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "SourcesAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements SourcesAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<Source>> create(SourceCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(SOURCES_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Source>> get(String sourceId, RequestOptions options) {
            return pipeline.envelopeAsync(SOURCES_GET.bind(options, sourceId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String sourceId, SourceUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(SOURCES_UPDATE.bind(request, options, sourceId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String sourceId, RequestOptions options) {
            return pipeline.envelopeAsync(SOURCES_DELETE.bind(options, sourceId));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<SourceListItem>>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(SOURCES_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "SourcesAsyncClient.WithRawResponse";
        }
    }
}
