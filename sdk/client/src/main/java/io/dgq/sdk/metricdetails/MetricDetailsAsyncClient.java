package io.dgq.sdk.metricdetails;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.operations.CreateAsyncOperation;
import io.dgq.sdk.operations.DeleteAsyncOperation;
import io.dgq.sdk.operations.GetAsyncOperation;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.UpdateAsyncOperation;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Metric details without waiting: the asynchronous twin of {@link MetricDetailsClient}, with the same operations,
 * routes, retries and errors. Reached through {@code client.async().metricDetails()}; {@code
 * client.async().withRawResponse().metricDetails()} answers the whole envelope. Each method starts the call and returns
 * a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface MetricDetailsAsyncClient
        extends ResourceClient<MetricDetailsAsyncClient.WithRawResponse>,
                CreateAsyncOperation<MetricDetail, MetricDetailCreateRequest>,
                GetAsyncOperation<MetricDetail>,
                UpdateAsyncOperation<MetricDetailUpdateRequest>,
                DeleteAsyncOperation {

    /**
     * Reads every metric detail of an asset, without waiting: the asynchronous {@link
     * MetricDetailsClient#byAsset(String, RequestOptions)}.
     *
     * @param assetId the asset's id
     * @param options the call's options
     * @return a future of the asset's metric details, unpaged; empty when it has none; it fails as the blocking method
     * throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<List<MetricDetail>> byAsset(String assetId, RequestOptions options);

    /**
     * Reads every metric detail of an asset, without waiting, with the client's options.
     *
     * @param assetId the asset's id
     * @return a future of the asset's metric details, unpaged; empty when it has none
     * @see #byAsset(String, RequestOptions)
     */
    default CompletableFuture<List<MetricDetail>> byAsset(String assetId) {
        return byAsset(assetId, RequestOptions.none());
    }

    /** The {@link MetricDetailsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CreateAsyncOperation.Raw<MetricDetail, MetricDetailCreateRequest>,
                    GetAsyncOperation.Raw<MetricDetail>,
                    UpdateAsyncOperation.Raw<MetricDetailUpdateRequest>,
                    DeleteAsyncOperation.Raw {

        /**
         * Reads every metric detail of an asset, without waiting, answering the whole envelope.
         *
         * @param assetId the asset's id
         * @param options the call's options
         * @return a future of the envelope
         * @see MetricDetailsClient.WithRawResponse#byAsset(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<List<MetricDetail>>> byAsset(String assetId, RequestOptions options);
    }
}
