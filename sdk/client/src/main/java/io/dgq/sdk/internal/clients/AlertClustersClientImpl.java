// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.AlertClustersOperations.ALERT_CLUSTERS_BY_ALERT;
import static io.dgq.sdk.internal.clients.AlertClustersOperations.ALERT_CLUSTERS_GET;
import static io.dgq.sdk.internal.clients.AlertClustersOperations.ALERT_CLUSTERS_LIST;
import static io.dgq.sdk.internal.clients.AlertClustersOperations.ALERT_CLUSTERS_UPDATE;

import io.dgq.sdk.alertclusters.AlertCluster;
import io.dgq.sdk.alertclusters.AlertClusterListItem;
import io.dgq.sdk.alertclusters.AlertClusterUpdateRequest;
import io.dgq.sdk.alertclusters.AlertClustersClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;

/**
 * The {@link AlertClustersClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.AlertClustersOperations}, and runs the call. Thread-safe. Internal.
 */
public final class AlertClustersClientImpl implements AlertClustersClient {
    private final CallPipeline pipeline;

    private final AlertClustersClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public AlertClustersClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public AlertClustersClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public AlertCluster byAlert(String alertId, RequestOptions options) {
        return pipeline.plain(ALERT_CLUSTERS_BY_ALERT.bind(options, alertId));
    }

    @Override
    public AlertCluster get(String clusterId, RequestOptions options) {
        return pipeline.plain(ALERT_CLUSTERS_GET.bind(options, clusterId));
    }

    @Override
    public void update(String clusterId, AlertClusterUpdateRequest request, RequestOptions options) {
        pipeline.plain(ALERT_CLUSTERS_UPDATE.bind(request, options, clusterId));
    }

    @Override
    public Page<AlertClusterListItem> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(ALERT_CLUSTERS_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "AlertClustersClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements AlertClustersClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<AlertCluster> byAlert(String alertId, RequestOptions options) {
            return pipeline.envelope(ALERT_CLUSTERS_BY_ALERT.bind(options, alertId));
        }

        @Override
        public DgqResponse<AlertCluster> get(String clusterId, RequestOptions options) {
            return pipeline.envelope(ALERT_CLUSTERS_GET.bind(options, clusterId));
        }

        @Override
        public DgqResponse<JsonObject> update(
                String clusterId, AlertClusterUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(ALERT_CLUSTERS_UPDATE.bind(request, options, clusterId));
        }

        @Override
        public DgqResponse<Page<AlertClusterListItem>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(ALERT_CLUSTERS_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "AlertClustersClient.WithRawResponse";
        }
    }
}
