// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonValue;
import java.util.List;
import java.util.Map;

/**
 * How fresh a record's documented context is ({@code context_freshness}). Every governed record carries
 * {@code description} and {@code owner_verified}; terms also carry {@code synonyms} and {@code metric_updated}
 * ({@code null} elsewhere).
 */
@Companion(ContextFreshness.Fields.class)
public final class ContextFreshness implements ApiObject {
    @JsonProperty("description")
    private final String description;

    @JsonProperty("owner_verified")
    private final String ownerVerified;

    @JsonProperty("synonyms")
    private final String synonyms;

    @JsonProperty("metric_updated")
    private final String metricUpdated;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private ContextFreshness(String description, String ownerVerified, String synonyms, String metricUpdated) {
        this.description = description;
        this.ownerVerified = ownerVerified;
        this.synonyms = synonyms;
        this.metricUpdated = metricUpdated;
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

    /** {@return when the description was last updated ({@code description})} */
    public String description() {
        return ModelState.decoded(this, state, "description", description);
    }

    /** {@return when an owner last verified the context ({@code owner_verified})} */
    public String ownerVerified() {
        return ModelState.decoded(this, state, "owner_verified", ownerVerified);
    }

    /** {@return when the synonyms were last updated ({@code synonyms}; terms only)} */
    public String synonyms() {
        return ModelState.decoded(this, state, "synonyms", synonyms);
    }

    /** {@return when the metrics were last updated ({@code metric_updated}; terms only)} */
    public String metricUpdated() {
        return ModelState.decoded(this, state, "metric_updated", metricUpdated);
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

    /** The fields {@code ContextFreshness} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<ContextFreshness> {
        @Override
        public boolean equal(ContextFreshness a, ContextFreshness b) {
            return ModelFields.sameValue(a.description, b.description)
                    && ModelFields.sameValue(a.ownerVerified, b.ownerVerified)
                    && ModelFields.sameValue(a.synonyms, b.synonyms)
                    && ModelFields.sameValue(a.metricUpdated, b.metricUpdated);
        }

        @Override
        public int hash(ContextFreshness model) {
            return ModelFields.hashOf(model.description, model.ownerVerified, model.synonyms, model.metricUpdated);
        }

        @Override
        public void describe(ContextFreshness model, ModelFields.Sink sink) {
            sink.add("description", model.description)
                    .add("owner_verified", model.ownerVerified)
                    .add("synonyms", model.synonyms)
                    .add("metric_updated", model.metricUpdated);
        }

        @Override
        public List<String> names() {
            return List.of("description", "owner_verified", "synonyms", "metric_updated");
        }

        @Override
        public ModelState state(ContextFreshness model) {
            return model.state;
        }

        @Override
        public void state(ContextFreshness model, ModelState state) {
            model.state = state;
        }

        @Override
        public ContextFreshness create(Object[] values) {
            return new ContextFreshness((String) values[0], (String) values[1], (String) values[2], (String) values[3]);
        }
    }

    /** Builds a {@link ContextFreshness}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(ContextFreshness from) {
            this.state = new ModelBuilder(ContextFreshness.class, from);
        }

        /**
         * Sets when the description was last updated ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        public Builder description(String description) {
            state.put("description", description);
            return this;
        }

        /**
         * Sets when an owner last verified the context ({@code owner_verified}).
         *
         * @param ownerVerified the value; {@code null} clears it
         * @return this builder
         */
        public Builder ownerVerified(String ownerVerified) {
            state.put("owner_verified", ownerVerified);
            return this;
        }

        /**
         * Sets when the synonyms were last updated ({@code synonyms}; terms only).
         *
         * @param synonyms the value; {@code null} clears it
         * @return this builder
         */
        public Builder synonyms(String synonyms) {
            state.put("synonyms", synonyms);
            return this;
        }

        /**
         * Sets when the metrics were last updated ({@code metric_updated}; terms only).
         *
         * @param metricUpdated the value; {@code null} clears it
         * @return this builder
         */
        public Builder metricUpdated(String metricUpdated) {
            state.put("metric_updated", metricUpdated);
            return this;
        }

        /**
         * Sets a field {@code ContextFreshness} has no accessor for; it reads back through
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
         * Sets several fields {@code ContextFreshness} has no accessor for.
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
         * Removes a field {@code ContextFreshness} has no accessor for.
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
         * Builds the {@code ContextFreshness} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public ContextFreshness build() {
            return state.build(ContextFreshness.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
