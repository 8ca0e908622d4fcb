package io.dgq.server.internal.query;

/**
 * A substring to look for in many texts, in time linear in each text: a short needle is found with
 * {@link String#contains}, whose worst case is the text's length times the needle's, and a longer one with
 * Knuth-Morris-Pratt, so that a long, repetitive needle against long, repetitive texts cannot make a list burn CPU.
 */
final class Needle {

    /** Needles up to this length use {@link String#contains}. */
    private static final int SHORT = 32;

    private final String needle;
    private final int[] failure;

    Needle(String needle) {
        this.needle = needle;
        this.failure = needle.length() > SHORT ? failure(needle) : null;
    }

    /** Whether the text holds the needle. */
    boolean in(String text) {
        if (failure == null) {
            return text.contains(needle);
        }
        int length = needle.length();
        if (text.length() < length) {
            return false;
        }
        int matched = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            while (matched > 0 && needle.charAt(matched) != c) {
                matched = failure[matched - 1];
            }
            if (needle.charAt(matched) == c) {
                matched++;
                if (matched == length) {
                    return true;
                }
            }
        }
        return false;
    }

    /** For each prefix, the length of its longest proper prefix that is also its suffix. */
    private static int[] failure(String needle) {
        int[] failure = new int[needle.length()];
        int matched = 0;
        for (int i = 1; i < needle.length(); i++) {
            while (matched > 0 && needle.charAt(i) != needle.charAt(matched)) {
                matched = failure[matched - 1];
            }
            if (needle.charAt(i) == needle.charAt(matched)) {
                matched++;
            }
            failure[i] = matched;
        }
        return failure;
    }
}
