// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.stream.Stream;

/**
 * Domains: create, read, list, update, delete, export and the domain tree. Reached through {@code client.domains()};
 * {@code client.withRawResponse().domains()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/governance/domain}; {@code name} is required
 *   <li>{@code export}: {@code POST /api/v1/governance/domain/export}
 *   <li>{@code get}: {@code GET /api/v1/governance/domain/{domainId}}; the server counts a view
 *   <li>{@code update}: {@code PUT /api/v1/governance/domain/{domainId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/governance/domain/{domainId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/governance/domain/list}, sorted and filtered by
 *       {@link DomainColumn}
 *   <li>{@code treeView}: {@code POST /api/v1/governance/domain/tree-view}
 * </ul>
 */
public interface DomainsClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a domain: {@code POST /api/v1/governance/domain}. Not retried once the request may have reached the
     * server.
     *
     * @param request the domain's fields
     * @param options the call's options
     * @return the created domain, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqConflictException if the server refuses the write as conflicting with the current
     *     state
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Domain create(DomainCreateRequest request, RequestOptions options);

    /**
     * Creates a domain with the client's options.
     *
     * @param request the domain's fields
     * @return the created domain, with its new id
     * @see #create(DomainCreateRequest, RequestOptions)
     */
    default Domain create(DomainCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Exports every matching domain in one answer: {@code POST /api/v1/governance/domain/export}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return every match
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<DomainListItem> export(ListRequest request, RequestOptions options);

    /**
     * Exports every matching domain in one answer with the client's options.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @return every match
     * @see #export(ListRequest, RequestOptions)
     */
    default List<DomainListItem> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Reads a domain by its id: {@code GET /api/v1/governance/domain/{domainId}}.
     *
     * @param domainId the domain's id
     * @param options the call's options
     * @return the domain's detail
     * @throws IllegalArgumentException before any request, if {@code domainId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no domain has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Domain get(String domainId, RequestOptions options);

    /**
     * Reads a domain by its id with the client's options.
     *
     * @param domainId the domain's id
     * @return the domain's detail
     * @see #get(String, RequestOptions)
     */
    default Domain get(String domainId) {
        return get(domainId, RequestOptions.none());
    }

    /**
     * Updates some fields of a domain: {@code PUT /api/v1/governance/domain/{domainId}}. Fields not set in the request
     * keep their values; a field set to {@code null} is reset.
     *
     * @param domainId the domain's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code domainId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no domain has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqConflictException if the server refuses the write as conflicting with the current
     *     state
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String domainId, DomainUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a domain with the client's options.
     *
     * @param domainId the domain's id
     * @param request the fields to change
     * @see #update(String, DomainUpdateRequest, RequestOptions)
     */
    default void update(String domainId, DomainUpdateRequest request) {
        update(domainId, request, RequestOptions.none());
    }

    /**
     * Deletes a domain: {@code DELETE /api/v1/governance/domain/{domainId}}.
     *
     * @param domainId the domain's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code domainId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no domain has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String domainId, RequestOptions options);

    /**
     * Deletes a domain with the client's options.
     *
     * @param domainId the domain's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String domainId) {
        delete(domainId, RequestOptions.none());
    }

    /**
     * Lists one page of domains: {@code POST /api/v1/governance/domain/list}.
     *
     * @param request pagination, sorting (by {@link DomainColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<DomainListItem> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of domains with the client's options.
     *
     * @param request pagination, sorting (by {@link DomainColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<DomainListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link DomainColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<DomainListItem> listAll(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link DomainColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<DomainListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Reads the whole domain tree, without filters, sorting or paging: {@code POST
     * /api/v1/governance/domain/tree-view}.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @param options the call's options
     * @return the top-level domains with their descendants
     * @throws IllegalArgumentException before any request, if {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    DomainTree treeView(boolean hasUserFilter, RequestOptions options);

    /**
     * Reads the whole domain tree, without filters, sorting or paging with the client's options.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @return the top-level domains with their descendants
     * @see #treeView(boolean, RequestOptions)
     */
    default DomainTree treeView(boolean hasUserFilter) {
        return treeView(hasUserFilter, RequestOptions.none());
    }

    /** The {@link DomainsClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}). */
    interface WithRawResponse {
        /**
         * Creates a domain, answering the whole envelope.
         *
         * @param request the domain's fields
         * @param options the call's options
         * @return the envelope holding the created domain, with its new id
         * @see DomainsClient#create(DomainCreateRequest, RequestOptions)
         */
        DgqResponse<Domain> create(DomainCreateRequest request, RequestOptions options);

        /**
         * Exports every matching domain in one answer, answering the whole envelope.
         *
         * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
         * @param options the call's options
         * @return the envelope holding every match as one page
         * @see DomainsClient#export(ListRequest, RequestOptions)
         */
        DgqResponse<Page<DomainListItem>> export(ListRequest request, RequestOptions options);

        /**
         * Reads a domain by its id, answering the whole envelope.
         *
         * @param domainId the domain's id
         * @param options the call's options
         * @return the envelope holding the domain's detail
         * @see DomainsClient#get(String, RequestOptions)
         */
        DgqResponse<Domain> get(String domainId, RequestOptions options);

        /**
         * Updates some fields of a domain, answering the whole envelope.
         *
         * @param domainId the domain's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see DomainsClient#update(String, DomainUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String domainId, DomainUpdateRequest request, RequestOptions options);

        /**
         * Deletes a domain, answering the whole envelope.
         *
         * @param domainId the domain's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see DomainsClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String domainId, RequestOptions options);

        /**
         * Lists one page of domains, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link DomainColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see DomainsClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<DomainListItem>> list(ListRequest request, RequestOptions options);

        /**
         * Reads the whole domain tree, without filters, sorting or paging, answering the whole envelope.
         *
         * @param hasUserFilter {@code true} to keep only the records the caller created
         * @param options the call's options
         * @return the envelope holding the top-level domains with their descendants
         * @see DomainsClient#treeView(boolean, RequestOptions)
         */
        DgqResponse<DomainTree> treeView(boolean hasUserFilter, RequestOptions options);
    }
}
