// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.GlossariesOperations.GLOSSARIES_CREATE;
import static io.dgq.sdk.internal.clients.GlossariesOperations.GLOSSARIES_DELETE;
import static io.dgq.sdk.internal.clients.GlossariesOperations.GLOSSARIES_GET;
import static io.dgq.sdk.internal.clients.GlossariesOperations.GLOSSARIES_LIST;
import static io.dgq.sdk.internal.clients.GlossariesOperations.GLOSSARIES_TREE_VIEW;
import static io.dgq.sdk.internal.clients.GlossariesOperations.GLOSSARIES_UPDATE;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.glossaries.GlossariesAsyncClient;
import io.dgq.sdk.glossaries.Glossary;
import io.dgq.sdk.glossaries.GlossaryCreateRequest;
import io.dgq.sdk.glossaries.GlossaryListItem;
import io.dgq.sdk.glossaries.GlossaryTree;
import io.dgq.sdk.glossaries.GlossaryUpdateRequest;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link GlossariesAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.GlossariesOperations}, and runs the call. Thread-safe. Internal.
 */
public final class GlossariesAsyncClientImpl implements GlossariesAsyncClient {
    private final CallPipeline pipeline;

    private final GlossariesAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public GlossariesAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public GlossariesAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Glossary> create(GlossaryCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(GLOSSARIES_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<GlossaryTree> treeView(boolean hasUserFilter, RequestOptions options) {
        return pipeline.plainAsync(GLOSSARIES_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
    }

    @Override
    public CompletableFuture<Glossary> get(String glossaryId, RequestOptions options) {
        return pipeline.plainAsync(GLOSSARIES_GET.bind(options, glossaryId));
    }

    @Override
    public CompletableFuture<Void> update(String glossaryId, GlossaryUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(GLOSSARIES_UPDATE.bind(request, options, glossaryId));
    }

    @Override
    public CompletableFuture<Void> delete(String glossaryId, RequestOptions options) {
        return pipeline.plainAsync(GLOSSARIES_DELETE.bind(options, glossaryId));
    }

    @Override
    public CompletableFuture<Page<GlossaryListItem>> list(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(GLOSSARIES_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "GlossariesAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements GlossariesAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<Glossary>> create(GlossaryCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(GLOSSARIES_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<GlossaryTree>> treeView(boolean hasUserFilter, RequestOptions options) {
            return pipeline.envelopeAsync(GLOSSARIES_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Glossary>> get(String glossaryId, RequestOptions options) {
            return pipeline.envelopeAsync(GLOSSARIES_GET.bind(options, glossaryId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String glossaryId, GlossaryUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(GLOSSARIES_UPDATE.bind(request, options, glossaryId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String glossaryId, RequestOptions options) {
            return pipeline.envelopeAsync(GLOSSARIES_DELETE.bind(options, glossaryId));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<GlossaryListItem>>> list(
                ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(GLOSSARIES_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "GlossariesAsyncClient.WithRawResponse";
        }
    }
}
