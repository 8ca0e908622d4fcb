package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A link from one record to another by id, with the linked record's name and label: a domain's glossaries, an
 * application's tags. The glossary entries of a domain list item may also carry {@code description},
 * {@code source} and {@code is_active}; elsewhere those are {@code null}.
 *
 * <p>Built with {@link #builder()} for the setters that link records, such as {@code tags(...)} of an
 * application: {@code NamedReference.builder().id(tagId).name("PII").build()}. It is sent as the fields that are
 * set, in the order {@code id}, {@code name}, {@code label}, {@code description}, {@code source},
 * {@code is_active}, then any field read from an answer that this SDK has no accessor for.
 */
public final class NamedReference extends ApiObject {

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

    private NamedReference() {
    }

    /** {@return the linked record's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the linked record's name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the display label ({@code label})} */
    public String label() {
        return label;
    }

    /** {@return the linked record's description ({@code description}), where the entry carries it} */
    public String description() {
        return description;
    }

    /** {@return the linked record's source ({@code source}), where the entry carries it} */
    public String source() {
        return source;
    }

    /** {@return whether the linked record is active ({@code is_active}), where the entry carries it} */
    public Boolean isActive() {
        return active;
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a builder holding this reference's fields, to send a changed copy} */
    public Builder toBuilder() {
        return new Builder().id(id).name(name).label(label).description(description).source(source)
                .isActive(active);
    }

    /** {@return the JSON object a request sends for this reference} */
    public JsonObject toJson() {
        return JsonObject.of(toJsonNode());
    }

    ObjectNode toJsonNode() {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        Owner.putText(node, "id", id);
        Owner.putText(node, "name", name);
        Owner.putText(node, "label", label);
        Owner.putText(node, "description", description);
        Owner.putText(node, "source", source);
        if (active != null) {
            node.put("is_active", active);
        }
        additionalProperties().forEach(node::set);
        return node;
    }

    /** Builds a {@link NamedReference} to send. {@code id} is required. */
    public static final class Builder {

        private String id;
        private String name;
        private String label;
        private String description;
        private String source;
        private Boolean active;

        private Builder() {
        }

        /**
         * Sets {@code id}.
         *
         * @param id the linked record's id
         * @return this builder
         */
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        /**
         * Sets {@code name}.
         *
         * @param name the linked record's name
         * @return this builder
         */
        public Builder name(String name) {
            this.name = name;
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
         * Sets {@code description}.
         *
         * @param description the linked record's description
         * @return this builder
         */
        public Builder description(String description) {
            this.description = description;
            return this;
        }

        /**
         * Sets {@code source}.
         *
         * @param source the linked record's source
         * @return this builder
         */
        public Builder source(String source) {
            this.source = source;
            return this;
        }

        /**
         * Sets {@code is_active}.
         *
         * @param isActive whether the linked record is active
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            this.active = isActive;
            return this;
        }

        /**
         * Builds the reference.
         *
         * @return the reference
         * @throws IllegalStateException if {@code id} is not set or blank
         */
        public NamedReference build() {
            if (id == null || id.isBlank()) {
                throw new IllegalStateException("A reference's 'id' is required: set it before build()");
            }
            NamedReference reference = new NamedReference();
            reference.id = id;
            reference.name = name;
            reference.label = label;
            reference.description = description;
            reference.source = source;
            reference.active = active;
            return reference;
        }
    }

    @Override
    public String toString() {
        return "NamedReference{id=" + id + ", name=" + name + "}";
    }
}
