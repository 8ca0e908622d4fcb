package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.model.WriteRequest;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.stream.Stream;

/**
 * Listing records page by page: {@code POST} on the resource's list route, for example
 * {@code POST /api/v1/governance/domain/list}, with pagination, sorting, filters and search.
 *
 * @param <T> the list item type
 */
public interface ListOperation<T> {

    /**
     * Lists one page of records: {@code POST} on the resource's list route, named in the client's description.
     *
     * @param request pagination, sorting (by the resource's {@code Column} constants), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<T> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of records with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<T> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record that matches, from the request's page on, fetching each page only when the previous
     * one has been consumed: {@link #list(ListRequest, RequestOptions)}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<T> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching record with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<T> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Listing records page by page, answering the whole envelope.
     *
     * @param <T> the list item type
     */
    interface Raw<T> {

        /**
         * Lists one page of records.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see ListOperation#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<T>> list(ListRequest request, RequestOptions options);
    }
}
