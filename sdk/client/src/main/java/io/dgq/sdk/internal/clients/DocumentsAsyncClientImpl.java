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
import io.dgq.sdk.documents.DocumentsAsyncClient;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link DocumentsAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.DocumentsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class DocumentsAsyncClientImpl implements DocumentsAsyncClient {
    private final CallPipeline pipeline;

    private final DocumentsAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public DocumentsAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public DocumentsAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Document> create(DocumentCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(DOCUMENTS_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<Page<Document>> latest(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(DOCUMENTS_LATEST.bind(request, options));
    }

    @Override
    public CompletableFuture<Page<Document>> byObject(
            String category, String objectId, ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(DOCUMENTS_BY_OBJECT.bind(request, options, category, objectId));
    }

    @Override
    public CompletableFuture<Document> get(String documentId, RequestOptions options) {
        return pipeline.plainAsync(DOCUMENTS_GET.bind(options, documentId));
    }

    @Override
    public CompletableFuture<Void> update(String documentId, DocumentUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(DOCUMENTS_UPDATE.bind(request, options, documentId));
    }

    @Override
    public CompletableFuture<Void> delete(String documentId, RequestOptions options) {
        return pipeline.plainAsync(DOCUMENTS_DELETE.bind(options, documentId));
    }

    @Override
    public CompletableFuture<Page<Document>> list(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(DOCUMENTS_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "DocumentsAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements DocumentsAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<Document>> create(DocumentCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(DOCUMENTS_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<Document>>> latest(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(DOCUMENTS_LATEST.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<Document>>> byObject(
                String category, String objectId, ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(DOCUMENTS_BY_OBJECT.bind(request, options, category, objectId));
        }

        @Override
        public CompletableFuture<DgqResponse<Document>> get(String documentId, RequestOptions options) {
            return pipeline.envelopeAsync(DOCUMENTS_GET.bind(options, documentId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String documentId, DocumentUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(DOCUMENTS_UPDATE.bind(request, options, documentId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String documentId, RequestOptions options) {
            return pipeline.envelopeAsync(DOCUMENTS_DELETE.bind(options, documentId));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<Document>>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(DOCUMENTS_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "DocumentsAsyncClient.WithRawResponse";
        }
    }
}
