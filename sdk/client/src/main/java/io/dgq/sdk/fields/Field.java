// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * A governance custom field, as the field list shows it and as a create answers it. It belongs to a tab
 * ({@code field_tab_id}) and optionally a group, and applies to one {@code level} of records. See {@link FieldColumn}
 * for the fields a list can sort and filter by.
 */
public class Field extends ApiObject {
    @JsonProperty("id")
    private String id;

    @JsonProperty("name")
    private String name;

    @JsonProperty("description")
    private String description;

    @JsonProperty("data_type")
    private String dataType;

    @JsonProperty("level")
    private String level;

    @JsonProperty("field_tab_id")
    private String fieldTabId;

    @JsonProperty("field_group_id")
    private String fieldGroupId;

    @JsonProperty("icon")
    private String icon;

    @JsonProperty("options")
    private List<JsonObject> options;

    @JsonProperty("display_order")
    private Long displayOrder;

    @JsonProperty("is_created")
    private Boolean created;

    @JsonProperty("is_active")
    private Boolean active;

    @JsonProperty("is_delete")
    private Boolean delete;

    @JsonProperty("created_by")
    private String createdBy;

    @JsonProperty("modified_by")
    private String modifiedBy;

    @JsonProperty("created_at")
    private OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;

    Field() {}

