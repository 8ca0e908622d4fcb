// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.patterns;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;

/**
 * A pattern: a regular expression that the values of an attribute must match. The same record is answered by {@code GET
 * /metrics/pattern/{patternId}}, the pattern list, the attribute lookup and create. See {@link PatternColumn} for the
 * fields a list can sort and filter by.
 */
public final class Pattern extends ApiObject {
    static {
        ModelFields.register(Pattern.class, new Fields());
    }

    @JsonProperty("id")
    private String id;

    @JsonProperty("name")
    private String name;

    @JsonProperty("pattern")
    private String pattern;

    @JsonProperty("type")
    private String type;

    @JsonProperty("attribute_id")
    private String attributeId;

    @JsonProperty("system_pattern_id")
    private String systemPatternId;

    @JsonProperty("is_valid")
    private Boolean valid;

    @JsonProperty("created_at")
    private OffsetDateTime createdAt;

    @JsonProperty("created_by")
    private String createdBy;

    private Pattern() {}

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
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the regular expression, as text ({@code pattern})} */
    public String pattern() {
        return ModelFields.decoded(this, "pattern", pattern);
    }

    /** {@return the kind of pattern ({@code type})} */
    public String type() {
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the id of the attribute the pattern applies to ({@code attribute_id})} */
    public String attributeId() {
        return ModelFields.decoded(this, "attribute_id", attributeId);
    }

    /** {@return the id of the built-in pattern this one derives from ({@code system_pattern_id})} */
    public String systemPatternId() {
        return ModelFields.decoded(this, "system_pattern_id", systemPatternId);
    }

    /** {@return whether the regular expression is valid, as the server judged it ({@code is_valid})} */
    public Boolean isValid() {
        return ModelFields.decoded(this, "is_valid", valid);
    }

    /** {@return when the pattern was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelFields.decoded(this, "created_at", createdAt);
    }

    /** {@return who created the pattern ({@code created_by})} */
    public String createdBy() {
        return ModelFields.decoded(this, "created_by", createdBy);
    }

    /** The fields {@code Pattern} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<Pattern> {
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
    }

    /** Builds a {@link Pattern}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<Pattern, Builder> {
        private Builder(Pattern from) {
            super(Pattern.class, from);
        }

        /**
         * Sets the pattern's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            return put("name", name);
        }

        /**
         * Sets the regular expression, as text ({@code pattern}).
         *
         * @param pattern the value; {@code null} clears it
         * @return this builder
         */
        public Builder pattern(String pattern) {
            return put("pattern", pattern);
        }

        /**
         * Sets the kind of pattern ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            return put("type", type);
        }

        /**
         * Sets the id of the attribute the pattern applies to ({@code attribute_id}).
         *
         * @param attributeId the value; {@code null} clears it
         * @return this builder
         */
        public Builder attributeId(String attributeId) {
            return put("attribute_id", attributeId);
        }

        /**
         * Sets the id of the built-in pattern this one derives from ({@code system_pattern_id}).
         *
         * @param systemPatternId the value; {@code null} clears it
         * @return this builder
         */
        public Builder systemPatternId(String systemPatternId) {
            return put("system_pattern_id", systemPatternId);
        }

        /**
         * Sets whether the regular expression is valid, as the server judged it ({@code is_valid}).
         *
         * @param isValid the value; {@code null} clears it
         * @return this builder
         */
        public Builder isValid(Boolean isValid) {
            return put("is_valid", isValid);
        }

        /**
         * Sets when the pattern was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            return put("created_at", createdAt);
        }

        /**
         * Sets who created the pattern ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdBy(String createdBy) {
            return put("created_by", createdBy);
        }
    }
}
