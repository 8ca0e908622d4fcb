package io.dgq.sdk.json;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable JSON object, for the members the API does not describe (for example a source's {@code config} or a
 * metric's {@code pass_criteria}) and for any object inside a {@link JsonValue}.
 *
 * <p>A decoded object keeps the JSON it was read from and converts a member into a {@link JsonValue} only when it is
 * read, so a page of records holding objects costs no more to decode than the text.
 */
@JsonDeserialize(using = JsonValueCodec.ObjectReader.class)
public final class JsonObject implements io.dgq.sdk.json.JsonValue {

    private static final JsonObject EMPTY = new JsonObject(JsonNodeFactory.instance.objectNode());

    /** The members as read or converted; never changed, never handed out. */
    private final ObjectNode node;

    /** The members as values, converted on first use. */
    private volatile Map<String, io.dgq.sdk.json.JsonValue> members;

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

    /** Wraps a node the decoder has just built and nobody else holds, without copying it. */
    static JsonObject wrap(ObjectNode node) {
        return node == null || node.isEmpty() ? EMPTY : new JsonObject(node);
    }

    /**
     * Builds an object from a map of plain Java values (strings, numbers, booleans, lists, maps, {@link
     * io.dgq.sdk.json.JsonValue}s, {@code null}).
     *
     * @param fields the fields, in the order to keep
     * @return an immutable object
     * @throws IllegalArgumentException if a value cannot be represented as JSON; the message names where
     */
    public static JsonObject of(Map<String, ?> fields) {
        Objects.requireNonNull(fields, "fields");
        return wrap(JsonValues.objectNode(fields));
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
     * Returns one field's value.
     *
     * @param name the JSON field name
     * @return the value ({@link JsonNull#INSTANCE} for JSON {@code null}), or {@code null} when the field is absent
     */
    public io.dgq.sdk.json.JsonValue get(String name) {
        return node.has(name) ? asMap().get(name) : null;
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

    @Override
    public Map<String, io.dgq.sdk.json.JsonValue> asMap() {
        Map<String, io.dgq.sdk.json.JsonValue> converted = members;
        if (converted == null) {
            Map<String, io.dgq.sdk.json.JsonValue> all = new LinkedHashMap<>();
            node.properties().forEach(member -> all.put(member.getKey(), JsonValueCodec.of(member.getValue())));
            converted = Collections.unmodifiableMap(all);
            members = converted;
        }
        return converted;
    }

    @Override
    public JsonObject asObject() {
        return this;
    }

    @Override
    public Map<String, Object> toJava() {
        Map<String, Object> values = new LinkedHashMap<>();
        asMap().forEach((name, value) -> values.put(name, value.toJava()));
        return Collections.unmodifiableMap(values);
    }

    @Override
    public String kind() {
        return "an object";
    }

    /** The members as the SDK writes them; a reader never gets the node itself. */
    @JsonValue
    ObjectNode node() {
        return node;
    }

    /** Compares by value: the same members with equal values, in any order. */
    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof JsonObject other)) {
            return false;
        }
        return node.equals(other.node) || asMap().equals(other.asMap());
    }

    @Override
    public int hashCode() {
        return asMap().hashCode();
    }

    /** Returns the object as compact JSON text. */
    @Override
    public String toString() {
        return node.toString();
    }
}
