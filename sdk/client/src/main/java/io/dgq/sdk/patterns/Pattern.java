// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.patterns;

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

/**
 * A pattern: a regular expression that the values of an attribute must match. The same record is answered by {@code GET
 * /metrics/pattern/{patternId}}, the pattern list, the attribute lookup and create. See {@link PatternColumn} for the
 * fields a list can sort and filter by.
 */
@Companion(Pattern.Fields.class)
public final class Pattern implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("pattern")
    private final String pattern;

    @JsonProperty("type")
    private final String type;

    @JsonProperty("attribute_id")
    private final String attributeId;

    @JsonProperty("system_pattern_id")
    private final String systemPatternId;

    @JsonProperty("is_valid")
    private final Boolean valid;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("created_by")
    private final String createdBy;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private Pattern(
            String id,
            String name,
            String pattern,
            String type,
            String attributeId,
            String systemPatternId,
            Boolean valid,
            OffsetDateTime createdAt,
            String createdBy) {
        this.id = id;
        this.name = name;
        this.pattern = pattern;
        this.type = type;
        this.attributeId = attributeId;
        this.systemPatternId = systemPatternId;
        this.valid = valid;
        this.createdAt = createdAt;
        this.createdBy = createdBy;
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

    /** {@return the pattern's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return the regular expression, as text ({@code pattern})} */
    public String pattern() {
        return ModelState.decoded(this, state, "pattern", pattern);
    }

    /** {@return the kind of pattern ({@code type})} */
    public String type() {
        return ModelState.decoded(this, state, "type", type);
    }

    /** {@return the id of the attribute the pattern applies to ({@code attribute_id})} */
    public String attributeId() {
        return ModelState.decoded(this, state, "attribute_id", attributeId);
    }

    /** {@return the id of the built-in pattern this one derives from ({@code system_pattern_id})} */
    public String systemPatternId() {
        return ModelState.decoded(this, state, "system_pattern_id", systemPatternId);
    }

    /** {@return whether the regular expression is valid, as the server judged it ({@code is_valid})} */
    public Boolean isValid() {
        return ModelState.decoded(this, state, "is_valid", valid);
    }

    /** {@return when the pattern was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    /** {@return who created the pattern ({@code created_by})} */
    public String createdBy() {
        return ModelState.decoded(this, state, "created_by", createdBy);
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

    /** The fields {@code Pattern} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<Pattern> {
        @Override
        public boolean equal(Pattern a, Pattern b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.pattern, b.pattern)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.attributeId, b.attributeId)
                    && ModelFields.sameValue(a.systemPatternId, b.systemPatternId)
                    && ModelFields.sameValue(a.valid, b.valid)
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.createdBy, b.createdBy);
        }

        @Override
        public int hash(Pattern model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.pattern,
                    model.type,
                    model.attributeId,
                    model.systemPatternId,
                    model.valid,
                    model.createdAt,
                    model.createdBy);
        }

        @Override
        public void describe(Pattern model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("pattern", model.pattern)
                    .add("type", model.type)
                    .add("attribute_id", model.attributeId)
                    .add("system_pattern_id", model.systemPatternId)
                    .add("is_valid", model.valid)
                    .add("created_at", model.createdAt)
                    .add("created_by", model.createdBy);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "id",
                    "name",
                    "pattern",
                    "type",
                    "attribute_id",
                    "system_pattern_id",
                    "is_valid",
                    "created_at",
                    "created_by");
        }

        @Override
        public ModelState state(Pattern model) {
            return model.state;
        }

        @Override
        public void state(Pattern model, ModelState state) {
            model.state = state;
        }

        @Override
        public Pattern create(Object[] values) {
            return new Pattern(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (String) values[5],
                    (Boolean) values[6],
                    (OffsetDateTime) values[7],
                    (String) values[8]);
        }
    }

    /** Builds a {@link Pattern}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(Pattern from) {
            this.state = new ModelBuilder(Pattern.class, from);
        }

        /**
         * Sets the pattern's id ({@code id}).
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
         * Sets the regular expression, as text ({@code pattern}).
         *
         * @param pattern the value; {@code null} clears it
         * @return this builder
         */
        public Builder pattern(String pattern) {
            state.put("pattern", pattern);
            return this;
        }

        /**
         * Sets the kind of pattern ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            state.put("type", type);
            return this;
        }

        /**
         * Sets the id of the attribute the pattern applies to ({@code attribute_id}).
         *
         * @param attributeId the value; {@code null} clears it
         * @return this builder
         */
        public Builder attributeId(String attributeId) {
            state.put("attribute_id", attributeId);
            return this;
        }

        /**
         * Sets the id of the built-in pattern this one derives from ({@code system_pattern_id}).
         *
         * @param systemPatternId the value; {@code null} clears it
         * @return this builder
         */
        public Builder systemPatternId(String systemPatternId) {
            state.put("system_pattern_id", systemPatternId);
            return this;
        }

        /**
         * Sets whether the regular expression is valid, as the server judged it ({@code is_valid}).
         *
         * @param isValid the value; {@code null} clears it
         * @return this builder
         */
        public Builder isValid(Boolean isValid) {
            state.put("is_valid", isValid);
            return this;
        }

        /**
         * Sets when the pattern was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets who created the pattern ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdBy(String createdBy) {
            state.put("created_by", createdBy);
            return this;
        }

        /**
         * Sets a field {@code Pattern} has no accessor for; it reads back through {@code additionalProperty(jsonName)}.
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
         * Sets several fields {@code Pattern} has no accessor for.
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
         * Removes a field {@code Pattern} has no accessor for.
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
         * Builds the {@code Pattern} from the fields set so far, as an answer holding them is decoded; the builder can
         * go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public Pattern build() {
            return state.build(Pattern.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
