package io.dgq.sdk.parameters;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;

/**
 * A metric parameter: a named value that metrics refer to. The same record is answered by
 * {@code GET /metrics/parameter/{parameterId}}, the parameter list and create. See {@link ParameterColumn} for the
 * fields a list can sort and filter by.
 */
public final class Parameter extends ApiObject {

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

    private Parameter() {
    }

    /** {@return the parameter's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the kind of value ({@code type})} */
    public String type() {
        return type;
    }

    /** {@return the value, as text ({@code value})} */
    public String value() {
        return value;
    }

    /** {@return whether the parameter is active ({@code is_active})} */
    public Boolean isActive() {
        return active;
    }

    /** {@return when the parameter was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** {@return when the parameter was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }

    /** {@return who created the parameter ({@code created_by})} */
    public String createdBy() {
        return createdBy;
    }

    @Override
    public String toString() {
        return "Parameter{id=" + id + ", name=" + name + ", type=" + type + ", active=" + active + "}";
    }
}
