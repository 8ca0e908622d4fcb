package io.dgq.sdk.alertclusters;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.operations.GetAsyncOperation;
import io.dgq.sdk.operations.ListAsyncOperation;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.UpdateAsyncOperation;
import java.util.concurrent.CompletableFuture;

/**
 * Alert clusters without waiting: the asynchronous twin of {@link AlertClustersClient}, with the same operations,
 * routes, retries and errors. Reached through {@code client.async().alertClusters()}; {@code
 * client.async().withRawResponse().alertClusters()} answers the whole envelope. Each method starts the call and returns
 * a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface AlertClustersAsyncClient
        extends ResourceClient<AlertClustersAsyncClient.WithRawResponse>,
                GetAsyncOperation<AlertCluster>,
                ListAsyncOperation<AlertClusterListItem>,
                UpdateAsyncOperation<AlertClusterUpdateRequest> {

    /**
     * Reads the cluster that holds an alert, for an alert's detail view, without waiting: the asynchronous {@link
     * AlertClustersClient#byAlert(String, RequestOptions)}.
     *
     * @param alertId the alert's id
     * @param options the call's options
     * @return a future of the cluster, with its alerts; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<AlertCluster> byAlert(String alertId, RequestOptions options);

    /**
     * Reads the cluster that holds an alert, for an alert's detail view, without waiting, with the client's options.
     *
     * @param alertId the alert's id
     * @return a future of the cluster, with its alerts
     * @see #byAlert(String, RequestOptions)
     */
    default CompletableFuture<AlertCluster> byAlert(String alertId) {
        return byAlert(alertId, RequestOptions.none());
    }

    /** The {@link AlertClustersAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends GetAsyncOperation.Raw<AlertCluster>,
                    ListAsyncOperation.Raw<AlertClusterListItem>,
                    UpdateAsyncOperation.Raw<AlertClusterUpdateRequest> {

        /**
         * Reads the cluster that holds an alert, for an alert's detail view, without waiting, answering the whole
         * envelope.
         *
         * @param alertId the alert's id
         * @param options the call's options
         * @return a future of the envelope
         * @see AlertClustersClient.WithRawResponse#byAlert(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<AlertCluster>> byAlert(String alertId, RequestOptions options);
    }
}
