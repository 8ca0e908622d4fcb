// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.MetricTemplatesOperations.METRIC_TEMPLATES_CREATE;
import static io.dgq.sdk.internal.clients.MetricTemplatesOperations.METRIC_TEMPLATES_DELETE;
import static io.dgq.sdk.internal.clients.MetricTemplatesOperations.METRIC_TEMPLATES_GET;
import static io.dgq.sdk.internal.clients.MetricTemplatesOperations.METRIC_TEMPLATES_LIST;
import static io.dgq.sdk.internal.clients.MetricTemplatesOperations.METRIC_TEMPLATES_METRICS;
import static io.dgq.sdk.internal.clients.MetricTemplatesOperations.METRIC_TEMPLATES_UPDATE;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.metrictemplates.MetricTemplate;
import io.dgq.sdk.metrictemplates.MetricTemplateCreateRequest;
import io.dgq.sdk.metrictemplates.MetricTemplateUpdateRequest;
import io.dgq.sdk.metrictemplates.MetricTemplatesAsyncClient;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link MetricTemplatesAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.MetricTemplatesOperations}, and runs the call. Thread-safe. Internal.
 */
public final class MetricTemplatesAsyncClientImpl implements MetricTemplatesAsyncClient {
    private final CallPipeline pipeline;

    private final MetricTemplatesAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public MetricTemplatesAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public MetricTemplatesAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<MetricTemplate> create(MetricTemplateCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(METRIC_TEMPLATES_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<MetricTemplate> get(String templateId, RequestOptions options) {
        return pipeline.plainAsync(METRIC_TEMPLATES_GET.bind(options, templateId));
    }

    @Override
    public CompletableFuture<Void> update(
            String templateId, MetricTemplateUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(METRIC_TEMPLATES_UPDATE.bind(request, options, templateId));
    }

    @Override
    public CompletableFuture<Void> delete(String templateId, RequestOptions options) {
        return pipeline.plainAsync(METRIC_TEMPLATES_DELETE.bind(options, templateId));
    }

    @Override
    public CompletableFuture<Page<MetricTemplate>> list(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(METRIC_TEMPLATES_LIST.bind(request, options));
    }

    @Override
    public CompletableFuture<List<MetricDetail>> metrics(String templateId, RequestOptions options) {
        return pipeline.plainAsync(METRIC_TEMPLATES_METRICS.bind(options, templateId));
    }

    @Override
    public String toString() {
        return "MetricTemplatesAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements MetricTemplatesAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<MetricTemplate>> create(
                MetricTemplateCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(METRIC_TEMPLATES_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<MetricTemplate>> get(String templateId, RequestOptions options) {
            return pipeline.envelopeAsync(METRIC_TEMPLATES_GET.bind(options, templateId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String templateId, MetricTemplateUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(METRIC_TEMPLATES_UPDATE.bind(request, options, templateId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String templateId, RequestOptions options) {
            return pipeline.envelopeAsync(METRIC_TEMPLATES_DELETE.bind(options, templateId));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<MetricTemplate>>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(METRIC_TEMPLATES_LIST.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<List<MetricDetail>>> metrics(String templateId, RequestOptions options) {
            return pipeline.envelopeAsync(METRIC_TEMPLATES_METRICS.bind(options, templateId));
        }

        @Override
        public String toString() {
            return "MetricTemplatesAsyncClient.WithRawResponse";
        }
    }
}
