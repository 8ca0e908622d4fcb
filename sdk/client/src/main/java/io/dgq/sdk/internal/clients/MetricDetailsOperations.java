// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.metricdetails.MetricDetailCreateRequest;
import io.dgq.sdk.metricdetails.MetricDetailUpdateRequest;
import io.dgq.sdk.metricdetails.MetricDetailsAsyncClient;
import io.dgq.sdk.metricdetails.MetricDetailsClient;
import java.util.List;

/**
 * The operations of {@link MetricDetailsClient} and {@link MetricDetailsAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class MetricDetailsOperations {
    /** {@code metricDetails.create}: {@code POST /api/v1/metrics/detail}. */
    public static final ApiOperation<MetricDetailCreateRequest, MetricDetail, MetricDetail> METRIC_DETAILS_CREATE =
            ApiOperation.declare("metricDetails", "create", Endpoint.postCreate("/metrics/detail"))
                    .request(MetricDetailCreateRequest.class)
                    .record(MetricDetail.class);

    /** {@code metricDetails.byAsset}: {@code GET /api/v1/metrics/detail/asset/{assetId}}. */
    public static final ApiOperation<Void, List<MetricDetail>, List<MetricDetail>> METRIC_DETAILS_BY_ASSET =
            ApiOperation.declare("metricDetails", "byAsset", Endpoint.get("/metrics/detail/asset/{assetId}"))
                    .items(MetricDetail.class);

    /** {@code metricDetails.get}: {@code GET /api/v1/metrics/detail/{metricDetailId}}. */
    public static final ApiOperation<Void, MetricDetail, MetricDetail> METRIC_DETAILS_GET = ApiOperation.declare(
                    "metricDetails", "get", Endpoint.get("/metrics/detail/{metricDetailId}"))
            .record(MetricDetail.class);

    /** {@code metricDetails.update}: {@code PUT /api/v1/metrics/detail/{metricDetailId}}. */
    public static final ApiOperation<MetricDetailUpdateRequest, JsonObject, Void> METRIC_DETAILS_UPDATE =
            ApiOperation.declare("metricDetails", "update", Endpoint.put("/metrics/detail/{metricDetailId}"))
                    .request(MetricDetailUpdateRequest.class);

    /** {@code metricDetails.delete}: {@code DELETE /api/v1/metrics/detail/{metricDetailId}}. */
    public static final ApiOperation<Void, JsonObject, Void> METRIC_DETAILS_DELETE =
            ApiOperation.declare("metricDetails", "delete", Endpoint.delete("/metrics/detail/{metricDetailId}"));

    private MetricDetailsOperations() {}
}
