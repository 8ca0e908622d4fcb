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

    private FieldProperty() {
    }

    /** {@return the property's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the field's id ({@code field_id})} */
    public String fieldId() {
        return fieldId;
    }

    /** {@return the id of the record the value belongs to ({@code entity_id})} */
    public String entityId() {
        return entityId;
    }

    /** {@return the level of that record ({@code level})} */
    public String level() {
        return level;
    }

    /** {@return a copy of the value, any JSON value ({@code value}); {@code null} when it is unset} */
    public JsonNode value() {
        return value == null || value.isNull() ? null : value.deepCopy();
    }

    /** {@return when the property was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** {@return when the value was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }

    @Override
    public String toString() {
        return "FieldProperty{id=" + id + ", fieldId=" + fieldId + ", entityId=" + entityId + ", level=" + level
                + "}";
    }
}
