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
import io.dgq.sdk.metricdetails.MetricDetailsAsyncClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link MetricDetailsAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.MetricDetailsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class MetricDetailsAsyncClientImpl implements MetricDetailsAsyncClient {
    private final CallPipeline pipeline;

    private final MetricDetailsAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public MetricDetailsAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public MetricDetailsAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<MetricDetail> create(MetricDetailCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(METRIC_DETAILS_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<List<MetricDetail>> byAsset(String assetId, RequestOptions options) {
        return pipeline.plainAsync(METRIC_DETAILS_BY_ASSET.bind(options, assetId));
    }

    @Override
    public CompletableFuture<MetricDetail> get(String metricDetailId, RequestOptions options) {
        return pipeline.plainAsync(METRIC_DETAILS_GET.bind(options, metricDetailId));
    }

    @Override
    public CompletableFuture<Void> update(
            String metricDetailId, MetricDetailUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(METRIC_DETAILS_UPDATE.bind(request, options, metricDetailId));
    }

    @Override
    public CompletableFuture<Void> delete(String metricDetailId, RequestOptions options) {
        return pipeline.plainAsync(METRIC_DETAILS_DELETE.bind(options, metricDetailId));
    }

    @Override
    public String toString() {
        return "MetricDetailsAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements MetricDetailsAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<MetricDetail>> create(
                MetricDetailCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(METRIC_DETAILS_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<List<MetricDetail>>> byAsset(String assetId, RequestOptions options) {
            return pipeline.envelopeAsync(METRIC_DETAILS_BY_ASSET.bind(options, assetId));
        }

        @Override
        public CompletableFuture<DgqResponse<MetricDetail>> get(String metricDetailId, RequestOptions options) {
            return pipeline.envelopeAsync(METRIC_DETAILS_GET.bind(options, metricDetailId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String metricDetailId, MetricDetailUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(METRIC_DETAILS_UPDATE.bind(request, options, metricDetailId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String metricDetailId, RequestOptions options) {
            return pipeline.envelopeAsync(METRIC_DETAILS_DELETE.bind(options, metricDetailId));
        }

        @Override
        public String toString() {
            return "MetricDetailsAsyncClient.WithRawResponse";
        }
    }
}
