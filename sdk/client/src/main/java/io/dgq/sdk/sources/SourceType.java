// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
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
        return decoded("id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return decoded("name", name);
    }

    /** {@return the short description ({@code short_description})} */
    public String shortDescription() {
        return decoded("short_description", shortDescription);
    }

    /** {@return the long description ({@code long_description})} */
    public String longDescription() {
        return decoded("long_description", longDescription);
    }

    /** {@return the kind of source type ({@code type})} */
    public String type() {
        return decoded("type", type);
    }

    /** {@return the tag, which a source list item carries as {@code source_type_tag} ({@code tag})} */
    public String tag() {
        return decoded("tag", tag);
    }

    /** {@return whether the source type is active ({@code is_active})} */
    public Boolean isActive() {
        return decoded("is_active", active);
    }

    /** {@return whether the source type is deleted ({@code is_delete})} */
    public Boolean isDelete() {
        return decoded("is_delete", delete);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        SourceType that = (SourceType) other;
        return sameValue(id, that.id)
                && sameValue(name, that.name)
                && sameValue(shortDescription, that.shortDescription)
                && sameValue(longDescription, that.longDescription)
                && sameValue(type, that.type)
                && sameValue(tag, that.tag)
                && sameValue(active, that.active)
                && sameValue(delete, that.delete);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("id", this.id)
                .add("name", this.name)
                .add("short_description", this.shortDescription)
                .add("long_description", this.longDescription)
                .add("type", this.type)
                .add("tag", this.tag)
                .add("is_active", this.active)
                .add("is_delete", this.delete);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(id, name, shortDescription, longDescription, type, tag, active, delete);
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
