// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metricdetails;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Metric details without waiting: the asynchronous twin of {@link MetricDetailsClient}, with the same operations,
 * routes, retries and errors. Reached through {@code client.async().metricDetails()};
 * {@code client.async().withRawResponse().metricDetails()} answers the whole envelope. Each method starts the call and
 * returns a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface MetricDetailsAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a metric detail without waiting: the asynchronous
     * {@link MetricDetailsClient#create(MetricDetailCreateRequest, RequestOptions)}.
     *
     * @param request the metric detail's fields
     * @param options the call's options
     * @return a future of the created metric detail, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<MetricDetail> create(MetricDetailCreateRequest request, RequestOptions options);

    /**
     * Creates a metric detail without waiting, with the client's options.
     *
     * @param request the metric detail's fields
     * @return a future of the created metric detail, with its new id
     * @see #create(MetricDetailCreateRequest, RequestOptions)
     */
    default CompletableFuture<MetricDetail> create(MetricDetailCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads every metric detail of an asset without waiting: the asynchronous
     * {@link MetricDetailsClient#byAsset(String, RequestOptions)}.
     *
     * @param assetId the asset's id
     * @param options the call's options
     * @return a future of the asset's metric details, unpaged; empty when it has none; it fails as the blocking method
     *     throws
     * @throws IllegalArgumentException at once, before any request, if {@code assetId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<List<MetricDetail>> byAsset(String assetId, RequestOptions options);

    /**
     * Reads every metric detail of an asset without waiting, with the client's options.
     *
     * @param assetId the asset's id
     * @return a future of the asset's metric details, unpaged; empty when it has none
     * @see #byAsset(String, RequestOptions)
     */
    default CompletableFuture<List<MetricDetail>> byAsset(String assetId) {
        return byAsset(assetId, RequestOptions.none());
    }

    /**
     * Reads a metric detail by its id without waiting: the asynchronous {@link MetricDetailsClient#get(String,
     * RequestOptions)}.
     *
     * @param metricDetailId the metric detail's id
     * @param options the call's options
     * @return a future of the metric detail's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code metricDetailId} is {@code null} or blank,
     *     or {@code options} is {@code null}
     */
    CompletableFuture<MetricDetail> get(String metricDetailId, RequestOptions options);

    /**
     * Reads a metric detail by its id without waiting, with the client's options.
     *
     * @param metricDetailId the metric detail's id
     * @return a future of the metric detail's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<MetricDetail> get(String metricDetailId) {
        return get(metricDetailId, RequestOptions.none());
    }

    /**
     * Updates some fields of a metric detail without waiting: the asynchronous
     * {@link MetricDetailsClient#update(String, MetricDetailUpdateRequest, RequestOptions)}.
     *
     * @param metricDetailId the metric detail's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code metricDetailId} is {@code null} or blank,
     *     or {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String metricDetailId, MetricDetailUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a metric detail without waiting, with the client's options.
     *
     * @param metricDetailId the metric detail's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, MetricDetailUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String metricDetailId, MetricDetailUpdateRequest request) {
        return update(metricDetailId, request, RequestOptions.none());
    }

    /**
     * Deletes a metric detail without waiting: the asynchronous {@link MetricDetailsClient#delete(String,
     * RequestOptions)}.
     *
     * @param metricDetailId the metric detail's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code metricDetailId} is {@code null} or blank,
     *     or {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String metricDetailId, RequestOptions options);

    /**
     * Deletes a metric detail without waiting, with the client's options.
     *
     * @param metricDetailId the metric detail's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String metricDetailId) {
        return delete(metricDetailId, RequestOptions.none());
    }

    /** The {@link MetricDetailsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a metric detail without waiting, answering the whole envelope.
         *
         * @param request the metric detail's fields
         * @param options the call's options
         * @return a future of the envelope holding the created metric detail, with its new id
         * @see MetricDetailsAsyncClient#create(MetricDetailCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<MetricDetail>> create(MetricDetailCreateRequest request, RequestOptions options);

        /**
         * Reads every metric detail of an asset without waiting, answering the whole envelope.
         *
         * @param assetId the asset's id
         * @param options the call's options
         * @return a future of the envelope holding the asset's metric details, unpaged; empty when it has none
         * @see MetricDetailsAsyncClient#byAsset(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<List<MetricDetail>>> byAsset(String assetId, RequestOptions options);

        /**
         * Reads a metric detail by its id without waiting, answering the whole envelope.
         *
         * @param metricDetailId the metric detail's id
         * @param options the call's options
         * @return a future of the envelope holding the metric detail's detail
         * @see MetricDetailsAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<MetricDetail>> get(String metricDetailId, RequestOptions options);

        /**
         * Updates some fields of a metric detail without waiting, answering the whole envelope.
         *
         * @param metricDetailId the metric detail's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see MetricDetailsAsyncClient#update(String, MetricDetailUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String metricDetailId, MetricDetailUpdateRequest request, RequestOptions options);

        /**
         * Deletes a metric detail without waiting, answering the whole envelope.
         *
         * @param metricDetailId the metric detail's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see MetricDetailsAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String metricDetailId, RequestOptions options);
    }
}
