// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.stream.Stream;

/**
 * Alert clusters (related data quality alerts grouped under a root alert): read, list, update, and the cluster of an
 * alert. The API has no route that creates a cluster. Reached through {@code client.alertClusters()};
 * {@code client.withRawResponse().alertClusters()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code byAlert}: {@code GET /api/v1/metrics/alert-cluster/by-alert/{alertId}}
 *   <li>{@code get}: {@code GET /api/v1/metrics/alert-cluster/{clusterId}}; the cluster with its alerts
 *   <li>{@code update}: {@code PUT /api/v1/metrics/alert-cluster/{clusterId}}; which writes only the name, the priority
 *       and the cluster status
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/metrics/alert-cluster/list}, sorted and filtered by
 *       {@link AlertClusterColumn}
 * </ul>
 */
public interface AlertClustersClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Reads the cluster that holds an alert, for an alert's detail view: {@code GET
     * /api/v1/metrics/alert-cluster/by-alert/{alertId}}.
     *
     * @param alertId the alert's id
     * @param options the call's options
     * @return the cluster, with its alerts
     * @throws IllegalArgumentException before any request, if {@code alertId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no cluster holds this alert
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    AlertCluster byAlert(String alertId, RequestOptions options);

    /**
     * Reads the cluster that holds an alert, for an alert's detail view with the client's options.
     *
     * @param alertId the alert's id
     * @return the cluster, with its alerts
     * @see #byAlert(String, RequestOptions)
     */
    default AlertCluster byAlert(String alertId) {
        return byAlert(alertId, RequestOptions.none());
    }

    /**
     * Reads an alert cluster by its id: {@code GET /api/v1/metrics/alert-cluster/{clusterId}}.
     *
     * @param clusterId the cluster's id
     * @param options the call's options
     * @return the alert cluster's detail
     * @throws IllegalArgumentException before any request, if {@code clusterId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no alert cluster has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    AlertCluster get(String clusterId, RequestOptions options);

    /**
     * Reads an alert cluster by its id with the client's options.
     *
     * @param clusterId the cluster's id
     * @return the alert cluster's detail
     * @see #get(String, RequestOptions)
     */
    default AlertCluster get(String clusterId) {
        return get(clusterId, RequestOptions.none());
    }

    /**
     * Updates some fields of an alert cluster: {@code PUT /api/v1/metrics/alert-cluster/{clusterId}}. Fields not set in
     * the request keep their values; a field set to {@code null} is reset.
     *
     * @param clusterId the cluster's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code clusterId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no alert cluster has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String clusterId, AlertClusterUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of an alert cluster with the client's options.
     *
     * @param clusterId the cluster's id
     * @param request the fields to change
     * @see #update(String, AlertClusterUpdateRequest, RequestOptions)
     */
    default void update(String clusterId, AlertClusterUpdateRequest request) {
        update(clusterId, request, RequestOptions.none());
    }

    /**
     * Lists one page of alert clusters: {@code POST /api/v1/metrics/alert-cluster/list}.
     *
     * @param request pagination, sorting (by {@link AlertClusterColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<AlertClusterListItem> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of alert clusters with the client's options.
     *
     * @param request pagination, sorting (by {@link AlertClusterColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<AlertClusterListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link AlertClusterColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<AlertClusterListItem> listAll(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link AlertClusterColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<AlertClusterListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * The {@link AlertClustersClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}).
     */
    interface WithRawResponse {
        /**
         * Reads the cluster that holds an alert, for an alert's detail view, answering the whole envelope.
         *
         * @param alertId the alert's id
         * @param options the call's options
         * @return the envelope holding the cluster, with its alerts
         * @see AlertClustersClient#byAlert(String, RequestOptions)
         */
        DgqResponse<AlertCluster> byAlert(String alertId, RequestOptions options);

        /**
         * Reads an alert cluster by its id, answering the whole envelope.
         *
         * @param clusterId the cluster's id
         * @param options the call's options
         * @return the envelope holding the alert cluster's detail
         * @see AlertClustersClient#get(String, RequestOptions)
         */
        DgqResponse<AlertCluster> get(String clusterId, RequestOptions options);

        /**
         * Updates some fields of an alert cluster, answering the whole envelope.
         *
         * @param clusterId the cluster's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see AlertClustersClient#update(String, AlertClusterUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String clusterId, AlertClusterUpdateRequest request, RequestOptions options);

        /**
         * Lists one page of alert clusters, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link AlertClusterColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see AlertClustersClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<AlertClusterListItem>> list(ListRequest request, RequestOptions options);
    }
}
