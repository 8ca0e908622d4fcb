package io.dgq.sdk.sources;

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
 * Data sources (connections to external data systems): create, read, list, update and delete. Reached through
 * {@code client.sources()}. Thread-safe.
 *
 * <p>Credentials are sent as given; the server answers {@code server}, {@code username} and {@code password}
 * encoded, and no model or request of this package prints them.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class SourcesClient {

    static final Endpoint CREATE = Endpoint.postCreate("/core/source");
    static final Endpoint GET = Endpoint.get("/core/source/{sourceId}");
    static final Endpoint LIST = Endpoint.postIdempotent("/core/source/list");
    static final Endpoint UPDATE = Endpoint.put("/core/source/{sourceId}");
    static final Endpoint DELETE = Endpoint.delete("/core/source/{sourceId}");

    private static final ResponseType<Source> SOURCE = ResponseType.of(Source.class);
    private static final ResponseType<ListPayload<SourceListItem>> ITEMS = ResponseType.listOf(SourceListItem.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.sources()}.
     *
     * @param transport the client's transport
     */
    public SourcesClient(Transport transport) {
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
     * Creates a source: {@code POST /api/v1/core/source}.
     *
     * @param request the source's fields; {@code name} is required
     * @param options the call's options
     * @return the created source, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Source create(SourceCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a source with the client's options.
     *
     * @param request the source's fields
     * @return the created source
     * @see #create(SourceCreateRequest, RequestOptions)
     */
    public Source create(SourceCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a source: {@code GET /api/v1/core/source/{sourceId}}.
     *
     * @param sourceId the source's id
     * @param options the call's options
     * @return the source's detail record, with its credentials and source type
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no source has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Source get(String sourceId, RequestOptions options) {
        return raw.get(sourceId, options).data();
    }

    /**
     * Reads a source with the client's options.
     *
     * @param sourceId the source's id
     * @return the source
     * @see #get(String, RequestOptions)
     */
    public Source get(String sourceId) {
        return get(sourceId, RequestOptions.none());
    }

    /**
     * Lists one page of sources: {@code POST /api/v1/core/source/list}.
     *
     * @param request pagination, sorting (see {@link SourceColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and the list's summary counters
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<SourceListItem> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of sources with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<SourceListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every source that matches, from the request's page on, fetching each page only when the previous
     * one has been consumed: {@code POST /api/v1/core/source/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<SourceListItem> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching source with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<SourceListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Updates some fields of a source: {@code PUT /api/v1/core/source/{sourceId}}. Fields not set in the request
     * keep their values.
     *
     * @param sourceId the source's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no source has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String sourceId, SourceUpdateRequest request, RequestOptions options) {
        raw.update(sourceId, request, options);
    }

    /**
     * Updates a source with the client's options.
     *
     * @param sourceId the source's id
     * @param request the fields to change
     * @see #update(String, SourceUpdateRequest, RequestOptions)
     */
    public void update(String sourceId, SourceUpdateRequest request) {
        update(sourceId, request, RequestOptions.none());
    }

    /**
     * Deletes a source: {@code DELETE /api/v1/core/source/{sourceId}}.
     *
     * @param sourceId the source's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no source has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String sourceId, RequestOptions options) {
        raw.delete(sourceId, options);
    }

    /**
     * Deletes a source with the client's options.
     *
     * @param sourceId the source's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String sourceId) {
        delete(sourceId, RequestOptions.none());
    }

    /**
     * The sources operations answering the whole envelope ({@link DgqResponse}): message, timestamp, correlation
     * id, status and headers besides the data. Same routes and errors as {@link SourcesClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a source.
         *
         * @param request the source's fields
         * @param options the call's options
         * @return the envelope holding the created source
         * @see SourcesClient#create(SourceCreateRequest, RequestOptions)
         */
        public DgqResponse<Source> create(SourceCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), SOURCE, options);
        }

        /**
         * Reads a source.
         *
         * @param sourceId the source's id
         * @param options the call's options
         * @return the envelope holding the source
         * @see SourcesClient#get(String, RequestOptions)
         */
        public DgqResponse<Source> get(String sourceId, RequestOptions options) {
            return transport.execute(GET.bind(null, sourceId), SOURCE, options);
        }

        /**
         * Lists one page of sources.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see SourcesClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<SourceListItem>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Updates a source.
         *
         * @param sourceId the source's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see SourcesClient#update(String, SourceUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String sourceId, SourceUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), sourceId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes a source.
         *
         * @param sourceId the source's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see SourcesClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String sourceId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, sourceId), ResponseType.object(), options);
        }
    }
}
