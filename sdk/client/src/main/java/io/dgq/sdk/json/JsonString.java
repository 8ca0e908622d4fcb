package io.dgq.sdk.json;

import java.util.Objects;

/**
 * A JSON string.
 *
 * @param value the text; never {@code null}
 */
public record JsonString(String value) implements JsonValue {

    /**
     * Creates a JSON string.
     *
     * @param value the text
     * @throws NullPointerException if {@code value} is {@code null} (use {@link JsonNull#INSTANCE})
     */
    public JsonString {
        Objects.requireNonNull(value, "value");
    }

    /**
     * Creates a JSON string.
     *
     * @param value the text
     * @return the string
     */
    public static JsonString of(String value) {
        return new JsonString(value);
    }

    @Override
    public String toJava() {
        return value;
    }

    @Override
    public String kind() {
        return "a string";
    }

    @Override
    public String asString() {
        return value;
    }

    /** {@return the string as JSON text: quoted, escaped} */
    @Override
    public String toString() {
        return JsonValueCodec.quote(value);
    }
}
