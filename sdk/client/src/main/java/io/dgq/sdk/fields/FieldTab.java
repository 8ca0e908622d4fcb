// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;

/** A tab that fields are shown on. */
public final class FieldTab extends ApiObject {
    static {
        ModelFields.register(FieldTab.class, new Fields());
    }

    @JsonProperty("id")
    private String id;

    @JsonProperty("name")
    private String name;

    @JsonProperty("icon")
    private String icon;

    private FieldTab() {}

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

    /** {@return the tab's id ({@code id})} */
    public String id() {
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the icon ({@code icon}); {@code null} when the tab has none} */
    public String icon() {
        return ModelFields.decoded(this, "icon", icon);
    }

    /** The fields {@code FieldTab} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<FieldTab> {
        @Override
        public boolean equal(FieldTab a, FieldTab b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.icon, b.icon);
        }

        @Override
        public int hash(FieldTab model) {
            return ModelFields.hashOf(model.id, model.name, model.icon);
        }

        @Override
        public void describe(FieldTab model, ModelFields.Sink sink) {
            sink.add("id", model.id).add("name", model.name).add("icon", model.icon);
        }
    }

    /** Builds a {@link FieldTab}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<FieldTab, Builder> {
        private Builder(FieldTab from) {
            super(FieldTab.class, from);
        }

        /**
         * Sets the tab's id ({@code id}).
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

        /**
         * Sets the icon ({@code icon}); {@code null} when the tab has none.
         *
         * @param icon the value; {@code null} clears it
         * @return this builder
         */
        public Builder icon(String icon) {
            return put("icon", icon);
        }
    }
}
