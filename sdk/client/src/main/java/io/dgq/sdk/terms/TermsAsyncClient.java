// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.terms;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Terms without waiting: the asynchronous twin of {@link TermsClient}, with the same operations, routes, retries and
 * errors. Reached through {@code client.async().terms()}; {@code client.async().withRawResponse().terms()} answers the
 * whole envelope. Each method starts the call and returns a {@link CompletableFuture} of what the blocking method
 * returns ({@code Void} for nothing), failing with the exceptions it throws; a bad argument throws
 * {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface TermsAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a term without waiting: the asynchronous {@link TermsClient#create(TermCreateRequest, RequestOptions)}.
     *
     * @param request the term's fields
     * @param options the call's options
     * @return a future of the created term, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Term> create(TermCreateRequest request, RequestOptions options);

    /**
     * Creates a term without waiting, with the client's options.
     *
     * @param request the term's fields
     * @return a future of the created term, with its new id
     * @see #create(TermCreateRequest, RequestOptions)
     */
    default CompletableFuture<Term> create(TermCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Exports every matching term in one answer without waiting: the asynchronous
     * {@link TermsClient#export(ListRequest, RequestOptions)}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return a future of every match; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<List<TermListItem>> export(ListRequest request, RequestOptions options);

    /**
     * Exports every matching term in one answer without waiting, with the client's options.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @return a future of every match
     * @see #export(ListRequest, RequestOptions)
     */
    default CompletableFuture<List<TermListItem>> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Reads a term by its id without waiting: the asynchronous {@link TermsClient#get(String, RequestOptions)}.
     *
     * @param termId the term's id
     * @param options the call's options
     * @return a future of the term's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code termId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Term> get(String termId, RequestOptions options);

    /**
     * Reads a term by its id without waiting, with the client's options.
     *
     * @param termId the term's id
     * @return a future of the term's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<Term> get(String termId) {
        return get(termId, RequestOptions.none());
    }

    /**
     * Updates some fields of a term without waiting: the asynchronous {@link TermsClient#update(String,
     * TermUpdateRequest, RequestOptions)}.
     *
     * @param termId the term's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code termId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String termId, TermUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a term without waiting, with the client's options.
     *
     * @param termId the term's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, TermUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String termId, TermUpdateRequest request) {
        return update(termId, request, RequestOptions.none());
    }

    /**
     * Deletes a term without waiting: the asynchronous {@link TermsClient#delete(String, RequestOptions)}.
     *
     * @param termId the term's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code termId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String termId, RequestOptions options);

    /**
     * Deletes a term without waiting, with the client's options.
     *
     * @param termId the term's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String termId) {
        return delete(termId, RequestOptions.none());
    }

    /**
     * Lists one page of terms without waiting: the asynchronous {@link TermsClient#list(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link TermColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<TermListItem>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of terms without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link TermColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<TermListItem>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link TermsClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link TermColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<TermListItem> listAllAsync(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link TermColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<TermListItem> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /**
     * Lists every active term, unpaged without waiting: the asynchronous {@link TermsClient#active(RequestOptions)}.
     *
     * @param options the call's options
     * @return a future of the active terms, in the server's order; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code options} is {@code null}
     */
    CompletableFuture<List<TermListItem>> active(RequestOptions options);

    /**
     * Lists every active term, unpaged without waiting, with the client's options.
     *
     * @return a future of the active terms, in the server's order
     * @see #active(RequestOptions)
     */
    default CompletableFuture<List<TermListItem>> active() {
        return active(RequestOptions.none());
    }

    /** The {@link TermsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a term without waiting, answering the whole envelope.
         *
         * @param request the term's fields
         * @param options the call's options
         * @return a future of the envelope holding the created term, with its new id
         * @see TermsAsyncClient#create(TermCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Term>> create(TermCreateRequest request, RequestOptions options);

        /**
         * Exports every matching term in one answer without waiting, answering the whole envelope.
         *
         * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
         * @param options the call's options
         * @return a future of the envelope holding every match as one page
         * @see TermsAsyncClient#export(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<TermListItem>>> export(ListRequest request, RequestOptions options);

        /**
         * Reads a term by its id without waiting, answering the whole envelope.
         *
         * @param termId the term's id
         * @param options the call's options
         * @return a future of the envelope holding the term's detail
         * @see TermsAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<Term>> get(String termId, RequestOptions options);

        /**
         * Updates some fields of a term without waiting, answering the whole envelope.
         *
         * @param termId the term's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see TermsAsyncClient#update(String, TermUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String termId, TermUpdateRequest request, RequestOptions options);

        /**
         * Deletes a term without waiting, answering the whole envelope.
         *
         * @param termId the term's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see TermsAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String termId, RequestOptions options);

        /**
         * Lists one page of terms without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link TermColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see TermsAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<TermListItem>>> list(ListRequest request, RequestOptions options);

        /**
         * Lists every active term, unpaged without waiting, answering the whole envelope.
         *
         * @param options the call's options
         * @return a future of the envelope holding the active terms, in the server's order
         * @see TermsAsyncClient#active(RequestOptions)
         */
        CompletableFuture<DgqResponse<List<TermListItem>>> active(RequestOptions options);
    }
}
