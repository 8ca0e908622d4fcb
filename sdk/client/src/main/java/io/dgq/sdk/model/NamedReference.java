// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;

/**
 * A link from one record to another by id, with the linked record's name and label: a domain's glossaries, an
 * application's tags. The glossary entries of a domain list item may also carry {@code description}, {@code source} and
 * {@code is_active}; elsewhere those are {@code null}.
 *
 * <p>Built with {@link #builder()} for the setters that link records, such as {@code tags(...)} of an application:
 * {@code NamedReference.builder().id(tagId).name("PII").build()}. It is sent as the fields that are set, in the order
 * {@code id}, {@code name}, {@code label}, {@code description}, {@code source}, {@code is_active}, then any field read
 * from an answer that this SDK has no accessor for.
 */
public final class NamedReference extends ApiObject {
    static {
        ModelFields.register(NamedReference.class, new Fields());
    }

    @JsonProperty("id")
    private String id;

    @JsonProperty("name")
    private String name;

    @JsonProperty("label")
    private String label;

    @JsonProperty("description")
    private String description;

    @JsonProperty("source")
    private String source;

    @JsonProperty("is_active")
    private Boolean active;

    private NamedReference() {}

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

    /** {@return the linked record's id ({@code id})} */
    public String id() {
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the linked record's name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the display label ({@code label})} */
    public String label() {
        return ModelFields.decoded(this, "label", label);
    }

    /** {@return the linked record's description ({@code description}), where the entry carries it} */
    public String description() {
        return ModelFields.decoded(this, "description", description);
    }

    /** {@return the linked record's source ({@code source}), where the entry carries it} */
    public String source() {
        return ModelFields.decoded(this, "source", source);
    }

    /** {@return whether the linked record is active ({@code is_active}), where the entry carries it} */
    public Boolean isActive() {
        return ModelFields.decoded(this, "is_active", active);
    }

    /**
     * Returns the JSON object a request sends for this reference: the fields that are set, unknown ones included.
     *
     * @return the JSON object
     */
    public JsonObject toJson() {
        return JsonObject.of(ModelFields.wireForm(this));
    }

    /** The fields {@code NamedReference} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<NamedReference> {
        @Override
        public boolean equal(NamedReference a, NamedReference b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.label, b.label)
                    && ModelFields.sameValue(a.description, b.description)
                    && ModelFields.sameValue(a.source, b.source)
                    && ModelFields.sameValue(a.active, b.active);
        }

        @Override
        public int hash(NamedReference model) {
            return ModelFields.hashOf(model.id, model.name, model.label, model.description, model.source, model.active);
        }

        @Override
        public void describe(NamedReference model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("label", model.label)
                    .add("description", model.description)
                    .add("source", model.source)
                    .add("is_active", model.active);
        }
    }

    /** Builds a {@link NamedReference}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<NamedReference, Builder> {
        private Builder(NamedReference from) {
            super(NamedReference.class, from);
        }

        /**
         * Sets the linked record's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets the linked record's name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            return put("name", name);
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
         * Sets the linked record's description ({@code description}), where the entry carries it.
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        public Builder description(String description) {
            return put("description", description);
        }

        /**
         * Sets the linked record's source ({@code source}), where the entry carries it.
         *
         * @param source the value; {@code null} clears it
         * @return this builder
         */
        public Builder source(String source) {
            return put("source", source);
        }

        /**
         * Sets whether the linked record is active ({@code is_active}), where the entry carries it.
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            return put("is_active", isActive);
        }
    }
}
