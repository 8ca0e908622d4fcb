package io.dgq.sdk.internal;

import io.dgq.sdk.http.HttpHeaders;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.Locale;
import java.util.Set;

/**
 * The SDK's logging, through {@link System.Logger} named {@code io.dgq.sdk}: silent unless the application's
 * logging enables it. Request lines and timings at DEBUG, headers at TRACE. Header values are printed only for an
 * allow-list of harmless names; {@code Authorization} and every other header are redacted. Internal.
 */
public final class HttpLog {

    private static final Logger LOGGER = System.getLogger("io.dgq.sdk");
    private static final Set<String> SHOWN_HEADERS = Set.of(
            "accept",
            "content-type",
            "content-length",
            "user-agent",
            "retry-after",
            "x-correlation-id",
            "date",
            "allow",
            "server",
            "connection");

    private HttpLog() {}

    /** {@return whether request lines are logged} */
    public static boolean debugEnabled() {
        return LOGGER.isLoggable(Level.DEBUG);
    }

    public static void request(String method, String url, int bodyBytes, int attempt, HttpHeaders headers) {
        if (LOGGER.isLoggable(Level.DEBUG)) {
            LOGGER.log(
                    Level.DEBUG,
                    "--> {0} {1} ({2}-byte body{3})",
                    method,
                    url,
                    bodyBytes,
                    attempt > 0 ? ", retry " + attempt : "");
            if (LOGGER.isLoggable(Level.TRACE)) {
                LOGGER.log(Level.TRACE, "--> headers {0}", redact(headers));
            }
        }
    }

    public static void response(String method, String url, int status, long nanos, int bodyBytes, HttpHeaders headers) {
        if (LOGGER.isLoggable(Level.DEBUG)) {
            LOGGER.log(
                    Level.DEBUG,
                    "<-- {0} {1} {2} ({3} ms, {4}-byte body)",
                    status,
                    method,
                    url,
                    nanos / 1_000_000,
                    bodyBytes);
            if (LOGGER.isLoggable(Level.TRACE)) {
                LOGGER.log(Level.TRACE, "<-- headers {0}", redact(headers));
            }
        }
    }

    public static void failure(String method, String url, long nanos, Exception e) {
        if (LOGGER.isLoggable(Level.DEBUG)) {
            LOGGER.log(
                    Level.DEBUG,
                    "<-- failed {0} {1} ({2} ms): {3}",
                    method,
                    url,
                    nanos / 1_000_000,
                    e.getClass().getSimpleName());
        }
    }

    public static void retry(String target, int attempt, long waitMillis, String reason) {
        if (LOGGER.isLoggable(Level.DEBUG)) {
            LOGGER.log(
                    Level.DEBUG, "retrying {0} in {1} ms (retry {2}, after {3})", target, waitMillis, attempt, reason);
        }
    }

    /**
     * Renders headers with every value outside the allow-list replaced by {@code <redacted>}.
     *
     * @param headers the headers
     * @return one line, {@code name: value} pairs
     */
    public static String redact(HttpHeaders headers) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < headers.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            String name = headers.name(i);
            sb.append(name).append(": ");
            sb.append(SHOWN_HEADERS.contains(name.toLowerCase(Locale.ROOT)) ? headers.value(i) : "<redacted>");
        }
        return sb.append(']').toString();
    }
}
