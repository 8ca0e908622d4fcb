package io.dgq.sdk.http;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * HTTP header fields in the order they were sent or received, names compared without regard to case. Immutable.
 */
public final class HttpHeaders {

    private static final HttpHeaders EMPTY = new HttpHeaders(new String[0]);

    /** Names at even indexes, each followed by its value. */
    private final String[] namesAndValues;

    private HttpHeaders(String[] namesAndValues) {
        this.namesAndValues = namesAndValues;
    }

    /** {@return no header} */
    public static HttpHeaders empty() {
        return EMPTY;
    }

    /**
     * Returns headers made of names and values in turn.
     *
     * @param namesAndValues a name, its value, the next name, its value...
     * @return the headers
     * @throws IllegalArgumentException if the count is odd
     * @throws NullPointerException if a name or value is {@code null}
     */
    public static HttpHeaders of(String... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("names and values come in pairs; got " + namesAndValues.length);
        }
        String[] copy = namesAndValues.clone();
        for (int i = 0; i < copy.length; i++) {
            Objects.requireNonNull(copy[i], i % 2 == 0 ? "name" : "value");
        }
        return copy.length == 0 ? EMPTY : new HttpHeaders(copy);
    }

    /** {@return a builder of headers} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a builder that starts with these headers} */
    public Builder toBuilder() {
        Builder builder = new Builder();
        builder.namesAndValues.addAll(Arrays.asList(namesAndValues));
        return builder;
    }

    /** {@return the number of fields} */
    public int size() {
        return namesAndValues.length / 2;
    }

    /**
     * Returns the name of a field.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return its name, as sent or received
     */
    public String name(int index) {
        return namesAndValues[index * 2];
    }

    /**
     * Returns the value of a field.
     *
     * @param index from 0 to {@link #size()} - 1
     * @return its value
     */
    public String value(int index) {
        return namesAndValues[index * 2 + 1];
    }

    /**
     * Returns the last value of a header, as OkHttp and the JDK's client do.
     *
     * @param name the name, in any case
     * @return the value, or {@code null} when absent
     */
    public String get(String name) {
        for (int i = namesAndValues.length - 2; i >= 0; i -= 2) {
            if (name.equalsIgnoreCase(namesAndValues[i])) {
                return namesAndValues[i + 1];
            }
        }
        return null;
    }

    /**
     * Returns every value of a header.
     *
     * @param name the name, in any case
     * @return the values in order, empty when absent
     */
    public List<String> values(String name) {
        List<String> values = null;
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (name.equalsIgnoreCase(namesAndValues[i])) {
                if (values == null) {
                    values = new ArrayList<>(2);
                }
                values.add(namesAndValues[i + 1]);
            }
        }
        return values == null ? List.of() : Collections.unmodifiableList(values);
    }

    /** {@return the fields as a read-only map from lower-case name to values, in the order received} */
    public Map<String, List<String>> toMap() {
        Map<String, List<String>> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.computeIfAbsent(namesAndValues[i].toLowerCase(Locale.ROOT), k -> new ArrayList<>(1))
                    .add(namesAndValues[i + 1]);
        }
        map.replaceAll((k, v) -> Collections.unmodifiableList(v));
        return Collections.unmodifiableMap(map);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof HttpHeaders headers && Arrays.equals(namesAndValues, headers.namesAndValues);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(namesAndValues);
    }

    /** Returns the names only: values may be secret. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("HttpHeaders[");
        for (int i = 0; i < namesAndValues.length; i += 2) {
            sb.append(i == 0 ? "" : ", ").append(namesAndValues[i]);
        }
        return sb.append(']').toString();
    }

    /** Builds {@link HttpHeaders}. Not thread-safe. */
    public static final class Builder {

        private final List<String> namesAndValues = new ArrayList<>(16);

        private Builder() {}

        /**
         * Adds a field, after any of the same name.
         *
         * @param name the name
         * @param value the value
         * @return this builder
         */
        public Builder add(String name, String value) {
            namesAndValues.add(Objects.requireNonNull(name, "name"));
            namesAndValues.add(Objects.requireNonNull(value, "value"));
            return this;
        }

        /**
         * Sets a header: removes every field of that name, then adds this one.
         *
         * @param name the name
         * @param value the value
         * @return this builder
         */
        public Builder set(String name, String value) {
            remove(name);
            return add(name, value);
        }

        /**
         * Removes every field of a name.
         *
         * @param name the name, in any case
         * @return this builder
         */
        public Builder remove(String name) {
            for (int i = namesAndValues.size() - 2; i >= 0; i -= 2) {
                if (name.equalsIgnoreCase(namesAndValues.get(i))) {
                    namesAndValues.remove(i + 1);
                    namesAndValues.remove(i);
                }
            }
            return this;
        }

        /** {@return the headers} */
        public HttpHeaders build() {
            return namesAndValues.isEmpty() ? EMPTY : new HttpHeaders(namesAndValues.toArray(new String[0]));
        }
    }
}
