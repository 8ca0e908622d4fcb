package io.dgq.sdk.domains;

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
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Domains: create, read, list, update, delete, export and the domain tree. Reached through
 * {@code client.domains()}. Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class DomainsClient {

    static final Endpoint CREATE = Endpoint.postCreate("/governance/domain");
    static final Endpoint GET = Endpoint.get("/governance/domain/{domainId}");
    static final Endpoint LIST = Endpoint.postIdempotent("/governance/domain/list");
    static final Endpoint UPDATE = Endpoint.put("/governance/domain/{domainId}");
    static final Endpoint DELETE = Endpoint.delete("/governance/domain/{domainId}");
    static final Endpoint EXPORT = Endpoint.postIdempotent("/governance/domain/export");
    static final Endpoint TREE_VIEW = Endpoint.postIdempotent("/governance/domain/tree-view");

    private static final ResponseType<Domain> DOMAIN = ResponseType.of(Domain.class);
    private static final ResponseType<ListPayload<DomainListItem>> ITEMS = ResponseType.listOf(DomainListItem.class);
    private static final ResponseType<DomainTree> TREE = ResponseType.of(DomainTree.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.domains()}.
     *
     * @param transport the client's transport
     */
    public DomainsClient(Transport transport) {
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
     * Creates a domain: {@code POST /api/v1/governance/domain}.
     *
     * @param request the domain's fields; {@code name} is required
     * @param options the call's options
     * @return the created domain, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Domain create(DomainCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a domain with the client's options.
     *
     * @param request the domain's fields
     * @return the created domain
     * @see #create(DomainCreateRequest, RequestOptions)
     */
    public Domain create(DomainCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a domain: {@code GET /api/v1/governance/domain/{domainId}}. The server counts a view.
     *
     * @param domainId the domain's id
     * @param options the call's options
     * @return the domain's detail record
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no domain has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Domain get(String domainId, RequestOptions options) {
        return raw.get(domainId, options).data();
    }

    /**
     * Reads a domain with the client's options.
     *
     * @param domainId the domain's id
     * @return the domain
     * @see #get(String, RequestOptions)
     */
    public Domain get(String domainId) {
        return get(domainId, RequestOptions.none());
    }

    /**
     * Lists one page of domains: {@code POST /api/v1/governance/domain/list}.
     *
     * @param request pagination, sorting (see {@link DomainColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and the list's summary counters
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<DomainListItem> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of domains with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<DomainListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every domain that matches, from the request's page on, fetching each page only when the previous
     * one has been consumed: {@code POST /api/v1/governance/domain/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<DomainListItem> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching domain with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<DomainListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Updates some fields of a domain: {@code PUT /api/v1/governance/domain/{domainId}}. Fields not set in the
     * request keep their values.
     *
     * @param domainId the domain's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no domain has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String domainId, DomainUpdateRequest request, RequestOptions options) {
        raw.update(domainId, request, options);
    }

    /**
     * Updates a domain with the client's options.
     *
     * @param domainId the domain's id
     * @param request the fields to change
     * @see #update(String, DomainUpdateRequest, RequestOptions)
     */
    public void update(String domainId, DomainUpdateRequest request) {
        update(domainId, request, RequestOptions.none());
    }

    /**
     * Deletes a domain: {@code DELETE /api/v1/governance/domain/{domainId}}.
     *
     * @param domainId the domain's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no domain has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String domainId, RequestOptions options) {
        raw.delete(domainId, options);
    }

    /**
     * Deletes a domain with the client's options.
     *
     * @param domainId the domain's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String domainId) {
        delete(domainId, RequestOptions.none());
    }

    /**
     * Exports every domain that matches, unpaged: {@code POST /api/v1/governance/domain/export}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return every match
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public List<DomainListItem> export(ListRequest request, RequestOptions options) {
        return raw.export(request, options).data().items();
    }

    /**
     * Exports every matching domain with the client's options.
     *
     * @param request sorting, filters and search
     * @return every match
     * @see #export(ListRequest, RequestOptions)
     */
    public List<DomainListItem> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Reads the whole domain tree, without filters, sorting or paging:
     * {@code POST /api/v1/governance/domain/tree-view}.
     *
     * @param hasUserFilter {@code true} to keep only the caller's domains
     * @param options the call's options
     * @return the top-level domains with their descendants
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public DomainTree treeView(boolean hasUserFilter, RequestOptions options) {
        return raw.treeView(hasUserFilter, options).data();
    }

    /**
     * Reads the whole domain tree with the client's options.
     *
     * @param hasUserFilter {@code true} to keep only the caller's domains
     * @return the tree
     * @see #treeView(boolean, RequestOptions)
     */
    public DomainTree treeView(boolean hasUserFilter) {
        return treeView(hasUserFilter, RequestOptions.none());
    }

    /**
     * The domains operations answering the whole envelope ({@link DgqResponse}): message, timestamp, correlation
     * id, status and headers besides the data. Same routes and errors as {@link DomainsClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a domain.
         *
         * @param request the domain's fields
         * @param options the call's options
         * @return the envelope holding the created domain
         * @see DomainsClient#create(DomainCreateRequest, RequestOptions)
         */
        public DgqResponse<Domain> create(DomainCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), DOMAIN, options);
        }

        /**
         * Reads a domain.
         *
         * @param domainId the domain's id
         * @param options the call's options
         * @return the envelope holding the domain
         * @see DomainsClient#get(String, RequestOptions)
         */
        public DgqResponse<Domain> get(String domainId, RequestOptions options) {
            return transport.execute(GET.bind(null, domainId), DOMAIN, options);
        }

        /**
         * Lists one page of domains.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see DomainsClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<DomainListItem>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Updates a domain.
         *
         * @param domainId the domain's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see DomainsClient#update(String, DomainUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String domainId, DomainUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), domainId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes a domain.
         *
         * @param domainId the domain's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see DomainsClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String domainId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, domainId), ResponseType.object(), options);
        }

        /**
         * Exports every matching domain.
         *
         * @param request sorting, filters and search
         * @param options the call's options
         * @return the envelope holding every match as one page
         * @see DomainsClient#export(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<DomainListItem>> export(ListRequest request, RequestOptions options) {
            ListRequest all = WriteRequest.requireRequest(request, "request").toBuilder().export(true).build();
            return transport.executeList(EXPORT, NO_PARAMETERS, all, ITEMS, options);
        }

        /**
         * Reads the domain tree.
         *
         * @param hasUserFilter {@code true} to keep only the caller's domains
         * @param options the call's options
         * @return the envelope holding the tree
         * @see DomainsClient#treeView(boolean, RequestOptions)
         */
        public DgqResponse<DomainTree> treeView(boolean hasUserFilter, RequestOptions options) {
            return transport.execute(TREE_VIEW.bind(Map.of("has_user_filter", hasUserFilter)), TREE, options);
        }
    }
}
