// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * Data sources without waiting: the asynchronous twin of {@link SourcesClient}, with the same operations, routes,
 * retries and errors. Reached through {@code client.async().sources()};
 * {@code client.async().withRawResponse().sources()} answers the whole envelope. Each method starts the call and
 * returns a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface SourcesAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a data source without waiting: the asynchronous {@link SourcesClient#create(SourceCreateRequest,
     * RequestOptions)}.
     *
     * @param request the data source's fields
     * @param options the call's options
     * @return a future of the created data source, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Source> create(SourceCreateRequest request, RequestOptions options);

    /**
     * Creates a data source without waiting, with the client's options.
     *
     * @param request the data source's fields
     * @return a future of the created data source, with its new id
     * @see #create(SourceCreateRequest, RequestOptions)
     */
    default CompletableFuture<Source> create(SourceCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a data source by its id without waiting: the asynchronous {@link SourcesClient#get(String,
     * RequestOptions)}.
     *
     * @param sourceId the source's id
     * @param options the call's options
     * @return a future of the data source's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code sourceId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Source> get(String sourceId, RequestOptions options);

    /**
     * Reads a data source by its id without waiting, with the client's options.
     *
     * @param sourceId the source's id
     * @return a future of the data source's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<Source> get(String sourceId) {
        return get(sourceId, RequestOptions.none());
    }

    /**
     * Updates some fields of a data source without waiting: the asynchronous {@link SourcesClient#update(String,
     * SourceUpdateRequest, RequestOptions)}.
     *
     * @param sourceId the source's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code sourceId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String sourceId, SourceUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a data source without waiting, with the client's options.
     *
     * @param sourceId the source's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, SourceUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String sourceId, SourceUpdateRequest request) {
        return update(sourceId, request, RequestOptions.none());
    }

    /**
     * Deletes a data source without waiting: the asynchronous {@link SourcesClient#delete(String, RequestOptions)}.
     *
     * @param sourceId the source's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code sourceId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String sourceId, RequestOptions options);

    /**
     * Deletes a data source without waiting, with the client's options.
     *
     * @param sourceId the source's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String sourceId) {
        return delete(sourceId, RequestOptions.none());
    }

    /**
     * Lists one page of data sources without waiting: the asynchronous {@link SourcesClient#list(ListRequest,
     * RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link SourceColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<SourceListItem>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of data sources without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link SourceColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<SourceListItem>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link SourcesClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link SourceColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<SourceListItem> listAllAsync(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link SourceColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<SourceListItem> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /** The {@link SourcesAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a data source without waiting, answering the whole envelope.
         *
         * @param request the data source's fields
         * @param options the call's options
         * @return a future of the envelope holding the created data source, with its new id
         * @see SourcesAsyncClient#create(SourceCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Source>> create(SourceCreateRequest request, RequestOptions options);

        /**
         * Reads a data source by its id without waiting, answering the whole envelope.
         *
         * @param sourceId the source's id
         * @param options the call's options
         * @return a future of the envelope holding the data source's detail
         * @see SourcesAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<Source>> get(String sourceId, RequestOptions options);

        /**
         * Updates some fields of a data source without waiting, answering the whole envelope.
         *
         * @param sourceId the source's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see SourcesAsyncClient#update(String, SourceUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String sourceId, SourceUpdateRequest request, RequestOptions options);

        /**
         * Deletes a data source without waiting, answering the whole envelope.
         *
         * @param sourceId the source's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see SourcesAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String sourceId, RequestOptions options);

        /**
         * Lists one page of data sources without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link SourceColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see SourcesAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<SourceListItem>>> list(ListRequest request, RequestOptions options);
    }
}
