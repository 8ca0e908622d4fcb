// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.parameters;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;

/**
 * A metric parameter: a named value that metrics refer to. The same record is answered by {@code GET
 * /metrics/parameter/{parameterId}}, the parameter list and create. See {@link ParameterColumn} for the fields a list
 * can sort and filter by.
 */
public final class Parameter extends ApiObject {
    static {
        ModelFields.register(Parameter.class, new Fields());
    }

    @JsonProperty("id")
    private String id;

    @JsonProperty("name")
    private String name;

    @JsonProperty("type")
    private String type;

    @JsonProperty("value")
    private String value;

    @JsonProperty("is_active")
    private Boolean active;

    @JsonProperty("created_at")
    private OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;

    @JsonProperty("created_by")
    private String createdBy;

    private Parameter() {}

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

    /** {@return the parameter's id ({@code id})} */
    public String id() {
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the kind of value ({@code type})} */
    public String type() {
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the value, as text ({@code value})} */
    public String value() {
        return ModelFields.decoded(this, "value", value);
    }

    /** {@return whether the parameter is active ({@code is_active})} */
    public Boolean isActive() {
        return ModelFields.decoded(this, "is_active", active);
    }

    /** {@return when the parameter was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelFields.decoded(this, "created_at", createdAt);
    }

    /** {@return when the parameter was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return ModelFields.decoded(this, "modified_at", modifiedAt);
    }

    /** {@return who created the parameter ({@code created_by})} */
    public String createdBy() {
        return ModelFields.decoded(this, "created_by", createdBy);
    }

    /** The fields {@code Parameter} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<Parameter> {
        @Override
        public boolean equal(Parameter a, Parameter b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.value, b.value)
                    && ModelFields.sameValue(a.active, b.active)
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.modifiedAt, b.modifiedAt)
                    && ModelFields.sameValue(a.createdBy, b.createdBy);
        }

        @Override
        public int hash(Parameter model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.type,
                    model.value,
                    model.active,
                    model.createdAt,
                    model.modifiedAt,
                    model.createdBy);
        }

        @Override
        public void describe(Parameter model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("type", model.type)
                    .add("value", model.value)
                    .add("is_active", model.active)
                    .add("created_at", model.createdAt)
                    .add("modified_at", model.modifiedAt)
                    .add("created_by", model.createdBy);
        }
    }

    /** Builds a {@link Parameter}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<Parameter, Builder> {
        private Builder(Parameter from) {
            super(Parameter.class, from);
        }

        /**
         * Sets the parameter's id ({@code id}).
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
         * Sets the kind of value ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            return put("type", type);
        }

        /**
         * Sets the value, as text ({@code value}).
         *
         * @param value the value; {@code null} clears it
         * @return this builder
         */
        public Builder value(String value) {
            return put("value", value);
        }

        /**
         * Sets whether the parameter is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            return put("is_active", isActive);
        }

        /**
         * Sets when the parameter was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            return put("created_at", createdAt);
        }

        /**
         * Sets when the parameter was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            return put("modified_at", modifiedAt);
        }

        /**
         * Sets who created the parameter ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdBy(String createdBy) {
            return put("created_by", createdBy);
        }
    }
}
