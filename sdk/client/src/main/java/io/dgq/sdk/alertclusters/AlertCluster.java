package io.dgq.sdk.alertclusters;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * An alert cluster's detail record ({@code GET /metrics/alert-cluster/{clusterId}} and
 * {@code GET /metrics/alert-cluster/by-alert/{alertId}}): the list item's fields plus its alerts.
 */
public final class AlertCluster extends AlertClusterListItem {

    @JsonProperty("alerts")
    private List<ClusterAlert> alerts;

    private AlertCluster() {
    }

    /** {@return the alerts of the cluster ({@code alerts})} */
    public List<ClusterAlert> alerts() {
        return listOf(alerts);
    }
}
