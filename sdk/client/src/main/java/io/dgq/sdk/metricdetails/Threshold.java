// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metricdetails;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The bounds a metric's value must stay within ({@code threshold} of a metric detail). Read from answers, and built
 * with {@link #of(Double, Double)} for {@link MetricDetailCreateRequest.Builder#threshold(Threshold)}.
 */
@Companion(Threshold.Fields.class)
public final class Threshold implements ApiObject {
    @JsonProperty("lower_threshold")
    private final Double lowerThreshold;

    @JsonProperty("upper_threshold")
    private final Double upperThreshold;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private Threshold(Double lowerThreshold, Double upperThreshold) {
        this.lowerThreshold = lowerThreshold;
        this.upperThreshold = upperThreshold;
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

    /**
     * Creates a threshold to send.
     *
     * @param lowerThreshold the lower bound, or {@code null} for none
     * @param upperThreshold the upper bound, or {@code null} for none
     * @return the threshold
     */
    public static Threshold of(Double lowerThreshold, Double upperThreshold) {
        return new Threshold(lowerThreshold, upperThreshold);
    }

    /** {@return the lower bound ({@code lower_threshold})} */
    public Double lowerThreshold() {
        return ModelState.decoded(this, state, "lower_threshold", lowerThreshold);
    }

    /** {@return the upper bound ({@code upper_threshold})} */
    public Double upperThreshold() {
        return ModelState.decoded(this, state, "upper_threshold", upperThreshold);
    }

    /**
     * Returns the threshold as the JSON object a request sends: both bounds, then any field this SDK has no accessor
     * for, so that a threshold read from an answer is sent back whole.
     *
     * @return the JSON object
     */
    public JsonObject toJson() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("lower_threshold", lowerThreshold());
        fields.put("upper_threshold", upperThreshold());
        fields.putAll(additionalProperties());
        return JsonObject.of(fields);
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

    /** The fields {@code Threshold} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<Threshold> {
        @Override
        public boolean equal(Threshold a, Threshold b) {
            return ModelFields.sameValue(a.lowerThreshold, b.lowerThreshold)
                    && ModelFields.sameValue(a.upperThreshold, b.upperThreshold);
        }

        @Override
        public int hash(Threshold model) {
            return ModelFields.hashOf(model.lowerThreshold, model.upperThreshold);
        }

        @Override
        public void describe(Threshold model, ModelFields.Sink sink) {
            sink.add("lower_threshold", model.lowerThreshold).add("upper_threshold", model.upperThreshold);
        }

        @Override
        public List<String> names() {
            return List.of("lower_threshold", "upper_threshold");
        }

        @Override
        public ModelState state(Threshold model) {
            return model.state;
        }

        @Override
        public void state(Threshold model, ModelState state) {
            model.state = state;
        }

        @Override
        public Threshold create(Object[] values) {
            return new Threshold((Double) values[0], (Double) values[1]);
        }
    }

    /** Builds a {@link Threshold}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(Threshold from) {
            this.state = new ModelBuilder(Threshold.class, from);
        }

        /**
         * Sets the lower bound ({@code lower_threshold}).
         *
         * @param lowerThreshold the value; {@code null} clears it
         * @return this builder
         */
        public Builder lowerThreshold(Double lowerThreshold) {
            state.put("lower_threshold", lowerThreshold);
            return this;
        }

        /**
         * Sets the upper bound ({@code upper_threshold}).
         *
         * @param upperThreshold the value; {@code null} clears it
         * @return this builder
         */
        public Builder upperThreshold(Double upperThreshold) {
            state.put("upper_threshold", upperThreshold);
            return this;
        }

        /**
         * Sets a field {@code Threshold} has no accessor for; it reads back through
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
         * Sets several fields {@code Threshold} has no accessor for.
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
         * Removes a field {@code Threshold} has no accessor for.
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
         * Builds the {@code Threshold} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public Threshold build() {
            return state.build(Threshold.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
