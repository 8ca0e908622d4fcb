// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

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

/** The kind of data system a source connects to ({@code source_type} of a {@link Source}). */
@Companion(SourceType.Fields.class)
public final class SourceType implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("short_description")
    private final String shortDescription;

    @JsonProperty("long_description")
    private final String longDescription;

    @JsonProperty("type")
    private final String type;

    @JsonProperty("tag")
    private final String tag;

    @JsonProperty("is_active")
    private final Boolean active;

    @JsonProperty("is_delete")
    private final Boolean delete;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private SourceType(
            String id,
            String name,
            String shortDescription,
            String longDescription,
            String type,
            String tag,
            Boolean active,
            Boolean delete) {
        this.id = id;
        this.name = name;
        this.shortDescription = shortDescription;
        this.longDescription = longDescription;
        this.type = type;
        this.tag = tag;
        this.active = active;
        this.delete = delete;
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

    /** {@return the source type's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return the short description ({@code short_description})} */
    public String shortDescription() {
        return ModelState.decoded(this, state, "short_description", shortDescription);
    }

    /** {@return the long description ({@code long_description})} */
    public String longDescription() {
        return ModelState.decoded(this, state, "long_description", longDescription);
    }

    /** {@return the kind of source type ({@code type})} */
    public String type() {
        return ModelState.decoded(this, state, "type", type);
    }

    /** {@return the tag, which a source list item carries as {@code source_type_tag} ({@code tag})} */
    public String tag() {
        return ModelState.decoded(this, state, "tag", tag);
    }

    /** {@return whether the source type is active ({@code is_active})} */
    public Boolean isActive() {
        return ModelState.decoded(this, state, "is_active", active);
    }

    /** {@return whether the source type is deleted ({@code is_delete})} */
    public Boolean isDelete() {
        return ModelState.decoded(this, state, "is_delete", delete);
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

    /** The fields {@code SourceType} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<SourceType> {
        @Override
        public boolean equal(SourceType a, SourceType b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.shortDescription, b.shortDescription)
                    && ModelFields.sameValue(a.longDescription, b.longDescription)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.tag, b.tag)
                    && ModelFields.sameValue(a.active, b.active)
                    && ModelFields.sameValue(a.delete, b.delete);
        }

        @Override
        public int hash(SourceType model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.shortDescription,
                    model.longDescription,
                    model.type,
                    model.tag,
                    model.active,
                    model.delete);
        }

        @Override
        public void describe(SourceType model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("short_description", model.shortDescription)
                    .add("long_description", model.longDescription)
                    .add("type", model.type)
                    .add("tag", model.tag)
                    .add("is_active", model.active)
                    .add("is_delete", model.delete);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "id", "name", "short_description", "long_description", "type", "tag", "is_active", "is_delete");
        }

        @Override
        public ModelState state(SourceType model) {
            return model.state;
        }

        @Override
        public void state(SourceType model, ModelState state) {
            model.state = state;
        }

        @Override
        public SourceType create(Object[] values) {
            return new SourceType(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (String) values[5],
                    (Boolean) values[6],
                    (Boolean) values[7]);
        }
    }

    /** Builds a {@link SourceType}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(SourceType from) {
            this.state = new ModelBuilder(SourceType.class, from);
        }

        /**
         * Sets the source type's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            state.put("name", name);
            return this;
        }

        /**
         * Sets the short description ({@code short_description}).
         *
         * @param shortDescription the value; {@code null} clears it
         * @return this builder
         */
        public Builder shortDescription(String shortDescription) {
            state.put("short_description", shortDescription);
            return this;
        }

        /**
         * Sets the long description ({@code long_description}).
         *
         * @param longDescription the value; {@code null} clears it
         * @return this builder
         */
        public Builder longDescription(String longDescription) {
            state.put("long_description", longDescription);
            return this;
        }

        /**
         * Sets the kind of source type ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            state.put("type", type);
            return this;
        }

        /**
         * Sets the tag, which a source list item carries as {@code source_type_tag} ({@code tag}).
         *
         * @param tag the value; {@code null} clears it
         * @return this builder
         */
        public Builder tag(String tag) {
            state.put("tag", tag);
            return this;
        }

        /**
         * Sets whether the source type is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            state.put("is_active", isActive);
            return this;
        }

        /**
         * Sets whether the source type is deleted ({@code is_delete}).
         *
         * @param isDelete the value; {@code null} clears it
         * @return this builder
         */
        public Builder isDelete(Boolean isDelete) {
            state.put("is_delete", isDelete);
            return this;
        }

        /**
         * Sets a field {@code SourceType} has no accessor for; it reads back through
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
         * Sets several fields {@code SourceType} has no accessor for.
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
         * Removes a field {@code SourceType} has no accessor for.
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
         * Builds the {@code SourceType} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public SourceType build() {
            return state.build(SourceType.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
