package io.dgq.sdk.internal.checks;

import java.time.Duration;
import java.util.Locale;

/** Argument checks shared by the builders of per-call options and of the client. Internal: not part of the API. */
public final class OptionChecks {

    private OptionChecks() {}

    /**
     * Returns a duration that must be positive.
     *
     * @param d the duration
     * @param name the setting's name, for the message
     * @return {@code d}
     * @throws IllegalArgumentException if {@code d} is null, zero or negative
     */
    public static Duration positive(Duration d, String name) {
        if (d == null || d.isZero() || d.isNegative()) {
            throw new IllegalArgumentException(name + " must be a positive duration, got " + d);
        }
        return d;
    }

    /**
     * Returns a count that must not be negative.
     *
     * @param n the count
     * @param name the setting's name, for the message
     * @return {@code n}
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public static int notNegative(int n, String name) {
        if (n < 0) {
            throw new IllegalArgumentException(name + " must be 0 or more, got " + n);
        }
        return n;
    }

    /**
     * Returns a header name, trimmed, that must not be blank nor name the Authorization header.
     *
     * @param name the header's name
     * @return the trimmed name
     * @throws IllegalArgumentException if the name is blank or names the Authorization header
     */
    public static String headerName(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("A header name must not be blank");
        }
        if (name.trim().toLowerCase(Locale.ROOT).equals("authorization")) {
            throw new IllegalArgumentException("Do not set the Authorization header: the client sends the API "
                    + "token itself (apiToken or apiTokenSupplier on the builder)");
        }
        return name.trim();
    }

    /**
     * Returns a header value that must not be null.
     *
     * @param name the header's name, for the message
     * @param value the value
     * @return {@code value}
     * @throws IllegalArgumentException if {@code value} is null
     */
    public static String headerValue(String name, String value) {
        if (value == null) {
            throw new IllegalArgumentException("The value of header '" + name + "' must not be null");
        }
        return value;
    }
}
