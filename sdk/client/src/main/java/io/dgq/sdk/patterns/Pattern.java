// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.patterns;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;

/**
 * A pattern: a regular expression that the values of an attribute must match. The same record is answered by {@code GET
 * /metrics/pattern/{patternId}}, the pattern list, the attribute lookup and create. See {@link PatternColumn} for the
 * fields a list can sort and filter by.
 */
public final class Pattern extends ApiObject {
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
        return decoded("id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return decoded("name", name);
    }

    /** {@return the regular expression, as text ({@code pattern})} */
    public String pattern() {
        return decoded("pattern", pattern);
    }

    /** {@return the kind of pattern ({@code type})} */
    public String type() {
        return decoded("type", type);
    }

    /** {@return the id of the attribute the pattern applies to ({@code attribute_id})} */
    public String attributeId() {
        return decoded("attribute_id", attributeId);
    }

    /** {@return the id of the built-in pattern this one derives from ({@code system_pattern_id})} */
    public String systemPatternId() {
        return decoded("system_pattern_id", systemPatternId);
    }

    /** {@return whether the regular expression is valid, as the server judged it ({@code is_valid})} */
    public Boolean isValid() {
        return decoded("is_valid", valid);
    }

    /** {@return when the pattern was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return decoded("created_at", createdAt);
    }

    /** {@return who created the pattern ({@code created_by})} */
    public String createdBy() {
        return decoded("created_by", createdBy);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        Pattern that = (Pattern) other;
        return sameValue(id, that.id)
                && sameValue(name, that.name)
                && sameValue(pattern, that.pattern)
                && sameValue(type, that.type)
                && sameValue(attributeId, that.attributeId)
                && sameValue(systemPatternId, that.systemPatternId)
                && sameValue(valid, that.valid)
                && sameValue(createdAt, that.createdAt)
                && sameValue(createdBy, that.createdBy);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("id", this.id)
                .add("name", this.name)
                .add("pattern", this.pattern)
                .add("type", this.type)
                .add("attribute_id", this.attributeId)
                .add("system_pattern_id", this.systemPatternId)
                .add("is_valid", this.valid)
                .add("created_at", this.createdAt)
                .add("created_by", this.createdBy);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(id, name, pattern, type, attributeId, systemPatternId, valid, createdAt, createdBy);
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
