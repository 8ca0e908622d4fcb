// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A field of a tab with its value for one entity, as {@code POST /governance/field-property} answers it: the field's
 * list item plus {@code value}.
 */
@Companion(FieldWithValue.Fields.class)
public final class FieldWithValue extends Field {
    @JsonProperty("value")
    private final JsonValue value;

    private FieldWithValue(
            String id,
            String name,
            String description,
            String dataType,
            String level,
            String fieldTabId,
            String fieldGroupId,
            String icon,
            List<JsonObject> options,
            Long displayOrder,
            Boolean created,
            Boolean active,
            Boolean delete,
            String createdBy,
            String modifiedBy,
            OffsetDateTime createdAt,
            OffsetDateTime modifiedAt,
            JsonValue value) {
        super(
                id,
                name,
                description,
                dataType,
                level,
                fieldTabId,
                fieldGroupId,
                icon,
                options,
                displayOrder,
                created,
                active,
                delete,
                createdBy,
                modifiedBy,
                createdAt,
                modifiedAt);
        this.value = value;
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

    /**
     * {@return the field's value for the entity asked for, any JSON value as the field's data type has it
     * ({@code value}); {@code null} when it is unset or no entity was asked for}
     */
    public JsonValue value() {
        return ModelFields.jsonValue(ModelState.decoded(this, state, "value", value));
    }

    /** The fields {@code FieldWithValue} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<FieldWithValue> {
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

        @Override
        public List<String> names() {
            return List.of("value");
        }

        @Override
        @SuppressWarnings("unchecked")
        public FieldWithValue create(Object[] values) {
            return new FieldWithValue(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (String) values[5],
                    (String) values[6],
                    (String) values[7],
                    (List<JsonObject>) values[8],
                    (Long) values[9],
                    (Boolean) values[10],
                    (Boolean) values[11],
                    (Boolean) values[12],
                    (String) values[13],
                    (String) values[14],
                    (OffsetDateTime) values[15],
                    (OffsetDateTime) values[16],
                    (JsonValue) values[17]);
        }
    }

    /** Builds a {@link FieldWithValue}: one setter per field, named like its accessor. */
    public static final class Builder extends Field.Builder {
        private Builder(FieldWithValue from) {
            super(FieldWithValue.class, from);
        }

        /**
         * Sets the field's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        @Override
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
        @Override
        public Builder name(String name) {
            state.put("name", name);
            return this;
        }

        /**
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder description(String description) {
            state.put("description", description);
            return this;
        }

        /**
         * Sets the kind of value the field holds ({@code data_type}).
         *
         * @param dataType the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder dataType(String dataType) {
            state.put("data_type", dataType);
            return this;
        }

        /**
         * Sets the level of records the field applies to ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder level(String level) {
            state.put("level", level);
            return this;
        }

        /**
         * Sets the id of the tab the field is shown on ({@code field_tab_id}).
         *
         * @param fieldTabId the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder fieldTabId(String fieldTabId) {
            state.put("field_tab_id", fieldTabId);
            return this;
        }

        /**
         * Sets the id of the group the field belongs to ({@code field_group_id}).
         *
         * @param fieldGroupId the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder fieldGroupId(String fieldGroupId) {
            state.put("field_group_id", fieldGroupId);
            return this;
        }

        /**
         * Sets the icon ({@code icon}).
         *
         * @param icon the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder icon(String icon) {
            state.put("icon", icon);
            return this;
        }

        /**
         * Sets the choices of a field with a fixed set of values ({@code options}).
         *
         * @param options the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder options(List<JsonObject> options) {
            state.put("options", options);
            return this;
        }

        /**
         * Sets the position of the field on its tab ({@code display_order}).
         *
         * @param displayOrder the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder displayOrder(Long displayOrder) {
            state.put("display_order", displayOrder);
            return this;
        }

        /**
         * Sets the {@code is_created} flag ({@code is_created}).
         *
         * @param isCreated the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder isCreated(Boolean isCreated) {
            state.put("is_created", isCreated);
            return this;
        }

        /**
         * Sets whether the field is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder isActive(Boolean isActive) {
            state.put("is_active", isActive);
            return this;
        }

        /**
         * Sets whether the field is deleted ({@code is_delete}).
         *
         * @param isDelete the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder isDelete(Boolean isDelete) {
            state.put("is_delete", isDelete);
            return this;
        }

        /**
         * Sets who created the field ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder createdBy(String createdBy) {
            state.put("created_by", createdBy);
            return this;
        }

        /**
         * Sets who last changed the field ({@code modified_by}).
         *
         * @param modifiedBy the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder modifiedBy(String modifiedBy) {
            state.put("modified_by", modifiedBy);
            return this;
        }

        /**
         * Sets when the field was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets when the field was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            state.put("modified_at", modifiedAt);
            return this;
        }

        /**
         * Sets the field's value for the entity asked for, any JSON value as the field's data type has it
         * ({@code value}); {@code null} when it is unset or no entity was asked for.
         *
         * @param value the value; {@code null} clears it
         * @return this builder
         */
        public Builder value(JsonValue value) {
            state.put("value", value);
            return this;
        }

        /**
         * Sets a field {@code FieldWithValue} has no accessor for; it reads back through
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
         * Sets several fields {@code FieldWithValue} has no accessor for.
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
         * Removes a field {@code FieldWithValue} has no accessor for.
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
         * Builds the {@code FieldWithValue} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public FieldWithValue build() {
            return state.build(FieldWithValue.class);
        }
    }
}
