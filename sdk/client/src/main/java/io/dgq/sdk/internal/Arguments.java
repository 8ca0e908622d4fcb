package io.dgq.sdk.internal;

/** The argument checks the resource clients make before a call: named, clear, never a bare NullPointerException. */
public final class Arguments {

    private Arguments() {}

    /**
     * Checks that an argument is present.
     *
     * @param value the argument
     * @param name the parameter name for the message
     * @param <T> the argument type
     * @return the argument
     * @throws IllegalArgumentException naming the parameter when it is {@code null}
     */
    public static <T> T requirePresent(T value, String name) {
        if (value == null) {
            throw new IllegalArgumentException("'" + name + "' must not be null");
        }
        return value;
    }

    /**
     * Checks that a text argument is present and not blank.
     *
     * @param text the argument, such as a path parameter
     * @param name the parameter name for the message
     * @return the text
     * @throws IllegalArgumentException naming the parameter when it is {@code null} or blank
     */
    public static String requireText(String text, String name) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("'" + name + "' must not be " + (text == null ? "null" : "blank"));
        }
        return text;
    }
}
