package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
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
