package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

/**
 * Base of every create and update body: an immutable, ordered set of JSON fields.
 *
 * <p>A field has three states: absent (never set, not sent), {@code null} (set to {@code null}, sent as
 * {@code null}, which clears it on update) and a value. Only the fields a builder set are sent, so an update is
 * partial. Fields the SDK has no setter for go through {@link Builder#putAdditionalProperty(String, Object)}.
 *
 * <p>{@link #toString()} names the fields that are set but never prints their values, which may be secret.
 */
public abstract class WriteRequest {

    private final ObjectNode body;

    /**
     * Freezes the fields a builder set.
     *
     * @param builder the builder holding the fields
     */
    protected WriteRequest(Builder<?, ?> builder) {
        this.body = JsonValues.objectNode(builder.fields);
    }

    /**
     * Tells whether a field is set, to a value or to {@code null}.
     *
     * @param jsonName the JSON field name
     * @return {@code true} when the field is sent
     */
    public final boolean isSet(String jsonName) {
        return body.has(jsonName);
    }

    /**
     * Returns the names of the fields that are sent, in order.
     *
     * @return an unmodifiable set of JSON field names
     */
    public final Set<String> fieldNames() {
        Set<String> names = new java.util.LinkedHashSet<>();
        body.fieldNames().forEachRemaining(names::add);
        return Collections.unmodifiableSet(names);
    }

    /**
     * Returns the JSON body that is sent.
     *
     * @return a copy of the body as an immutable JSON object
     */
    @JsonValue
    public final JsonObject toJson() {
        return JsonObject.wrap(body.deepCopy());
    }

    /** Returns the class name and the names (never the values) of the fields that are set. */
    @Override
    public String toString() {
        return getClass().getSimpleName() + fieldNames();
    }

    /**
     * Describes the request with the values of some fields, for a {@code toString()} that may show them: the class
     * name and every field set, as {@code name=value} with the value as JSON, or {@code ****} for a field not named
     * (a {@code null} value shows as {@code null}).
     *
     * @param printed the JSON names of the fields whose values may be shown
     * @return the description
     */
    protected final String describe(Set<String> printed) {
        StringJoiner text = new StringJoiner(", ", getClass().getSimpleName() + "{", "}");
        body.properties()
                .forEach(field -> text.add(field.getKey() + "="
                        + (printed.contains(field.getKey()) || field.getValue().isNull()
                                ? field.getValue()
                                : ApiObject.Description.MASK)));
        return text.toString();
    }

    /**
     * Base of the request builders.
     *
     * @param <R> the request type built
     * @param <B> the concrete builder type, returned by every setter
     */
    public abstract static class Builder<R extends WriteRequest, B extends Builder<R, B>> {

        private final Map<String, Object> fields = new LinkedHashMap<>();

        /** Creates an empty builder. */
        protected Builder() {}

        /**
         * Sets a field to a value, or to {@code null} to send {@code null}.
         *
         * @param jsonName the JSON field name
         * @param value the value: a string, number, boolean, list, map, {@link JsonObject}, {@link OpenEnum},
         *     time value or {@code null}
         * @return this builder
         */
        protected final B set(String jsonName, Object value) {
            fields.put(jsonName, value);
            return self();
        }

        /**
         * Sets a field the SDK has no setter for. It is sent as given, also on create.
         *
         * @param jsonName the JSON field name, not blank
         * @param value the value: a string, number, boolean, list, map, {@link JsonObject}, {@link OpenEnum},
         *     time value or {@code null} (sent as {@code null})
         * @return this builder
         * @throws IllegalArgumentException if the name is blank
         */
        public final B putAdditionalProperty(String jsonName, Object value) {
            if (jsonName == null || jsonName.isBlank()) {
                throw new IllegalArgumentException("The property name must not be blank");
            }
            return set(jsonName, value);
        }

        /**
         * Removes a field, so that it is not sent at all.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        public final B unset(String jsonName) {
            fields.remove(jsonName);
            return self();
        }

        /**
         * Fails unless a field is set to a non-null, non-blank value.
         *
         * @param jsonName the JSON field name
         * @throws IllegalStateException naming the field, and saying whether it is missing or blank
         */
        protected final void require(String jsonName) {
            Object value = fields.get(jsonName);
            if (value == null) {
                throw new IllegalStateException("'" + jsonName + "' is required: set it before build()");
            }
            if (value instanceof CharSequence && value.toString().isBlank()) {
                throw new IllegalStateException("'" + jsonName + "' must not be blank: it was set to "
                        + (value.toString().isEmpty() ? "an empty string" : "only whitespace"));
            }
        }

        /**
         * Returns this builder with its concrete type.
         *
         * @return {@code this}
         */
        protected abstract B self();

        /**
         * Builds the immutable request.
         *
         * @return the request
         * @throws IllegalStateException if a required field is missing
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public abstract R build();

        /**
         * Returns the field map for a builder's own validation.
         *
         * @return the live, ordered field map
         */
        protected final Map<String, Object> fields() {
            return fields;
        }
    }
}
