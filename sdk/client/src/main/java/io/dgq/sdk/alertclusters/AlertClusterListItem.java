// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Owner;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * An alert cluster as the list shows it: related alerts grouped under a root alert. {@link AlertCluster} adds the
 * alerts themselves. See {@link AlertClusterColumn} for the fields a list can sort and filter by.
 */
@Companion(AlertClusterListItem.Fields.class)
public class AlertClusterListItem implements ApiObject {
    @JsonProperty("alert_cluster_id")
    private final String alertClusterId;

    @JsonProperty("root_alert_id")
    private final String rootAlertId;

    @JsonProperty("root_asset_id")
    private final String rootAssetId;

    @JsonProperty("root_asset_name")
    private final String rootAssetName;

    @JsonProperty("priority")
    private final String priority;

    @JsonProperty("cluster_status")
    private final ClusterStatus clusterStatus;

    @JsonProperty("issue_id")
    private final String issueId;

    @JsonProperty("issue_ref_id")
    private final String issueRefId;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("source_type")
    private final String sourceType;

    @JsonProperty("asset_type")
    private final String assetType;

    @JsonProperty("metric_category")
    private final String metricCategory;

    @JsonProperty("metric_sub_category")
    private final String metricSubCategory;

    @JsonProperty("confidence_score")
    private final Double confidenceScore;

    @JsonProperty("total_asset")
    private final Long totalAsset;

    @JsonProperty("total_alert")
    private final Long totalAlert;

    @JsonProperty("domain")
    private final List<ClusterDomain> domains;

    @JsonProperty("owner")
    private final List<Owner> owners;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private final OffsetDateTime modifiedAt;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    ModelState state;

    AlertClusterListItem(
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
            OffsetDateTime modifiedAt) {
        this.alertClusterId = alertClusterId;
        this.rootAlertId = rootAlertId;
        this.rootAssetId = rootAssetId;
        this.rootAssetName = rootAssetName;
        this.priority = priority;
        this.clusterStatus = clusterStatus;
        this.issueId = issueId;
        this.issueRefId = issueRefId;
        this.name = name;
        this.sourceType = sourceType;
        this.assetType = assetType;
        this.metricCategory = metricCategory;
        this.metricSubCategory = metricSubCategory;
        this.confidenceScore = confidenceScore;
        this.totalAsset = totalAsset;
        this.totalAlert = totalAlert;
        this.domains = domains;
        this.owners = owners;
        this.createdAt = createdAt;
        this.modifiedAt = modifiedAt;
    }

    /**
     * Returns an empty builder of {@code AlertClusterListItem}, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(AlertClusterListItem.class, null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(AlertClusterListItem.class, this);
    }

    /** {@return the cluster's id ({@code alert_cluster_id}), the {@code clusterId} of the paths} */
    public String alertClusterId() {
        return ModelState.decoded(this, state, "alert_cluster_id", alertClusterId);
    }

    /** {@return the id of the alert the cluster grew from ({@code root_alert_id})} */
    public String rootAlertId() {
        return ModelState.decoded(this, state, "root_alert_id", rootAlertId);
    }

    /** {@return the id of the root alert's asset ({@code root_asset_id})} */
    public String rootAssetId() {
        return ModelState.decoded(this, state, "root_asset_id", rootAssetId);
    }

    /** {@return the name of the root alert's asset ({@code root_asset_name})} */
    public String rootAssetName() {
        return ModelState.decoded(this, state, "root_asset_name", rootAssetName);
    }

    /** {@return the priority, as the server writes it ({@code priority})} */
    public String priority() {
        return ModelState.decoded(this, state, "priority", priority);
    }

    /** {@return the status ({@code cluster_status}); an open set} */
    public ClusterStatus clusterStatus() {
        return ModelState.decoded(this, state, "cluster_status", clusterStatus);
    }

    /** {@return the id of the issue opened for the cluster ({@code issue_id})} */
    public String issueId() {
        return ModelState.decoded(this, state, "issue_id", issueId);
    }

