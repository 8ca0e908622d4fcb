package io.dgq.server.internal.transport;

import java.time.Duration;
import java.util.Map;

/**
 * A request the transport refuses before any handler sees it: an HTTP status, a stable code, a message naming the
 * problem and the headers the answer carries. The {@link TransportHandler} words the answer.
 */
public final class TransportRefusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final transient Map<String, String> headers;

    private TransportRefusal(int status, String code, String message, Map<String, String> headers) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.headers = Map.copyOf(headers);
    }

    /** {@return the HTTP status} */
    public int status() {
        return status;
    }

    /** {@return the stable code, such as {@code HEADERS_TOO_LARGE}} */
    public String code() {
        return code;
    }

    /** {@return headers the answer carries besides the usual ones, such as {@code Retry-After}} */
    public Map<String, String> headers() {
        return headers;
    }

    /** A 400 for a request the transport cannot read, naming what is wrong with it. */
    public static TransportRefusal badRequest(String message) {
        return new TransportRefusal(400, "VALIDATION_FAILED", message, Map.of());
    }

    /** A 431 for a request line and headers over {@code limit} bytes. */
    public static TransportRefusal headTooLarge(int limit) {
        return new TransportRefusal(
                431, "HEADERS_TOO_LARGE", "Request line and headers exceed the limit of " + limit + " bytes", Map.of());
    }

    /** A 431 for a request with more than {@code limit} header fields. */
    public static TransportRefusal tooManyHeaders(int limit) {
        return new TransportRefusal(
                431, "HEADERS_TOO_LARGE", "Request has more than " + limit + " header fields", Map.of());
    }

    /**
     * A 408 for part of a request that did not arrive in time, such as "The request body did not arrive within 30 s".
     *
     * @param what the part: {@code request body}, {@code request line and headers}
     * @param within the deadline it missed, in seconds when whole, in milliseconds otherwise
     * @return the refusal
     */
    public static TransportRefusal requestTimeout(String what, Duration within) {
        long millis = within.toMillis();
        String text = millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
        return new TransportRefusal(408, "REQUEST_TIMEOUT", "The " + what + " did not arrive within " + text, Map.of());
    }

    /** A 501 for a feature of HTTP the transport does not implement. */
    public static TransportRefusal notImplemented(String message) {
        return new TransportRefusal(501, "NOT_IMPLEMENTED", message, Map.of());
    }

    /** A 503 for a request the server has no room for now; {@code Retry-After: 1}. */
    public static TransportRefusal unavailable(String message) {
        return new TransportRefusal(503, "SERVICE_UNAVAILABLE", message, Map.of("Retry-After", "1"));
    }

    /** A 500 for a failure of the server's own. */
    public static TransportRefusal internal() {
        return new TransportRefusal(500, "INTERNAL", "Internal server error", Map.of());
    }
}
