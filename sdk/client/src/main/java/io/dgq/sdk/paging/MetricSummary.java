// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.paging;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import java.util.List;
import java.util.Map;

/** A summary counter that some lists carry beside their records ({@code metrics}): for example "Verified: 12, up 2". */
@Companion(MetricSummary.Fields.class)
public final class MetricSummary implements ApiObject {
    @JsonProperty("title")
    private final String title;

    @JsonProperty("value")
    private final Long value;

    @JsonProperty("trend")
    private final String trend;

    @JsonProperty("trendValue")
    private final String trendValue;

    @JsonProperty("type")
    private final String type;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private MetricSummary(String title, Long value, String trend, String trendValue, String type) {
        this.title = title;
        this.value = value;
        this.trend = trend;
        this.trendValue = trendValue;
        this.type = type;
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

    /** {@return the counter's title ({@code title})} */
    public String title() {
        return ModelState.decoded(this, state, "title", title);
    }

    /** {@return the counter's value ({@code value})} */
    public Long value() {
        return ModelState.decoded(this, state, "value", value);
    }

    /** {@return the trend's direction ({@code trend})} */
    public String trend() {
        return ModelState.decoded(this, state, "trend", trend);
    }

    /** {@return the trend's amount, as text ({@code trendValue})} */
    public String trendValue() {
        return ModelState.decoded(this, state, "trendValue", trendValue);
    }

    /** {@return the counter's kind ({@code type})} */
    public String type() {
        return ModelState.decoded(this, state, "type", type);
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

    /** The fields {@code MetricSummary} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<MetricSummary> {
        @Override
        public boolean equal(MetricSummary a, MetricSummary b) {
            return ModelFields.sameValue(a.title, b.title)
                    && ModelFields.sameValue(a.value, b.value)
                    && ModelFields.sameValue(a.trend, b.trend)
                    && ModelFields.sameValue(a.trendValue, b.trendValue)
                    && ModelFields.sameValue(a.type, b.type);
        }

        @Override
        public int hash(MetricSummary model) {
            return ModelFields.hashOf(model.title, model.value, model.trend, model.trendValue, model.type);
        }

        @Override
        public void describe(MetricSummary model, ModelFields.Sink sink) {
            sink.add("title", model.title)
                    .add("value", model.value)
                    .add("trend", model.trend)
                    .add("trendValue", model.trendValue)
                    .add("type", model.type);
        }

        @Override
        public List<String> names() {
            return List.of("title", "value", "trend", "trendValue", "type");
        }

        @Override
        public ModelState state(MetricSummary model) {
            return model.state;
        }

        @Override
        public void state(MetricSummary model, ModelState state) {
            model.state = state;
        }

        @Override
        public MetricSummary create(Object[] values) {
            return new MetricSummary(
                    (String) values[0], (Long) values[1], (String) values[2], (String) values[3], (String) values[4]);
        }
    }

    /** Builds a {@link MetricSummary}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(MetricSummary from) {
            this.state = new ModelBuilder(MetricSummary.class, from);
        }

        /**
         * Sets the counter's title ({@code title}).
         *
         * @param title the value; {@code null} clears it
         * @return this builder
         */
        public Builder title(String title) {
            state.put("title", title);
            return this;
        }

        /**
         * Sets the counter's value ({@code value}).
         *
         * @param value the value; {@code null} clears it
         * @return this builder
         */
        public Builder value(Long value) {
            state.put("value", value);
            return this;
        }

        /**
         * Sets the trend's direction ({@code trend}).
         *
         * @param trend the value; {@code null} clears it
         * @return this builder
         */
        public Builder trend(String trend) {
            state.put("trend", trend);
            return this;
        }

        /**
         * Sets the trend's amount, as text ({@code trendValue}).
         *
         * @param trendValue the value; {@code null} clears it
         * @return this builder
         */
        public Builder trendValue(String trendValue) {
            state.put("trendValue", trendValue);
            return this;
        }

        /**
         * Sets the counter's kind ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            state.put("type", type);
            return this;
        }

        /**
         * Sets a field {@code MetricSummary} has no accessor for; it reads back through
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
         * Sets several fields {@code MetricSummary} has no accessor for.
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
         * Removes a field {@code MetricSummary} has no accessor for.
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
         * Builds the {@code MetricSummary} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public MetricSummary build() {
            return state.build(MetricSummary.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
