package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * A governance custom field, as the field list shows it and as a create answers it. It belongs to a tab
 * ({@code field_tab_id}) and optionally a group, and applies to one {@code level} of records. See
 * {@link FieldColumn} for the fields a list can sort and filter by.
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
    private Integer displayOrder;
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

    Field() {
    }

    /** {@return the field's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the description ({@code description})} */
    public String description() {
        return description;
    }

    /** {@return the kind of value the field holds ({@code data_type})} */
    public String dataType() {
        return dataType;
    }

    /** {@return the level of records the field applies to ({@code level})} */
    public String level() {
        return level;
    }

    /** {@return the id of the tab the field is shown on ({@code field_tab_id})} */
    public String fieldTabId() {
        return fieldTabId;
    }

    /** {@return the id of the group the field belongs to ({@code field_group_id})} */
    public String fieldGroupId() {
        return fieldGroupId;
    }

    /** {@return the icon ({@code icon})} */
    public String icon() {
        return icon;
    }

    /** {@return the choices of a field with a fixed set of values ({@code options})} */
    public List<JsonObject> options() {
        return listOf(options);
    }

    /** {@return the position of the field on its tab ({@code display_order})} */
    public Integer displayOrder() {
        return displayOrder;
    }

    /** {@return the {@code is_created} flag ({@code is_created})} */
    public Boolean isCreated() {
        return created;
    }

    /** {@return whether the field is active ({@code is_active})} */
    public Boolean isActive() {
        return active;
    }

    /** {@return whether the field is deleted ({@code is_delete})} */
    public Boolean isDelete() {
        return delete;
    }

    /** {@return who created the field ({@code created_by})} */
    public String createdBy() {
        return createdBy;
    }

    /** {@return who last changed the field ({@code modified_by})} */
    public String modifiedBy() {
        return modifiedBy;
    }

    /** {@return when the field was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** {@return when the field was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "{id=" + id + ", name=" + name + ", dataType=" + dataType + ", level="
                + level + ", fieldTabId=" + fieldTabId + "}";
    }
}
