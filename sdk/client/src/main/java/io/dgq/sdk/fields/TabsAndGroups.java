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

/** Every field tab and every field group, as {@code GET /governance/field/tabs-groups} answers them. */
@Companion(TabsAndGroups.Fields.class)
public final class TabsAndGroups implements ApiObject {
    @JsonProperty("tab")
    private final List<FieldTab> tabs;

    @JsonProperty("group")
    private final List<FieldGroup> groups;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private TabsAndGroups(List<FieldTab> tabs, List<FieldGroup> groups) {
        this.tabs = tabs;
        this.groups = groups;
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

    /** {@return the tabs ({@code tab})} */
    public List<FieldTab> tabs() {
        return ModelFields.listOf(ModelState.decoded(this, state, "tab", tabs));
    }

    /** {@return the groups ({@code group})} */
    public List<FieldGroup> groups() {
        return ModelFields.listOf(ModelState.decoded(this, state, "group", groups));
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

    /** The fields {@code TabsAndGroups} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<TabsAndGroups> {
        @Override
        public boolean equal(TabsAndGroups a, TabsAndGroups b) {
            return ModelFields.listOf(a.tabs).equals(ModelFields.listOf(b.tabs))
                    && ModelFields.listOf(a.groups).equals(ModelFields.listOf(b.groups));
        }

        @Override
        public int hash(TabsAndGroups model) {
            return ModelFields.hashOf(ModelFields.listOf(model.tabs), ModelFields.listOf(model.groups));
        }

        @Override
        public void describe(TabsAndGroups model, ModelFields.Sink sink) {
            sink.add("tab", model.tabs).add("group", model.groups);
        }

        @Override
        public List<String> names() {
            return List.of("tab", "group");
        }

        @Override
        public ModelState state(TabsAndGroups model) {
            return model.state;
        }

        @Override
        public void state(TabsAndGroups model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public TabsAndGroups create(Object[] values) {
            return new TabsAndGroups((List<FieldTab>) values[0], (List<FieldGroup>) values[1]);
        }
    }

    /** Builds a {@link TabsAndGroups}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(TabsAndGroups from) {
            this.state = new ModelBuilder(TabsAndGroups.class, from);
        }

        /**
         * Sets the tabs ({@code tab}).
         *
         * @param tabs the value; {@code null} clears it
         * @return this builder
         */
        public Builder tabs(List<FieldTab> tabs) {
            state.put("tab", tabs);
            return this;
        }

        /**
         * Sets the groups ({@code group}).
         *
         * @param groups the value; {@code null} clears it
         * @return this builder
         */
        public Builder groups(List<FieldGroup> groups) {
            state.put("group", groups);
            return this;
        }

        /**
         * Sets a field {@code TabsAndGroups} has no accessor for; it reads back through
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
         * Sets several fields {@code TabsAndGroups} has no accessor for.
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
         * Removes a field {@code TabsAndGroups} has no accessor for.
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
         * Builds the {@code TabsAndGroups} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public TabsAndGroups build() {
            return state.build(TabsAndGroups.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
