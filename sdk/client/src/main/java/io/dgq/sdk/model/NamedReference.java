package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A link from one record to another by id, with the linked record's name and label: a domain's glossaries, an
 * application's tags. Extra fields a list item may add (a glossary's {@code description}, {@code source},
 * {@code is_active}) stay in {@link #additionalProperties()}.
 */
public final class NamedReference extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("label")
    private String label;

    private NamedReference() {
    }

    /** @return the linked record's id ({@code id}) */
    public String id() {
        return id;
    }

    /** @return the linked record's name ({@code name}) */
    public String name() {
        return name;
    }

    /** @return the display label ({@code label}) */
    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return "NamedReference{id=" + id + ", name=" + name + "}";
    }
}
