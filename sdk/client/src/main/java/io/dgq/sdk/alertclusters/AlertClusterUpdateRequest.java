// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.Set;

/**
 * The body of {@code PUT /metrics/alert-cluster/{clusterId}}: a partial update of the three fields a cluster lets its
 * users change. Only the fields set are sent; a field set to {@code null} is cleared.
 *
 * <pre>{@code
 * AlertClusterUpdateRequest request = AlertClusterUpdateRequest.builder()
 *     .clusterStatus(ClusterStatus.of("IN_PROGRESS"))
 *     .priority("HIGH")
 *     .build();
 * }</pre>
 */
public final class AlertClusterUpdateRequest implements WriteRequest {
    private final RequestBody body;

    private AlertClusterUpdateRequest(RequestBody body) {
        this.body = body;
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public boolean isSet(String jsonName) {
        return body.isSet(jsonName);
    }

    @Override
    public Set<String> fieldNames() {
        return body.fieldNames();
    }

    @Override
    public JsonObject toJson() {
        return body.json();
    }

    /** Returns the class name and the names (never the values) of the fields that are set. */
    @Override
    public String toString() {
        return body.names("AlertClusterUpdateRequest");
    }

    /** Builds an {@link AlertClusterUpdateRequest}. */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code priority}.
         *
         * @param priority the priority, for example {@code "HIGH"}
         * @return this builder
         */
        public Builder priority(String priority) {
            this.fields.set("priority", priority);
            return this;
        }

        /**
         * Sets {@code cluster_status}.
         *
         * @param clusterStatus the status
         * @return this builder
         */
        public Builder clusterStatus(ClusterStatus clusterStatus) {
            this.fields.set("cluster_status", clusterStatus);
            return this;
        }

        /**
         * Sets {@code name}.
         *
         * @param name the cluster's name
         * @return this builder
         */
        public Builder name(String name) {
            this.fields.set("name", name);
            return this;
        }

        /**
         * Sets a field the SDK has no setter for. It is sent as given, also on create.
         *
         * @param jsonName the JSON field name, not blank
         * @param value the value: a string, number, boolean, list, map, {@link JsonObject}, open enum, time value or
         *     {@code null} (sent as {@code null})
         * @return this builder
         * @throws IllegalArgumentException if the name is blank
         */
        public Builder putAdditionalProperty(String jsonName, Object value) {
            this.fields.setAdditional(jsonName, value);
            return this;
        }

        /**
         * Removes a field, so that it is not sent at all.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        public Builder unset(String jsonName) {
            this.fields.unset(jsonName);
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if no field is set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public AlertClusterUpdateRequest build() {
            if (this.fields.isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new AlertClusterUpdateRequest(this.fields.freeze());
        }
    }
}
