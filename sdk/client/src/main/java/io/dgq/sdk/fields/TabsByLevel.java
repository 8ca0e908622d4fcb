// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

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

/** The tabs holding fields of one level, as {@code POST /governance/field/tabs-by-level} answers them. */
@Companion(TabsByLevel.Fields.class)
public final class TabsByLevel implements ApiObject {
    @JsonProperty("level")
    private final String level;

    @JsonProperty("tabs")
    private final List<FieldTab> tabs;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private TabsByLevel(String level, List<FieldTab> tabs) {
        this.level = level;
        this.tabs = tabs;
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

    /** {@return the level asked for ({@code level})} */
    public String level() {
        return ModelState.decoded(this, state, "level", level);
    }

    /** {@return the tabs ({@code tabs})} */
    public List<FieldTab> tabs() {
        return ModelFields.listOf(ModelState.decoded(this, state, "tabs", tabs));
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

    /** The fields {@code TabsByLevel} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<TabsByLevel> {
        @Override
        public boolean equal(TabsByLevel a, TabsByLevel b) {
            return ModelFields.sameValue(a.level, b.level)
                    && ModelFields.listOf(a.tabs).equals(ModelFields.listOf(b.tabs));
        }

        @Override
        public int hash(TabsByLevel model) {
            return ModelFields.hashOf(model.level, ModelFields.listOf(model.tabs));
        }

        @Override
        public void describe(TabsByLevel model, ModelFields.Sink sink) {
            sink.add("level", model.level).add("tabs", model.tabs);
        }

        @Override
        public List<String> names() {
            return List.of("level", "tabs");
        }

        @Override
        public ModelState state(TabsByLevel model) {
            return model.state;
        }

        @Override
        public void state(TabsByLevel model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public TabsByLevel create(Object[] values) {
            return new TabsByLevel((String) values[0], (List<FieldTab>) values[1]);
        }
    }

    /** Builds a {@link TabsByLevel}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(TabsByLevel from) {
            this.state = new ModelBuilder(TabsByLevel.class, from);
        }

        /**
         * Sets the level asked for ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public Builder level(String level) {
            state.put("level", level);
            return this;
        }

        /**
         * Sets the tabs ({@code tabs}).
         *
         * @param tabs the value; {@code null} clears it
         * @return this builder
         */
        public Builder tabs(List<FieldTab> tabs) {
            state.put("tabs", tabs);
            return this;
        }

        /**
         * Sets a field {@code TabsByLevel} has no accessor for; it reads back through
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
         * Sets several fields {@code TabsByLevel} has no accessor for.
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
         * Removes a field {@code TabsByLevel} has no accessor for.
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
         * Builds the {@code TabsByLevel} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public TabsByLevel build() {
            return state.build(TabsByLevel.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
