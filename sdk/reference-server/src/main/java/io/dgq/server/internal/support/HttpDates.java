package io.dgq.server.internal.support;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** The value of an answer's {@code Date} header (RFC 9110 section 6.6.1), formatted at most once a second. */
public final class HttpDates {

    private static final DateTimeFormatter HTTP_DATE = DateTimeFormatter.RFC_1123_DATE_TIME.withZone(ZoneOffset.UTC);

    /** The second last formatted and its text; replaced whole, so that a reader never sees one without the other. */
    private record Formatted(long second, String text) {}

    private static volatile Formatted last = new Formatted(0, "");

    private HttpDates() {}

    /** {@return the current time as an HTTP date, such as {@code Fri, 27 Nov 2026 09:15:00 GMT}} */
    public static String now() {
        long second = System.currentTimeMillis() / 1000;
        Formatted formatted = last;
        if (formatted.second() != second) {
            formatted = new Formatted(second, HTTP_DATE.format(Instant.ofEpochSecond(second)));
            last = formatted;
        }
        return formatted.text();
    }
}
