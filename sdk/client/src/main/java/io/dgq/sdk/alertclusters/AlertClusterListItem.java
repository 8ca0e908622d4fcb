// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Owner;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * An alert cluster as the list shows it: related alerts grouped under a root alert. {@link AlertCluster} adds the
 * alerts themselves. See {@link AlertClusterColumn} for the fields a list can sort and filter by.
 */
public class AlertClusterListItem extends ApiObject {
    static {
        ModelFields.register(AlertClusterListItem.class, new Fields());
    }

    @JsonProperty("alert_cluster_id")
    private String alertClusterId;

    @JsonProperty("root_alert_id")
    private String rootAlertId;

    @JsonProperty("root_asset_id")
    private String rootAssetId;

    @JsonProperty("root_asset_name")
    private String rootAssetName;

    @JsonProperty("priority")
    private String priority;

    @JsonProperty("cluster_status")
    private ClusterStatus clusterStatus;

    @JsonProperty("issue_id")
    private String issueId;

    @JsonProperty("issue_ref_id")
    private String issueRefId;

    @JsonProperty("name")
    private String name;

    @JsonProperty("source_type")
    private String sourceType;

    @JsonProperty("asset_type")
    private String assetType;

    @JsonProperty("metric_category")
    private String metricCategory;

    @JsonProperty("metric_sub_category")
    private String metricSubCategory;

    @JsonProperty("confidence_score")
    private Double confidenceScore;

    @JsonProperty("total_asset")
    private Long totalAsset;

    @JsonProperty("total_alert")
    private Long totalAlert;

    @JsonProperty("domain")
    private List<ClusterDomain> domains;

    @JsonProperty("owner")
    private List<Owner> owners;

    @JsonProperty("created_at")
    private OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;

    AlertClusterListItem() {}

    /**
     * Returns an empty builder of {@code AlertClusterListItem}, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder<?, ?> builder() {
        return new ItemBuilder(null);
    }

    @Override
    public Builder<?, ?> toBuilder() {
        return new ItemBuilder(this);
    }

    /** {@return the cluster's id ({@code alert_cluster_id}), the {@code clusterId} of the paths} */
    public String alertClusterId() {
        return ModelFields.decoded(this, "alert_cluster_id", alertClusterId);
    }

    /** {@return the id of the alert the cluster grew from ({@code root_alert_id})} */
    public String rootAlertId() {
        return ModelFields.decoded(this, "root_alert_id", rootAlertId);
    }

    /** {@return the id of the root alert's asset ({@code root_asset_id})} */
    public String rootAssetId() {
        return ModelFields.decoded(this, "root_asset_id", rootAssetId);
    }

    /** {@return the name of the root alert's asset ({@code root_asset_name})} */
    public String rootAssetName() {
        return ModelFields.decoded(this, "root_asset_name", rootAssetName);
    }

    /** {@return the priority, as the server writes it ({@code priority})} */
    public String priority() {
        return ModelFields.decoded(this, "priority", priority);
    }

    /** {@return the status ({@code cluster_status}); an open set} */
    public ClusterStatus clusterStatus() {
        return ModelFields.decoded(this, "cluster_status", clusterStatus);
    }

    /** {@return the id of the issue opened for the cluster ({@code issue_id})} */
    public String issueId() {
        return ModelFields.decoded(this, "issue_id", issueId);
    }

    /** {@return the issue's reference ({@code issue_ref_id}), for example {@code DQ-1000}} */
    public String issueRefId() {
        return ModelFields.decoded(this, "issue_ref_id", issueRefId);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the kind of data source ({@code source_type})} */
    public String sourceType() {
        return ModelFields.decoded(this, "source_type", sourceType);
    }

    /** {@return the kind of asset ({@code asset_type})} */
    public String assetType() {
        return ModelFields.decoded(this, "asset_type", assetType);
    }

    /** {@return the category of the failing metrics ({@code metric_category})} */
    public String metricCategory() {
        return ModelFields.decoded(this, "metric_category", metricCategory);
    }

    /** {@return the subcategory of the failing metrics ({@code metric_sub_category})} */
    public String metricSubCategory() {
        return ModelFields.decoded(this, "metric_sub_category", metricSubCategory);
    }

    /** {@return how confident the clustering is ({@code confidence_score})} */
    public Double confidenceScore() {
        return ModelFields.decoded(this, "confidence_score", confidenceScore);
    }

    /** {@return the number of assets involved ({@code total_asset})} */
    public Long totalAsset() {
        return ModelFields.decoded(this, "total_asset", totalAsset);
    }

    /** {@return the number of alerts in the cluster ({@code total_alert})} */
    public Long totalAlert() {
        return ModelFields.decoded(this, "total_alert", totalAlert);
    }

    /** {@return the domains the cluster touches ({@code domain})} */
    public List<ClusterDomain> domains() {
        return ModelFields.listOf(ModelFields.decoded(this, "domain", domains));
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return ModelFields.listOf(ModelFields.decoded(this, "owner", owners));
    }

    /** {@return when the cluster was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelFields.decoded(this, "created_at", createdAt);
    }

    /** {@return when the cluster last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return ModelFields.decoded(this, "modified_at", modifiedAt);
    }

    /**
     * The fields {@code AlertClusterListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}.
     */
    private static final class Fields implements ModelFields.Table<AlertClusterListItem> {
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
    }

