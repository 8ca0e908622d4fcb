// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import java.util.List;

/**
 * An alert cluster's detail record ({@code GET /metrics/alert-cluster/{clusterId}} and {@code GET
 * /metrics/alert-cluster/by-alert/{alertId}}): the list item's fields plus its alerts.
 */
public final class AlertCluster extends AlertClusterListItem {
    static {
        ModelFields.register(AlertCluster.class, new Fields());
    }

    @JsonProperty("alerts")
    private List<ClusterAlert> alerts;

    private AlertCluster() {}

    /**
     * Returns an empty builder, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** {@return the alerts of the cluster ({@code alerts})} */
    public List<ClusterAlert> alerts() {
        return ModelFields.listOf(ModelFields.decoded(this, "alerts", alerts));
    }

    /** The fields {@code AlertCluster} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<AlertCluster> {
        @Override
        public boolean equal(AlertCluster a, AlertCluster b) {
            return ModelFields.listOf(a.alerts).equals(ModelFields.listOf(b.alerts));
        }

        @Override
        public int hash(AlertCluster model) {
            return ModelFields.hashOf(ModelFields.listOf(model.alerts));
        }

        @Override
        public void describe(AlertCluster model, ModelFields.Sink sink) {
            sink.add("alerts", model.alerts);
        }
    }

    /** Builds an {@link AlertCluster}: one setter per field, named like its accessor. */
    public static final class Builder extends AlertClusterListItem.Builder<AlertCluster, Builder> {
        private Builder(AlertCluster from) {
            super(AlertCluster.class, from);
        }

        /**
         * Sets the alerts of the cluster ({@code alerts}).
         *
         * @param alerts the value; {@code null} clears it
         * @return this builder
         */
        public Builder alerts(List<ClusterAlert> alerts) {
            return put("alerts", alerts);
        }
    }
}
