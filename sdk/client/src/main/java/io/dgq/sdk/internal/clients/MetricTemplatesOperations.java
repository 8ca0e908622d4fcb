// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.metrictemplates.MetricTemplate;
import io.dgq.sdk.metrictemplates.MetricTemplateCreateRequest;
import io.dgq.sdk.metrictemplates.MetricTemplateUpdateRequest;
import io.dgq.sdk.metrictemplates.MetricTemplatesAsyncClient;
import io.dgq.sdk.metrictemplates.MetricTemplatesClient;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;

/**
 * The operations of {@link MetricTemplatesClient} and {@link MetricTemplatesAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class MetricTemplatesOperations {
    /** {@code metricTemplates.create}: {@code POST /api/v1/metrics/template}. */
    public static final ApiOperation<MetricTemplateCreateRequest, MetricTemplate, MetricTemplate>
            METRIC_TEMPLATES_CREATE = ApiOperation.declare(
                            "metricTemplates", "create", Endpoint.postCreate("/metrics/template"))
                    .request(MetricTemplateCreateRequest.class)
                    .record(MetricTemplate.class);

    /** {@code metricTemplates.get}: {@code GET /api/v1/metrics/template/{templateId}}. */
    public static final ApiOperation<Void, MetricTemplate, MetricTemplate> METRIC_TEMPLATES_GET = ApiOperation.declare(
                    "metricTemplates", "get", Endpoint.get("/metrics/template/{templateId}"))
            .record(MetricTemplate.class);

    /** {@code metricTemplates.update}: {@code PUT /api/v1/metrics/template/{templateId}}. */
    public static final ApiOperation<MetricTemplateUpdateRequest, JsonObject, Void> METRIC_TEMPLATES_UPDATE =
            ApiOperation.declare("metricTemplates", "update", Endpoint.put("/metrics/template/{templateId}"))
                    .request(MetricTemplateUpdateRequest.class);

    /** {@code metricTemplates.delete}: {@code DELETE /api/v1/metrics/template/{templateId}}. */
    public static final ApiOperation<Void, JsonObject, Void> METRIC_TEMPLATES_DELETE =
            ApiOperation.declare("metricTemplates", "delete", Endpoint.delete("/metrics/template/{templateId}"));

    /** {@code metricTemplates.list}: {@code POST /api/v1/metrics/template/list}. */
    public static final ApiOperation<ListRequest, Page<MetricTemplate>, Page<MetricTemplate>> METRIC_TEMPLATES_LIST =
            ApiOperation.declare("metricTemplates", "list", Endpoint.postIdempotent("/metrics/template/list"))
                    .list(MetricTemplate.class);

    /** {@code metricTemplates.metrics}: {@code GET /api/v1/metrics/template/{templateId}/metrics}. */
    public static final ApiOperation<Void, List<MetricDetail>, List<MetricDetail>> METRIC_TEMPLATES_METRICS =
            ApiOperation.declare("metricTemplates", "metrics", Endpoint.get("/metrics/template/{templateId}/metrics"))
                    .items(MetricDetail.class);

    private MetricTemplatesOperations() {}
}
