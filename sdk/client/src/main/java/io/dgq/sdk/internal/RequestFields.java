package io.dgq.sdk.internal;

import io.dgq.sdk.json.JsonObject;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The fields a request builder has set, in the order set: the state a generated builder keeps in a private field
 * and freezes into a {@link RequestBody} when it builds. Internal: not part of the public API.
 */
public final class RequestFields {

    private final Map<String, Object> fields = new LinkedHashMap<>();

    /** Creates an empty set of fields. */
    public RequestFields() {}

    /**
     * Sets a field to a value, or to {@code null} to send {@code null}.
     *
     * @param jsonName the JSON field name
     * @param value the value: a string, number, boolean, list, map, JSON value, open enum, time value or
     *     {@code null}
     */
    public void set(String jsonName, Object value) {
        fields.put(jsonName, value);
    }

    /**
     * Sets a field the SDK has no setter for.
     *
     * @param jsonName the JSON field name, not blank
     * @param value the value, as {@link #set(String, Object)} takes it
     * @throws IllegalArgumentException if the name is blank
     */
    public void setAdditional(String jsonName, Object value) {
        if (jsonName == null || jsonName.isBlank()) {
            throw new IllegalArgumentException("The property name must not be blank");
        }
        fields.put(jsonName, value);
    }

    /**
     * Removes a field, so that it is not sent at all.
     *
     * @param jsonName the JSON field name
     */
    public void unset(String jsonName) {
        fields.remove(jsonName);
    }

    /**
     * Fails unless a field is set to a non-null, non-blank value.
     *
     * @param jsonName the JSON field name
     * @throws IllegalStateException naming the field, and saying whether it is missing or blank
     */
    public void require(String jsonName) {
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
     * Tells whether a field is set, to a value or to {@code null}.
     *
     * @param jsonName the JSON field name
     * @return {@code true} when the field is set
     */
    public boolean has(String jsonName) {
        return fields.containsKey(jsonName);
    }

    /**
     * Returns how many fields are set.
     *
     * @return the number of fields set
     */
    public int size() {
        return fields.size();
    }

    /**
     * Tells whether no field is set.
     *
     * @return {@code true} when nothing would be sent
     */
    public boolean isEmpty() {
        return fields.isEmpty();
    }

    /**
     * Returns the fields as set, for a check that reads them.
     *
     * @return an unmodifiable, ordered view of the fields
     */
    public Map<String, Object> values() {
        return Collections.unmodifiableMap(fields);
    }

    /**
     * Freezes the fields into the body a request keeps.
     *
     * @return the body, holding the fields as JSON
     * @throws IllegalArgumentException if a value cannot be represented as JSON; the message names where
     */
    public RequestBody freeze() {
        return new RequestBody(JsonObject.of(fields));
    }
}
