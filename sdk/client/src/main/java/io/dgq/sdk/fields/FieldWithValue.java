// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.ModelFields;

/**
 * A field of a tab with its value for one entity, as {@code POST /governance/field-property} answers it: the field's
 * list item plus {@code value}.
 */
public final class FieldWithValue extends Field {
    static {
        ModelFields.register(FieldWithValue.class, new Fields());
    }

    @JsonProperty("value")
    private JsonNode value;

    private FieldWithValue() {}

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

    /**
     * {@return the field's value for the entity asked for, any JSON value as the field's data type has it: a copy
     * ({@code value}); {@code null} when it is unset or no entity was asked for}
     */
    public JsonNode value() {
        return ModelFields.jsonCopy(ModelFields.decoded(this, "value", value));
    }

    /** The fields {@code FieldWithValue} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<FieldWithValue> {
        @Override
        public boolean equal(FieldWithValue a, FieldWithValue b) {
            return ModelFields.sameValue(a.value, b.value);
        }

        @Override
        public int hash(FieldWithValue model) {
            return ModelFields.hashOf(model.value);
        }

        @Override
        public void describe(FieldWithValue model, ModelFields.Sink sink) {
            sink.add("value", model.value);
        }
    }

    /** Builds a {@link FieldWithValue}: one setter per field, named like its accessor. */
    public static final class Builder extends Field.Builder<FieldWithValue, Builder> {
        private Builder(FieldWithValue from) {
            super(FieldWithValue.class, from);
        }

        /**
         * Sets the field's value for the entity asked for, any JSON value as the field's data type has it: a copy
         * ({@code value}); {@code null} when it is unset or no entity was asked for.
         *
         * @param value the value; {@code null} clears it
         * @return this builder
         */
        public Builder value(JsonNode value) {
            return put("value", value);
        }
    }
}
