// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.documents;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * Documents without waiting: the asynchronous twin of {@link DocumentsClient}, with the same operations, routes,
 * retries and errors. Reached through {@code client.async().documents()};
 * {@code client.async().withRawResponse().documents()} answers the whole envelope. Each method starts the call and
 * returns a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface DocumentsAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a document without waiting: the asynchronous {@link DocumentsClient#create(DocumentCreateRequest,
     * RequestOptions)}.
     *
     * @param request the document's fields
     * @param options the call's options
     * @return a future of the created document, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Document> create(DocumentCreateRequest request, RequestOptions options);

    /**
     * Creates a document without waiting, with the client's options.
     *
     * @param request the document's fields
     * @return a future of the created document, with its new id
     * @see #create(DocumentCreateRequest, RequestOptions)
     */
    default CompletableFuture<Document> create(DocumentCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Lists one page of the latest documents, newest first unless the request sorts otherwise without waiting: the
     * asynchronous {@link DocumentsClient#latest(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<Document>> latest(ListRequest request, RequestOptions options);

    /**
     * Lists one page of the latest documents, newest first unless the request sorts otherwise without waiting, with the
     * client's options.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return a future of the page, with the total count
     * @see #latest(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<Document>> latest(ListRequest request) {
        return latest(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #latest(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link DocumentsClient#latestAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<Document> latestAllAsync(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AsyncPager.of(request, next -> latest(next, options));
    }

    /**
     * Walks every record of {@link #latest(ListRequest, RequestOptions)} without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #latestAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<Document> latestAllAsync(ListRequest request) {
        return latestAllAsync(request, RequestOptions.none());
    }

    /**
     * Lists one page of the documents attached to one object without waiting: the asynchronous
     * {@link DocumentsClient#byObject(String, String, ListRequest, RequestOptions)}.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code category} or {@code objectId} is
     *     {@code null} or blank, or {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Page<Document>> byObject(
            String category, String objectId, ListRequest request, RequestOptions options);

    /**
     * Lists one page of the documents attached to one object without waiting, with the client's options.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return a future of the page, with the total count
     * @see #byObject(String, String, ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<Document>> byObject(String category, String objectId, ListRequest request) {
        return byObject(category, objectId, request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #byObject(String, String, ListRequest, RequestOptions)}, from the request's page on,
     * without waiting: page after page, each fetched once the records of the page before have been handed over. The
     * asynchronous twin of {@link DocumentsClient#byObjectAll(String, String, ListRequest, RequestOptions)}.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code category} or {@code objectId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<Document> byObjectAllAsync(
            String category, String objectId, ListRequest request, RequestOptions options) {
        if (category == null || category.isBlank()) {
            throw new IllegalArgumentException("'category' must not be " + (category == null ? "null" : "blank"));
        }
        if (objectId == null || objectId.isBlank()) {
            throw new IllegalArgumentException("'objectId' must not be " + (objectId == null ? "null" : "blank"));
        }
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AsyncPager.of(request, next -> byObject(category, objectId, next, options));
    }

    /**
     * Walks every record of {@link #byObject(String, String, ListRequest, RequestOptions)} without waiting, with the
     * client's options.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #byObjectAllAsync(String, String, ListRequest, RequestOptions)
     */
    default AsyncPager<Document> byObjectAllAsync(String category, String objectId, ListRequest request) {
        return byObjectAllAsync(category, objectId, request, RequestOptions.none());
    }

    /**
     * Reads a document by its id without waiting: the asynchronous {@link DocumentsClient#get(String, RequestOptions)}.
     *
     * @param documentId the document's id
     * @param options the call's options
     * @return a future of the document's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code documentId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Document> get(String documentId, RequestOptions options);

    /**
     * Reads a document by its id without waiting, with the client's options.
     *
     * @param documentId the document's id
     * @return a future of the document's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<Document> get(String documentId) {
        return get(documentId, RequestOptions.none());
    }

    /**
     * Updates some fields of a document without waiting: the asynchronous {@link DocumentsClient#update(String,
     * DocumentUpdateRequest, RequestOptions)}.
     *
     * @param documentId the document's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code documentId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String documentId, DocumentUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a document without waiting, with the client's options.
     *
     * @param documentId the document's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, DocumentUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String documentId, DocumentUpdateRequest request) {
        return update(documentId, request, RequestOptions.none());
    }

    /**
     * Deletes a document without waiting: the asynchronous {@link DocumentsClient#delete(String, RequestOptions)}.
     *
     * @param documentId the document's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code documentId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String documentId, RequestOptions options);

    /**
     * Deletes a document without waiting, with the client's options.
     *
     * @param documentId the document's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String documentId) {
        return delete(documentId, RequestOptions.none());
    }

    /**
     * Lists one page of documents without waiting: the asynchronous {@link DocumentsClient#list(ListRequest,
     * RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<Document>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of documents without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<Document>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link DocumentsClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<Document> listAllAsync(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AsyncPager.of(request, next -> list(next, options));
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)} without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<Document> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /** The {@link DocumentsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a document without waiting, answering the whole envelope.
         *
         * @param request the document's fields
         * @param options the call's options
         * @return a future of the envelope holding the created document, with its new id
         * @see DocumentsAsyncClient#create(DocumentCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Document>> create(DocumentCreateRequest request, RequestOptions options);

        /**
         * Lists one page of the latest documents, newest first unless the request sorts otherwise without waiting,
         * answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count
         * @see DocumentsAsyncClient#latest(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<Document>>> latest(ListRequest request, RequestOptions options);

        /**
         * Lists one page of the documents attached to one object without waiting, answering the whole envelope.
         *
         * @param category the object's category, for example {@code table}
         * @param objectId the object's id
         * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count
         * @see DocumentsAsyncClient#byObject(String, String, ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<Document>>> byObject(
                String category, String objectId, ListRequest request, RequestOptions options);

        /**
         * Reads a document by its id without waiting, answering the whole envelope.
         *
         * @param documentId the document's id
         * @param options the call's options
         * @return a future of the envelope holding the document's detail
         * @see DocumentsAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<Document>> get(String documentId, RequestOptions options);

        /**
         * Updates some fields of a document without waiting, answering the whole envelope.
         *
         * @param documentId the document's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see DocumentsAsyncClient#update(String, DocumentUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String documentId, DocumentUpdateRequest request, RequestOptions options);

        /**
         * Deletes a document without waiting, answering the whole envelope.
         *
         * @param documentId the document's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see DocumentsAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String documentId, RequestOptions options);

        /**
         * Lists one page of documents without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see DocumentsAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<Document>>> list(ListRequest request, RequestOptions options);
    }
}
