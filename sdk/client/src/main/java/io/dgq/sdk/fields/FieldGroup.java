package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;

/** A group of fields. */
public final class FieldGroup extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;

    private FieldGroup() {
    }

    /** {@return the group's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    @Override
    public String toString() {
        return "FieldGroup{id=" + id + ", name=" + name + "}";
    }
}
