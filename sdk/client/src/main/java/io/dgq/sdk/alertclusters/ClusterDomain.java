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
import java.util.List;
import java.util.Map;

/** A domain an alert cluster touches (an entry of its {@code domain}). */
@Companion(ClusterDomain.Fields.class)
public final class ClusterDomain implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("type")
    private final String type;

    @JsonProperty("label")
    private final String label;

    @JsonProperty("show_propagation")
    private final Boolean showPropagation;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private ClusterDomain(String id, String type, String label, Boolean showPropagation) {
        this.id = id;
        this.type = type;
        this.label = label;
        this.showPropagation = showPropagation;
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

    /** {@return the domain's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the kind of entry ({@code type})} */
    public String type() {
        return ModelState.decoded(this, state, "type", type);
    }

    /** {@return the display label ({@code label})} */
    public String label() {
        return ModelState.decoded(this, state, "label", label);
    }

    /** {@return whether the alert's propagation to this domain is shown ({@code show_propagation})} */
    public Boolean showPropagation() {
        return ModelState.decoded(this, state, "show_propagation", showPropagation);
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

    /** The fields {@code ClusterDomain} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<ClusterDomain> {
        @Override
        public boolean equal(ClusterDomain a, ClusterDomain b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.label, b.label)
                    && ModelFields.sameValue(a.showPropagation, b.showPropagation);
        }

        @Override
        public int hash(ClusterDomain model) {
            return ModelFields.hashOf(model.id, model.type, model.label, model.showPropagation);
        }

        @Override
        public void describe(ClusterDomain model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("type", model.type)
                    .add("label", model.label)
                    .add("show_propagation", model.showPropagation);
        }

        @Override
        public List<String> names() {
            return List.of("id", "type", "label", "show_propagation");
        }

        @Override
        public ModelState state(ClusterDomain model) {
            return model.state;
        }

        @Override
        public void state(ClusterDomain model, ModelState state) {
            model.state = state;
        }

        @Override
        public ClusterDomain create(Object[] values) {
            return new ClusterDomain((String) values[0], (String) values[1], (String) values[2], (Boolean) values[3]);
        }
    }

    /** Builds a {@link ClusterDomain}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(ClusterDomain from) {
            this.state = new ModelBuilder(ClusterDomain.class, from);
        }

        /**
         * Sets the domain's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the kind of entry ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            state.put("type", type);
            return this;
        }

        /**
         * Sets the display label ({@code label}).
         *
         * @param label the value; {@code null} clears it
         * @return this builder
         */
        public Builder label(String label) {
            state.put("label", label);
            return this;
        }

        /**
         * Sets whether the alert's propagation to this domain is shown ({@code show_propagation}).
         *
         * @param showPropagation the value; {@code null} clears it
         * @return this builder
         */
        public Builder showPropagation(Boolean showPropagation) {
            state.put("show_propagation", showPropagation);
            return this;
        }

        /**
         * Sets a field {@code ClusterDomain} has no accessor for; it reads back through
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
         * Sets several fields {@code ClusterDomain} has no accessor for.
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
         * Removes a field {@code ClusterDomain} has no accessor for.
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
         * Builds the {@code ClusterDomain} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public ClusterDomain build() {
            return state.build(ClusterDomain.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
