// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.documents;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.stream.Stream;

/**
 * Documents (documentation attached to an object by a category and an object id): create, read, list, the latest
 * documents, the documents of one object, update and delete. Reached through {@code client.documents()};
 * {@code client.withRawResponse().documents()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/core/document}; {@code name}, {@code category} and {@code object_id} are
 *       required
 *   <li>{@code latest}, {@code latestAll}: {@code POST /api/v1/core/document/latest}, sorted and filtered by
 *       {@link DocumentColumn}
 *   <li>{@code byObject}, {@code byObjectAll}: {@code POST /api/v1/core/document/{category}/{objectId}}, sorted and
 *       filtered by {@link DocumentColumn}
 *   <li>{@code get}: {@code GET /api/v1/core/document/{documentId}}
 *   <li>{@code update}: {@code PUT /api/v1/core/document/{documentId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/core/document/{documentId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/core/document/list}, sorted and filtered by
 *       {@link DocumentColumn}
 * </ul>
 */
public interface DocumentsClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a document: {@code POST /api/v1/core/document}. Not retried once the request may have reached the server.
     *
     * @param request the document's fields
     * @param options the call's options
     * @return the created document, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Document create(DocumentCreateRequest request, RequestOptions options);

    /**
     * Creates a document with the client's options.
     *
     * @param request the document's fields
     * @return the created document, with its new id
     * @see #create(DocumentCreateRequest, RequestOptions)
     */
    default Document create(DocumentCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Lists one page of the latest documents, newest first unless the request sorts otherwise: {@code POST
     * /api/v1/core/document/latest}.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<Document> latest(ListRequest request, RequestOptions options);

    /**
     * Lists one page of the latest documents, newest first unless the request sorts otherwise with the client's
     * options.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return the page, with the total count
     * @see #latest(ListRequest, RequestOptions)
     */
    default Page<Document> latest(ListRequest request) {
        return latest(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #latest(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<Document> latestAll(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AutoPager.lazy(() -> latest(request, options)).stream();
    }

    /**
     * Streams every record of {@link #latest(ListRequest, RequestOptions)} with the client's options.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return a lazy stream
     * @see #latestAll(ListRequest, RequestOptions)
     */
    default Stream<Document> latestAll(ListRequest request) {
        return latestAll(request, RequestOptions.none());
    }

    /**
     * Lists one page of the documents attached to one object: {@code POST /api/v1/core/document/{category}/{objectId}}.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws IllegalArgumentException before any request, if {@code category} or {@code objectId} is {@code null} or
     *     blank, or {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<Document> byObject(String category, String objectId, ListRequest request, RequestOptions options);

    /**
     * Lists one page of the documents attached to one object with the client's options.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return the page, with the total count
     * @see #byObject(String, String, ListRequest, RequestOptions)
     */
    default Page<Document> byObject(String category, String objectId, ListRequest request) {
        return byObject(category, objectId, request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #byObject(String, String, ListRequest, RequestOptions)}, from the request's page
     * on, fetching each page only when the previous one has been consumed.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code category} or {@code objectId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<Document> byObjectAll(
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
        return AutoPager.lazy(() -> byObject(category, objectId, request, options)).stream();
    }

    /**
     * Streams every record of {@link #byObject(String, String, ListRequest, RequestOptions)} with the client's options.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return a lazy stream
     * @see #byObjectAll(String, String, ListRequest, RequestOptions)
     */
    default Stream<Document> byObjectAll(String category, String objectId, ListRequest request) {
        return byObjectAll(category, objectId, request, RequestOptions.none());
    }

    /**
     * Reads a document by its id: {@code GET /api/v1/core/document/{documentId}}.
     *
     * @param documentId the document's id
     * @param options the call's options
     * @return the document's detail
     * @throws IllegalArgumentException before any request, if {@code documentId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no document has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Document get(String documentId, RequestOptions options);

    /**
     * Reads a document by its id with the client's options.
     *
     * @param documentId the document's id
     * @return the document's detail
     * @see #get(String, RequestOptions)
     */
    default Document get(String documentId) {
        return get(documentId, RequestOptions.none());
    }

    /**
     * Updates some fields of a document: {@code PUT /api/v1/core/document/{documentId}}. Fields not set in the request
     * keep their values; a field set to {@code null} is reset.
     *
     * @param documentId the document's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code documentId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no document has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String documentId, DocumentUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a document with the client's options.
     *
     * @param documentId the document's id
     * @param request the fields to change
     * @see #update(String, DocumentUpdateRequest, RequestOptions)
     */
    default void update(String documentId, DocumentUpdateRequest request) {
        update(documentId, request, RequestOptions.none());
    }

    /**
     * Deletes a document: {@code DELETE /api/v1/core/document/{documentId}}.
     *
     * @param documentId the document's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code documentId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no document has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String documentId, RequestOptions options);

    /**
     * Deletes a document with the client's options.
     *
     * @param documentId the document's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String documentId) {
        delete(documentId, RequestOptions.none());
    }

    /**
     * Lists one page of documents: {@code POST /api/v1/core/document/list}.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<Document> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of documents with the client's options.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<Document> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<Document> listAll(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)} with the client's options.
     *
     * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<Document> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /** The {@link DocumentsClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}). */
    interface WithRawResponse {
        /**
         * Creates a document, answering the whole envelope.
         *
         * @param request the document's fields
         * @param options the call's options
         * @return the envelope holding the created document, with its new id
         * @see DocumentsClient#create(DocumentCreateRequest, RequestOptions)
         */
        DgqResponse<Document> create(DocumentCreateRequest request, RequestOptions options);

        /**
         * Lists one page of the latest documents, newest first unless the request sorts otherwise, answering the whole
         * envelope.
         *
         * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count
         * @see DocumentsClient#latest(ListRequest, RequestOptions)
         */
        DgqResponse<Page<Document>> latest(ListRequest request, RequestOptions options);

        /**
         * Lists one page of the documents attached to one object, answering the whole envelope.
         *
         * @param category the object's category, for example {@code table}
         * @param objectId the object's id
         * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count
         * @see DocumentsClient#byObject(String, String, ListRequest, RequestOptions)
         */
        DgqResponse<Page<Document>> byObject(
                String category, String objectId, ListRequest request, RequestOptions options);

        /**
         * Reads a document by its id, answering the whole envelope.
         *
         * @param documentId the document's id
         * @param options the call's options
         * @return the envelope holding the document's detail
         * @see DocumentsClient#get(String, RequestOptions)
         */
        DgqResponse<Document> get(String documentId, RequestOptions options);

        /**
         * Updates some fields of a document, answering the whole envelope.
         *
         * @param documentId the document's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see DocumentsClient#update(String, DocumentUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String documentId, DocumentUpdateRequest request, RequestOptions options);

        /**
         * Deletes a document, answering the whole envelope.
         *
         * @param documentId the document's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see DocumentsClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String documentId, RequestOptions options);

        /**
         * Lists one page of documents, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link DocumentColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see DocumentsClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<Document>> list(ListRequest request, RequestOptions options);
    }
}
