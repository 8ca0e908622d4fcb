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
import io.dgq.sdk.glossaries.GlossariesClient;
import io.dgq.sdk.glossaries.Glossary;
import io.dgq.sdk.glossaries.GlossaryCreateRequest;
import io.dgq.sdk.glossaries.GlossaryListItem;
import io.dgq.sdk.glossaries.GlossaryTree;
import io.dgq.sdk.glossaries.GlossaryUpdateRequest;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;

/**
 * The {@link GlossariesClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.GlossariesOperations}, and runs the call. Thread-safe. Internal.
 */
public final class GlossariesClientImpl implements GlossariesClient {
    private final CallPipeline pipeline;

    private final GlossariesClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public GlossariesClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public GlossariesClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public Glossary create(GlossaryCreateRequest request, RequestOptions options) {
        return pipeline.plain(GLOSSARIES_CREATE.bind(request, options));
    }

    @Override
    public GlossaryTree treeView(boolean hasUserFilter, RequestOptions options) {
        return pipeline.plain(GLOSSARIES_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
    }

    @Override
    public Glossary get(String glossaryId, RequestOptions options) {
        return pipeline.plain(GLOSSARIES_GET.bind(options, glossaryId));
    }

    @Override
    public void update(String glossaryId, GlossaryUpdateRequest request, RequestOptions options) {
        pipeline.plain(GLOSSARIES_UPDATE.bind(request, options, glossaryId));
    }

    @Override
    public void delete(String glossaryId, RequestOptions options) {
        pipeline.plain(GLOSSARIES_DELETE.bind(options, glossaryId));
    }

    @Override
    public Page<GlossaryListItem> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(GLOSSARIES_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "GlossariesClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements GlossariesClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<Glossary> create(GlossaryCreateRequest request, RequestOptions options) {
            return pipeline.envelope(GLOSSARIES_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<GlossaryTree> treeView(boolean hasUserFilter, RequestOptions options) {
            return pipeline.envelope(GLOSSARIES_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
        }

        @Override
        public DgqResponse<Glossary> get(String glossaryId, RequestOptions options) {
            return pipeline.envelope(GLOSSARIES_GET.bind(options, glossaryId));
        }

        @Override
        public DgqResponse<JsonObject> update(
                String glossaryId, GlossaryUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(GLOSSARIES_UPDATE.bind(request, options, glossaryId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String glossaryId, RequestOptions options) {
            return pipeline.envelope(GLOSSARIES_DELETE.bind(options, glossaryId));
        }

        @Override
        public DgqResponse<Page<GlossaryListItem>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(GLOSSARIES_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "GlossariesClient.WithRawResponse";
        }
    }
}
