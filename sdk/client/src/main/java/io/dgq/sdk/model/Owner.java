package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * An owner of a governed record or a metric template: a user or a team. Read from answers ({@code owners()}),
 * and built with {@link #builder()} for the {@code owners(...)} setters of the request builders:
 *
 * <pre>{@code
 * Owner owner = Owner.builder().id("6f1c...").name("Ada Lovelace").ownerType("user").build();
 * DomainUpdateRequest.builder().owners(List.of(owner)).build();
 * }</pre>
 *
 * <p>An owner is sent as the fields that are set, in the order {@code id}, {@code name}, {@code email},
 * {@code label}, {@code owner_type}, then any field read from an answer that this SDK has no accessor for, so
 * an owner read from one record can be sent back whole.
 */
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

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a builder holding this owner's fields, to send a changed copy} */
    public Builder toBuilder() {
        return new Builder().id(id).name(name).email(email).label(label).ownerType(ownerType);
    }

    /** {@return the JSON object a request sends for this owner} */
    public JsonObject toJson() {
        return JsonObject.of(toJsonNode());
    }

    ObjectNode toJsonNode() {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        putText(node, "id", id);
        putText(node, "name", name);
        putText(node, "email", email);
        putText(node, "label", label);
        putText(node, "owner_type", ownerType);
        additionalProperties().forEach(node::set);
        return node;
    }

    static void putText(ObjectNode node, String name, String value) {
        if (value != null) {
            node.put(name, value);
        }
    }

    /** Builds an {@link Owner} to send. {@code id} is required. */
    public static final class Builder {

        private String id;
        private String name;
        private String email;
        private String label;
        private String ownerType;

        private Builder() {
        }

        /**
         * Sets {@code id}.
         *
         * @param id the user's or team's id
         * @return this builder
         */
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        /**
         * Sets {@code name}.
         *
         * @param name the owner's name
         * @return this builder
         */
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        /**
         * Sets {@code email}.
         *
         * @param email the owner's e-mail address
         * @return this builder
         */
        public Builder email(String email) {
            this.email = email;
            return this;
        }

        /**
         * Sets {@code label}.
         *
         * @param label the display label
         * @return this builder
         */
        public Builder label(String label) {
            this.label = label;
            return this;
        }

        /**
         * Sets {@code owner_type}.
         *
         * @param ownerType the kind of owner, for example a user or a group
         * @return this builder
         */
        public Builder ownerType(String ownerType) {
            this.ownerType = ownerType;
            return this;
        }

        /**
         * Builds the owner.
         *
         * @return the owner
         * @throws IllegalStateException if {@code id} is not set or blank
         */
        public Owner build() {
            if (id == null || id.isBlank()) {
                throw new IllegalStateException("An owner's 'id' is required: set it before build()");
            }
            Owner owner = new Owner();
            owner.id = id;
            owner.name = name;
            owner.email = email;
            owner.label = label;
            owner.ownerType = ownerType;
            return owner;
        }
    }

    @Override
    public String toString() {
        return "Owner{id=" + id + ", name=" + name + ", ownerType=" + ownerType + "}";
    }
}
