// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.alertclusters.AlertCluster;
import io.dgq.sdk.alertclusters.AlertClusterListItem;
import io.dgq.sdk.alertclusters.AlertClusterUpdateRequest;
import io.dgq.sdk.alertclusters.AlertClustersAsyncClient;
import io.dgq.sdk.alertclusters.AlertClustersClient;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;

/**
 * The operations of {@link AlertClustersClient} and {@link AlertClustersAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class AlertClustersOperations {
    /** {@code alertClusters.byAlert}: {@code GET /api/v1/metrics/alert-cluster/by-alert/{alertId}}. */
    public static final ApiOperation<Void, AlertCluster, AlertCluster> ALERT_CLUSTERS_BY_ALERT = ApiOperation.declare(
                    "alertClusters", "byAlert", Endpoint.get("/metrics/alert-cluster/by-alert/{alertId}"))
            .record(AlertCluster.class);

    /** {@code alertClusters.get}: {@code GET /api/v1/metrics/alert-cluster/{clusterId}}. */
    public static final ApiOperation<Void, AlertCluster, AlertCluster> ALERT_CLUSTERS_GET = ApiOperation.declare(
                    "alertClusters", "get", Endpoint.get("/metrics/alert-cluster/{clusterId}"))
            .record(AlertCluster.class);

    /** {@code alertClusters.update}: {@code PUT /api/v1/metrics/alert-cluster/{clusterId}}. */
    public static final ApiOperation<AlertClusterUpdateRequest, JsonObject, Void> ALERT_CLUSTERS_UPDATE =
            ApiOperation.declare("alertClusters", "update", Endpoint.put("/metrics/alert-cluster/{clusterId}"))
                    .request(AlertClusterUpdateRequest.class);

    /** {@code alertClusters.list}: {@code POST /api/v1/metrics/alert-cluster/list}. */
    public static final ApiOperation<ListRequest, Page<AlertClusterListItem>, Page<AlertClusterListItem>>
            ALERT_CLUSTERS_LIST = ApiOperation.declare(
                            "alertClusters", "list", Endpoint.postIdempotent("/metrics/alert-cluster/list"))
                    .list(AlertClusterListItem.class);

    private AlertClustersOperations() {}
}
