package io.dgq.sdk.metricdetails;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.operations.CreateOperation;
import io.dgq.sdk.operations.DeleteOperation;
import io.dgq.sdk.operations.GetOperation;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.UpdateOperation;
import java.util.List;

/**
 * Metric details (metrics assigned to assets): create, read, update, delete, and the metrics of an asset. Reached
 * through {@code client.metricDetails()}; {@code client.withRawResponse().metricDetails()} answers the whole
 * envelope. Thread-safe. The metrics of a template are read through
 * {@code client.metricTemplates().metrics(templateId)}.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/metrics/detail}; {@code asset_id} is required
 *   <li>{@code byAsset}: {@code GET /api/v1/metrics/detail/asset/{assetId}}
 *   <li>{@code get}: {@code GET /api/v1/metrics/detail/{metricDetailId}}
 *   <li>{@code update}: {@code PUT /api/v1/metrics/detail/{metricDetailId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/metrics/detail/{metricDetailId}}
 * </ul>
 */
public interface MetricDetailsClient
        extends ResourceClient<MetricDetailsClient.WithRawResponse>,
                CreateOperation<MetricDetail, MetricDetailCreateRequest>,
                GetOperation<MetricDetail>,
                UpdateOperation<MetricDetailUpdateRequest>,
                DeleteOperation {

    /**
     * Reads every metric detail of an asset: {@code GET /api/v1/metrics/detail/asset/{assetId}}.
     *
     * @param assetId the asset's id
     * @param options the call's options
     * @return the asset's metric details, unpaged; empty when it has none
     * @throws IllegalArgumentException before any request, if {@code assetId} is {@code null} or blank
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<MetricDetail> byAsset(String assetId, RequestOptions options);

    /**
     * Reads every metric detail of an asset with the client's options.
     *
     * @param assetId the asset's id
     * @return the asset's metric details
     * @see #byAsset(String, RequestOptions)
     */
    default List<MetricDetail> byAsset(String assetId) {
        return byAsset(assetId, RequestOptions.none());
    }

    /** The {@link MetricDetailsClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends CreateOperation.Raw<MetricDetail, MetricDetailCreateRequest>,
                    GetOperation.Raw<MetricDetail>,
                    UpdateOperation.Raw<MetricDetailUpdateRequest>,
                    DeleteOperation.Raw {

        /**
         * Reads every metric detail of an asset.
         *
         * @param assetId the asset's id
         * @param options the call's options
         * @return the envelope holding the asset's metric details
         * @see MetricDetailsClient#byAsset(String, RequestOptions)
         */
        DgqResponse<List<MetricDetail>> byAsset(String assetId, RequestOptions options);
    }
}
