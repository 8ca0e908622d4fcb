package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.model.WriteRequest;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.stream.Stream;

/**
 * Listing the records attached to one object, page by page: {@code POST} on the resource's by-object route, for
 * example {@code POST /api/v1/core/document/{category}/{objectId}}.
 *
 * @param <T> the record type
 */
public interface ByObjectOperation<T> {

    /**
     * Lists one page of the records attached to one object: {@code POST} on the resource's by-object route,
     * named in the client's description.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by the resource's {@code Column} constants), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws IllegalArgumentException before any request, if an argument is {@code null} or blank
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<T> byObject(String category, String objectId, ListRequest request, RequestOptions options);

    /**
     * Lists one page of the records attached to one object with the client's options.
     *
     * @param category the object's category
     * @param objectId the object's id
     * @param request the list body
     * @return the page
     * @see #byObject(String, String, ListRequest, RequestOptions)
     */
    default Page<T> byObject(String category, String objectId, ListRequest request) {
        return byObject(category, objectId, request, RequestOptions.none());
    }

    /**
     * Streams every record attached to one object, from the request's page on, fetching each page only when the
     * previous one has been consumed: {@link #byObject(String, String, ListRequest, RequestOptions)}, page after
     * page.
     *
     * @param category the object's category
     * @param objectId the object's id
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if an argument is {@code null} or blank
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<T> byObjectAll(String category, String objectId, ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        requireText(category, "category");
        requireText(objectId, "objectId");
        return AutoPager.lazy(() -> byObject(category, objectId, request, options)).stream();
    }

    /**
     * Streams every record attached to one object with the client's options.
     *
     * @param category the object's category
     * @param objectId the object's id
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #byObjectAll(String, String, ListRequest, RequestOptions)
     */
    default Stream<T> byObjectAll(String category, String objectId, ListRequest request) {
        return byObjectAll(category, objectId, request, RequestOptions.none());
    }

    private static void requireText(String value, String name) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("'" + name + "' must not be " + (value == null ? "null" : "blank"));
        }
    }

    /**
     * Listing the records attached to one object, answering the whole envelope.
     *
     * @param <T> the record type
     */
    interface Raw<T> {

        /**
         * Lists one page of the records attached to one object.
         *
         * @param category the object's category
         * @param objectId the object's id
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see ByObjectOperation#byObject(String, String, ListRequest, RequestOptions)
         */
        DgqResponse<Page<T>> byObject(String category, String objectId, ListRequest request, RequestOptions options);
    }
}
