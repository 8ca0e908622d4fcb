package io.dgq.sdk.alertclusters;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Owner;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * An alert cluster as the list shows it: related alerts grouped under a root alert. {@link AlertCluster} adds the
 * alerts themselves. See {@link AlertClusterColumn} for the fields a list can sort and filter by.
 */
public class AlertClusterListItem extends ApiObject {

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
    private Integer totalAsset;
    @JsonProperty("total_alert")
    private Integer totalAlert;
    @JsonProperty("domain")
    private List<ClusterDomain> domains;
    @JsonProperty("owner")
    private List<Owner> owners;
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;
    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;

    AlertClusterListItem() {
    }

    /** {@return the cluster's id ({@code alert_cluster_id}), the {@code clusterId} of the paths} */
    public String alertClusterId() {
        return alertClusterId;
    }

    /** {@return the id of the alert the cluster grew from ({@code root_alert_id})} */
    public String rootAlertId() {
        return rootAlertId;
    }

    /** {@return the id of the root alert's asset ({@code root_asset_id})} */
    public String rootAssetId() {
        return rootAssetId;
    }

    /** {@return the name of the root alert's asset ({@code root_asset_name})} */
    public String rootAssetName() {
        return rootAssetName;
    }

    /** {@return the priority, as the server writes it ({@code priority})} */
    public String priority() {
        return priority;
    }

    /** {@return the status ({@code cluster_status}); an open set} */
    public ClusterStatus clusterStatus() {
        return clusterStatus;
    }

    /** {@return the id of the issue opened for the cluster ({@code issue_id})} */
    public String issueId() {
        return issueId;
    }

    /** {@return the issue's reference ({@code issue_ref_id}), for example {@code DQ-1000}} */
    public String issueRefId() {
        return issueRefId;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the kind of data source ({@code source_type})} */
    public String sourceType() {
        return sourceType;
    }

    /** {@return the kind of asset ({@code asset_type})} */
    public String assetType() {
        return assetType;
    }

    /** {@return the category of the failing metrics ({@code metric_category})} */
    public String metricCategory() {
        return metricCategory;
    }

    /** {@return the subcategory of the failing metrics ({@code metric_sub_category})} */
    public String metricSubCategory() {
        return metricSubCategory;
    }

    /** {@return how confident the clustering is ({@code confidence_score})} */
    public Double confidenceScore() {
        return confidenceScore;
    }

    /** {@return the number of assets involved ({@code total_asset})} */
    public Integer totalAsset() {
        return totalAsset;
    }

    /** {@return the number of alerts in the cluster ({@code total_alert})} */
    public Integer totalAlert() {
        return totalAlert;
    }

    /** {@return the domains the cluster touches ({@code domain})} */
    public List<ClusterDomain> domains() {
        return listOf(domains);
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return listOf(owners);
    }

    /** {@return when the cluster was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** {@return when the cluster last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "{alertClusterId=" + alertClusterId + ", name=" + name
                + ", clusterStatus=" + clusterStatus + ", priority=" + priority + "}";
    }
}
