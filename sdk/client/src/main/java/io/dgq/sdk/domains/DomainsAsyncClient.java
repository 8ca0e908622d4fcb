// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Domains without waiting: the asynchronous twin of {@link DomainsClient}, with the same operations, routes, retries
 * and errors. Reached through {@code client.async().domains()}; {@code client.async().withRawResponse().domains()}
 * answers the whole envelope. Each method starts the call and returns a {@link CompletableFuture} of what the blocking
 * method returns ({@code Void} for nothing), failing with the exceptions it throws; a bad argument throws
 * {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface DomainsAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a domain without waiting: the asynchronous {@link DomainsClient#create(DomainCreateRequest,
     * RequestOptions)}.
     *
     * @param request the domain's fields
     * @param options the call's options
     * @return a future of the created domain, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Domain> create(DomainCreateRequest request, RequestOptions options);

    /**
     * Creates a domain without waiting, with the client's options.
     *
     * @param request the domain's fields
     * @return a future of the created domain, with its new id
     * @see #create(DomainCreateRequest, RequestOptions)
     */
    default CompletableFuture<Domain> create(DomainCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Exports every matching domain in one answer without waiting: the asynchronous
     * {@link DomainsClient#export(ListRequest, RequestOptions)}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return a future of every match; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<List<DomainListItem>> export(ListRequest request, RequestOptions options);

    /**
     * Exports every matching domain in one answer without waiting, with the client's options.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @return a future of every match
     * @see #export(ListRequest, RequestOptions)
     */
    default CompletableFuture<List<DomainListItem>> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Reads a domain by its id without waiting: the asynchronous {@link DomainsClient#get(String, RequestOptions)}.
     *
     * @param domainId the domain's id
     * @param options the call's options
     * @return a future of the domain's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code domainId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Domain> get(String domainId, RequestOptions options);

    /**
     * Reads a domain by its id without waiting, with the client's options.
     *
     * @param domainId the domain's id
     * @return a future of the domain's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<Domain> get(String domainId) {
        return get(domainId, RequestOptions.none());
    }

    /**
     * Updates some fields of a domain without waiting: the asynchronous {@link DomainsClient#update(String,
     * DomainUpdateRequest, RequestOptions)}.
     *
     * @param domainId the domain's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code domainId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String domainId, DomainUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a domain without waiting, with the client's options.
     *
     * @param domainId the domain's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, DomainUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String domainId, DomainUpdateRequest request) {
        return update(domainId, request, RequestOptions.none());
    }

    /**
     * Deletes a domain without waiting: the asynchronous {@link DomainsClient#delete(String, RequestOptions)}.
     *
     * @param domainId the domain's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code domainId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String domainId, RequestOptions options);

    /**
     * Deletes a domain without waiting, with the client's options.
     *
     * @param domainId the domain's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String domainId) {
        return delete(domainId, RequestOptions.none());
    }

    /**
     * Lists one page of domains without waiting: the asynchronous {@link DomainsClient#list(ListRequest,
     * RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link DomainColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<DomainListItem>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of domains without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link DomainColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<DomainListItem>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link DomainsClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link DomainColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<DomainListItem> listAllAsync(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link DomainColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<DomainListItem> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /**
     * Reads the whole domain tree, without filters, sorting or paging without waiting: the asynchronous
     * {@link DomainsClient#treeView(boolean, RequestOptions)}.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @param options the call's options
     * @return a future of the top-level domains with their descendants; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code options} is {@code null}
     */
    CompletableFuture<DomainTree> treeView(boolean hasUserFilter, RequestOptions options);

    /**
     * Reads the whole domain tree, without filters, sorting or paging without waiting, with the client's options.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @return a future of the top-level domains with their descendants
     * @see #treeView(boolean, RequestOptions)
     */
    default CompletableFuture<DomainTree> treeView(boolean hasUserFilter) {
        return treeView(hasUserFilter, RequestOptions.none());
    }

    /** The {@link DomainsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a domain without waiting, answering the whole envelope.
         *
         * @param request the domain's fields
         * @param options the call's options
         * @return a future of the envelope holding the created domain, with its new id
         * @see DomainsAsyncClient#create(DomainCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Domain>> create(DomainCreateRequest request, RequestOptions options);

        /**
         * Exports every matching domain in one answer without waiting, answering the whole envelope.
         *
         * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
         * @param options the call's options
         * @return a future of the envelope holding every match as one page
         * @see DomainsAsyncClient#export(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<DomainListItem>>> export(ListRequest request, RequestOptions options);

        /**
         * Reads a domain by its id without waiting, answering the whole envelope.
         *
         * @param domainId the domain's id
         * @param options the call's options
         * @return a future of the envelope holding the domain's detail
         * @see DomainsAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<Domain>> get(String domainId, RequestOptions options);

        /**
         * Updates some fields of a domain without waiting, answering the whole envelope.
         *
         * @param domainId the domain's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see DomainsAsyncClient#update(String, DomainUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String domainId, DomainUpdateRequest request, RequestOptions options);

        /**
         * Deletes a domain without waiting, answering the whole envelope.
         *
         * @param domainId the domain's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see DomainsAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String domainId, RequestOptions options);

        /**
         * Lists one page of domains without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link DomainColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see DomainsAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<DomainListItem>>> list(ListRequest request, RequestOptions options);

        /**
         * Reads the whole domain tree, without filters, sorting or paging without waiting, answering the whole
         * envelope.
         *
         * @param hasUserFilter {@code true} to keep only the records the caller created
         * @param options the call's options
         * @return a future of the envelope holding the top-level domains with their descendants
         * @see DomainsAsyncClient#treeView(boolean, RequestOptions)
         */
        CompletableFuture<DgqResponse<DomainTree>> treeView(boolean hasUserFilter, RequestOptions options);
    }
}
