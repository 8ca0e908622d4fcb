package io.dgq.sdk.json;

/** JSON {@code null}: one instance. */
public enum JsonNull implements JsonValue {
    /** The JSON {@code null}. */
    INSTANCE;

    /** {@return {@code null}} */
    @Override
    public Object toJava() {
        return null;
    }

    @Override
    public String kind() {
        return "null";
    }

    @Override
    public boolean isNull() {
        return true;
    }

    /** {@return {@code null}, as JSON text} */
    @Override
    public String toString() {
        return "null";
    }
}
