package io.dgq.sdk.documents;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ListPayload;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.Transport;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.stream.Stream;

/**
 * Documents (documentation attached to an object by a category and an object id): create, read, list, the latest
 * documents, the documents of one object, update and delete. Reached through {@code client.documents()}.
 * Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class DocumentsClient {

    static final Endpoint CREATE = Endpoint.postCreate("/core/document");
    static final Endpoint GET = Endpoint.get("/core/document/{documentId}");
    static final Endpoint LIST = Endpoint.postIdempotent("/core/document/list");
    static final Endpoint LATEST = Endpoint.postIdempotent("/core/document/latest");
    static final Endpoint BY_OBJECT = Endpoint.postIdempotent("/core/document/{category}/{objectId}");
    static final Endpoint UPDATE = Endpoint.put("/core/document/{documentId}");
    static final Endpoint DELETE = Endpoint.delete("/core/document/{documentId}");

    private static final ResponseType<Document> DOCUMENT = ResponseType.of(Document.class);
    private static final ResponseType<ListPayload<Document>> ITEMS = ResponseType.listOf(Document.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.documents()}.
     *
     * @param transport the client's transport
     */
    public DocumentsClient(Transport transport) {
        this.raw = new WithRawResponse(transport);
    }

    /**
     * Returns the view of this client whose methods answer the whole envelope.
     *
     * @return the raw-response view
     */
    public WithRawResponse withRawResponse() {
        return raw;
    }

    /**
     * Creates a document: {@code POST /api/v1/core/document}.
     *
     * @param request the document's fields; {@code name}, {@code category} and {@code object_id} are required
     * @param options the call's options
     * @return the created document, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Document create(DocumentCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a document with the client's options.
     *
     * @param request the document's fields
     * @return the created document
     * @see #create(DocumentCreateRequest, RequestOptions)
     */
    public Document create(DocumentCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a document: {@code GET /api/v1/core/document/{documentId}}.
     *
     * @param documentId the document's id
     * @param options the call's options
     * @return the document with its content blocks
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no document has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Document get(String documentId, RequestOptions options) {
        return raw.get(documentId, options).data();
    }

    /**
     * Reads a document with the client's options.
     *
     * @param documentId the document's id
     * @return the document
     * @see #get(String, RequestOptions)
     */
    public Document get(String documentId) {
        return get(documentId, RequestOptions.none());
    }

    /**
     * Lists one page of documents: {@code POST /api/v1/core/document/list}.
     *
     * @param request pagination, sorting (see {@link DocumentColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<Document> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of documents with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<Document> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every document that matches, from the request's page on, fetching each page only when the previous
     * one has been consumed: {@code POST /api/v1/core/document/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<Document> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching document with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<Document> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Lists one page of the latest documents, newest first unless the request sorts otherwise:
     * {@code POST /api/v1/core/document/latest}.
     *
     * @param request pagination, sorting (see {@link DocumentColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<Document> latest(ListRequest request, RequestOptions options) {
        return raw.latest(request, options).data();
    }

    /**
     * Lists one page of the latest documents with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #latest(ListRequest, RequestOptions)
     */
    public Page<Document> latest(ListRequest request) {
        return latest(request, RequestOptions.none());
    }

    /**
     * Lists one page of the documents attached to one object:
     * {@code POST /api/v1/core/document/{category}/{objectId}}.
     *
     * @param category the kind of object, for example {@code domain}
     * @param objectId the object's id
     * @param request pagination, sorting (see {@link DocumentColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<Document> byObject(String category, String objectId, ListRequest request, RequestOptions options) {
        return raw.byObject(category, objectId, request, options).data();
    }

    /**
     * Lists one page of the documents of one object with the client's options.
     *
     * @param category the kind of object
     * @param objectId the object's id
     * @param request the list body
     * @return the page
     * @see #byObject(String, String, ListRequest, RequestOptions)
     */
    public Page<Document> byObject(String category, String objectId, ListRequest request) {
        return byObject(category, objectId, request, RequestOptions.none());
    }

    /**
     * Streams every document attached to one object, from the request's page on, fetching each page only when the
     * previous one has been consumed: {@code POST /api/v1/core/document/{category}/{objectId}}, page after page.
     *
     * @param category the kind of object
     * @param objectId the object's id
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<Document> byObjectAll(String category, String objectId, ListRequest request,
                                        RequestOptions options) {
        // Checks the arguments now, not when the stream is consumed.
        BY_OBJECT.bind(WriteRequest.requireRequest(request, "request"), category, objectId);
        return AutoPager.lazy(() -> byObject(category, objectId, request, options)).stream();
    }

    /**
     * Streams every document of one object with the client's options.
     *
     * @param category the kind of object
     * @param objectId the object's id
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #byObjectAll(String, String, ListRequest, RequestOptions)
     */
    public Stream<Document> byObjectAll(String category, String objectId, ListRequest request) {
        return byObjectAll(category, objectId, request, RequestOptions.none());
    }

    /**
     * Updates some fields of a document: {@code PUT /api/v1/core/document/{documentId}}. Fields not set in the
     * request keep their values.
     *
     * @param documentId the document's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no document has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String documentId, DocumentUpdateRequest request, RequestOptions options) {
        raw.update(documentId, request, options);
    }

    /**
     * Updates a document with the client's options.
     *
     * @param documentId the document's id
     * @param request the fields to change
     * @see #update(String, DocumentUpdateRequest, RequestOptions)
     */
    public void update(String documentId, DocumentUpdateRequest request) {
        update(documentId, request, RequestOptions.none());
    }

    /**
     * Deletes a document: {@code DELETE /api/v1/core/document/{documentId}}.
     *
     * @param documentId the document's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no document has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String documentId, RequestOptions options) {
        raw.delete(documentId, options);
    }

    /**
     * Deletes a document with the client's options.
     *
     * @param documentId the document's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String documentId) {
        delete(documentId, RequestOptions.none());
    }

    /**
     * The documents operations answering the whole envelope ({@link DgqResponse}): message, timestamp,
     * correlation id, status and headers besides the data. Same routes and errors as {@link DocumentsClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a document.
         *
         * @param request the document's fields
         * @param options the call's options
         * @return the envelope holding the created document
         * @see DocumentsClient#create(DocumentCreateRequest, RequestOptions)
         */
        public DgqResponse<Document> create(DocumentCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), DOCUMENT,
                    options);
        }

        /**
         * Reads a document.
         *
         * @param documentId the document's id
         * @param options the call's options
         * @return the envelope holding the document
         * @see DocumentsClient#get(String, RequestOptions)
         */
        public DgqResponse<Document> get(String documentId, RequestOptions options) {
            return transport.execute(GET.bind(null, documentId), DOCUMENT, options);
        }

        /**
         * Lists one page of documents.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see DocumentsClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<Document>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Lists one page of the latest documents.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see DocumentsClient#latest(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<Document>> latest(ListRequest request, RequestOptions options) {
            return transport.executeList(LATEST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Lists one page of the documents of one object.
         *
         * @param category the kind of object
         * @param objectId the object's id
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see DocumentsClient#byObject(String, String, ListRequest, RequestOptions)
         */
        public DgqResponse<Page<Document>> byObject(String category, String objectId, ListRequest request,
                                                    RequestOptions options) {
            return transport.executeList(BY_OBJECT, new String[] {category, objectId}, request, ITEMS, options);
        }

        /**
         * Updates a document.
         *
         * @param documentId the document's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see DocumentsClient#update(String, DocumentUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String documentId, DocumentUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), documentId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes a document.
         *
         * @param documentId the document's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see DocumentsClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String documentId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, documentId), ResponseType.object(), options);
        }
    }
}
