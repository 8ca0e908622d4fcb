package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;

/** The kind of data system a source connects to ({@code source_type} of a {@link Source}). */
public final class SourceType extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("short_description")
    private String shortDescription;
    @JsonProperty("long_description")
    private String longDescription;
    @JsonProperty("type")
    private String type;
    @JsonProperty("tag")
    private String tag;
    @JsonProperty("is_active")
    private Boolean active;
    @JsonProperty("is_delete")
    private Boolean delete;

    private SourceType() {
    }

    /** {@return the source type's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the short description ({@code short_description})} */
    public String shortDescription() {
        return shortDescription;
    }

    /** {@return the long description ({@code long_description})} */
    public String longDescription() {
        return longDescription;
    }

    /** {@return the kind of source type ({@code type})} */
    public String type() {
        return type;
    }

    /** {@return the tag, which a source list item carries as {@code source_type_tag} ({@code tag})} */
    public String tag() {
        return tag;
    }

    /** {@return whether the source type is active ({@code is_active})} */
    public Boolean isActive() {
        return active;
    }

    /** {@return whether the source type is deleted ({@code is_delete})} */
    public Boolean isDelete() {
        return delete;
    }

    @Override
    public String toString() {
        return "SourceType{id=" + id + ", name=" + name + ", tag=" + tag + "}";
    }
}
