package io.dgq.sdk.terms;

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
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

/**
 * Business terms: create, read, list, update, delete, export and the active terms. Reached through
 * {@code client.terms()}. Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class TermsClient {

    static final Endpoint CREATE = Endpoint.postCreate("/governance/term");
    static final Endpoint GET = Endpoint.get("/governance/term/{termId}");
    static final Endpoint LIST = Endpoint.postIdempotent("/governance/term/list");
    static final Endpoint UPDATE = Endpoint.put("/governance/term/{termId}");
    static final Endpoint DELETE = Endpoint.delete("/governance/term/{termId}");
    static final Endpoint EXPORT = Endpoint.postIdempotent("/governance/term/export");
    static final Endpoint ACTIVE = Endpoint.get("/governance/term/active/list");

    private static final ResponseType<Term> TERM = ResponseType.of(Term.class);
    private static final ResponseType<ListPayload<TermListItem>> ITEMS = ResponseType.listOf(TermListItem.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.terms()}.
     *
     * @param transport the client's transport
     */
    public TermsClient(Transport transport) {
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
     * Creates a term: {@code POST /api/v1/governance/term}.
     *
     * @param request the term's fields; {@code name} is required
     * @param options the call's options
     * @return the created term, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Term create(TermCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a term with the client's options.
     *
     * @param request the term's fields
     * @return the created term
     * @see #create(TermCreateRequest, RequestOptions)
     */
    public Term create(TermCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a term: {@code GET /api/v1/governance/term/{termId}}. The server counts a view.
     *
     * @param termId the term's id
     * @param options the call's options
     * @return the term's detail record
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no term has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Term get(String termId, RequestOptions options) {
        return raw.get(termId, options).data();
    }

    /**
     * Reads a term with the client's options.
     *
     * @param termId the term's id
     * @return the term
     * @see #get(String, RequestOptions)
     */
    public Term get(String termId) {
        return get(termId, RequestOptions.none());
    }

    /**
     * Lists one page of terms: {@code POST /api/v1/governance/term/list}.
     *
     * @param request pagination, sorting (see {@link TermColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and the list's summary counters
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<TermListItem> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of terms with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<TermListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every term that matches, from the request's page on, fetching each page only when the previous
     * one has been consumed: {@code POST /api/v1/governance/term/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<TermListItem> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching term with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<TermListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Updates some fields of a term: {@code PUT /api/v1/governance/term/{termId}}. Fields not set in the
     * request keep their values.
     *
     * @param termId the term's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no term has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String termId, TermUpdateRequest request, RequestOptions options) {
        raw.update(termId, request, options);
    }

    /**
     * Updates a term with the client's options.
     *
     * @param termId the term's id
     * @param request the fields to change
     * @see #update(String, TermUpdateRequest, RequestOptions)
     */
    public void update(String termId, TermUpdateRequest request) {
        update(termId, request, RequestOptions.none());
    }

    /**
     * Deletes a term: {@code DELETE /api/v1/governance/term/{termId}}.
     *
     * @param termId the term's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no term has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String termId, RequestOptions options) {
        raw.delete(termId, options);
    }

    /**
     * Deletes a term with the client's options.
     *
     * @param termId the term's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String termId) {
        delete(termId, RequestOptions.none());
    }

    /**
     * Exports every term that matches, unpaged: {@code POST /api/v1/governance/term/export}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return every match
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public List<TermListItem> export(ListRequest request, RequestOptions options) {
        return raw.export(request, options).data().items();
    }

    /**
     * Exports every matching term with the client's options.
     *
     * @param request sorting, filters and search
     * @return every match
     * @see #export(ListRequest, RequestOptions)
     */
    public List<TermListItem> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Lists every active term, unpaged: {@code GET /api/v1/governance/term/active/list}.
     *
     * @param options the call's options
     * @return the active terms, in the server's order
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public List<TermListItem> active(RequestOptions options) {
        return raw.active(options).data();
    }

    /**
     * Lists every active term with the client's options.
     *
     * @return the active terms
     * @see #active(RequestOptions)
     */
    public List<TermListItem> active() {
        return active(RequestOptions.none());
    }

    /**
     * The terms operations answering the whole envelope ({@link DgqResponse}): message, timestamp, correlation
     * id, status and headers besides the data. Same routes and errors as {@link TermsClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a term.
         *
         * @param request the term's fields
         * @param options the call's options
         * @return the envelope holding the created term
         * @see TermsClient#create(TermCreateRequest, RequestOptions)
         */
        public DgqResponse<Term> create(TermCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), TERM, options);
        }

        /**
         * Reads a term.
         *
         * @param termId the term's id
         * @param options the call's options
         * @return the envelope holding the term
         * @see TermsClient#get(String, RequestOptions)
         */
        public DgqResponse<Term> get(String termId, RequestOptions options) {
            return transport.execute(GET.bind(null, termId), TERM, options);
        }

        /**
         * Lists one page of terms.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see TermsClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<TermListItem>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Updates a term.
         *
         * @param termId the term's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see TermsClient#update(String, TermUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String termId, TermUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), termId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes a term.
         *
         * @param termId the term's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see TermsClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String termId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, termId), ResponseType.object(), options);
        }

        /**
         * Exports every matching term.
         *
         * @param request sorting, filters and search
         * @param options the call's options
         * @return the envelope holding every match as one page
         * @see TermsClient#export(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<TermListItem>> export(ListRequest request, RequestOptions options) {
            ListRequest all = WriteRequest.requireRequest(request, "request").toBuilder().export(true).build();
            return transport.executeList(EXPORT, NO_PARAMETERS, all, ITEMS, options);
        }

        /**
         * Lists every active term.
         *
         * @param options the call's options
         * @return the envelope holding the active terms
         * @see TermsClient#active(RequestOptions)
         */
        public DgqResponse<List<TermListItem>> active(RequestOptions options) {
            return transport.execute(ACTIVE.bind(null), ITEMS, options)
                    .map(payload -> Collections.unmodifiableList(payload.items()));
        }
    }
}
