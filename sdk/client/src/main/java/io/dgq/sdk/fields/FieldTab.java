package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;

/** A tab that fields are shown on. */
public final class FieldTab extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("icon")
    private String icon;

    private FieldTab() {
    }

    /** {@return the tab's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the icon ({@code icon}); {@code null} when the tab has none} */
    public String icon() {
        return icon;
    }

    @Override
    public String toString() {
        return "FieldTab{id=" + id + ", name=" + name + ", icon=" + icon + "}";
    }
}
