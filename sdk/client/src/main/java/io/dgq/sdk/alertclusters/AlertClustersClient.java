package io.dgq.sdk.alertclusters;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.operations.GetOperation;
import io.dgq.sdk.operations.ListOperation;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.UpdateOperation;

/**
 * Alert clusters (related data quality alerts grouped under a root alert): read, list, update, and the cluster of
 * an alert. The API has no route that creates a cluster. Reached through {@code client.alertClusters()};
 * {@code client.withRawResponse().alertClusters()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code byAlert}: {@code GET /api/v1/metrics/alert-cluster/by-alert/{alertId}}
 *   <li>{@code get}: {@code GET /api/v1/metrics/alert-cluster/{clusterId}}, the cluster with its alerts
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/metrics/alert-cluster/list}, sorted and filtered by
 *       {@link AlertClusterColumn}
 *   <li>{@code update}: {@code PUT /api/v1/metrics/alert-cluster/{clusterId}}, which writes only the name, the
 *       priority and the cluster status
 * </ul>
 */
public interface AlertClustersClient
        extends ResourceClient<AlertClustersClient.WithRawResponse>,
                GetOperation<AlertCluster>,
                ListOperation<AlertClusterListItem>,
                UpdateOperation<AlertClusterUpdateRequest> {

    /**
     * Reads the cluster that holds an alert, for an alert's detail view:
     * {@code GET /api/v1/metrics/alert-cluster/by-alert/{alertId}}.
     *
     * @param alertId the alert's id
     * @param options the call's options
     * @return the cluster, with its alerts
     * @throws IllegalArgumentException before any request, if {@code alertId} is {@code null} or blank
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no cluster holds this alert
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    AlertCluster byAlert(String alertId, RequestOptions options);

    /**
     * Reads the cluster that holds an alert with the client's options.
     *
     * @param alertId the alert's id
     * @return the cluster
     * @see #byAlert(String, RequestOptions)
     */
    default AlertCluster byAlert(String alertId) {
        return byAlert(alertId, RequestOptions.none());
    }

    /** The {@link AlertClustersClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends GetOperation.Raw<AlertCluster>,
                    ListOperation.Raw<AlertClusterListItem>,
                    UpdateOperation.Raw<AlertClusterUpdateRequest> {

        /**
         * Reads the cluster that holds an alert.
         *
         * @param alertId the alert's id
         * @param options the call's options
         * @return the envelope holding the cluster
         * @see AlertClustersClient#byAlert(String, RequestOptions)
         */
        DgqResponse<AlertCluster> byAlert(String alertId, RequestOptions options);
    }
}
