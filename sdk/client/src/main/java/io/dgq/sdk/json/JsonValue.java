package io.dgq.sdk.json;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.dgq.sdk.internal.checks.Companion;
import java.util.List;
import java.util.Map;

/**
 * An immutable JSON value: an object, an array, a string, a number, a boolean or {@code null}. The SDK answers one
 * wherever the API leaves a value's type open (a model's unknown fields, a term's {@code min_value}, a field's
 * {@code value}) and takes one wherever a request may send any JSON, so an application's code needs no JSON library
 * to read or write them.
 *
 * <p>Each kind is a type of its own ({@link JsonObject}, {@link JsonArray}, {@link JsonString}, {@link JsonNumber},
 * {@link JsonBoolean}, {@link JsonNull}); the typed accessors ({@link #asString()}, {@link #asLong()}, ...) answer
 * the value of their kind and throw {@link IllegalStateException} naming the kind found for any other. Values
 * convert to and from plain Java values ({@link #from(Object)}, {@link #toJava()}); two values are equal when they
 * are the same JSON (two numbers when they are the same number, {@code 1} and {@code 1.0} included);
 * {@code toString()} is the value as compact JSON text.
 */
@JsonSerialize(using = JsonValueCodec.Writer.class)
@JsonDeserialize(using = JsonValueCodec.Reader.class)
@Companion(JsonValueCodec.class)
public sealed interface JsonValue permits JsonObject, JsonArray, JsonString, JsonNumber, JsonBoolean, JsonNull {

    /**
     * Converts a plain Java value: a {@code Map} (its keys as text) to an object, a {@code Collection} to an array,
     * a {@code String}, {@code Number}, {@code Boolean} or {@code null} to its JSON kind; a {@code JsonValue} is
     * answered as it is.
     *
     * @param value the value
     * @return the JSON value; {@link JsonNull#INSTANCE} for {@code null}
     * @throws IllegalArgumentException if the value, or one inside it, is of another type, or a number JSON cannot
     *     hold (NaN, infinite); the message names where
     */
    static JsonValue from(Object value) {
        return JsonValueCodec.from(value, "value");
    }

    /**
     * Reads JSON text.
     *
     * @param json one JSON value as text
     * @return the value
     * @throws IllegalArgumentException if the text is not exactly one JSON value
     */
    static JsonValue parse(String json) {
        return JsonValueCodec.parse(json);
    }

    /**
     * Converts this value to plain Java values: an object to an unmodifiable {@code Map<String, Object>} in the
     * order of its members, an array to an unmodifiable {@code List<Object>}, a string to {@code String}, a number to
     * {@code Integer}, {@code Long}, {@code BigInteger}, {@code Double} or {@code BigDecimal} as it was read, a
     * boolean to {@code Boolean}, {@code null} to {@code null}.
     *
     * @return the plain value
     */
    Object toJava();

    /** {@return the JSON kind of this value in words: {@code an object}, {@code a string}, {@code null}, ...} */
    String kind();

    /** {@return whether this is JSON {@code null}} */
    default boolean isNull() {
        return false;
    }

    /**
     * Returns this value as text.
     *
     * @return the string
     * @throws IllegalStateException if this is not a JSON string; the message names the kind found
     */
    default String asString() {
        throw JsonValueCodec.wrongKind("a string", this);
    }

    /**
     * Returns this value as a number.
     *
     * @return the number as it was read or given
     * @throws IllegalStateException if this is not a JSON number
     */
    default Number asNumber() {
        throw JsonValueCodec.wrongKind("a number", this);
    }

    /**
     * Returns this value as a {@code long}.
     *
     * @return the number
     * @throws IllegalStateException if this is not a JSON number, or not an integer a {@code long} holds
     */
    default long asLong() {
        throw JsonValueCodec.wrongKind("an integer", this);
    }

    /**
     * Returns this value as a {@code double}.
     *
     * @return the number, rounded to the nearest {@code double}
     * @throws IllegalStateException if this is not a JSON number
     */
    default double asDouble() {
        throw JsonValueCodec.wrongKind("a number", this);
    }

    /**
     * Returns this value as a {@code boolean}.
     *
     * @return the boolean
     * @throws IllegalStateException if this is not a JSON boolean
     */
    default boolean asBoolean() {
        throw JsonValueCodec.wrongKind("a boolean", this);
    }

    /**
     * Returns this value as an object.
     *
     * @return the object
     * @throws IllegalStateException if this is not a JSON object
     */
    default JsonObject asObject() {
        throw JsonValueCodec.wrongKind("an object", this);
    }

    /**
     * Returns the elements of this array.
     *
     * @return the elements, unmodifiable; JSON {@code null} elements as {@link JsonNull#INSTANCE}
     * @throws IllegalStateException if this is not a JSON array
     */
    default List<JsonValue> asList() {
        throw JsonValueCodec.wrongKind("an array", this);
    }

    /**
     * Returns the members of this object.
     *
     * @return the members by name, in order, unmodifiable
     * @throws IllegalStateException if this is not a JSON object
     */
    default Map<String, JsonValue> asMap() {
        throw JsonValueCodec.wrongKind("an object", this);
    }
}
