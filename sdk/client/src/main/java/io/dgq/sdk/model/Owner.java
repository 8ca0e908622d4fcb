package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/** An owner of a governed record or a metric template: a user or a team. */
public final class Owner extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("email")
    private String email;
    @JsonProperty("label")
    private String label;
    @JsonProperty("owner_type")
    private String ownerType;

    private Owner() {
    }

    /** {@return the owner's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the owner's name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the owner's e-mail address ({@code email}); {@code null} where the record does not carry it} */
    public String email() {
        return email;
    }

    /** {@return the display label ({@code label})} */
    public String label() {
        return label;
    }

    /** {@return the kind of owner ({@code owner_type}), for example a user or a group} */
    public String ownerType() {
        return ownerType;
    }

    @Override
    public String toString() {
        return "Owner{id=" + id + ", name=" + name + ", ownerType=" + ownerType + "}";
    }
}
