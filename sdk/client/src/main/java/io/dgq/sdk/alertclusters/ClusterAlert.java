package io.dgq.sdk.alertclusters;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;

/** One alert of an alert cluster (an entry of the detail's {@code alerts}). */
public final class ClusterAlert extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("asset_id")
    private String assetId;
    @JsonProperty("asset_name")
    private String assetName;
    @JsonProperty("metric_name")
    private String metricName;
    @JsonProperty("status")
    private String status;
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;

    private ClusterAlert() {
    }

    /** {@return the alert's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the id of the asset that raised the alert ({@code asset_id})} */
    public String assetId() {
        return assetId;
    }

    /** {@return the name of the asset that raised the alert ({@code asset_name})} */
    public String assetName() {
        return assetName;
    }

    /** {@return the name of the metric that failed ({@code metric_name})} */
    public String metricName() {
        return metricName;
    }

    /** {@return the alert's status, as the server writes it ({@code status})} */
    public String status() {
        return status;
    }

    /** {@return when the alert was raised ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    @Override
    public String toString() {
        return "ClusterAlert{id=" + id + ", assetId=" + assetId + ", status=" + status + "}";
    }
}
