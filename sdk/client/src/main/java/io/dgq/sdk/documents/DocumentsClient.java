package io.dgq.sdk.documents;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.operations.ByObjectOperation;
import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;

/**
 * Documents (documentation attached to an object by a category and an object id): create, read, list, the latest
 * documents, the documents of one object, update and delete. Reached through {@code client.documents()};
 * {@code client.withRawResponse().documents()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/core/document}; {@code name}, {@code category} and
 *       {@code object_id} are required
 *   <li>{@code latest}: {@code POST /api/v1/core/document/latest}
 *   <li>{@code byObject}, {@code byObjectAll}: {@code POST /api/v1/core/document/{category}/{objectId}}
 *   <li>{@code get}: {@code GET /api/v1/core/document/{documentId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/core/document/list}
 *   <li>{@code update}: {@code PUT /api/v1/core/document/{documentId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/core/document/{documentId}}
 * </ul>
 *
 * <p>The lists are sorted and filtered by {@link DocumentColumn}.
 */
public interface DocumentsClient
        extends ResourceClient<DocumentsClient.WithRawResponse>,
                CrudOperations<Document, DocumentCreateRequest, Document, DocumentUpdateRequest>,
                ByObjectOperation<Document> {

    /**
     * Lists one page of the latest documents, newest first unless the request sorts otherwise:
     * {@code POST /api/v1/core/document/latest}.
     *
     * @param request pagination, sorting (see {@link DocumentColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws IllegalArgumentException before any request, if {@code request} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<Document> latest(ListRequest request, RequestOptions options);

    /**
     * Lists one page of the latest documents with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #latest(ListRequest, RequestOptions)
     */
    default Page<Document> latest(ListRequest request) {
        return latest(request, RequestOptions.none());
    }

    /** The {@link DocumentsClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends CrudOperations.Raw<Document, DocumentCreateRequest, Document, DocumentUpdateRequest>,
                    ByObjectOperation.Raw<Document> {

        /**
         * Lists one page of the latest documents.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see DocumentsClient#latest(ListRequest, RequestOptions)
         */
        DgqResponse<Page<Document>> latest(ListRequest request, RequestOptions options);
    }
}
