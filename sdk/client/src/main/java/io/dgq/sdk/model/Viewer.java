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
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/** A user who viewed a governed record, and when (the server records one on every get). */
@Companion(Viewer.Fields.class)
public final class Viewer implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("viewed_at")
    private final OffsetDateTime viewedAt;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("email")
    private final String email;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private Viewer(String id, OffsetDateTime viewedAt, String name, String email) {
        this.id = id;
        this.viewedAt = viewedAt;
        this.name = name;
        this.email = email;
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

    /** {@return the viewer's user id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return when the record was viewed ({@code viewed_at}, sent with a {@code +00:00} offset)} */
    public OffsetDateTime viewedAt() {
        return ModelState.decoded(this, state, "viewed_at", viewedAt);
    }

    /** {@return the viewer's name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return the viewer's e-mail address ({@code email})} */
    public String email() {
        return ModelState.decoded(this, state, "email", email);
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

    /** The fields {@code Viewer} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<Viewer> {
        @Override
        public boolean equal(Viewer a, Viewer b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.viewedAt, b.viewedAt)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.email, b.email);
        }

        @Override
        public int hash(Viewer model) {
            return ModelFields.hashOf(model.id, model.viewedAt, model.name, model.email);
        }

        @Override
        public void describe(Viewer model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("viewed_at", model.viewedAt)
                    .add("name", model.name)
                    .add("email", model.email);
        }

        @Override
        public List<String> names() {
            return List.of("id", "viewed_at", "name", "email");
        }

        @Override
        public ModelState state(Viewer model) {
            return model.state;
        }

        @Override
        public void state(Viewer model, ModelState state) {
            model.state = state;
        }

        @Override
        public Viewer create(Object[] values) {
            return new Viewer((String) values[0], (OffsetDateTime) values[1], (String) values[2], (String) values[3]);
        }
    }

    /** Builds a {@link Viewer}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(Viewer from) {
            this.state = new ModelBuilder(Viewer.class, from);
        }

        /**
         * Sets the viewer's user id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets when the record was viewed ({@code viewed_at}, sent with a {@code +00:00} offset).
         *
         * @param viewedAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder viewedAt(OffsetDateTime viewedAt) {
            state.put("viewed_at", viewedAt);
            return this;
        }

        /**
         * Sets the viewer's name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            state.put("name", name);
            return this;
        }

        /**
         * Sets the viewer's e-mail address ({@code email}).
         *
         * @param email the value; {@code null} clears it
         * @return this builder
         */
        public Builder email(String email) {
            state.put("email", email);
            return this;
        }

        /**
         * Sets a field {@code Viewer} has no accessor for; it reads back through {@code additionalProperty(jsonName)}.
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
         * Sets several fields {@code Viewer} has no accessor for.
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
         * Removes a field {@code Viewer} has no accessor for.
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
         * Builds the {@code Viewer} from the fields set so far, as an answer holding them is decoded; the builder can
         * go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public Viewer build() {
            return state.build(Viewer.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
