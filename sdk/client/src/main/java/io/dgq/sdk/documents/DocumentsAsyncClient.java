package io.dgq.sdk.documents;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.operations.ByObjectAsyncOperation;
import io.dgq.sdk.operations.CrudAsyncOperations;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * Documents without waiting: the asynchronous twin of {@link DocumentsClient}, with the same operations, routes,
 * retries and errors. Reached through {@code client.async().documents()}; {@code
 * client.async().withRawResponse().documents()} answers the whole envelope. Each method starts the call and returns a
 * {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the exceptions
 * it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface DocumentsAsyncClient
        extends ResourceClient<DocumentsAsyncClient.WithRawResponse>,
                CrudAsyncOperations<Document, DocumentCreateRequest, Document, DocumentUpdateRequest>,
                ByObjectAsyncOperation<Document> {

    /**
     * Lists one page of the latest documents, newest first unless the request sorts otherwise, without waiting: the
     * asynchronous {@link DocumentsClient#latest(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (see {@link DocumentColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return a future of the page, with the total count; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<Page<Document>> latest(ListRequest request, RequestOptions options);

    /**
     * Lists one page of the latest documents, newest first unless the request sorts otherwise, without waiting, with
     * the client's options.
     *
     * @param request pagination, sorting (see {@link DocumentColumn}), filters and search
     * @return a future of the page, with the total count
     * @see #latest(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<Document>> latest(ListRequest request) {
        return latest(request, RequestOptions.none());
    }

    /** The {@link DocumentsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CrudAsyncOperations.Raw<Document, DocumentCreateRequest, Document, DocumentUpdateRequest>,
                    ByObjectAsyncOperation.Raw<Document> {

        /**
         * Lists one page of the latest documents, newest first unless the request sorts otherwise, without waiting,
         * answering the whole envelope.
         *
         * @param request pagination, sorting (see {@link DocumentColumn}), filters and search
         * @param options the call's options, also used for the next pages
         * @return a future of the envelope
         * @see DocumentsClient.WithRawResponse#latest(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<Document>>> latest(ListRequest request, RequestOptions options);
    }
}
