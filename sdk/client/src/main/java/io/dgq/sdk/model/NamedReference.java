// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import java.util.List;
import java.util.Map;

/**
 * A link from one record to another by id, with the linked record's name and label: a domain's glossaries, an
 * application's tags. The glossary entries of a domain list item may also carry {@code description}, {@code source} and
 * {@code is_active}; elsewhere those are {@code null}.
 *
 * <p>Built with {@link #builder()} for the setters that link records, such as {@code tags(...)} of an application:
 * {@code NamedReference.builder().id(tagId).name("PII").build()}. It is sent as the fields that are set, in the order
 * {@code id}, {@code name}, {@code label}, {@code description}, {@code source}, {@code is_active}, then any field read
 * from an answer that this SDK has no accessor for.
 */
@Companion(NamedReference.Fields.class)
public final class NamedReference implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("label")
    private final String label;

    @JsonProperty("description")
    private final String description;

    @JsonProperty("source")
    private final String source;

    @JsonProperty("is_active")
    private final Boolean active;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private NamedReference(String id, String name, String label, String description, String source, Boolean active) {
        this.id = id;
        this.name = name;
        this.label = label;
        this.description = description;
        this.source = source;
        this.active = active;
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

    /** {@return the linked record's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the linked record's name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return the display label ({@code label})} */
    public String label() {
        return ModelState.decoded(this, state, "label", label);
    }

    /** {@return the linked record's description ({@code description}), where the entry carries it} */
    public String description() {
        return ModelState.decoded(this, state, "description", description);
    }

    /** {@return the linked record's source ({@code source}), where the entry carries it} */
    public String source() {
        return ModelState.decoded(this, state, "source", source);
    }

    /** {@return whether the linked record is active ({@code is_active}), where the entry carries it} */
    public Boolean isActive() {
        return ModelState.decoded(this, state, "is_active", active);
    }

    /**
     * Returns the JSON object a request sends for this reference: the fields that are set, unknown ones included.
     *
     * @return the JSON object
     */
    public JsonObject toJson() {
        return ModelFields.toJson(this);
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

    /** The fields {@code NamedReference} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<NamedReference> {
        @Override
        public boolean equal(NamedReference a, NamedReference b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.label, b.label)
                    && ModelFields.sameValue(a.description, b.description)
                    && ModelFields.sameValue(a.source, b.source)
                    && ModelFields.sameValue(a.active, b.active);
        }

        @Override
        public int hash(NamedReference model) {
            return ModelFields.hashOf(model.id, model.name, model.label, model.description, model.source, model.active);
        }

        @Override
        public void describe(NamedReference model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("label", model.label)
                    .add("description", model.description)
                    .add("source", model.source)
                    .add("is_active", model.active);
        }

        @Override
        public List<String> names() {
            return List.of("id", "name", "label", "description", "source", "is_active");
        }

        @Override
        public ModelState state(NamedReference model) {
            return model.state;
        }

        @Override
        public void state(NamedReference model, ModelState state) {
            model.state = state;
        }

        @Override
        public NamedReference create(Object[] values) {
            return new NamedReference(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (Boolean) values[5]);
        }
    }

    /** Builds a {@link NamedReference}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(NamedReference from) {
            this.state = new ModelBuilder(NamedReference.class, from);
        }

        /**
         * Sets the linked record's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the linked record's name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            state.put("name", name);
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
         * Sets the linked record's description ({@code description}), where the entry carries it.
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        public Builder description(String description) {
            state.put("description", description);
            return this;
        }

        /**
         * Sets the linked record's source ({@code source}), where the entry carries it.
         *
         * @param source the value; {@code null} clears it
         * @return this builder
         */
        public Builder source(String source) {
            state.put("source", source);
            return this;
        }

        /**
         * Sets whether the linked record is active ({@code is_active}), where the entry carries it.
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            state.put("is_active", isActive);
            return this;
        }

        /**
         * Sets a field {@code NamedReference} has no accessor for; it reads back through
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
         * Sets several fields {@code NamedReference} has no accessor for.
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
         * Removes a field {@code NamedReference} has no accessor for.
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
         * Builds the {@code NamedReference} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public NamedReference build() {
            return state.build(NamedReference.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
