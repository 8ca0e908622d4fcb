package io.dgq.sdk.json;

/**
 * A JSON boolean.
 *
 * @param value the boolean
 */
public record JsonBoolean(boolean value) implements JsonValue {

    /** JSON {@code true}. */
    public static final JsonBoolean TRUE = new JsonBoolean(true);

    /** JSON {@code false}. */
    public static final JsonBoolean FALSE = new JsonBoolean(false);

    /**
     * Returns the JSON boolean of a value.
     *
     * @param value the boolean
     * @return {@link #TRUE} or {@link #FALSE}
     */
    public static JsonBoolean of(boolean value) {
        return value ? TRUE : FALSE;
    }

    @Override
    public Boolean toJava() {
        return value;
    }

    @Override
    public String kind() {
        return "a boolean";
    }

    @Override
    public boolean asBoolean() {
        return value;
    }

    /** {@return {@code true} or {@code false}} */
    @Override
    public String toString() {
        return Boolean.toString(value);
    }
}
