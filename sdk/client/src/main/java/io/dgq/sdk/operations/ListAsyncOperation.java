package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.model.WriteRequest;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * Listing records page by page without waiting: the asynchronous twin of {@link ListOperation}. A page's {@code
 * nextPage()} fetches the next page on the thread that calls it.
 *
 * <p>Failures arrive through the future, as the exceptions the blocking method throws; a bad argument throws
 * {@link IllegalArgumentException} at once.
 *
 * @param <T> the list item type
 */
public interface ListAsyncOperation<T> {

    /**
     * Lists one page of records without waiting: the asynchronous {@link ListOperation#list(ListRequest,
     * RequestOptions)}.
     *
     * @param request pagination, sorting, filters and search
     * @param options the call's options
     * @return a future of the page, with the total count; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<Page<T>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of records without waiting, with the client's options.
     *
     * @param request pagination, sorting, filters and search
     * @return a future of the page, with the total count
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<T>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record that matches, from the request's page on, without waiting: {@link #list(ListRequest,
     * RequestOptions)}, page after page, each page fetched once the records of the page before have been handed
     * over. The asynchronous twin of {@link ListOperation#listAll(ListRequest, RequestOptions)}.
     *
     * <pre>{@code
     * client.async().domains().listAllAsync(ListRequest.firstPage())
     *         .forEach(domain -> System.out.println(domain.name()))
     *         .join();
     * }</pre>
     *
     * @param request the list body of the first page
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<T> listAllAsync(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        WriteRequest.requireRequest(options, "options");
        return AsyncPager.of(request, next -> list(next, options));
    }

    /**
     * Walks every matching record without waiting, with the client's options.
     *
     * @param request the list body of the first page
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<T> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /**
     * The same operation without waiting, answering the whole envelope.
     *
     * @param <T> the list item type
     */
    interface Raw<T> {

        /**
         * Lists one page of records without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting, filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page
         * @see ListOperation.Raw#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<T>>> list(ListRequest request, RequestOptions options);
    }
}
