// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import io.dgq.sdk.model.WriteRequest;

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
public final class AlertClusterUpdateRequest extends WriteRequest {
    private AlertClusterUpdateRequest(Builder builder) {
        super(builder);
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds an {@link AlertClusterUpdateRequest}. */
    public static final class Builder extends WriteRequest.Builder<AlertClusterUpdateRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Sets {@code priority}.
         *
         * @param priority the priority, for example {@code "HIGH"}
         * @return this builder
         */
        public Builder priority(String priority) {
            return set("priority", priority);
        }

        /**
         * Sets {@code cluster_status}.
         *
         * @param clusterStatus the status
         * @return this builder
         */
        public Builder clusterStatus(ClusterStatus clusterStatus) {
            return set("cluster_status", clusterStatus);
        }

        /**
         * Sets {@code name}.
         *
         * @param name the cluster's name
         * @return this builder
         */
        public Builder name(String name) {
            return set("name", name);
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if no field is set
         */
        @Override
        public AlertClusterUpdateRequest build() {
            if (fields().isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new AlertClusterUpdateRequest(this);
        }
    }
}
