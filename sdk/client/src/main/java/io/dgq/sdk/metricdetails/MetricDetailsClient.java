// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metricdetails;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import java.util.List;

/**
 * Metric details (metrics assigned to assets): create, read, update, delete, and the metrics of an asset. The metrics
 * of a template are read through {@code client.metricTemplates().metrics(templateId)}. Reached through
 * {@code client.metricDetails()}; {@code client.withRawResponse().metricDetails()} answers the whole envelope.
 * Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/metrics/detail}; {@code asset_id} is required
 *   <li>{@code byAsset}: {@code GET /api/v1/metrics/detail/asset/{assetId}}
 *   <li>{@code get}: {@code GET /api/v1/metrics/detail/{metricDetailId}}
 *   <li>{@code update}: {@code PUT /api/v1/metrics/detail/{metricDetailId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/metrics/detail/{metricDetailId}}
 * </ul>
 */
public interface MetricDetailsClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a metric detail: {@code POST /api/v1/metrics/detail}. Not retried once the request may have reached the
     * server.
     *
     * @param request the metric detail's fields
     * @param options the call's options
     * @return the created metric detail, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    MetricDetail create(MetricDetailCreateRequest request, RequestOptions options);

    /**
     * Creates a metric detail with the client's options.
     *
     * @param request the metric detail's fields
     * @return the created metric detail, with its new id
     * @see #create(MetricDetailCreateRequest, RequestOptions)
     */
    default MetricDetail create(MetricDetailCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads every metric detail of an asset: {@code GET /api/v1/metrics/detail/asset/{assetId}}.
     *
     * @param assetId the asset's id
     * @param options the call's options
     * @return the asset's metric details, unpaged; empty when it has none
     * @throws IllegalArgumentException before any request, if {@code assetId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<MetricDetail> byAsset(String assetId, RequestOptions options);

    /**
     * Reads every metric detail of an asset with the client's options.
     *
     * @param assetId the asset's id
     * @return the asset's metric details, unpaged; empty when it has none
     * @see #byAsset(String, RequestOptions)
     */
    default List<MetricDetail> byAsset(String assetId) {
        return byAsset(assetId, RequestOptions.none());
    }

    /**
     * Reads a metric detail by its id: {@code GET /api/v1/metrics/detail/{metricDetailId}}.
     *
     * @param metricDetailId the metric detail's id
     * @param options the call's options
     * @return the metric detail's detail
     * @throws IllegalArgumentException before any request, if {@code metricDetailId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no metric detail has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    MetricDetail get(String metricDetailId, RequestOptions options);

    /**
     * Reads a metric detail by its id with the client's options.
     *
     * @param metricDetailId the metric detail's id
     * @return the metric detail's detail
     * @see #get(String, RequestOptions)
     */
    default MetricDetail get(String metricDetailId) {
        return get(metricDetailId, RequestOptions.none());
    }

    /**
     * Updates some fields of a metric detail: {@code PUT /api/v1/metrics/detail/{metricDetailId}}. Fields not set in
     * the request keep their values; a field set to {@code null} is reset.
     *
     * @param metricDetailId the metric detail's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code metricDetailId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no metric detail has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String metricDetailId, MetricDetailUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a metric detail with the client's options.
     *
     * @param metricDetailId the metric detail's id
     * @param request the fields to change
     * @see #update(String, MetricDetailUpdateRequest, RequestOptions)
     */
    default void update(String metricDetailId, MetricDetailUpdateRequest request) {
        update(metricDetailId, request, RequestOptions.none());
    }

    /**
     * Deletes a metric detail: {@code DELETE /api/v1/metrics/detail/{metricDetailId}}.
     *
     * @param metricDetailId the metric detail's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code metricDetailId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no metric detail has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String metricDetailId, RequestOptions options);

    /**
     * Deletes a metric detail with the client's options.
     *
     * @param metricDetailId the metric detail's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String metricDetailId) {
        delete(metricDetailId, RequestOptions.none());
    }

    /**
     * The {@link MetricDetailsClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}).
     */
    interface WithRawResponse {
        /**
         * Creates a metric detail, answering the whole envelope.
         *
         * @param request the metric detail's fields
         * @param options the call's options
         * @return the envelope holding the created metric detail, with its new id
         * @see MetricDetailsClient#create(MetricDetailCreateRequest, RequestOptions)
         */
        DgqResponse<MetricDetail> create(MetricDetailCreateRequest request, RequestOptions options);

        /**
         * Reads every metric detail of an asset, answering the whole envelope.
         *
         * @param assetId the asset's id
         * @param options the call's options
         * @return the envelope holding the asset's metric details, unpaged; empty when it has none
         * @see MetricDetailsClient#byAsset(String, RequestOptions)
         */
        DgqResponse<List<MetricDetail>> byAsset(String assetId, RequestOptions options);

        /**
         * Reads a metric detail by its id, answering the whole envelope.
         *
         * @param metricDetailId the metric detail's id
         * @param options the call's options
         * @return the envelope holding the metric detail's detail
         * @see MetricDetailsClient#get(String, RequestOptions)
         */
        DgqResponse<MetricDetail> get(String metricDetailId, RequestOptions options);

        /**
         * Updates some fields of a metric detail, answering the whole envelope.
         *
         * @param metricDetailId the metric detail's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see MetricDetailsClient#update(String, MetricDetailUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(
                String metricDetailId, MetricDetailUpdateRequest request, RequestOptions options);

        /**
         * Deletes a metric detail, answering the whole envelope.
         *
         * @param metricDetailId the metric detail's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see MetricDetailsClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String metricDetailId, RequestOptions options);
    }
}
