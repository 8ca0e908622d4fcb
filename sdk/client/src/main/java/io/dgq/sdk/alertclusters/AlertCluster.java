// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.Owner;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * An alert cluster's detail record ({@code GET /metrics/alert-cluster/{clusterId}} and {@code GET
 * /metrics/alert-cluster/by-alert/{alertId}}): the list item's fields plus its alerts.
 */
@Companion(AlertCluster.Fields.class)
public final class AlertCluster extends AlertClusterListItem {
    @JsonProperty("alerts")
    private final List<ClusterAlert> alerts;

    private AlertCluster(
            String alertClusterId,
            String rootAlertId,
            String rootAssetId,
            String rootAssetName,
            String priority,
            ClusterStatus clusterStatus,
            String issueId,
            String issueRefId,
            String name,
            String sourceType,
            String assetType,
            String metricCategory,
            String metricSubCategory,
            Double confidenceScore,
            Long totalAsset,
            Long totalAlert,
            List<ClusterDomain> domains,
            List<Owner> owners,
            OffsetDateTime createdAt,
            OffsetDateTime modifiedAt,
            List<ClusterAlert> alerts) {
        super(
                alertClusterId,
                rootAlertId,
                rootAssetId,
                rootAssetName,
                priority,
                clusterStatus,
                issueId,
                issueRefId,
                name,
                sourceType,
                assetType,
                metricCategory,
                metricSubCategory,
                confidenceScore,
                totalAsset,
                totalAlert,
                domains,
                owners,
                createdAt,
                modifiedAt);
        this.alerts = alerts;
    }

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
        return ModelFields.listOf(ModelState.decoded(this, state, "alerts", alerts));
    }

    /** The fields {@code AlertCluster} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<AlertCluster> {
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

        @Override
        public List<String> names() {
            return List.of("alerts");
        }

        @Override
        @SuppressWarnings("unchecked")
        public AlertCluster create(Object[] values) {
            return new AlertCluster(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (ClusterStatus) values[5],
                    (String) values[6],
                    (String) values[7],
                    (String) values[8],
                    (String) values[9],
                    (String) values[10],
                    (String) values[11],
                    (String) values[12],
                    (Double) values[13],
                    (Long) values[14],
                    (Long) values[15],
                    (List<ClusterDomain>) values[16],
                    (List<Owner>) values[17],
                    (OffsetDateTime) values[18],
                    (OffsetDateTime) values[19],
                    (List<ClusterAlert>) values[20]);
        }
    }

    /** Builds an {@link AlertCluster}: one setter per field, named like its accessor. */
    public static final class Builder extends AlertClusterListItem.Builder {
        private Builder(AlertCluster from) {
            super(AlertCluster.class, from);
        }

        /**
         * Sets the cluster's id ({@code alert_cluster_id}), the {@code clusterId} of the paths.
         *
         * @param alertClusterId the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder alertClusterId(String alertClusterId) {
            state.put("alert_cluster_id", alertClusterId);
            return this;
        }

        /**
         * Sets the id of the alert the cluster grew from ({@code root_alert_id}).
         *
         * @param rootAlertId the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder rootAlertId(String rootAlertId) {
            state.put("root_alert_id", rootAlertId);
            return this;
        }

        /**
         * Sets the id of the root alert's asset ({@code root_asset_id}).
         *
         * @param rootAssetId the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder rootAssetId(String rootAssetId) {
            state.put("root_asset_id", rootAssetId);
            return this;
        }

        /**
         * Sets the name of the root alert's asset ({@code root_asset_name}).
         *
         * @param rootAssetName the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder rootAssetName(String rootAssetName) {
            state.put("root_asset_name", rootAssetName);
            return this;
        }

        /**
         * Sets the priority, as the server writes it ({@code priority}).
         *
         * @param priority the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder priority(String priority) {
            state.put("priority", priority);
            return this;
        }

        /**
         * Sets the status ({@code cluster_status}); an open set.
         *
         * @param clusterStatus the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder clusterStatus(ClusterStatus clusterStatus) {
            state.put("cluster_status", clusterStatus);
            return this;
        }

        /**
         * Sets the id of the issue opened for the cluster ({@code issue_id}).
         *
         * @param issueId the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder issueId(String issueId) {
            state.put("issue_id", issueId);
            return this;
        }

        /**
         * Sets the issue's reference ({@code issue_ref_id}), for example {@code DQ-1000}.
         *
         * @param issueRefId the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder issueRefId(String issueRefId) {
            state.put("issue_ref_id", issueRefId);
            return this;
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder name(String name) {
            state.put("name", name);
            return this;
        }

        /**
         * Sets the kind of data source ({@code source_type}).
         *
         * @param sourceType the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder sourceType(String sourceType) {
            state.put("source_type", sourceType);
            return this;
        }

        /**
         * Sets the kind of asset ({@code asset_type}).
         *
         * @param assetType the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder assetType(String assetType) {
            state.put("asset_type", assetType);
            return this;
        }

        /**
         * Sets the category of the failing metrics ({@code metric_category}).
         *
         * @param metricCategory the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder metricCategory(String metricCategory) {
            state.put("metric_category", metricCategory);
            return this;
        }

        /**
         * Sets the subcategory of the failing metrics ({@code metric_sub_category}).
         *
         * @param metricSubCategory the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder metricSubCategory(String metricSubCategory) {
            state.put("metric_sub_category", metricSubCategory);
            return this;
        }

        /**
         * Sets how confident the clustering is ({@code confidence_score}).
         *
         * @param confidenceScore the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder confidenceScore(Double confidenceScore) {
            state.put("confidence_score", confidenceScore);
            return this;
        }

        /**
         * Sets the number of assets involved ({@code total_asset}).
         *
         * @param totalAsset the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder totalAsset(Long totalAsset) {
            state.put("total_asset", totalAsset);
            return this;
        }

        /**
         * Sets the number of alerts in the cluster ({@code total_alert}).
         *
         * @param totalAlert the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder totalAlert(Long totalAlert) {
            state.put("total_alert", totalAlert);
            return this;
        }

        /**
         * Sets the domains the cluster touches ({@code domain}).
         *
         * @param domains the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder domains(List<ClusterDomain> domains) {
            state.put("domain", domains);
            return this;
        }

        /**
         * Sets the owners ({@code owner}).
         *
         * @param owners the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder owners(List<Owner> owners) {
            state.put("owner", owners);
            return this;
        }

        /**
         * Sets when the cluster was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets when the cluster last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            state.put("modified_at", modifiedAt);
            return this;
        }

        /**
         * Sets the alerts of the cluster ({@code alerts}).
         *
         * @param alerts the value; {@code null} clears it
         * @return this builder
         */
        public Builder alerts(List<ClusterAlert> alerts) {
            state.put("alerts", alerts);
            return this;
        }

        /**
         * Sets a field {@code AlertCluster} has no accessor for; it reads back through
         * {@code additionalProperty(jsonName)}.
         *
         * @param jsonName the JSON field name; not the name of a field the model has an accessor for
         * @param value the value; {@code null} stands for JSON {@code null}
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or is the JSON name of a known field (use its typed
         *     setter)
         */
        @Override
        public Builder putAdditionalProperty(String jsonName, JsonValue value) {
            state.putAdditional(jsonName, value);
            return this;
        }

        /**
         * Sets several fields {@code AlertCluster} has no accessor for.
         *
         * @param properties the fields by JSON name
         * @return this builder
         * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
         */
        @Override
        public Builder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties) {
            state.putAllAdditional(properties);
            return this;
        }

        /**
         * Removes a field {@code AlertCluster} has no accessor for.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        @Override
        public Builder removeAdditionalProperty(String jsonName) {
            state.removeAdditional(jsonName);
            return this;
        }

        /**
         * Builds the {@code AlertCluster} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public AlertCluster build() {
            return state.build(AlertCluster.class);
        }
    }
}
