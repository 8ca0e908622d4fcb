// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * Alert clusters without waiting: the asynchronous twin of {@link AlertClustersClient}, with the same operations,
 * routes, retries and errors. Reached through {@code client.async().alertClusters()};
 * {@code client.async().withRawResponse().alertClusters()} answers the whole envelope. Each method starts the call and
 * returns a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface AlertClustersAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Reads the cluster that holds an alert, for an alert's detail view without waiting: the asynchronous
     * {@link AlertClustersClient#byAlert(String, RequestOptions)}.
     *
     * @param alertId the alert's id
     * @param options the call's options
     * @return a future of the cluster, with its alerts; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code alertId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<AlertCluster> byAlert(String alertId, RequestOptions options);

    /**
     * Reads the cluster that holds an alert, for an alert's detail view without waiting, with the client's options.
     *
     * @param alertId the alert's id
     * @return a future of the cluster, with its alerts
     * @see #byAlert(String, RequestOptions)
     */
    default CompletableFuture<AlertCluster> byAlert(String alertId) {
        return byAlert(alertId, RequestOptions.none());
    }

    /**
     * Reads an alert cluster by its id without waiting: the asynchronous {@link AlertClustersClient#get(String,
     * RequestOptions)}.
     *
     * @param clusterId the cluster's id
     * @param options the call's options
     * @return a future of the alert cluster's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code clusterId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<AlertCluster> get(String clusterId, RequestOptions options);

    /**
     * Reads an alert cluster by its id without waiting, with the client's options.
     *
     * @param clusterId the cluster's id
     * @return a future of the alert cluster's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<AlertCluster> get(String clusterId) {
        return get(clusterId, RequestOptions.none());
    }

    /**
     * Updates some fields of an alert cluster without waiting: the asynchronous
     * {@link AlertClustersClient#update(String, AlertClusterUpdateRequest, RequestOptions)}.
     *
     * @param clusterId the cluster's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code clusterId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String clusterId, AlertClusterUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of an alert cluster without waiting, with the client's options.
     *
     * @param clusterId the cluster's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, AlertClusterUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String clusterId, AlertClusterUpdateRequest request) {
        return update(clusterId, request, RequestOptions.none());
    }

    /**
     * Lists one page of alert clusters without waiting: the asynchronous {@link AlertClustersClient#list(ListRequest,
     * RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link AlertClusterColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<AlertClusterListItem>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of alert clusters without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link AlertClusterColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<AlertClusterListItem>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link AlertClustersClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link AlertClusterColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<AlertClusterListItem> listAllAsync(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link AlertClusterColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<AlertClusterListItem> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /** The {@link AlertClustersAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Reads the cluster that holds an alert, for an alert's detail view without waiting, answering the whole
         * envelope.
         *
         * @param alertId the alert's id
         * @param options the call's options
         * @return a future of the envelope holding the cluster, with its alerts
         * @see AlertClustersAsyncClient#byAlert(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<AlertCluster>> byAlert(String alertId, RequestOptions options);

        /**
         * Reads an alert cluster by its id without waiting, answering the whole envelope.
         *
         * @param clusterId the cluster's id
         * @param options the call's options
         * @return a future of the envelope holding the alert cluster's detail
         * @see AlertClustersAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<AlertCluster>> get(String clusterId, RequestOptions options);

        /**
         * Updates some fields of an alert cluster without waiting, answering the whole envelope.
         *
         * @param clusterId the cluster's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see AlertClustersAsyncClient#update(String, AlertClusterUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String clusterId, AlertClusterUpdateRequest request, RequestOptions options);

        /**
         * Lists one page of alert clusters without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link AlertClusterColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see AlertClustersAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<AlertClusterListItem>>> list(ListRequest request, RequestOptions options);
    }
}
