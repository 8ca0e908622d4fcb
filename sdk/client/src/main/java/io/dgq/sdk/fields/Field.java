// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A governance custom field, as the field list shows it and as a create answers it. It belongs to a tab
 * ({@code field_tab_id}) and optionally a group, and applies to one {@code level} of records. See {@link FieldColumn}
 * for the fields a list can sort and filter by.
 */
@Companion(Field.Fields.class)
public class Field implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("description")
    private final String description;

    @JsonProperty("data_type")
    private final String dataType;

    @JsonProperty("level")
    private final String level;

    @JsonProperty("field_tab_id")
    private final String fieldTabId;

    @JsonProperty("field_group_id")
    private final String fieldGroupId;

    @JsonProperty("icon")
    private final String icon;

    @JsonProperty("options")
    private final List<JsonObject> options;

    @JsonProperty("display_order")
    private final Long displayOrder;

    @JsonProperty("is_created")
    private final Boolean created;

    @JsonProperty("is_active")
    private final Boolean active;

    @JsonProperty("is_delete")
    private final Boolean delete;

    @JsonProperty("created_by")
    private final String createdBy;

    @JsonProperty("modified_by")
    private final String modifiedBy;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private final OffsetDateTime modifiedAt;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    ModelState state;

    Field(
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
            OffsetDateTime modifiedAt) {
        this.id = id;
        this.name = name;
        this.description = description;
        this.dataType = dataType;
        this.level = level;
        this.fieldTabId = fieldTabId;
        this.fieldGroupId = fieldGroupId;
        this.icon = icon;
        this.options = options;
        this.displayOrder = displayOrder;
        this.created = created;
        this.active = active;
        this.delete = delete;
        this.createdBy = createdBy;
        this.modifiedBy = modifiedBy;
        this.createdAt = createdAt;
        this.modifiedAt = modifiedAt;
    }

    /**
     * Returns an empty builder of {@code Field}, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(Field.class, null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(Field.class, this);
    }

    /** {@return the field's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return the description ({@code description})} */
    public String description() {
        return ModelState.decoded(this, state, "description", description);
    }

    /** {@return the kind of value the field holds ({@code data_type})} */
    public String dataType() {
        return ModelState.decoded(this, state, "data_type", dataType);
    }

    /** {@return the level of records the field applies to ({@code level})} */
    public String level() {
        return ModelState.decoded(this, state, "level", level);
    }

    /** {@return the id of the tab the field is shown on ({@code field_tab_id})} */
    public String fieldTabId() {
        return ModelState.decoded(this, state, "field_tab_id", fieldTabId);
    }

    /** {@return the id of the group the field belongs to ({@code field_group_id})} */
    public String fieldGroupId() {
        return ModelState.decoded(this, state, "field_group_id", fieldGroupId);
    }

    /** {@return the icon ({@code icon})} */
    public String icon() {
        return ModelState.decoded(this, state, "icon", icon);
    }

    /** {@return the choices of a field with a fixed set of values ({@code options})} */
    public List<JsonObject> options() {
        return ModelFields.listOf(ModelState.decoded(this, state, "options", options));
    }

    /** {@return the position of the field on its tab ({@code display_order})} */
    public Long displayOrder() {
        return ModelState.decoded(this, state, "display_order", displayOrder);
    }

    /** {@return the {@code is_created} flag ({@code is_created})} */
    public Boolean isCreated() {
        return ModelState.decoded(this, state, "is_created", created);
    }

    /** {@return whether the field is active ({@code is_active})} */
    public Boolean isActive() {
        return ModelState.decoded(this, state, "is_active", active);
    }

    /** {@return whether the field is deleted ({@code is_delete})} */
    public Boolean isDelete() {
        return ModelState.decoded(this, state, "is_delete", delete);
    }

    /** {@return who created the field ({@code created_by})} */
    public String createdBy() {
        return ModelState.decoded(this, state, "created_by", createdBy);
    }

    /** {@return who last changed the field ({@code modified_by})} */
    public String modifiedBy() {
        return ModelState.decoded(this, state, "modified_by", modifiedBy);
    }

    /** {@return when the field was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    /** {@return when the field was last changed ({@code modified_at})} */
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
    public final Map<String, JsonValue> additionalProperties() {
        return ModelState.additionalProperties(this);
    }

    @Override
    public final JsonValue additionalProperty(String name) {
        return ModelState.additionalProperty(this, name);
    }

    @Override
    public final void validate() {
        ModelState.validate(this);
    }

    @Override
    public final boolean equals(Object o) {
        return ModelState.equal(this, o);
    }

    @Override
    public final int hashCode() {
        return ModelState.hash(this);
    }

    @Override
    public final String toString() {
        return ModelFields.describe(this);
    }

    /** The fields {@code Field} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<Field> {
        @Override
        public boolean equal(Field a, Field b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.description, b.description)
                    && ModelFields.sameValue(a.dataType, b.dataType)
                    && ModelFields.sameValue(a.level, b.level)
                    && ModelFields.sameValue(a.fieldTabId, b.fieldTabId)
                    && ModelFields.sameValue(a.fieldGroupId, b.fieldGroupId)
                    && ModelFields.sameValue(a.icon, b.icon)
                    && ModelFields.listOf(a.options).equals(ModelFields.listOf(b.options))
                    && ModelFields.sameValue(a.displayOrder, b.displayOrder)
                    && ModelFields.sameValue(a.created, b.created)
                    && ModelFields.sameValue(a.active, b.active)
                    && ModelFields.sameValue(a.delete, b.delete)
                    && ModelFields.sameValue(a.createdBy, b.createdBy)
                    && ModelFields.sameValue(a.modifiedBy, b.modifiedBy)
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.modifiedAt, b.modifiedAt);
        }

        @Override
        public int hash(Field model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.description,
                    model.dataType,
                    model.level,
                    model.fieldTabId,
                    model.fieldGroupId,
                    model.icon,
                    ModelFields.listOf(model.options),
                    model.displayOrder,
                    model.created,
                    model.active,
                    model.delete,
                    model.createdBy,
                    model.modifiedBy,
                    model.createdAt,
                    model.modifiedAt);
        }

        @Override
        public void describe(Field model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("description", model.description)
                    .add("data_type", model.dataType)
                    .add("level", model.level)
                    .add("field_tab_id", model.fieldTabId)
                    .add("field_group_id", model.fieldGroupId)
                    .add("icon", model.icon)
                    .add("options", model.options)
                    .add("display_order", model.displayOrder)
                    .add("is_created", model.created)
                    .add("is_active", model.active)
                    .add("is_delete", model.delete)
                    .add("created_by", model.createdBy)
                    .add("modified_by", model.modifiedBy)
                    .add("created_at", model.createdAt)
                    .add("modified_at", model.modifiedAt);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "id",
                    "name",
                    "description",
                    "data_type",
                    "level",
                    "field_tab_id",
                    "field_group_id",
                    "icon",
                    "options",
                    "display_order",
                    "is_created",
                    "is_active",
                    "is_delete",
                    "created_by",
                    "modified_by",
                    "created_at",
                    "modified_at");
        }

        @Override
        public ModelState state(Field model) {
            return model.state;
        }

        @Override
        public void state(Field model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public Field create(Object[] values) {
            return new Field(
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
                    (OffsetDateTime) values[16]);
        }
    }

    /**
     * Builds a {@link Field}: one setter per field, named like its accessor; the builder of each model that extends it
     * extends it, and answers its own type from every setter.
     */
    public static class Builder implements ApiObject.Builder {
        /** The fields set so far; the builders that extend this one set theirs here too. */
        final ModelBuilder state;

        Builder(Class<? extends Field> type, Field from) {
            this.state = new ModelBuilder(type, from);
        }

        /**
         * Sets the field's id ({@code id}).
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
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
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
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            state.put("modified_at", modifiedAt);
            return this;
        }

        /**
         * Sets a field {@code Field} has no accessor for; it reads back through {@code additionalProperty(jsonName)}.
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
         * Sets several fields {@code Field} has no accessor for.
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
         * Removes a field {@code Field} has no accessor for.
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
         * Builds the {@code Field} from the fields set so far, as an answer holding them is decoded; the builder can go
         * on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public Field build() {
            return state.build(Field.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
