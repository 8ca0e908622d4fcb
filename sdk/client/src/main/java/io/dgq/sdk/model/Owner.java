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
 * An owner of a governed record or a metric template: a user or a team. Read from answers ({@code owners()}), and built
 * with {@link #builder()} for the {@code owners(...)} setters of the request builders:
 *
 * <pre>{@code
 * Owner owner = Owner.builder().id("6f1c...").name("Ada Lovelace").ownerType("user").build();
 * DomainUpdateRequest.builder().owners(List.of(owner)).build();
 * }</pre>
 *
 * <p>An owner is sent as the fields that are set, in the order {@code id}, {@code name}, {@code email}, {@code label},
 * {@code owner_type}, then any field read from an answer that this SDK has no accessor for, so an owner read from one
 * record can be sent back whole.
 */
@Companion(Owner.Fields.class)
public final class Owner implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("email")
    private final String email;

    @JsonProperty("label")
    private final String label;

    @JsonProperty("owner_type")
    private final String ownerType;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private Owner(String id, String name, String email, String label, String ownerType) {
        this.id = id;
        this.name = name;
        this.email = email;
        this.label = label;
        this.ownerType = ownerType;
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

    /** {@return the owner's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the owner's name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return the owner's e-mail address ({@code email}); {@code null} where the record does not carry it} */
    public String email() {
        return ModelState.decoded(this, state, "email", email);
    }

    /** {@return the display label ({@code label})} */
    public String label() {
        return ModelState.decoded(this, state, "label", label);
    }

    /** {@return the kind of owner ({@code owner_type}), for example a user or a group} */
    public String ownerType() {
        return ModelState.decoded(this, state, "owner_type", ownerType);
    }

    /**
     * Returns the JSON object a request sends for this owner: the fields that are set, unknown ones included.
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

    /** The fields {@code Owner} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<Owner> {
        @Override
        public boolean equal(Owner a, Owner b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.email, b.email)
                    && ModelFields.sameValue(a.label, b.label)
                    && ModelFields.sameValue(a.ownerType, b.ownerType);
        }

        @Override
        public int hash(Owner model) {
            return ModelFields.hashOf(model.id, model.name, model.email, model.label, model.ownerType);
        }

        @Override
        public void describe(Owner model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("email", model.email)
                    .add("label", model.label)
                    .add("owner_type", model.ownerType);
        }

        @Override
        public List<String> names() {
            return List.of("id", "name", "email", "label", "owner_type");
        }

        @Override
        public ModelState state(Owner model) {
            return model.state;
        }

        @Override
        public void state(Owner model, ModelState state) {
            model.state = state;
        }

        @Override
        public Owner create(Object[] values) {
            return new Owner(
                    (String) values[0], (String) values[1], (String) values[2], (String) values[3], (String) values[4]);
        }
    }

    /** Builds an {@link Owner}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(Owner from) {
            this.state = new ModelBuilder(Owner.class, from);
        }

        /**
         * Sets the owner's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the owner's name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            state.put("name", name);
            return this;
        }

        /**
         * Sets the owner's e-mail address ({@code email}); {@code null} where the record does not carry it.
         *
         * @param email the value; {@code null} clears it
         * @return this builder
         */
        public Builder email(String email) {
            state.put("email", email);
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
         * Sets the kind of owner ({@code owner_type}), for example a user or a group.
         *
         * @param ownerType the value; {@code null} clears it
         * @return this builder
         */
        public Builder ownerType(String ownerType) {
            state.put("owner_type", ownerType);
            return this;
        }

        /**
         * Sets a field {@code Owner} has no accessor for; it reads back through {@code additionalProperty(jsonName)}.
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
         * Sets several fields {@code Owner} has no accessor for.
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
         * Removes a field {@code Owner} has no accessor for.
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
         * Builds the {@code Owner} from the fields set so far, as an answer holding them is decoded; the builder can go
         * on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public Owner build() {
            return state.build(Owner.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
