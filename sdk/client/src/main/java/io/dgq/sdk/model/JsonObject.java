package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable JSON object whose fields the API does not describe (for example a source's {@code config} or a
 * metric's {@code pass_criteria}).
 *
 * <p>Reads never expose the underlying tree: every {@link JsonNode} returned is a copy.
 */
public final class JsonObject {

    private static final JsonObject EMPTY = new JsonObject(JsonNodeFactory.instance.objectNode());

    private final ObjectNode node;

    private JsonObject(ObjectNode node) {
        this.node = node;
    }

    /**
     * Returns the empty object {@code {}}.
     *
     * @return the shared empty instance
     */
    public static JsonObject empty() {
        return EMPTY;
    }

    /**
     * Wraps a copy of a Jackson object node.
     *
     * @param node the JSON object; {@code null} gives the empty object
     * @return an immutable object holding a copy of {@code node}
     */
    public static JsonObject of(ObjectNode node) {
        return node == null || node.isEmpty() ? EMPTY : new JsonObject(node.deepCopy());
    }

    /** Wraps a node the decoder has just built and nobody else holds, without copying it. */
    @JsonCreator
    private static JsonObject decoded(ObjectNode node) {
        return node == null || node.isEmpty() ? EMPTY : new JsonObject(node);
    }

    /**
     * Builds an object from a map of plain Java values (strings, numbers, booleans, lists, maps, {@code null}).
     *
     * @param fields the fields, in the order to keep
     * @return an immutable object
     * @throws IllegalArgumentException if a value cannot be represented as JSON
     */
    public static JsonObject of(Map<String, ?> fields) {
        Objects.requireNonNull(fields, "fields");
        return of(JsonValues.objectNode(fields));
    }

    /**
     * Tells whether the object has a field, even one whose value is {@code null}.
     *
     * @param name the JSON field name
     * @return {@code true} when the field is present
     */
    public boolean has(String name) {
        return node.has(name);
    }

    /**
     * Returns a copy of one field's value.
     *
     * @param name the JSON field name
     * @return the value, or {@code null} when the field is absent
     */
    public JsonNode get(String name) {
        JsonNode value = node.get(name);
        return value == null ? null : value.deepCopy();
    }

    /**
     * Returns a field as text when it is a JSON string.
     *
     * @param name the JSON field name
     * @return the string, or empty when the field is absent, {@code null} or not a string
     */
    public Optional<String> getString(String name) {
        JsonNode value = node.get(name);
        return value != null && value.isTextual() ? Optional.of(value.textValue()) : Optional.empty();
    }

    /**
     * Returns a field as a long when it is a JSON integer.
     *
     * @param name the JSON field name
     * @return the number, or empty when the field is absent, {@code null} or not an integer
     */
    public Optional<Long> getLong(String name) {
        JsonNode value = node.get(name);
        return value != null && value.canConvertToLong() && value.isIntegralNumber()
                ? Optional.of(value.longValue())
                : Optional.empty();
    }

    /**
     * Returns a field as a boolean when it is a JSON boolean.
     *
     * @param name the JSON field name
     * @return the boolean, or empty when the field is absent, {@code null} or not a boolean
     */
    public Optional<Boolean> getBoolean(String name) {
        JsonNode value = node.get(name);
        return value != null && value.isBoolean() ? Optional.of(value.booleanValue()) : Optional.empty();
    }

    /**
     * Returns the field names in the order received.
     *
     * @return an unmodifiable list of names
     */
    public List<String> fieldNames() {
        List<String> names = new ArrayList<>(node.size());
        node.fieldNames().forEachRemaining(names::add);
        return Collections.unmodifiableList(names);
    }

    /**
     * Returns the number of fields.
     *
     * @return the field count
     */
    public int size() {
        return node.size();
    }

    /**
     * Tells whether the object has no field.
     *
     * @return {@code true} for {@code {}}
     */
    public boolean isEmpty() {
        return node.isEmpty();
    }

    /**
     * Returns a copy of the whole object as a Jackson tree.
     *
     * @return a new object node the caller may change freely
     */
    @JsonValue
    public ObjectNode toJsonNode() {
        return node.deepCopy();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JsonObject jsonObject && jsonObject.node.equals(node);
    }

    @Override
    public int hashCode() {
        return node.hashCode();
    }

    /** Returns the object as compact JSON text. */
    @Override
    public String toString() {
        return node.toString();
    }
}
