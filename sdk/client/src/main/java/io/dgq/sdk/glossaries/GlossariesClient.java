package io.dgq.sdk.glossaries;

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
import java.util.Map;
import java.util.stream.Stream;

/**
 * Glossaries: create, read, list, update, delete and the tree of glossaries, categories and terms. Reached through
 * {@code client.glossaries()}. Thread-safe. A category is a glossary whose {@code parent_id} names another glossary.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class GlossariesClient {

    static final Endpoint CREATE = Endpoint.postCreate("/governance/glossary");
    static final Endpoint GET = Endpoint.get("/governance/glossary/{glossaryId}");
    static final Endpoint LIST = Endpoint.postIdempotent("/governance/glossary/list");
    static final Endpoint UPDATE = Endpoint.put("/governance/glossary/{glossaryId}");
    static final Endpoint DELETE = Endpoint.delete("/governance/glossary/{glossaryId}");
    static final Endpoint TREE_VIEW = Endpoint.postIdempotent("/governance/glossary/tree-view");

    private static final ResponseType<Glossary> GLOSSARY = ResponseType.of(Glossary.class);
    private static final ResponseType<ListPayload<GlossaryListItem>> ITEMS =
            ResponseType.listOf(GlossaryListItem.class);
    private static final ResponseType<GlossaryTree> TREE = ResponseType.of(GlossaryTree.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.glossaries()}.
     *
     * @param transport the client's transport
     */
    public GlossariesClient(Transport transport) {
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
     * Creates a glossary: {@code POST /api/v1/governance/glossary}.
     *
     * @param request the glossary's fields; {@code name} is required
     * @param options the call's options
     * @return the created glossary, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Glossary create(GlossaryCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a glossary with the client's options.
     *
     * @param request the glossary's fields
     * @return the created glossary
     * @see #create(GlossaryCreateRequest, RequestOptions)
     */
    public Glossary create(GlossaryCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a glossary: {@code GET /api/v1/governance/glossary/{glossaryId}}. The server counts a view.
     *
     * @param glossaryId the glossary's id
     * @param options the call's options
     * @return the glossary's detail record
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no glossary has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Glossary get(String glossaryId, RequestOptions options) {
        return raw.get(glossaryId, options).data();
    }

    /**
     * Reads a glossary with the client's options.
     *
     * @param glossaryId the glossary's id
     * @return the glossary
     * @see #get(String, RequestOptions)
     */
    public Glossary get(String glossaryId) {
        return get(glossaryId, RequestOptions.none());
    }

    /**
     * Lists one page of glossaries: {@code POST /api/v1/governance/glossary/list}.
     *
     * @param request pagination, sorting (see {@link GlossaryColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and the list's summary counters
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<GlossaryListItem> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of glossaries with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<GlossaryListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every glossary that matches, from the request's page on, fetching each page only when the previous
     * one has been consumed: {@code POST /api/v1/governance/glossary/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<GlossaryListItem> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching glossary with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<GlossaryListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Updates some fields of a glossary: {@code PUT /api/v1/governance/glossary/{glossaryId}}. Fields not set in the
     * request keep their values.
     *
     * @param glossaryId the glossary's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no glossary has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String glossaryId, GlossaryUpdateRequest request, RequestOptions options) {
        raw.update(glossaryId, request, options);
    }

    /**
     * Updates a glossary with the client's options.
     *
     * @param glossaryId the glossary's id
     * @param request the fields to change
     * @see #update(String, GlossaryUpdateRequest, RequestOptions)
     */
    public void update(String glossaryId, GlossaryUpdateRequest request) {
        update(glossaryId, request, RequestOptions.none());
    }

    /**
     * Deletes a glossary: {@code DELETE /api/v1/governance/glossary/{glossaryId}}.
     *
     * @param glossaryId the glossary's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no glossary has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String glossaryId, RequestOptions options) {
        raw.delete(glossaryId, options);
    }

    /**
     * Deletes a glossary with the client's options.
     *
     * @param glossaryId the glossary's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String glossaryId) {
        delete(glossaryId, RequestOptions.none());
    }

    /**
     * Reads the whole glossary tree, without filters, sorting or paging:
     * {@code POST /api/v1/governance/glossary/tree-view}. Top-level glossaries hold their categories and terms.
     *
     * @param hasUserFilter {@code true} to keep only the caller's records
     * @param options the call's options
     * @return the top-level glossaries with their categories and terms
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public GlossaryTree treeView(boolean hasUserFilter, RequestOptions options) {
        return raw.treeView(hasUserFilter, options).data();
    }

    /**
     * Reads the whole glossary tree with the client's options.
     *
     * @param hasUserFilter {@code true} to keep only the caller's records
     * @return the tree
     * @see #treeView(boolean, RequestOptions)
     */
    public GlossaryTree treeView(boolean hasUserFilter) {
        return treeView(hasUserFilter, RequestOptions.none());
    }

    /**
     * The glossaries operations answering the whole envelope ({@link DgqResponse}): message, timestamp, correlation
     * id, status and headers besides the data. Same routes and errors as {@link GlossariesClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a glossary.
         *
         * @param request the glossary's fields
         * @param options the call's options
         * @return the envelope holding the created glossary
         * @see GlossariesClient#create(GlossaryCreateRequest, RequestOptions)
         */
        public DgqResponse<Glossary> create(GlossaryCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), GLOSSARY, options);
        }

        /**
         * Reads a glossary.
         *
         * @param glossaryId the glossary's id
         * @param options the call's options
         * @return the envelope holding the glossary
         * @see GlossariesClient#get(String, RequestOptions)
         */
        public DgqResponse<Glossary> get(String glossaryId, RequestOptions options) {
            return transport.execute(GET.bind(null, glossaryId), GLOSSARY, options);
        }

        /**
         * Lists one page of glossaries.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see GlossariesClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<GlossaryListItem>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Updates a glossary.
         *
         * @param glossaryId the glossary's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see GlossariesClient#update(String, GlossaryUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String glossaryId, GlossaryUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), glossaryId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes a glossary.
         *
         * @param glossaryId the glossary's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see GlossariesClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String glossaryId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, glossaryId), ResponseType.object(), options);
        }

        /**
         * Reads the glossary tree.
         *
         * @param hasUserFilter {@code true} to keep only the caller's records
         * @param options the call's options
         * @return the envelope holding the tree
         * @see GlossariesClient#treeView(boolean, RequestOptions)
         */
        public DgqResponse<GlossaryTree> treeView(boolean hasUserFilter, RequestOptions options) {
            return transport.execute(TREE_VIEW.bind(Map.of("has_user_filter", hasUserFilter)), TREE, options);
        }
    }
}
