// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;

/**
 * An owner of a governed record or a metric template: a user or a team. Read from answers ({@code owners()}), and built
 * with {@link #builder()} for the {@code owners(...)} setters of the request builders:
 *
 * <pre>{@code
 * Owner owner = Owner.builder().id("6f1c...").name("Ada Lovelace").ownerType("user").build();
 * DomainUpdateRequest.builder().owners(List.of(owner)).build();
 * }</pre>
 *
 * <p>An owner is sent as the fields that are set, in the order {@code id}, {@code name}, {@code email}, {@code label},
 * {@code owner_type}, then any field read from an answer that this SDK has no accessor for, so an owner read from one
 * record can be sent back whole.
 */
public final class Owner extends ApiObject {
    static {
        ModelFields.register(Owner.class, new Fields());
    }

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

    private Owner() {}

    /**
     * Returns an empty builder, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** {@return the owner's id ({@code id})} */
    public String id() {
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the owner's name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the owner's e-mail address ({@code email}); {@code null} where the record does not carry it} */
    public String email() {
        return ModelFields.decoded(this, "email", email);
    }

    /** {@return the display label ({@code label})} */
    public String label() {
        return ModelFields.decoded(this, "label", label);
    }

    /** {@return the kind of owner ({@code owner_type}), for example a user or a group} */
    public String ownerType() {
        return ModelFields.decoded(this, "owner_type", ownerType);
    }

    /**
     * Returns the JSON object a request sends for this owner: the fields that are set, unknown ones included.
     *
     * @return the JSON object
     */
    public JsonObject toJson() {
        return JsonObject.of(ModelFields.wireForm(this));
    }

    /** The fields {@code Owner} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<Owner> {
        @Override
        public boolean equal(Owner a, Owner b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.email, b.email)
                    && ModelFields.sameValue(a.label, b.label)
                    && ModelFields.sameValue(a.ownerType, b.ownerType);
        }

        @Override
        public int hash(Owner model) {
            return ModelFields.hashOf(model.id, model.name, model.email, model.label, model.ownerType);
        }

        @Override
        public void describe(Owner model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("email", model.email)
                    .add("label", model.label)
                    .add("owner_type", model.ownerType);
        }
    }

    /** Builds an {@link Owner}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<Owner, Builder> {
        private Builder(Owner from) {
            super(Owner.class, from);
        }

        /**
         * Sets the owner's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets the owner's name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            return put("name", name);
        }

        /**
         * Sets the owner's e-mail address ({@code email}); {@code null} where the record does not carry it.
         *
         * @param email the value; {@code null} clears it
         * @return this builder
         */
        public Builder email(String email) {
            return put("email", email);
        }

        /**
         * Sets the display label ({@code label}).
         *
         * @param label the value; {@code null} clears it
         * @return this builder
         */
        public Builder label(String label) {
            return put("label", label);
        }

        /**
         * Sets the kind of owner ({@code owner_type}), for example a user or a group.
         *
         * @param ownerType the value; {@code null} clears it
         * @return this builder
         */
        public Builder ownerType(String ownerType) {
            return put("owner_type", ownerType);
        }
    }
}
