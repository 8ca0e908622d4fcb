package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.model.WriteRequest;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * Listing the records attached to one object without waiting: the asynchronous twin of {@link ByObjectOperation}.
 *
 * <p>Failures arrive through the future, as the exceptions the blocking method throws; a bad argument throws
 * {@link IllegalArgumentException} at once.
 *
 * @param <T> the record type
 */
public interface ByObjectAsyncOperation<T> {

    /**
     * Lists one page of the records attached to one object without waiting: the asynchronous {@link
     * ByObjectOperation#byObject(String, String, ListRequest, RequestOptions)}.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting, filters and search
     * @param options the call's options
     * @return a future of the page, with the total count; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<Page<T>> byObject(String category, String objectId, ListRequest request, RequestOptions options);

    /**
     * Lists one page of the records attached to one object without waiting, with the client's options.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting, filters and search
     * @return a future of the page, with the total count
     * @see #byObject(String, String, ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<T>> byObject(String category, String objectId, ListRequest request) {
        return byObject(category, objectId, request, RequestOptions.none());
    }

    /**
     * Walks every record attached to one object, from the request's page on, without waiting:
     * {@link #byObject(String, String, ListRequest, RequestOptions)}, page after page. The asynchronous twin of
     * {@link ByObjectOperation#byObjectAll(String, String, ListRequest, RequestOptions)}.
     *
     * @param category the object's category
     * @param objectId the object's id
     * @param request the list body of the first page
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if an argument is {@code null} or blank
     */
    default AsyncPager<T> byObjectAllAsync(
            String category, String objectId, ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        WriteRequest.requireRequest(options, "options");
        for (String[] text : new String[][] {{category, "category"}, {objectId, "objectId"}}) {
            if (text[0] == null || text[0].isBlank()) {
                throw new IllegalArgumentException(
                        "'" + text[1] + "' must not be " + (text[0] == null ? "null" : "blank"));
            }
        }
        return AsyncPager.of(request, next -> byObject(category, objectId, next, options));
    }

    /**
     * Walks every record attached to one object without waiting, with the client's options.
     *
     * @param category the object's category
     * @param objectId the object's id
     * @param request the list body of the first page
     * @return the pager; nothing is fetched until it is walked
     * @see #byObjectAllAsync(String, String, ListRequest, RequestOptions)
     */
    default AsyncPager<T> byObjectAllAsync(String category, String objectId, ListRequest request) {
        return byObjectAllAsync(category, objectId, request, RequestOptions.none());
    }

    /**
     * The same operation without waiting, answering the whole envelope.
     *
     * @param <T> the record type
     */
    interface Raw<T> {

        /**
         * Lists one page of the records attached to one object without waiting, answering the whole envelope.
         *
         * @param category the object's category, for example {@code table}
         * @param objectId the object's id
         * @param request pagination, sorting, filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page
         * @see ByObjectOperation.Raw#byObject(String, String, ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<T>>> byObject(
                String category, String objectId, ListRequest request, RequestOptions options);
    }
}
