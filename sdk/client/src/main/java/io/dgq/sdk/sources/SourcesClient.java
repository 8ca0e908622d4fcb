// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.stream.Stream;

/**
 * Data sources: create, read, list, update and delete. Reached through {@code client.sources()};
 * {@code client.withRawResponse().sources()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/core/source}; {@code name} is required
 *   <li>{@code get}: {@code GET /api/v1/core/source/{sourceId}}
 *   <li>{@code update}: {@code PUT /api/v1/core/source/{sourceId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/core/source/{sourceId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/core/source/list}, sorted and filtered by
 *       {@link SourceColumn}
 * </ul>
 */
public interface SourcesClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a data source: {@code POST /api/v1/core/source}. Not retried once the request may have reached the
     * server.
     *
     * @param request the data source's fields
     * @param options the call's options
     * @return the created data source, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Source create(SourceCreateRequest request, RequestOptions options);

    /**
     * Creates a data source with the client's options.
     *
     * @param request the data source's fields
     * @return the created data source, with its new id
     * @see #create(SourceCreateRequest, RequestOptions)
     */
    default Source create(SourceCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a data source by its id: {@code GET /api/v1/core/source/{sourceId}}.
     *
     * @param sourceId the source's id
     * @param options the call's options
     * @return the data source's detail
     * @throws IllegalArgumentException before any request, if {@code sourceId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no data source has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Source get(String sourceId, RequestOptions options);

    /**
     * Reads a data source by its id with the client's options.
     *
     * @param sourceId the source's id
     * @return the data source's detail
     * @see #get(String, RequestOptions)
     */
    default Source get(String sourceId) {
        return get(sourceId, RequestOptions.none());
    }

    /**
     * Updates some fields of a data source: {@code PUT /api/v1/core/source/{sourceId}}. Fields not set in the request
     * keep their values; a field set to {@code null} is reset.
     *
     * @param sourceId the source's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code sourceId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no data source has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String sourceId, SourceUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a data source with the client's options.
     *
     * @param sourceId the source's id
     * @param request the fields to change
     * @see #update(String, SourceUpdateRequest, RequestOptions)
     */
    default void update(String sourceId, SourceUpdateRequest request) {
        update(sourceId, request, RequestOptions.none());
    }

    /**
     * Deletes a data source: {@code DELETE /api/v1/core/source/{sourceId}}.
     *
     * @param sourceId the source's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code sourceId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no data source has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String sourceId, RequestOptions options);

    /**
     * Deletes a data source with the client's options.
     *
     * @param sourceId the source's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String sourceId) {
        delete(sourceId, RequestOptions.none());
    }

    /**
     * Lists one page of data sources: {@code POST /api/v1/core/source/list}.
     *
     * @param request pagination, sorting (by {@link SourceColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<SourceListItem> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of data sources with the client's options.
     *
     * @param request pagination, sorting (by {@link SourceColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<SourceListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link SourceColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<SourceListItem> listAll(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link SourceColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<SourceListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /** The {@link SourcesClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}). */
    interface WithRawResponse {
        /**
         * Creates a data source, answering the whole envelope.
         *
         * @param request the data source's fields
         * @param options the call's options
         * @return the envelope holding the created data source, with its new id
         * @see SourcesClient#create(SourceCreateRequest, RequestOptions)
         */
        DgqResponse<Source> create(SourceCreateRequest request, RequestOptions options);

        /**
         * Reads a data source by its id, answering the whole envelope.
         *
         * @param sourceId the source's id
         * @param options the call's options
         * @return the envelope holding the data source's detail
         * @see SourcesClient#get(String, RequestOptions)
         */
        DgqResponse<Source> get(String sourceId, RequestOptions options);

        /**
         * Updates some fields of a data source, answering the whole envelope.
         *
         * @param sourceId the source's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see SourcesClient#update(String, SourceUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String sourceId, SourceUpdateRequest request, RequestOptions options);

        /**
         * Deletes a data source, answering the whole envelope.
         *
         * @param sourceId the source's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see SourcesClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String sourceId, RequestOptions options);

        /**
         * Lists one page of data sources, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link SourceColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see SourcesClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<SourceListItem>> list(ListRequest request, RequestOptions options);
    }
}
