package io.dgq.sdk.metricdetails;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ListPayload;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.Transport;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;

/**
 * Metric details (metrics assigned to assets): create, read, update, delete, and the metrics of an asset. Reached
 * through {@code client.metricDetails()}. Thread-safe. The metrics of a template are read through
 * {@code client.metricTemplates().metrics(templateId)}.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class MetricDetailsClient {

    static final Endpoint CREATE = Endpoint.postCreate("/metrics/detail");
    static final Endpoint BY_ASSET = Endpoint.get("/metrics/detail/asset/{assetId}");
    static final Endpoint GET = Endpoint.get("/metrics/detail/{metricDetailId}");
    static final Endpoint UPDATE = Endpoint.put("/metrics/detail/{metricDetailId}");
    static final Endpoint DELETE = Endpoint.delete("/metrics/detail/{metricDetailId}");

    private static final ResponseType<MetricDetail> DETAIL = ResponseType.of(MetricDetail.class);
    private static final ResponseType<ListPayload<MetricDetail>> ITEMS = ResponseType.listOf(MetricDetail.class);

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.metricDetails()}.
     *
     * @param transport the client's transport
     */
    public MetricDetailsClient(Transport transport) {
        this.raw = new WithRawResponse(transport);
    }

    /**
     * Returns the view of this client whose methods answer the whole envelope.
     *
     * @return the raw-response view
     */
    public WithRawResponse withRawResponse() {
        return raw;
    }

    /**
     * Creates a metric detail: {@code POST /api/v1/metrics/detail}.
     *
     * @param request the metric's fields; {@code asset_id} is required
     * @param options the call's options
     * @return the created metric detail, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public MetricDetail create(MetricDetailCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a metric detail with the client's options.
     *
     * @param request the metric's fields
     * @return the created metric detail
     * @see #create(MetricDetailCreateRequest, RequestOptions)
     */
    public MetricDetail create(MetricDetailCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads every metric detail of an asset: {@code GET /api/v1/metrics/detail/asset/{assetId}}.
     *
     * @param assetId the asset's id
     * @param options the call's options
     * @return the asset's metric details, unpaged; empty when it has none
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public List<MetricDetail> byAsset(String assetId, RequestOptions options) {
        return raw.byAsset(assetId, options).data();
    }

    /**
     * Reads every metric detail of an asset with the client's options.
     *
     * @param assetId the asset's id
     * @return the asset's metric details
     * @see #byAsset(String, RequestOptions)
     */
    public List<MetricDetail> byAsset(String assetId) {
        return byAsset(assetId, RequestOptions.none());
    }

    /**
     * Reads a metric detail: {@code GET /api/v1/metrics/detail/{metricDetailId}}.
     *
     * @param metricDetailId the metric detail's id
     * @param options the call's options
     * @return the metric detail
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no metric detail has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public MetricDetail get(String metricDetailId, RequestOptions options) {
        return raw.get(metricDetailId, options).data();
    }

    /**
     * Reads a metric detail with the client's options.
     *
     * @param metricDetailId the metric detail's id
     * @return the metric detail
     * @see #get(String, RequestOptions)
     */
    public MetricDetail get(String metricDetailId) {
        return get(metricDetailId, RequestOptions.none());
    }

    /**
     * Updates some fields of a metric detail: {@code PUT /api/v1/metrics/detail/{metricDetailId}}. Fields not set
     * in the request keep their values.
     *
     * @param metricDetailId the metric detail's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no metric detail has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String metricDetailId, MetricDetailUpdateRequest request, RequestOptions options) {
        raw.update(metricDetailId, request, options);
    }

    /**
     * Updates a metric detail with the client's options.
     *
     * @param metricDetailId the metric detail's id
     * @param request the fields to change
     * @see #update(String, MetricDetailUpdateRequest, RequestOptions)
     */
    public void update(String metricDetailId, MetricDetailUpdateRequest request) {
        update(metricDetailId, request, RequestOptions.none());
    }

    /**
     * Deletes a metric detail: {@code DELETE /api/v1/metrics/detail/{metricDetailId}}.
     *
     * @param metricDetailId the metric detail's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no metric detail has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String metricDetailId, RequestOptions options) {
        raw.delete(metricDetailId, options);
    }

    /**
     * Deletes a metric detail with the client's options.
     *
     * @param metricDetailId the metric detail's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String metricDetailId) {
        delete(metricDetailId, RequestOptions.none());
    }

    /**
     * The metric details operations answering the whole envelope ({@link DgqResponse}): message, timestamp,
     * correlation id, status and headers besides the data. Same routes and errors as {@link MetricDetailsClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a metric detail.
         *
         * @param request the metric's fields
         * @param options the call's options
         * @return the envelope holding the created metric detail
         * @see MetricDetailsClient#create(MetricDetailCreateRequest, RequestOptions)
         */
        public DgqResponse<MetricDetail> create(MetricDetailCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), DETAIL, options);
        }

        /**
         * Reads every metric detail of an asset.
         *
         * @param assetId the asset's id
         * @param options the call's options
         * @return the envelope holding the asset's metric details
         * @see MetricDetailsClient#byAsset(String, RequestOptions)
         */
        public DgqResponse<List<MetricDetail>> byAsset(String assetId, RequestOptions options) {
            return transport.execute(BY_ASSET.bind(null, assetId), ITEMS, options)
                    .map(payload -> List.copyOf(payload.items()));
        }

        /**
         * Reads a metric detail.
         *
         * @param metricDetailId the metric detail's id
         * @param options the call's options
         * @return the envelope holding the metric detail
         * @see MetricDetailsClient#get(String, RequestOptions)
         */
        public DgqResponse<MetricDetail> get(String metricDetailId, RequestOptions options) {
            return transport.execute(GET.bind(null, metricDetailId), DETAIL, options);
        }

        /**
         * Updates a metric detail.
         *
         * @param metricDetailId the metric detail's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see MetricDetailsClient#update(String, MetricDetailUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String metricDetailId, MetricDetailUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), metricDetailId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes a metric detail.
         *
         * @param metricDetailId the metric detail's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see MetricDetailsClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String metricDetailId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, metricDetailId), ResponseType.object(), options);
        }
    }
}
