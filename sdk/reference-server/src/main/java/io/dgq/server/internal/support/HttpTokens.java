package io.dgq.server.internal.support;

/** RFC 9110's tokens (section 5.6.2), as methods and header names must be, for both HTTP versions. */
public final class HttpTokens {

    private HttpTokens() {}

    /**
     * Tells whether a character may stand in a token ({@code tchar}: a visible ASCII character other than a
     * delimiter).
     *
     * @param c the character
     * @return whether it is a {@code tchar}
     */
    public static boolean isTokenChar(char c) {
        return (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9')
                || (c < 127 && "!#$%&'*+-.^_`|~".indexOf(c) >= 0);
    }

    /**
     * Tells whether a text is a token: one or more {@code tchar}.
     *
     * @param value the text
     * @return whether it is a token
     */
    public static boolean isToken(String value) {
        if (value.isEmpty()) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            if (!isTokenChar(value.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