    /**
     * Base of the builders of {@link AlertClusterListItem} and its subclasses: one setter per field of the class.
     *
     * @param <M> the model type built
     * @param <B> the concrete builder type, returned by every setter
     */
    public abstract static class Builder<M extends AlertClusterListItem, B extends Builder<M, B>>
            extends ApiObject.Builder<M, B> {
        /**
         * Creates a builder, empty or holding the fields of a model.
         *
         * @param type the model class to build
         * @param from the model to copy, or {@code null} for an empty builder
         */
        protected Builder(Class<M> type, M from) {
            super(type, from);
        }

        /**
         * Sets the cluster's id ({@code alert_cluster_id}), the {@code clusterId} of the paths.
         *
         * @param alertClusterId the value; {@code null} clears it
         * @return this builder
         */
        public B alertClusterId(String alertClusterId) {
            return put("alert_cluster_id", alertClusterId);
        }

        /**
         * Sets the id of the alert the cluster grew from ({@code root_alert_id}).
         *
         * @param rootAlertId the value; {@code null} clears it
         * @return this builder
         */
        public B rootAlertId(String rootAlertId) {
            return put("root_alert_id", rootAlertId);
        }

        /**
         * Sets the id of the root alert's asset ({@code root_asset_id}).
         *
         * @param rootAssetId the value; {@code null} clears it
         * @return this builder
         */
        public B rootAssetId(String rootAssetId) {
            return put("root_asset_id", rootAssetId);
        }

        /**
         * Sets the name of the root alert's asset ({@code root_asset_name}).
         *
         * @param rootAssetName the value; {@code null} clears it
         * @return this builder
         */
        public B rootAssetName(String rootAssetName) {
            return put("root_asset_name", rootAssetName);
        }

        /**
         * Sets the priority, as the server writes it ({@code priority}).
         *
         * @param priority the value; {@code null} clears it
         * @return this builder
         */
        public B priority(String priority) {
            return put("priority", priority);
        }

        /**
         * Sets the status ({@code cluster_status}); an open set.
         *
         * @param clusterStatus the value; {@code null} clears it
         * @return this builder
         */
        public B clusterStatus(ClusterStatus clusterStatus) {
            return put("cluster_status", clusterStatus);
        }

        /**
         * Sets the id of the issue opened for the cluster ({@code issue_id}).
         *
         * @param issueId the value; {@code null} clears it
         * @return this builder
         */
        public B issueId(String issueId) {
            return put("issue_id", issueId);
        }

        /**
         * Sets the issue's reference ({@code issue_ref_id}), for example {@code DQ-1000}.
         *
         * @param issueRefId the value; {@code null} clears it
         * @return this builder
         */
        public B issueRefId(String issueRefId) {
            return put("issue_ref_id", issueRefId);
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public B name(String name) {
            return put("name", name);
        }

        /**
         * Sets the kind of data source ({@code source_type}).
         *
         * @param sourceType the value; {@code null} clears it
         * @return this builder
         */
        public B sourceType(String sourceType) {
            return put("source_type", sourceType);
        }

        /**
         * Sets the kind of asset ({@code asset_type}).
         *
         * @param assetType the value; {@code null} clears it
         * @return this builder
         */
        public B assetType(String assetType) {
            return put("asset_type", assetType);
        }

        /**
         * Sets the category of the failing metrics ({@code metric_category}).
         *
         * @param metricCategory the value; {@code null} clears it
         * @return this builder
         */
        public B metricCategory(String metricCategory) {
            return put("metric_category", metricCategory);
        }

        /**
         * Sets the subcategory of the failing metrics ({@code metric_sub_category}).
         *
         * @param metricSubCategory the value; {@code null} clears it
         * @return this builder
         */
        public B metricSubCategory(String metricSubCategory) {
            return put("metric_sub_category", metricSubCategory);
        }

        /**
         * Sets how confident the clustering is ({@code confidence_score}).
         *
         * @param confidenceScore the value; {@code null} clears it
         * @return this builder
         */
        public B confidenceScore(Double confidenceScore) {
            return put("confidence_score", confidenceScore);
        }

        /**
         * Sets the number of assets involved ({@code total_asset}).
         *
         * @param totalAsset the value; {@code null} clears it
         * @return this builder
         */
        public B totalAsset(Long totalAsset) {
            return put("total_asset", totalAsset);
        }

        /**
         * Sets the number of alerts in the cluster ({@code total_alert}).
         *
         * @param totalAlert the value; {@code null} clears it
         * @return this builder
         */
        public B totalAlert(Long totalAlert) {
            return put("total_alert", totalAlert);
        }

        /**
         * Sets the domains the cluster touches ({@code domain}).
         *
         * @param domains the value; {@code null} clears it
         * @return this builder
         */
        public B domains(List<ClusterDomain> domains) {
            return put("domain", domains);
        }

        /**
         * Sets the owners ({@code owner}).
         *
         * @param owners the value; {@code null} clears it
         * @return this builder
         */
        public B owners(List<Owner> owners) {
            return put("owner", owners);
        }

        /**
         * Sets when the cluster was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public B createdAt(OffsetDateTime createdAt) {
            return put("created_at", createdAt);
        }

        /**
         * Sets when the cluster last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        public B modifiedAt(OffsetDateTime modifiedAt) {
            return put("modified_at", modifiedAt);
        }
    }

    private static final class ItemBuilder extends Builder<AlertClusterListItem, ItemBuilder> {
        ItemBuilder(AlertClusterListItem from) {
            super(AlertClusterListItem.class, from);
        }
    }
}
