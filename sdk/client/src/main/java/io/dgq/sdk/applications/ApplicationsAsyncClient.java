// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.applications;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Applications without waiting: the asynchronous twin of {@link ApplicationsClient}, with the same operations, routes,
 * retries and errors. Reached through {@code client.async().applications()};
 * {@code client.async().withRawResponse().applications()} answers the whole envelope. Each method starts the call and
 * returns a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface ApplicationsAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates an application without waiting: the asynchronous
     * {@link ApplicationsClient#create(ApplicationCreateRequest, RequestOptions)}.
     *
     * @param request the application's fields
     * @param options the call's options
     * @return a future of the created application, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Application> create(ApplicationCreateRequest request, RequestOptions options);

    /**
     * Creates an application without waiting, with the client's options.
     *
     * @param request the application's fields
     * @return a future of the created application, with its new id
     * @see #create(ApplicationCreateRequest, RequestOptions)
     */
    default CompletableFuture<Application> create(ApplicationCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Exports every matching application in one answer without waiting: the asynchronous
     * {@link ApplicationsClient#export(ListRequest, RequestOptions)}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return a future of every match; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<List<ApplicationListItem>> export(ListRequest request, RequestOptions options);

    /**
     * Exports every matching application in one answer without waiting, with the client's options.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @return a future of every match
     * @see #export(ListRequest, RequestOptions)
     */
    default CompletableFuture<List<ApplicationListItem>> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Reads an application by its id without waiting: the asynchronous {@link ApplicationsClient#get(String,
     * RequestOptions)}.
     *
     * @param applicationId the application's id
     * @param options the call's options
     * @return a future of the application's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code applicationId} is {@code null} or blank,
     *     or {@code options} is {@code null}
     */
    CompletableFuture<Application> get(String applicationId, RequestOptions options);

    /**
     * Reads an application by its id without waiting, with the client's options.
     *
     * @param applicationId the application's id
     * @return a future of the application's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<Application> get(String applicationId) {
        return get(applicationId, RequestOptions.none());
    }

    /**
     * Updates some fields of an application without waiting: the asynchronous {@link ApplicationsClient#update(String,
     * ApplicationUpdateRequest, RequestOptions)}.
     *
     * @param applicationId the application's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code applicationId} is {@code null} or blank,
     *     or {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String applicationId, ApplicationUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of an application without waiting, with the client's options.
     *
     * @param applicationId the application's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, ApplicationUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String applicationId, ApplicationUpdateRequest request) {
        return update(applicationId, request, RequestOptions.none());
    }

    /**
     * Deletes an application without waiting: the asynchronous {@link ApplicationsClient#delete(String,
     * RequestOptions)}.
     *
     * @param applicationId the application's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code applicationId} is {@code null} or blank,
     *     or {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String applicationId, RequestOptions options);

    /**
     * Deletes an application without waiting, with the client's options.
     *
     * @param applicationId the application's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String applicationId) {
        return delete(applicationId, RequestOptions.none());
    }

    /**
     * Lists one page of applications without waiting: the asynchronous {@link ApplicationsClient#list(ListRequest,
     * RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link ApplicationColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<ApplicationListItem>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of applications without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link ApplicationColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<ApplicationListItem>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link ApplicationsClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link ApplicationColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<ApplicationListItem> listAllAsync(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link ApplicationColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<ApplicationListItem> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /** The {@link ApplicationsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates an application without waiting, answering the whole envelope.
         *
         * @param request the application's fields
         * @param options the call's options
         * @return a future of the envelope holding the created application, with its new id
         * @see ApplicationsAsyncClient#create(ApplicationCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Application>> create(ApplicationCreateRequest request, RequestOptions options);

        /**
         * Exports every matching application in one answer without waiting, answering the whole envelope.
         *
         * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
         * @param options the call's options
         * @return a future of the envelope holding every match as one page
         * @see ApplicationsAsyncClient#export(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<ApplicationListItem>>> export(ListRequest request, RequestOptions options);

        /**
         * Reads an application by its id without waiting, answering the whole envelope.
         *
         * @param applicationId the application's id
         * @param options the call's options
         * @return a future of the envelope holding the application's detail
         * @see ApplicationsAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<Application>> get(String applicationId, RequestOptions options);

        /**
         * Updates some fields of an application without waiting, answering the whole envelope.
         *
         * @param applicationId the application's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see ApplicationsAsyncClient#update(String, ApplicationUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String applicationId, ApplicationUpdateRequest request, RequestOptions options);

        /**
         * Deletes an application without waiting, answering the whole envelope.
         *
         * @param applicationId the application's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see ApplicationsAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String applicationId, RequestOptions options);

        /**
         * Lists one page of applications without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link ApplicationColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see ApplicationsAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<ApplicationListItem>>> list(ListRequest request, RequestOptions options);
    }
}
