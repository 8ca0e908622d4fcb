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
import io.dgq.sdk.metrictemplates.MetricTemplatesClient;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;

/**
 * The {@link MetricTemplatesClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.MetricTemplatesOperations}, and runs the call. Thread-safe. Internal.
 */
public final class MetricTemplatesClientImpl implements MetricTemplatesClient {
    private final CallPipeline pipeline;

    private final MetricTemplatesClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public MetricTemplatesClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public MetricTemplatesClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public MetricTemplate create(MetricTemplateCreateRequest request, RequestOptions options) {
        return pipeline.plain(METRIC_TEMPLATES_CREATE.bind(request, options));
    }

    @Override
    public MetricTemplate get(String templateId, RequestOptions options) {
        return pipeline.plain(METRIC_TEMPLATES_GET.bind(options, templateId));
    }

    @Override
    public void update(String templateId, MetricTemplateUpdateRequest request, RequestOptions options) {
        pipeline.plain(METRIC_TEMPLATES_UPDATE.bind(request, options, templateId));
    }

    @Override
    public void delete(String templateId, RequestOptions options) {
        pipeline.plain(METRIC_TEMPLATES_DELETE.bind(options, templateId));
    }

    @Override
    public Page<MetricTemplate> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(METRIC_TEMPLATES_LIST.bind(request, options));
    }

    @Override
    public List<MetricDetail> metrics(String templateId, RequestOptions options) {
        return pipeline.plain(METRIC_TEMPLATES_METRICS.bind(options, templateId));
    }

    @Override
    public String toString() {
        return "MetricTemplatesClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements MetricTemplatesClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<MetricTemplate> create(MetricTemplateCreateRequest request, RequestOptions options) {
            return pipeline.envelope(METRIC_TEMPLATES_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<MetricTemplate> get(String templateId, RequestOptions options) {
            return pipeline.envelope(METRIC_TEMPLATES_GET.bind(options, templateId));
        }

        @Override
        public DgqResponse<JsonObject> update(
                String templateId, MetricTemplateUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(METRIC_TEMPLATES_UPDATE.bind(request, options, templateId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String templateId, RequestOptions options) {
            return pipeline.envelope(METRIC_TEMPLATES_DELETE.bind(options, templateId));
        }

        @Override
        public DgqResponse<Page<MetricTemplate>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(METRIC_TEMPLATES_LIST.bind(request, options));
        }

        @Override
        public DgqResponse<List<MetricDetail>> metrics(String templateId, RequestOptions options) {
            return pipeline.envelope(METRIC_TEMPLATES_METRICS.bind(options, templateId));
        }

        @Override
        public String toString() {
            return "MetricTemplatesClient.WithRawResponse";
        }
    }
}
