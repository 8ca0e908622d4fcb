// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.dgq.sdk.model.OpenEnum;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The status of an alert cluster ({@code cluster_status}). An open set: the spec shows only {@code NEW}, so every other
 * value the server sends (for example {@code RESOLVED}) decodes too, with {@link #isKnown()} {@code false}, and
 * {@link #of(String)} sends any value.
 */
public final class ClusterStatus implements OpenEnum {
    /** A cluster no one has handled yet. */
    public static final ClusterStatus NEW = new ClusterStatus("NEW");

    private static final Map<String, ClusterStatus> KNOWN = Map.ofEntries(Map.entry(NEW.value(), NEW));

    private final String value;

    private ClusterStatus(String value) {
        this.value = value;
    }

    /**
     * Returns the cluster status for a raw value, known or not.
     *
     * @param value the raw string
     * @return the known constant, or a new instance carrying {@code value}
     * @throws NullPointerException if {@code value} is {@code null}
     */
    @JsonCreator
    public static ClusterStatus of(String value) {
        ClusterStatus known = KNOWN.get(Objects.requireNonNull(value, "value"));
        return known != null ? known : new ClusterStatus(value);
    }

    /**
     * Returns the values this SDK version knows.
     *
     * @return the known constants
     */
    public static List<ClusterStatus> knownValues() {
        return List.of(NEW);
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
        return o instanceof ClusterStatus other && other.value.equals(value);
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
