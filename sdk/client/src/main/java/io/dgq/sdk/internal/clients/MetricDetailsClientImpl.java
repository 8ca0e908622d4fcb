// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.MetricDetailsOperations.METRIC_DETAILS_BY_ASSET;
import static io.dgq.sdk.internal.clients.MetricDetailsOperations.METRIC_DETAILS_CREATE;
import static io.dgq.sdk.internal.clients.MetricDetailsOperations.METRIC_DETAILS_DELETE;
import static io.dgq.sdk.internal.clients.MetricDetailsOperations.METRIC_DETAILS_GET;
import static io.dgq.sdk.internal.clients.MetricDetailsOperations.METRIC_DETAILS_UPDATE;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.metricdetails.MetricDetailCreateRequest;
import io.dgq.sdk.metricdetails.MetricDetailUpdateRequest;
import io.dgq.sdk.metricdetails.MetricDetailsClient;
import java.util.List;

/**
 * The {@link MetricDetailsClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.MetricDetailsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class MetricDetailsClientImpl implements MetricDetailsClient {
    private final CallPipeline pipeline;

    private final MetricDetailsClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public MetricDetailsClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public MetricDetailsClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public MetricDetail create(MetricDetailCreateRequest request, RequestOptions options) {
        return pipeline.plain(METRIC_DETAILS_CREATE.bind(request, options));
    }

    @Override
    public List<MetricDetail> byAsset(String assetId, RequestOptions options) {
        return pipeline.plain(METRIC_DETAILS_BY_ASSET.bind(options, assetId));
    }

    @Override
    public MetricDetail get(String metricDetailId, RequestOptions options) {
        return pipeline.plain(METRIC_DETAILS_GET.bind(options, metricDetailId));
    }

    @Override
    public void update(String metricDetailId, MetricDetailUpdateRequest request, RequestOptions options) {
        pipeline.plain(METRIC_DETAILS_UPDATE.bind(request, options, metricDetailId));
    }

    @Override
    public void delete(String metricDetailId, RequestOptions options) {
        pipeline.plain(METRIC_DETAILS_DELETE.bind(options, metricDetailId));
    }

    @Override
    public String toString() {
        return "MetricDetailsClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements MetricDetailsClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<MetricDetail> create(MetricDetailCreateRequest request, RequestOptions options) {
            return pipeline.envelope(METRIC_DETAILS_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<List<MetricDetail>> byAsset(String assetId, RequestOptions options) {
            return pipeline.envelope(METRIC_DETAILS_BY_ASSET.bind(options, assetId));
        }

        @Override
        public DgqResponse<MetricDetail> get(String metricDetailId, RequestOptions options) {
            return pipeline.envelope(METRIC_DETAILS_GET.bind(options, metricDetailId));
        }

        @Override
        public DgqResponse<JsonObject> update(
                String metricDetailId, MetricDetailUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(METRIC_DETAILS_UPDATE.bind(request, options, metricDetailId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String metricDetailId, RequestOptions options) {
            return pipeline.envelope(METRIC_DETAILS_DELETE.bind(options, metricDetailId));
        }

        @Override
        public String toString() {
            return "MetricDetailsClient.WithRawResponse";
        }
    }
}