    /**
     * Returns an empty builder of {@code Field}, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder<?, ?> builder() {
        return new ItemBuilder(null);
    }

    @Override
    public Builder<?, ?> toBuilder() {
        return new ItemBuilder(this);
    }

    /** {@return the field's id ({@code id})} */
    public String id() {
        return decoded("id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return decoded("name", name);
    }

    /** {@return the description ({@code description})} */
    public String description() {
        return decoded("description", description);
    }

    /** {@return the kind of value the field holds ({@code data_type})} */
    public String dataType() {
        return decoded("data_type", dataType);
    }

    /** {@return the level of records the field applies to ({@code level})} */
    public String level() {
        return decoded("level", level);
    }

    /** {@return the id of the tab the field is shown on ({@code field_tab_id})} */
    public String fieldTabId() {
        return decoded("field_tab_id", fieldTabId);
    }

    /** {@return the id of the group the field belongs to ({@code field_group_id})} */
    public String fieldGroupId() {
        return decoded("field_group_id", fieldGroupId);
    }

    /** {@return the icon ({@code icon})} */
    public String icon() {
        return decoded("icon", icon);
    }

    /** {@return the choices of a field with a fixed set of values ({@code options})} */
    public List<JsonObject> options() {
        return listOf(decoded("options", options));
    }

    /** {@return the position of the field on its tab ({@code display_order})} */
    public Long displayOrder() {
        return decoded("display_order", displayOrder);
    }

    /** {@return the {@code is_created} flag ({@code is_created})} */
    public Boolean isCreated() {
        return decoded("is_created", created);
    }

    /** {@return whether the field is active ({@code is_active})} */
    public Boolean isActive() {
        return decoded("is_active", active);
    }

    /** {@return whether the field is deleted ({@code is_delete})} */
    public Boolean isDelete() {
        return decoded("is_delete", delete);
    }

    /** {@return who created the field ({@code created_by})} */
    public String createdBy() {
        return decoded("created_by", createdBy);
    }

    /** {@return who last changed the field ({@code modified_by})} */
    public String modifiedBy() {
        return decoded("modified_by", modifiedBy);
    }

    /** {@return when the field was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return decoded("created_at", createdAt);
    }

    /** {@return when the field was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return decoded("modified_at", modifiedAt);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        Field that = (Field) other;
        return sameValue(id, that.id)
                && sameValue(name, that.name)
                && sameValue(description, that.description)
                && sameValue(dataType, that.dataType)
                && sameValue(level, that.level)
                && sameValue(fieldTabId, that.fieldTabId)
                && sameValue(fieldGroupId, that.fieldGroupId)
                && sameValue(icon, that.icon)
                && listOf(options).equals(listOf(that.options))
                && sameValue(displayOrder, that.displayOrder)
                && sameValue(created, that.created)
                && sameValue(active, that.active)
                && sameValue(delete, that.delete)
                && sameValue(createdBy, that.createdBy)
                && sameValue(modifiedBy, that.modifiedBy)
                && sameValue(createdAt, that.createdAt)
                && sameValue(modifiedAt, that.modifiedAt);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("id", this.id)
                .add("name", this.name)
                .add("description", this.description)
                .add("data_type", this.dataType)
                .add("level", this.level)
                .add("field_tab_id", this.fieldTabId)
                .add("field_group_id", this.fieldGroupId)
                .add("icon", this.icon)
                .add("options", this.options)
                .add("display_order", this.displayOrder)
                .add("is_created", this.created)
                .add("is_active", this.active)
                .add("is_delete", this.delete)
                .add("created_by", this.createdBy)
                .add("modified_by", this.modifiedBy)
                .add("created_at", this.createdAt)
                .add("modified_at", this.modifiedAt);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(
                id,
                name,
                description,
                dataType,
                level,
                fieldTabId,
                fieldGroupId,
                icon,
                listOf(options),
                displayOrder,
                created,
                active,
                delete,
                createdBy,
                modifiedBy,
                createdAt,
                modifiedAt);
    }

    /**
     * Base of the builders of {@link Field} and its subclasses: one setter per field of the class.
     *
     * @param <M> the model type built
     * @param <B> the concrete builder type, returned by every setter
     */
    public abstract static class Builder<M extends Field, B extends Builder<M, B>> extends ApiObject.Builder<M, B> {
        /**
         * Creates a builder, empty or holding the fields of a model.
         *
         * @param type the model class to build
         * @param from the model to copy, or {@code null} for an empty builder
         */
        protected Builder(Class<M> type, M from) {
            super(type, from);
        }

        /**
         * Sets the field's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public B id(String id) {
            return put("id", id);
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public B name(String name) {
            return put("name", name);
        }

        /**
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        public B description(String description) {
            return put("description", description);
        }

        /**
         * Sets the kind of value the field holds ({@code data_type}).
         *
         * @param dataType the value; {@code null} clears it
         * @return this builder
         */
        public B dataType(String dataType) {
            return put("data_type", dataType);
        }

        /**
         * Sets the level of records the field applies to ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public B level(String level) {
            return put("level", level);
        }

        /**
         * Sets the id of the tab the field is shown on ({@code field_tab_id}).
         *
         * @param fieldTabId the value; {@code null} clears it
         * @return this builder
         */
        public B fieldTabId(String fieldTabId) {
            return put("field_tab_id", fieldTabId);
        }

        /**
         * Sets the id of the group the field belongs to ({@code field_group_id}).
         *
         * @param fieldGroupId the value; {@code null} clears it
         * @return this builder
         */
        public B fieldGroupId(String fieldGroupId) {
            return put("field_group_id", fieldGroupId);
        }

        /**
         * Sets the icon ({@code icon}).
         *
         * @param icon the value; {@code null} clears it
         * @return this builder
         */
        public B icon(String icon) {
            return put("icon", icon);
        }

        /**
         * Sets the choices of a field with a fixed set of values ({@code options}).
         *
         * @param options the value; {@code null} clears it
         * @return this builder
         */
        public B options(List<JsonObject> options) {
            return put("options", options);
        }

        /**
         * Sets the position of the field on its tab ({@code display_order}).
         *
         * @param displayOrder the value; {@code null} clears it
         * @return this builder
         */
        public B displayOrder(Long displayOrder) {
            return put("display_order", displayOrder);
        }

        /**
         * Sets the {@code is_created} flag ({@code is_created}).
         *
         * @param isCreated the value; {@code null} clears it
         * @return this builder
         */
        public B isCreated(Boolean isCreated) {
            return put("is_created", isCreated);
        }

        /**
         * Sets whether the field is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public B isActive(Boolean isActive) {
            return put("is_active", isActive);
        }

        /**
         * Sets whether the field is deleted ({@code is_delete}).
         *
         * @param isDelete the value; {@code null} clears it
         * @return this builder
         */
        public B isDelete(Boolean isDelete) {
            return put("is_delete", isDelete);
        }

        /**
         * Sets who created the field ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public B createdBy(String createdBy) {
            return put("created_by", createdBy);
        }

        /**
         * Sets who last changed the field ({@code modified_by}).
         *
         * @param modifiedBy the value; {@code null} clears it
         * @return this builder
         */
        public B modifiedBy(String modifiedBy) {
            return put("modified_by", modifiedBy);
        }

        /**
         * Sets when the field was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public B createdAt(OffsetDateTime createdAt) {
            return put("created_at", createdAt);
        }

        /**
         * Sets when the field was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        public B modifiedAt(OffsetDateTime modifiedAt) {
            return put("modified_at", modifiedAt);
        }
    }

    private static final class ItemBuilder extends Builder<Field, ItemBuilder> {
        ItemBuilder(Field from) {
            super(Field.class, from);
        }
    }
}
