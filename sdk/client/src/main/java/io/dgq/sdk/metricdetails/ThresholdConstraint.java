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
 * How a metric's threshold is set ({@code threshold_constraint} of a metric detail or a metric template): the mode, and
 * the automatic, custom and manual settings. Read from answers, and built with {@link #of(String, List, List, List)}
 * for the request builders.
 */
@Companion(ThresholdConstraint.Fields.class)
public final class ThresholdConstraint implements ApiObject {
    @JsonProperty("auto")
    private final List<String> auto;

    @JsonProperty("mode")
    private final String mode;

    @JsonProperty("custom")
    private final List<JsonObject> custom;

    @JsonProperty("manual")
    private final List<JsonObject> manual;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private ThresholdConstraint(List<String> auto, String mode, List<JsonObject> custom, List<JsonObject> manual) {
        this.auto = auto;
        this.mode = mode;
        this.custom = custom;
        this.manual = manual;
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
     * Creates a threshold constraint to send.
     *
     * @param mode the mode, or {@code null}
     * @param auto the automatic settings; {@code null} sends an empty array
     * @param custom the custom settings; {@code null} sends an empty array
     * @param manual the manual settings; {@code null} sends an empty array
     * @return the constraint
     * @throws NullPointerException if a list holds {@code null}
     */
    public static ThresholdConstraint of(
            String mode, List<String> auto, List<JsonObject> custom, List<JsonObject> manual) {
        return new ThresholdConstraint(
                auto == null ? List.of() : List.copyOf(auto),
                mode,
                custom == null ? List.of() : List.copyOf(custom),
                manual == null ? List.of() : List.copyOf(manual));
    }

    /** {@return the automatic settings ({@code auto})} */
    public List<String> auto() {
        return ModelFields.listOf(ModelState.decoded(this, state, "auto", auto));
    }

    /** {@return the mode ({@code mode})} */
    public String mode() {
        return ModelState.decoded(this, state, "mode", mode);
    }

    /** {@return the custom settings ({@code custom})} */
    public List<JsonObject> custom() {
        return ModelFields.listOf(ModelState.decoded(this, state, "custom", custom));
    }

    /** {@return the manual settings ({@code manual})} */
    public List<JsonObject> manual() {
        return ModelFields.listOf(ModelState.decoded(this, state, "manual", manual));
    }

    /**
     * Returns the constraint as the JSON object a request sends: its four fields, then any field this SDK has no
     * accessor for, so that a constraint read from an answer is sent back whole.
     *
     * @return the JSON object
     */
    public JsonObject toJson() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("auto", auto());
        fields.put("mode", mode());
        fields.put("custom", custom());
        fields.put("manual", manual());
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

    /** The fields {@code ThresholdConstraint} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<ThresholdConstraint> {
        @Override
        public boolean equal(ThresholdConstraint a, ThresholdConstraint b) {
            return ModelFields.listOf(a.auto).equals(ModelFields.listOf(b.auto))
                    && ModelFields.sameValue(a.mode, b.mode)
                    && ModelFields.listOf(a.custom).equals(ModelFields.listOf(b.custom))
                    && ModelFields.listOf(a.manual).equals(ModelFields.listOf(b.manual));
        }

        @Override
        public int hash(ThresholdConstraint model) {
            return ModelFields.hashOf(
                    ModelFields.listOf(model.auto),
                    model.mode,
                    ModelFields.listOf(model.custom),
                    ModelFields.listOf(model.manual));
        }

        @Override
        public void describe(ThresholdConstraint model, ModelFields.Sink sink) {
            sink.add("auto", model.auto)
                    .add("mode", model.mode)
                    .add("custom", model.custom)
                    .add("manual", model.manual);
        }

        @Override
        public List<String> names() {
            return List.of("auto", "mode", "custom", "manual");
        }

        @Override
        public ModelState state(ThresholdConstraint model) {
            return model.state;
        }

        @Override
        public void state(ThresholdConstraint model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public ThresholdConstraint create(Object[] values) {
            return new ThresholdConstraint(
                    (List<String>) values[0], (String) values[1], (List<JsonObject>) values[2], (List<JsonObject>)
                            values[3]);
        }
    }

    /** Builds a {@link ThresholdConstraint}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(ThresholdConstraint from) {
            this.state = new ModelBuilder(ThresholdConstraint.class, from);
        }

        /**
         * Sets the automatic settings ({@code auto}).
         *
         * @param auto the value; {@code null} clears it
         * @return this builder
         */
        public Builder auto(List<String> auto) {
            state.put("auto", auto);
            return this;
        }

        /**
         * Sets the mode ({@code mode}).
         *
         * @param mode the value; {@code null} clears it
         * @return this builder
         */
        public Builder mode(String mode) {
            state.put("mode", mode);
            return this;
        }

        /**
         * Sets the custom settings ({@code custom}).
         *
         * @param custom the value; {@code null} clears it
         * @return this builder
         */
        public Builder custom(List<JsonObject> custom) {
            state.put("custom", custom);
            return this;
        }

        /**
         * Sets the manual settings ({@code manual}).
         *
         * @param manual the value; {@code null} clears it
         * @return this builder
         */
        public Builder manual(List<JsonObject> manual) {
            state.put("manual", manual);
            return this;
        }

        /**
         * Sets a field {@code ThresholdConstraint} has no accessor for; it reads back through
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
         * Sets several fields {@code ThresholdConstraint} has no accessor for.
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
         * Removes a field {@code ThresholdConstraint} has no accessor for.
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
         * Builds the {@code ThresholdConstraint} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public ThresholdConstraint build() {
            return state.build(ThresholdConstraint.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
