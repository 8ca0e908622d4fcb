// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;

/** The kind of data system a source connects to ({@code source_type} of a {@link Source}). */
public final class SourceType extends ApiObject {
    static {
        ModelFields.register(SourceType.class, new Fields());
    }

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

    private SourceType() {}

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

    /** {@return the source type's id ({@code id})} */
    public String id() {
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the short description ({@code short_description})} */
    public String shortDescription() {
        return ModelFields.decoded(this, "short_description", shortDescription);
    }

    /** {@return the long description ({@code long_description})} */
    public String longDescription() {
        return ModelFields.decoded(this, "long_description", longDescription);
    }

    /** {@return the kind of source type ({@code type})} */
    public String type() {
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the tag, which a source list item carries as {@code source_type_tag} ({@code tag})} */
    public String tag() {
        return ModelFields.decoded(this, "tag", tag);
    }

    /** {@return whether the source type is active ({@code is_active})} */
    public Boolean isActive() {
        return ModelFields.decoded(this, "is_active", active);
    }

    /** {@return whether the source type is deleted ({@code is_delete})} */
    public Boolean isDelete() {
        return ModelFields.decoded(this, "is_delete", delete);
    }

    /** The fields {@code SourceType} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<SourceType> {
        @Override
        public boolean equal(SourceType a, SourceType b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.shortDescription, b.shortDescription)
                    && ModelFields.sameValue(a.longDescription, b.longDescription)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.tag, b.tag)
                    && ModelFields.sameValue(a.active, b.active)
                    && ModelFields.sameValue(a.delete, b.delete);
        }

        @Override
        public int hash(SourceType model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.shortDescription,
                    model.longDescription,
                    model.type,
                    model.tag,
                    model.active,
                    model.delete);
        }

        @Override
        public void describe(SourceType model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("short_description", model.shortDescription)
                    .add("long_description", model.longDescription)
                    .add("type", model.type)
                    .add("tag", model.tag)
                    .add("is_active", model.active)
                    .add("is_delete", model.delete);
        }
    }

    /** Builds a {@link SourceType}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<SourceType, Builder> {
        private Builder(SourceType from) {
            super(SourceType.class, from);
        }

        /**
         * Sets the source type's id ({@code id}).
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
         * Sets the short description ({@code short_description}).
         *
         * @param shortDescription the value; {@code null} clears it
         * @return this builder
         */
        public Builder shortDescription(String shortDescription) {
            return put("short_description", shortDescription);
        }

        /**
         * Sets the long description ({@code long_description}).
         *
         * @param longDescription the value; {@code null} clears it
         * @return this builder
         */
        public Builder longDescription(String longDescription) {
            return put("long_description", longDescription);
        }

        /**
         * Sets the kind of source type ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            return put("type", type);
        }

        /**
         * Sets the tag, which a source list item carries as {@code source_type_tag} ({@code tag}).
         *
         * @param tag the value; {@code null} clears it
         * @return this builder
         */
        public Builder tag(String tag) {
            return put("tag", tag);
        }

        /**
         * Sets whether the source type is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            return put("is_active", isActive);
        }

        /**
         * Sets whether the source type is deleted ({@code is_delete}).
         *
         * @param isDelete the value; {@code null} clears it
         * @return this builder
         */
        public Builder isDelete(Boolean isDelete) {
            return put("is_delete", isDelete);
        }
    }
}
