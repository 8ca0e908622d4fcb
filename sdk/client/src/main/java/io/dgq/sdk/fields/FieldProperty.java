// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;

/** The value of one field for one entity, as {@code POST /governance/field-property/update} answers it. */
public final class FieldProperty extends ApiObject {
    @JsonProperty("id")
    private String id;

    @JsonProperty("field_id")
    private String fieldId;

    @JsonProperty("entity_id")
    private String entityId;

    @JsonProperty("level")
    private String level;

    @JsonProperty("value")
    private JsonNode value;

    @JsonProperty("created_at")
    private OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;

    private FieldProperty() {}

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
        return decoded("id", id);
    }

    /** {@return the field's id ({@code field_id})} */
    public String fieldId() {
        return decoded("field_id", fieldId);
    }

    /** {@return the id of the record the value belongs to ({@code entity_id})} */
    public String entityId() {
        return decoded("entity_id", entityId);
    }

    /** {@return the level of that record ({@code level})} */
    public String level() {
        return decoded("level", level);
    }

    /** {@return a copy of the value, any JSON value ({@code value}); {@code null} when it is unset} */
    public JsonNode value() {
        return jsonCopy(decoded("value", value));
    }

    /** {@return when the property was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return decoded("created_at", createdAt);
    }

    /** {@return when the value was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return decoded("modified_at", modifiedAt);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        FieldProperty that = (FieldProperty) other;
        return sameValue(id, that.id)
                && sameValue(fieldId, that.fieldId)
                && sameValue(entityId, that.entityId)
                && sameValue(level, that.level)
                && sameValue(value, that.value)
                && sameValue(createdAt, that.createdAt)
                && sameValue(modifiedAt, that.modifiedAt);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("id", this.id)
                .add("field_id", this.fieldId)
                .add("entity_id", this.entityId)
                .add("level", this.level)
                .add("value", this.value)
                .add("created_at", this.createdAt)
                .add("modified_at", this.modifiedAt);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(id, fieldId, entityId, level, value, createdAt, modifiedAt);
    }

    /** Builds a {@link FieldProperty}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<FieldProperty, Builder> {
        private Builder(FieldProperty from) {
            super(FieldProperty.class, from);
        }

        /**
         * Sets the property's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets the field's id ({@code field_id}).
         *
         * @param fieldId the value; {@code null} clears it
         * @return this builder
         */
        public Builder fieldId(String fieldId) {
            return put("field_id", fieldId);
        }

        /**
         * Sets the id of the record the value belongs to ({@code entity_id}).
         *
         * @param entityId the value; {@code null} clears it
         * @return this builder
         */
        public Builder entityId(String entityId) {
            return put("entity_id", entityId);
        }

        /**
         * Sets the level of that record ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public Builder level(String level) {
            return put("level", level);
        }

        /**
         * Sets a copy of the value, any JSON value ({@code value}); {@code null} when it is unset.
         *
         * @param value the value; {@code null} clears it
         * @return this builder
         */
        public Builder value(JsonNode value) {
            return put("value", value);
        }

        /**
         * Sets when the property was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            return put("created_at", createdAt);
        }

        /**
         * Sets when the value was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            return put("modified_at", modifiedAt);
        }
    }
}
