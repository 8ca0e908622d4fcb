package io.dgq.server.internal.data.query;

/**
 * A substring to look for in many texts, in time linear in each text: a short needle is found with
 * {@link String#contains}, whose worst case is the text's length times the needle's, and a longer one with
 * Knuth-Morris-Pratt, so that a long, repetitive needle against long, repetitive texts cannot make a list burn CPU.
 */
final class Needle {

    /** Needles up to this length use {@link String#contains}. */
    private static final int SHORT = 32;

    private final String needle;
    /**
     * Knuth-Morris-Pratt's table, made when a text at least as long as the needle first comes (four bytes a
     * character: a long search among short texts never makes it). Threads scanning together may each make it.
     */
    private volatile int[] failure;

    Needle(String needle) {
        this.needle = needle;
    }

    /** Whether the text holds the needle. */
    boolean in(String text) {
        int length = needle.length();
        if (length <= SHORT) {
            return text.contains(needle);
        }
        if (text.length() < length) {
            return false;
        }
        int[] failure = this.failure;
        if (failure == null) {
            failure = failure(needle);
            this.failure = failure;
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
