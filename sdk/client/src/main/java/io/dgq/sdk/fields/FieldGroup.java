// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;

/** A group of fields. */
public final class FieldGroup extends ApiObject {
    static {
        ModelFields.register(FieldGroup.class, new Fields());
    }

    @JsonProperty("id")
    private String id;

    @JsonProperty("name")
    private String name;

    private FieldGroup() {}

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

    /** {@return the group's id ({@code id})} */
    public String id() {
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** The fields {@code FieldGroup} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<FieldGroup> {
        @Override
        public boolean equal(FieldGroup a, FieldGroup b) {
            return ModelFields.sameValue(a.id, b.id) && ModelFields.sameValue(a.name, b.name);
        }

        @Override
        public int hash(FieldGroup model) {
            return ModelFields.hashOf(model.id, model.name);
        }

        @Override
        public void describe(FieldGroup model, ModelFields.Sink sink) {
            sink.add("id", model.id).add("name", model.name);
        }
    }

    /** Builds a {@link FieldGroup}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<FieldGroup, Builder> {
        private Builder(FieldGroup from) {
            super(FieldGroup.class, from);
        }

        /**
         * Sets the group's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            return put("name", name);
        }
    }
}
