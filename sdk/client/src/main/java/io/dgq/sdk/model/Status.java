// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The review status of a governed record (domain, term, application, tag, glossary, metric template) or a metric
 * detail. An open set: values the server adds later decode too, with {@link #isKnown()} {@code false}.
 */
public final class Status implements OpenEnum {
    /** Waiting for review. */
    public static final Status PENDING = new Status("PENDING");

    /** Reviewed and confirmed. */
    public static final Status VERIFIED = new Status("VERIFIED");

    /** Submitted for review. */
    public static final Status READY_FOR_REVIEW = new Status("READY_FOR_REVIEW");

    private static final Map<String, Status> KNOWN = Map.ofEntries(
            Map.entry(PENDING.value(), PENDING),
            Map.entry(VERIFIED.value(), VERIFIED),
            Map.entry(READY_FOR_REVIEW.value(), READY_FOR_REVIEW));

    private final String value;

    private Status(String value) {
        this.value = value;
    }

    /**
     * Returns the status for a raw value, known or not.
     *
     * @param value the raw string
     * @return the known constant, or a new instance carrying {@code value}
     * @throws NullPointerException if {@code value} is {@code null}
     */
    @JsonCreator
    public static Status of(String value) {
        Status known = KNOWN.get(Objects.requireNonNull(value, "value"));
        return known != null ? known : new Status(value);
    }

    /**
     * Returns the values this SDK version knows.
     *
     * @return the known constants
     */
    public static List<Status> knownValues() {
        return List.of(PENDING, VERIFIED, READY_FOR_REVIEW);
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
        return o instanceof Status other && other.value.equals(value);
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
