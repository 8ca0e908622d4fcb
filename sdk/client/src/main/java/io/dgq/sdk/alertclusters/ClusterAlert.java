// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;

/** One alert of an alert cluster (an entry of the detail's {@code alerts}). */
public final class ClusterAlert extends ApiObject {
    static {
        ModelFields.register(ClusterAlert.class, new Fields());
    }

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
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the id of the asset that raised the alert ({@code asset_id})} */
    public String assetId() {
        return ModelFields.decoded(this, "asset_id", assetId);
    }

    /** {@return the name of the asset that raised the alert ({@code asset_name})} */
    public String assetName() {
        return ModelFields.decoded(this, "asset_name", assetName);
    }

    /** {@return the name of the metric that failed ({@code metric_name})} */
    public String metricName() {
        return ModelFields.decoded(this, "metric_name", metricName);
    }

    /** {@return the alert's status, as the server writes it ({@code status})} */
    public String status() {
        return ModelFields.decoded(this, "status", status);
    }

    /** {@return when the alert was raised ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelFields.decoded(this, "created_at", createdAt);
    }

    /** The fields {@code ClusterAlert} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<ClusterAlert> {
        @Override
        public boolean equal(ClusterAlert a, ClusterAlert b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.assetId, b.assetId)
                    && ModelFields.sameValue(a.assetName, b.assetName)
                    && ModelFields.sameValue(a.metricName, b.metricName)
                    && ModelFields.sameValue(a.status, b.status)
                    && ModelFields.sameValue(a.createdAt, b.createdAt);
        }

        @Override
        public int hash(ClusterAlert model) {
            return ModelFields.hashOf(
                    model.id, model.assetId, model.assetName, model.metricName, model.status, model.createdAt);
        }

        @Override
        public void describe(ClusterAlert model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("asset_id", model.assetId)
                    .add("asset_name", model.assetName)
                    .add("metric_name", model.metricName)
                    .add("status", model.status)
                    .add("created_at", model.createdAt);
        }
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