    /** {@return the issue's reference ({@code issue_ref_id}), for example {@code DQ-1000}} */
    public String issueRefId() {
        return ModelState.decoded(this, state, "issue_ref_id", issueRefId);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return the kind of data source ({@code source_type})} */
    public String sourceType() {
        return ModelState.decoded(this, state, "source_type", sourceType);
    }

    /** {@return the kind of asset ({@code asset_type})} */
    public String assetType() {
        return ModelState.decoded(this, state, "asset_type", assetType);
    }

    /** {@return the category of the failing metrics ({@code metric_category})} */
    public String metricCategory() {
        return ModelState.decoded(this, state, "metric_category", metricCategory);
    }

    /** {@return the subcategory of the failing metrics ({@code metric_sub_category})} */
    public String metricSubCategory() {
        return ModelState.decoded(this, state, "metric_sub_category", metricSubCategory);
    }

    /** {@return how confident the clustering is ({@code confidence_score})} */
    public Double confidenceScore() {
        return ModelState.decoded(this, state, "confidence_score", confidenceScore);
    }

    /** {@return the number of assets involved ({@code total_asset})} */
    public Long totalAsset() {
        return ModelState.decoded(this, state, "total_asset", totalAsset);
    }

    /** {@return the number of alerts in the cluster ({@code total_alert})} */
    public Long totalAlert() {
        return ModelState.decoded(this, state, "total_alert", totalAlert);
    }

    /** {@return the domains the cluster touches ({@code domain})} */
    public List<ClusterDomain> domains() {
        return ModelFields.listOf(ModelState.decoded(this, state, "domain", domains));
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return ModelFields.listOf(ModelState.decoded(this, state, "owner", owners));
    }

