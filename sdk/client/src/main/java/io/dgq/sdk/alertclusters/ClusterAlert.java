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
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/** One alert of an alert cluster (an entry of the detail's {@code alerts}). */
@Companion(ClusterAlert.Fields.class)
public final class ClusterAlert implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("asset_id")
    private final String assetId;

    @JsonProperty("asset_name")
    private final String assetName;

    @JsonProperty("metric_name")
    private final String metricName;

    @JsonProperty("status")
    private final String status;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private ClusterAlert(
            String id, String assetId, String assetName, String metricName, String status, OffsetDateTime createdAt) {
        this.id = id;
        this.assetId = assetId;
        this.assetName = assetName;
        this.metricName = metricName;
        this.status = status;
        this.createdAt = createdAt;
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

    /** {@return the alert's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the id of the asset that raised the alert ({@code asset_id})} */
    public String assetId() {
        return ModelState.decoded(this, state, "asset_id", assetId);
    }

    /** {@return the name of the asset that raised the alert ({@code asset_name})} */
    public String assetName() {
        return ModelState.decoded(this, state, "asset_name", assetName);
    }

    /** {@return the name of the metric that failed ({@code metric_name})} */
    public String metricName() {
        return ModelState.decoded(this, state, "metric_name", metricName);
    }

    /** {@return the alert's status, as the server writes it ({@code status})} */
    public String status() {
        return ModelState.decoded(this, state, "status", status);
    }

    /** {@return when the alert was raised ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    @JsonAnyGetter
    @SuppressWarnings("UnusedMethod")
    private Map<String, JsonNode> unknownFields() {
        // Jackson calls it to write those members back
        return ModelState.unknownFields(state);
    }

    @Override
    public Map<String, JsonValue> additionalProperties() {
        return ModelState.additionalProperties(this);
    }

    @Override
    public JsonValue additionalProperty(String name) {
        return ModelState.additionalProperty(this, name);
    }

    @Override
    public void validate() {
        ModelState.validate(this);
    }

    @Override
    public boolean equals(Object o) {
        return ModelState.equal(this, o);
    }

    @Override
    public int hashCode() {
        return ModelState.hash(this);
    }

    @Override
    public String toString() {
        return ModelFields.describe(this);
    }

    /** The fields {@code ClusterAlert} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<ClusterAlert> {
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

        @Override
        public List<String> names() {
            return List.of("id", "asset_id", "asset_name", "metric_name", "status", "created_at");
        }

        @Override
        public ModelState state(ClusterAlert model) {
            return model.state;
        }

        @Override
        public void state(ClusterAlert model, ModelState state) {
            model.state = state;
        }

        @Override
        public ClusterAlert create(Object[] values) {
            return new ClusterAlert(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (OffsetDateTime) values[5]);
        }
    }

    /** Builds a {@link ClusterAlert}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(ClusterAlert from) {
            this.state = new ModelBuilder(ClusterAlert.class, from);
        }

        /**
         * Sets the alert's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the id of the asset that raised the alert ({@code asset_id}).
         *
         * @param assetId the value; {@code null} clears it
         * @return this builder
         */
        public Builder assetId(String assetId) {
            state.put("asset_id", assetId);
            return this;
        }

        /**
         * Sets the name of the asset that raised the alert ({@code asset_name}).
         *
         * @param assetName the value; {@code null} clears it
         * @return this builder
         */
        public Builder assetName(String assetName) {
            state.put("asset_name", assetName);
            return this;
        }

        /**
         * Sets the name of the metric that failed ({@code metric_name}).
         *
         * @param metricName the value; {@code null} clears it
         * @return this builder
         */
        public Builder metricName(String metricName) {
            state.put("metric_name", metricName);
            return this;
        }

        /**
         * Sets the alert's status, as the server writes it ({@code status}).
         *
         * @param status the value; {@code null} clears it
         * @return this builder
         */
        public Builder status(String status) {
            state.put("status", status);
            return this;
        }

        /**
         * Sets when the alert was raised ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets a field {@code ClusterAlert} has no accessor for; it reads back through
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
         * Sets several fields {@code ClusterAlert} has no accessor for.
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
         * Removes a field {@code ClusterAlert} has no accessor for.
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
         * Builds the {@code ClusterAlert} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public ClusterAlert build() {
            return state.build(ClusterAlert.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
