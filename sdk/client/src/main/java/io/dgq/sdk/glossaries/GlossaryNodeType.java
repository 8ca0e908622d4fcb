// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.dgq.sdk.model.OpenEnum;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a node of the glossary tree is ({@code node_type}). An open set: values the server adds later decode too, with
 * {@link #isKnown()} {@code false}.
 */
public final class GlossaryNodeType implements OpenEnum {
    /** A top-level glossary. */
    public static final GlossaryNodeType GLOSSARY = new GlossaryNodeType("glossary");

    /** A category: a glossary whose {@code parent_id} names another glossary. */
    public static final GlossaryNodeType CATEGORY = new GlossaryNodeType("category");

    /** A term of a glossary or category. */
    public static final GlossaryNodeType TERM = new GlossaryNodeType("term");

    private static final Map<String, GlossaryNodeType> KNOWN = Map.ofEntries(
            Map.entry(GLOSSARY.value(), GLOSSARY),
            Map.entry(CATEGORY.value(), CATEGORY),
            Map.entry(TERM.value(), TERM));

    private final String value;

    private GlossaryNodeType(String value) {
        this.value = value;
    }

    /**
     * Returns the node type for a raw value, known or not.
     *
     * @param value the raw string
     * @return the known constant, or a new instance carrying {@code value}
     * @throws NullPointerException if {@code value} is {@code null}
     */
    @JsonCreator
    public static GlossaryNodeType of(String value) {
        GlossaryNodeType known = KNOWN.get(Objects.requireNonNull(value, "value"));
        return known != null ? known : new GlossaryNodeType(value);
    }

    /**
     * Returns the values this SDK version knows.
     *
     * @return the known constants
     */
    public static List<GlossaryNodeType> knownValues() {
        return List.of(GLOSSARY, CATEGORY, TERM);
    }

    @Override
    public String value() {
        return value;
    }

    @Override
    public boolean isKnown() {
        return KNOWN.containsKey(value);
    }

    /** Compares by raw value. */
    @Override
    public boolean equals(Object o) {
        return o instanceof GlossaryNodeType other && other.value.equals(value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    /** Returns the raw value. */
    @Override
    public String toString() {
        return value;
    }
}