    /** {@return when the cluster was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    /** {@return when the cluster last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return ModelState.decoded(this, state, "modified_at", modifiedAt);
    }

    @JsonAnyGetter
    @SuppressWarnings("UnusedMethod")
    private Map<String, JsonNode> unknownFields() {
        // Jackson calls it to write those members back
        return ModelState.unknownFields(state);
    }

    @Override
    public final Map<String, JsonValue> additionalProperties() {
        return ModelState.additionalProperties(this);
    }

    @Override
    public final JsonValue additionalProperty(String name) {
        return ModelState.additionalProperty(this, name);
    }

    @Override
    public final void validate() {
        ModelState.validate(this);
    }

    @Override
    public final boolean equals(Object o) {
        return ModelState.equal(this, o);
    }

    @Override
    public final int hashCode() {
        return ModelState.hash(this);
    }

    @Override
    public final String toString() {
        return ModelFields.describe(this);
    }

    /**
     * The fields {@code AlertClusterListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}.
     */
    static final class Fields implements ModelFields.Table<AlertClusterListItem> {
        @Override
        public boolean equal(AlertClusterListItem a, AlertClusterListItem b) {
            return ModelFields.sameValue(a.alertClusterId, b.alertClusterId)
                    && ModelFields.sameValue(a.rootAlertId, b.rootAlertId)
                    && ModelFields.sameValue(a.rootAssetId, b.rootAssetId)
                    && ModelFields.sameValue(a.rootAssetName, b.rootAssetName)
                    && ModelFields.sameValue(a.priority, b.priority)
                    && ModelFields.sameValue(a.clusterStatus, b.clusterStatus)
                    && ModelFields.sameValue(a.issueId, b.issueId)
                    && ModelFields.sameValue(a.issueRefId, b.issueRefId)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.sourceType, b.sourceType)
                    && ModelFields.sameValue(a.assetType, b.assetType)
                    && ModelFields.sameValue(a.metricCategory, b.metricCategory)
                    && ModelFields.sameValue(a.metricSubCategory, b.metricSubCategory)
                    && ModelFields.sameValue(a.confidenceScore, b.confidenceScore)
                    && ModelFields.sameValue(a.totalAsset, b.totalAsset)
                    && ModelFields.sameValue(a.totalAlert, b.totalAlert)
                    && ModelFields.listOf(a.domains).equals(ModelFields.listOf(b.domains))
                    && ModelFields.listOf(a.owners).equals(ModelFields.listOf(b.owners))
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.modifiedAt, b.modifiedAt);
        }

        @Override
        public int hash(AlertClusterListItem model) {
            return ModelFields.hashOf(
                    model.alertClusterId,
                    model.rootAlertId,
                    model.rootAssetId,
                    model.rootAssetName,
                    model.priority,
                    model.clusterStatus,
                    model.issueId,
                    model.issueRefId,
                    model.name,
                    model.sourceType,
                    model.assetType,
                    model.metricCategory,
                    model.metricSubCategory,
                    model.confidenceScore,
                    model.totalAsset,
                    model.totalAlert,
                    ModelFields.listOf(model.domains),
                    ModelFields.listOf(model.owners),
                    model.createdAt,
                    model.modifiedAt);
        }

        @Override
        public void describe(AlertClusterListItem model, ModelFields.Sink sink) {
            sink.add("alert_cluster_id", model.alertClusterId)
                    .add("root_alert_id", model.rootAlertId)
                    .add("root_asset_id", model.rootAssetId)
                    .add("root_asset_name", model.rootAssetName)
                    .add("priority", model.priority)
                    .add("cluster_status", model.clusterStatus)
                    .add("issue_id", model.issueId)
                    .add("issue_ref_id", model.issueRefId)
                    .add("name", model.name)
                    .add("source_type", model.sourceType)
                    .add("asset_type", model.assetType)
                    .add("metric_category", model.metricCategory)
                    .add("metric_sub_category", model.metricSubCategory)
                    .add("confidence_score", model.confidenceScore)
                    .add("total_asset", model.totalAsset)
                    .add("total_alert", model.totalAlert)
                    .add("domain", model.domains)
                    .add("owner", model.owners)
                    .add("created_at", model.createdAt)
                    .add("modified_at", model.modifiedAt);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "alert_cluster_id",
                    "root_alert_id",
                    "root_asset_id",
                    "root_asset_name",
                    "priority",
                    "cluster_status",
                    "issue_id",
                    "issue_ref_id",
                    "name",
                    "source_type",
                    "asset_type",
                    "metric_category",
                    "metric_sub_category",
                    "confidence_score",
                    "total_asset",
                    "total_alert",
                    "domain",
                    "owner",
                    "created_at",
                    "modified_at");
        }

        @Override
        public ModelState state(AlertClusterListItem model) {
            return model.state;
        }

        @Override
        public void state(AlertClusterListItem model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public AlertClusterListItem create(Object[] values) {
            return new AlertClusterListItem(
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
                    (OffsetDateTime) values[19]);
        }
    }

    /**
     * Builds an {@link AlertClusterListItem}: one setter per field, named like its accessor; the builder of each model
     * that extends it extends it, and answers its own type from every setter.
     */
    public static class Builder implements ApiObject.Builder {
        /** The fields set so far; the builders that extend this one set theirs here too. */
        final ModelBuilder state;

        Builder(Class<? extends AlertClusterListItem> type, AlertClusterListItem from) {
            this.state = new ModelBuilder(type, from);
        }

        /**
         * Sets the cluster's id ({@code alert_cluster_id}), the {@code clusterId} of the paths.
         *
         * @param alertClusterId the value; {@code null} clears it
         * @return this builder
         */
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
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            state.put("modified_at", modifiedAt);
            return this;
        }

        /**
         * Sets a field {@code AlertClusterListItem} has no accessor for; it reads back through
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
         * Sets several fields {@code AlertClusterListItem} has no accessor for.
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
         * Removes a field {@code AlertClusterListItem} has no accessor for.
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
         * Builds the {@code AlertClusterListItem} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public AlertClusterListItem build() {
            return state.build(AlertClusterListItem.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
