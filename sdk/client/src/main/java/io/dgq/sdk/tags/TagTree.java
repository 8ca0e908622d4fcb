// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.tags;

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

/** The answer of the tag tree view: the top-level tags with their descendants. */
@Companion(TagTree.Fields.class)
public final class TagTree implements ApiObject {
    @JsonProperty("data")
    private final List<TagTreeNode> roots;

    @JsonProperty("has_user_filter")
    private final Boolean hasUserFilter;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private TagTree(List<TagTreeNode> roots, Boolean hasUserFilter) {
        this.roots = roots;
        this.hasUserFilter = hasUserFilter;
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

    /** {@return the top-level tags, each with its children ({@code data})} */
    public List<TagTreeNode> roots() {
        return ModelFields.listOf(ModelState.decoded(this, state, "data", roots));
    }

    /** {@return whether the tree was limited to the caller's records ({@code has_user_filter})} */
    public Boolean hasUserFilter() {
        return ModelState.decoded(this, state, "has_user_filter", hasUserFilter);
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

    /** The fields {@code TagTree} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<TagTree> {
        @Override
        public boolean equal(TagTree a, TagTree b) {
            return ModelFields.listOf(a.roots).equals(ModelFields.listOf(b.roots))
                    && ModelFields.sameValue(a.hasUserFilter, b.hasUserFilter);
        }

        @Override
        public int hash(TagTree model) {
            return ModelFields.hashOf(ModelFields.listOf(model.roots), model.hasUserFilter);
        }

        @Override
        public void describe(TagTree model, ModelFields.Sink sink) {
            sink.add("data", model.roots).add("has_user_filter", model.hasUserFilter);
        }

        @Override
        public List<String> names() {
            return List.of("data", "has_user_filter");
        }

        @Override
        public ModelState state(TagTree model) {
            return model.state;
        }

        @Override
        public void state(TagTree model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public TagTree create(Object[] values) {
            return new TagTree((List<TagTreeNode>) values[0], (Boolean) values[1]);
        }
    }

    /** Builds a {@link TagTree}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(TagTree from) {
            this.state = new ModelBuilder(TagTree.class, from);
        }

        /**
         * Sets the top-level tags, each with its children ({@code data}).
         *
         * @param roots the value; {@code null} clears it
         * @return this builder
         */
        public Builder roots(List<TagTreeNode> roots) {
            state.put("data", roots);
            return this;
        }

        /**
         * Sets whether the tree was limited to the caller's records ({@code has_user_filter}).
         *
         * @param hasUserFilter the value; {@code null} clears it
         * @return this builder
         */
        public Builder hasUserFilter(Boolean hasUserFilter) {
            state.put("has_user_filter", hasUserFilter);
            return this;
        }

        /**
         * Sets a field {@code TagTree} has no accessor for; it reads back through {@code additionalProperty(jsonName)}.
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
         * Sets several fields {@code TagTree} has no accessor for.
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
         * Removes a field {@code TagTree} has no accessor for.
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
         * Builds the {@code TagTree} from the fields set so far, as an answer holding them is decoded; the builder can
         * go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public TagTree build() {
            return state.build(TagTree.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
