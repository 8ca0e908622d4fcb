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
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/** The value of one field for one entity, as {@code POST /governance/field-property/update} answers it. */
@Companion(FieldProperty.Fields.class)
public final class FieldProperty implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("field_id")
    private final String fieldId;

    @JsonProperty("entity_id")
    private final String entityId;

    @JsonProperty("level")
    private final String level;

    @JsonProperty("value")
    private final JsonValue value;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private final OffsetDateTime modifiedAt;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private FieldProperty(
            String id,
            String fieldId,
            String entityId,
            String level,
            JsonValue value,
            OffsetDateTime createdAt,
            OffsetDateTime modifiedAt) {
        this.id = id;
        this.fieldId = fieldId;
        this.entityId = entityId;
        this.level = level;
        this.value = value;
        this.createdAt = createdAt;
        this.modifiedAt = modifiedAt;
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

    /** {@return the property's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the field's id ({@code field_id})} */
    public String fieldId() {
        return ModelState.decoded(this, state, "field_id", fieldId);
    }

    /** {@return the id of the record the value belongs to ({@code entity_id})} */
    public String entityId() {
        return ModelState.decoded(this, state, "entity_id", entityId);
    }

    /** {@return the level of that record ({@code level})} */
    public String level() {
        return ModelState.decoded(this, state, "level", level);
    }

    /** {@return the value, any JSON value ({@code value}); {@code null} when it is unset} */
    public JsonValue value() {
        return ModelFields.jsonValue(ModelState.decoded(this, state, "value", value));
    }

    /** {@return when the property was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    /** {@return when the value was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return ModelState.decoded(this, state, "modified_at", modifiedAt);
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

    /** The fields {@code FieldProperty} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<FieldProperty> {
        @Override
        public boolean equal(FieldProperty a, FieldProperty b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.fieldId, b.fieldId)
                    && ModelFields.sameValue(a.entityId, b.entityId)
                    && ModelFields.sameValue(a.level, b.level)
                    && ModelFields.sameValue(a.value, b.value)
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.modifiedAt, b.modifiedAt);
        }

        @Override
        public int hash(FieldProperty model) {
            return ModelFields.hashOf(
                    model.id,
                    model.fieldId,
                    model.entityId,
                    model.level,
                    model.value,
                    model.createdAt,
                    model.modifiedAt);
        }

        @Override
        public void describe(FieldProperty model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("field_id", model.fieldId)
                    .add("entity_id", model.entityId)
                    .add("level", model.level)
                    .add("value", model.value)
                    .add("created_at", model.createdAt)
                    .add("modified_at", model.modifiedAt);
        }

        @Override
        public List<String> names() {
            return List.of("id", "field_id", "entity_id", "level", "value", "created_at", "modified_at");
        }

        @Override
        public ModelState state(FieldProperty model) {
            return model.state;
        }

        @Override
        public void state(FieldProperty model, ModelState state) {
            model.state = state;
        }

        @Override
        public FieldProperty create(Object[] values) {
            return new FieldProperty(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (JsonValue) values[4],
                    (OffsetDateTime) values[5],
                    (OffsetDateTime) values[6]);
        }
    }

    /** Builds a {@link FieldProperty}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(FieldProperty from) {
            this.state = new ModelBuilder(FieldProperty.class, from);
        }

        /**
         * Sets the property's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the field's id ({@code field_id}).
         *
         * @param fieldId the value; {@code null} clears it
         * @return this builder
         */
        public Builder fieldId(String fieldId) {
            state.put("field_id", fieldId);
            return this;
        }

        /**
         * Sets the id of the record the value belongs to ({@code entity_id}).
         *
         * @param entityId the value; {@code null} clears it
         * @return this builder
         */
        public Builder entityId(String entityId) {
            state.put("entity_id", entityId);
            return this;
        }

        /**
         * Sets the level of that record ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public Builder level(String level) {
            state.put("level", level);
            return this;
        }

        /**
         * Sets the value, any JSON value ({@code value}); {@code null} when it is unset.
         *
         * @param value the value; {@code null} clears it
         * @return this builder
         */
        public Builder value(JsonValue value) {
            state.put("value", value);
            return this;
        }

        /**
         * Sets when the property was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets when the value was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            state.put("modified_at", modifiedAt);
            return this;
        }

        /**
         * Sets a field {@code FieldProperty} has no accessor for; it reads back through
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
         * Sets several fields {@code FieldProperty} has no accessor for.
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
         * Removes a field {@code FieldProperty} has no accessor for.
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
         * Builds the {@code FieldProperty} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public FieldProperty build() {
            return state.build(FieldProperty.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
