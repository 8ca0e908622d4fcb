// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * Glossaries without waiting: the asynchronous twin of {@link GlossariesClient}, with the same operations, routes,
 * retries and errors. Reached through {@code client.async().glossaries()};
 * {@code client.async().withRawResponse().glossaries()} answers the whole envelope. Each method starts the call and
 * returns a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface GlossariesAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a glossary without waiting: the asynchronous {@link GlossariesClient#create(GlossaryCreateRequest,
     * RequestOptions)}.
     *
     * @param request the glossary's fields
     * @param options the call's options
     * @return a future of the created glossary, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Glossary> create(GlossaryCreateRequest request, RequestOptions options);

    /**
     * Creates a glossary without waiting, with the client's options.
     *
     * @param request the glossary's fields
     * @return a future of the created glossary, with its new id
     * @see #create(GlossaryCreateRequest, RequestOptions)
     */
    default CompletableFuture<Glossary> create(GlossaryCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads the whole glossary tree, without filters, sorting or paging without waiting: the asynchronous
     * {@link GlossariesClient#treeView(boolean, RequestOptions)}.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @param options the call's options
     * @return a future of the top-level glossaries with their descendants; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code options} is {@code null}
     */
    CompletableFuture<GlossaryTree> treeView(boolean hasUserFilter, RequestOptions options);

    /**
     * Reads the whole glossary tree, without filters, sorting or paging without waiting, with the client's options.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @return a future of the top-level glossaries with their descendants
     * @see #treeView(boolean, RequestOptions)
     */
    default CompletableFuture<GlossaryTree> treeView(boolean hasUserFilter) {
        return treeView(hasUserFilter, RequestOptions.none());
    }

    /**
     * Reads a glossary by its id without waiting: the asynchronous {@link GlossariesClient#get(String,
     * RequestOptions)}.
     *
     * @param glossaryId the glossary's id
     * @param options the call's options
     * @return a future of the glossary's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code glossaryId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Glossary> get(String glossaryId, RequestOptions options);

    /**
     * Reads a glossary by its id without waiting, with the client's options.
     *
     * @param glossaryId the glossary's id
     * @return a future of the glossary's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<Glossary> get(String glossaryId) {
        return get(glossaryId, RequestOptions.none());
    }

    /**
     * Updates some fields of a glossary without waiting: the asynchronous {@link GlossariesClient#update(String,
     * GlossaryUpdateRequest, RequestOptions)}.
     *
     * @param glossaryId the glossary's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code glossaryId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String glossaryId, GlossaryUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a glossary without waiting, with the client's options.
     *
     * @param glossaryId the glossary's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, GlossaryUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String glossaryId, GlossaryUpdateRequest request) {
        return update(glossaryId, request, RequestOptions.none());
    }

    /**
     * Deletes a glossary without waiting: the asynchronous {@link GlossariesClient#delete(String, RequestOptions)}.
     *
     * @param glossaryId the glossary's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code glossaryId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String glossaryId, RequestOptions options);

    /**
     * Deletes a glossary without waiting, with the client's options.
     *
     * @param glossaryId the glossary's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String glossaryId) {
        return delete(glossaryId, RequestOptions.none());
    }

    /**
     * Lists one page of glossaries without waiting: the asynchronous {@link GlossariesClient#list(ListRequest,
     * RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link GlossaryColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<GlossaryListItem>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of glossaries without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link GlossaryColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<GlossaryListItem>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link GlossariesClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link GlossaryColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<GlossaryListItem> listAllAsync(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link GlossaryColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<GlossaryListItem> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /** The {@link GlossariesAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a glossary without waiting, answering the whole envelope.
         *
         * @param request the glossary's fields
         * @param options the call's options
         * @return a future of the envelope holding the created glossary, with its new id
         * @see GlossariesAsyncClient#create(GlossaryCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Glossary>> create(GlossaryCreateRequest request, RequestOptions options);

        /**
         * Reads the whole glossary tree, without filters, sorting or paging without waiting, answering the whole
         * envelope.
         *
         * @param hasUserFilter {@code true} to keep only the records the caller created
         * @param options the call's options
         * @return a future of the envelope holding the top-level glossaries with their descendants
         * @see GlossariesAsyncClient#treeView(boolean, RequestOptions)
         */
        CompletableFuture<DgqResponse<GlossaryTree>> treeView(boolean hasUserFilter, RequestOptions options);

        /**
         * Reads a glossary by its id without waiting, answering the whole envelope.
         *
         * @param glossaryId the glossary's id
         * @param options the call's options
         * @return a future of the envelope holding the glossary's detail
         * @see GlossariesAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<Glossary>> get(String glossaryId, RequestOptions options);

        /**
         * Updates some fields of a glossary without waiting, answering the whole envelope.
         *
         * @param glossaryId the glossary's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see GlossariesAsyncClient#update(String, GlossaryUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String glossaryId, GlossaryUpdateRequest request, RequestOptions options);

        /**
         * Deletes a glossary without waiting, answering the whole envelope.
         *
         * @param glossaryId the glossary's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see GlossariesAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String glossaryId, RequestOptions options);

        /**
         * Lists one page of glossaries without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link GlossaryColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see GlossariesAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<GlossaryListItem>>> list(ListRequest request, RequestOptions options);
    }
}
