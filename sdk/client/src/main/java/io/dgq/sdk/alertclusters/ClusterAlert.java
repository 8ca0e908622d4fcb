// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
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

    private ClusterAlert() {}

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

    /** {@return the alert's id ({@code id})} */
    public String id() {
        return decoded("id", id);
    }

    /** {@return the id of the asset that raised the alert ({@code asset_id})} */
    public String assetId() {
        return decoded("asset_id", assetId);
    }

    /** {@return the name of the asset that raised the alert ({@code asset_name})} */
    public String assetName() {
        return decoded("asset_name", assetName);
    }

    /** {@return the name of the metric that failed ({@code metric_name})} */
    public String metricName() {
        return decoded("metric_name", metricName);
    }

    /** {@return the alert's status, as the server writes it ({@code status})} */
    public String status() {
        return decoded("status", status);
    }

    /** {@return when the alert was raised ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return decoded("created_at", createdAt);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        ClusterAlert that = (ClusterAlert) other;
        return sameValue(id, that.id)
                && sameValue(assetId, that.assetId)
                && sameValue(assetName, that.assetName)
                && sameValue(metricName, that.metricName)
                && sameValue(status, that.status)
                && sameValue(createdAt, that.createdAt);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("id", this.id)
                .add("asset_id", this.assetId)
                .add("asset_name", this.assetName)
                .add("metric_name", this.metricName)
                .add("status", this.status)
                .add("created_at", this.createdAt);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(id, assetId, assetName, metricName, status, createdAt);
    }

    /** Builds a {@link ClusterAlert}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<ClusterAlert, Builder> {
        private Builder(ClusterAlert from) {
            super(ClusterAlert.class, from);
        }

        /**
         * Sets the alert's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets the id of the asset that raised the alert ({@code asset_id}).
         *
         * @param assetId the value; {@code null} clears it
         * @return this builder
         */
        public Builder assetId(String assetId) {
            return put("asset_id", assetId);
        }

        /**
         * Sets the name of the asset that raised the alert ({@code asset_name}).
         *
         * @param assetName the value; {@code null} clears it
         * @return this builder
         */
        public Builder assetName(String assetName) {
            return put("asset_name", assetName);
        }

        /**
         * Sets the name of the metric that failed ({@code metric_name}).
         *
         * @param metricName the value; {@code null} clears it
         * @return this builder
         */
        public Builder metricName(String metricName) {
            return put("metric_name", metricName);
        }

        /**
         * Sets the alert's status, as the server writes it ({@code status}).
         *
         * @param status the value; {@code null} clears it
         * @return this builder
         */
        public Builder status(String status) {
            return put("status", status);
        }

        /**
         * Sets when the alert was raised ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            return put("created_at", createdAt);
        }
    }
}
