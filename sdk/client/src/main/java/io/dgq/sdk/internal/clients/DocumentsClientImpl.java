// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.DocumentsOperations.DOCUMENTS_BY_OBJECT;
import static io.dgq.sdk.internal.clients.DocumentsOperations.DOCUMENTS_CREATE;
import static io.dgq.sdk.internal.clients.DocumentsOperations.DOCUMENTS_DELETE;
import static io.dgq.sdk.internal.clients.DocumentsOperations.DOCUMENTS_GET;
import static io.dgq.sdk.internal.clients.DocumentsOperations.DOCUMENTS_LATEST;
import static io.dgq.sdk.internal.clients.DocumentsOperations.DOCUMENTS_LIST;
import static io.dgq.sdk.internal.clients.DocumentsOperations.DOCUMENTS_UPDATE;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.documents.Document;
import io.dgq.sdk.documents.DocumentCreateRequest;
import io.dgq.sdk.documents.DocumentUpdateRequest;
import io.dgq.sdk.documents.DocumentsClient;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;

/**
 * The {@link DocumentsClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.DocumentsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class DocumentsClientImpl implements DocumentsClient {
    private final CallPipeline pipeline;

    private final DocumentsClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public DocumentsClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public DocumentsClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public Document create(DocumentCreateRequest request, RequestOptions options) {
        return pipeline.plain(DOCUMENTS_CREATE.bind(request, options));
    }

    @Override
    public Page<Document> latest(ListRequest request, RequestOptions options) {
        return pipeline.plain(DOCUMENTS_LATEST.bind(request, options));
    }

    @Override
    public Page<Document> byObject(String category, String objectId, ListRequest request, RequestOptions options) {
        return pipeline.plain(DOCUMENTS_BY_OBJECT.bind(request, options, category, objectId));
    }

    @Override
    public Document get(String documentId, RequestOptions options) {
        return pipeline.plain(DOCUMENTS_GET.bind(options, documentId));
    }

    @Override
    public void update(String documentId, DocumentUpdateRequest request, RequestOptions options) {
        pipeline.plain(DOCUMENTS_UPDATE.bind(request, options, documentId));
    }

    @Override
    public void delete(String documentId, RequestOptions options) {
        pipeline.plain(DOCUMENTS_DELETE.bind(options, documentId));
    }

    @Override
    public Page<Document> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(DOCUMENTS_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "DocumentsClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements DocumentsClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<Document> create(DocumentCreateRequest request, RequestOptions options) {
            return pipeline.envelope(DOCUMENTS_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<Page<Document>> latest(ListRequest request, RequestOptions options) {
            return pipeline.envelope(DOCUMENTS_LATEST.bind(request, options));
        }

        @Override
        public DgqResponse<Page<Document>> byObject(
                String category, String objectId, ListRequest request, RequestOptions options) {
            return pipeline.envelope(DOCUMENTS_BY_OBJECT.bind(request, options, category, objectId));
        }

        @Override
        public DgqResponse<Document> get(String documentId, RequestOptions options) {
            return pipeline.envelope(DOCUMENTS_GET.bind(options, documentId));
        }

        @Override
        public DgqResponse<JsonObject> update(
                String documentId, DocumentUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(DOCUMENTS_UPDATE.bind(request, options, documentId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String documentId, RequestOptions options) {
            return pipeline.envelope(DOCUMENTS_DELETE.bind(options, documentId));
        }

        @Override
        public DgqResponse<Page<Document>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(DOCUMENTS_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "DocumentsClient.WithRawResponse";
        }
    }
}
