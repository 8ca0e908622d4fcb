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
import io.dgq.sdk.sources.SourcesClient;

/**
 * The {@link SourcesClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.SourcesOperations}, and runs the call. Thread-safe. Internal.
 */
public final class SourcesClientImpl implements SourcesClient {
    private final CallPipeline pipeline;

    private final SourcesClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public SourcesClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public SourcesClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public Source create(SourceCreateRequest request, RequestOptions options) {
        return pipeline.plain(SOURCES_CREATE.bind(request, options));
    }

    @Override
    public Source get(String sourceId, RequestOptions options) {
        return pipeline.plain(SOURCES_GET.bind(options, sourceId));
    }

    @Override
    public void update(String sourceId, SourceUpdateRequest request, RequestOptions options) {
        pipeline.plain(SOURCES_UPDATE.bind(request, options, sourceId));
    }

    @Override
    public void delete(String sourceId, RequestOptions options) {
        pipeline.plain(SOURCES_DELETE.bind(options, sourceId));
    }

    @Override
    public Page<SourceListItem> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(SOURCES_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "SourcesClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements SourcesClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<Source> create(SourceCreateRequest request, RequestOptions options) {
            return pipeline.envelope(SOURCES_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<Source> get(String sourceId, RequestOptions options) {
            return pipeline.envelope(SOURCES_GET.bind(options, sourceId));
        }

        @Override
        public DgqResponse<JsonObject> update(String sourceId, SourceUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(SOURCES_UPDATE.bind(request, options, sourceId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String sourceId, RequestOptions options) {
            return pipeline.envelope(SOURCES_DELETE.bind(options, sourceId));
        }

        @Override
        public DgqResponse<Page<SourceListItem>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(SOURCES_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "SourcesClient.WithRawResponse";
        }
    }
}
