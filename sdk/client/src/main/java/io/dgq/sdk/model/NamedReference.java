package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A link from one record to another by id, with the linked record's name and label: a domain's glossaries, an
 * application's tags. The glossary entries of a domain list item may also carry {@code description},
 * {@code source} and {@code is_active}; elsewhere those are {@code null}.
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

    @Override
    public String toString() {
        return "NamedReference{id=" + id + ", name=" + name + "}";
    }
}
