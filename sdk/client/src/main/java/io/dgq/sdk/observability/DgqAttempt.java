package io.dgq.sdk.observability;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One try of a call, about to be sent: its number, and the headers an observer adds to it (a W3C
 * {@code traceparent}, say). Headers added here go on this try only, after the client's own; one added twice keeps
 * its last value. Not thread-safe: used by one observer method at a time.
 */
public final class DgqAttempt {

    /** Headers that frame the request or carry the token: the client sets them, an observer may not. */
    private static final Set<String> RESERVED = Set.of(
            "authorization",
            "host",
            "content-length",
            "content-type",
            "transfer-encoding",
            "connection",
            "expect",
            "te",
            "upgrade",
            "proxy-authorization",
            "cookie");

    private final int number;
    private Map<String, String> headers;

    /**
     * Creates a try.
     *
     * @param number the try's number, from 1
     */
    public DgqAttempt(int number) {
        this.number = number;
    }

    /** {@return the try's number: 1 for the first, 2 for the first retry} */
    public int number() {
        return number;
    }

    /**
     * Adds a header to this try.
     *
     * @param name the header name: visible ASCII without separators, and not one the client sets itself
     *     ({@code Authorization}, {@code Host}, {@code Content-Length}, {@code Content-Type}, ...)
     * @param value the value: visible ASCII, spaces and tabs
     * @return this try
     * @throws IllegalArgumentException naming the header, if the name or value is not allowed
     */
    public DgqAttempt header(String name, String value) {
        if (name == null || name.isEmpty() || !name.chars().allMatch(DgqAttempt::isTokenChar)) {
            throw new IllegalArgumentException("Not a header name: '" + name + "'");
        }
        if (RESERVED.contains(name.toLowerCase(Locale.ROOT))) {
            throw new IllegalArgumentException("An observer may not set the " + name + " header: the client sets it");
        }
        if (value == null || !value.chars().allMatch(c -> c == '\t' || (c >= 0x20 && c < 0x7f))) {
            throw new IllegalArgumentException("The value of header " + name + " must be visible ASCII");
        }
        if (headers == null) {
            headers = new LinkedHashMap<>(4);
        }
        headers.put(name, value);
        return this;
    }

    /** {@return the headers added so far, in the order they were added; an unmodifiable view} */
    public Map<String, String> headers() {
        return headers == null ? Map.of() : Collections.unmodifiableMap(headers);
    }

    private static boolean isTokenChar(int c) {
        return c > 0x20 && c < 0x7f && "\"(),/:;<=>?@[\\]{}".indexOf(c) < 0;
    }

    @Override
    public String toString() {
        return "DgqAttempt{number=" + number + ", headers=" + (headers == null ? "[]" : headers.keySet()) + "}";
    }
}
