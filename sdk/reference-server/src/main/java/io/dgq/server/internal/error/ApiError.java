package io.dgq.server.internal.error;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * A failure answered with the error envelope: an HTTP status, a stable code, a message naming the problem and the
 * per-field details.
 */
public final class ApiError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** One field-level problem of an error answer. */
    public record Detail(String field, String message) {}

    private final int status;
    private final String code;
    private final transient List<Detail> details;
    private final transient Map<String, String> headers;

    private ApiError(int status, String code, String message, List<Detail> details) {
        this(status, code, message, details, Map.of());
    }

    private ApiError(int status, String code, String message, List<Detail> details, Map<String, String> headers) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.details = List.copyOf(details);
        this.headers = Map.copyOf(headers);
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public List<Detail> details() {
        return details;
    }

    /** Headers the answer carries besides the usual ones, such as {@code Allow}. */
    public Map<String, String> headers() {
        return headers;
    }

    public static ApiError validation(String message, List<Detail> details) {
        return new ApiError(400, "VALIDATION_FAILED", message, details);
    }

    /** A validation failure of a single field; the message is "{field} {problem}". */
    public static ApiError invalidField(String field, String problem) {
        return validation(field + " " + problem, List.of(new Detail(field, problem)));
    }

    public static ApiError badRequest(String message) {
        return validation(message, List.of());
    }

    /** A 401 with the challenge RFC 9110 (section 11.6.1) requires of it: {@code WWW-Authenticate: Bearer}. */
    public static ApiError unauthorized(String message) {
        return new ApiError(401, "UNAUTHORIZED", message, List.of(), Map.of("WWW-Authenticate", BEARER_CHALLENGE));
    }

    /** The challenge of a 401: the Bearer scheme (RFC 6750), in the API's realm. */
    public static final String BEARER_CHALLENGE = "Bearer realm=\"dgq\"";

    public static ApiError notFound(String message) {
        return new ApiError(404, "NOT_FOUND", message, List.of());
    }

    public static ApiError methodNotAllowed(String message, String allow) {
        return new ApiError(405, "METHOD_NOT_ALLOWED", message, List.of(), Map.of("Allow", allow));
    }

    public static ApiError conflict(String field, String problem) {
        return new ApiError(409, "CONFLICT", field + " " + problem, List.of(new Detail(field, problem)));
    }

    public static ApiError payloadTooLarge(long limit) {
        return new ApiError(
                413, "PAYLOAD_TOO_LARGE", "Request body exceeds the limit of " + limit + " bytes", List.of());
    }

    public static ApiError headTooLarge(int limit) {
        return new ApiError(
                431,
                "HEADERS_TOO_LARGE",
                "Request line and headers exceed the limit of " + limit + " bytes",
                List.of());
    }

    public static ApiError tooManyHeaders(int limit) {
        return new ApiError(431, "HEADERS_TOO_LARGE", "Request has more than " + limit + " header fields", List.of());
    }

    /**
     * A 408 for part of a request that did not arrive in time, such as "The request body did not arrive within 30 s".
     *
     * @param what the part: {@code request body}, {@code request line and headers}
     * @param within the deadline it missed, in seconds when whole, in milliseconds otherwise
     * @return the error
     */
    public static ApiError requestTimeout(String what, Duration within) {
        long millis = within.toMillis();
        String text = millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
        return new ApiError(408, "REQUEST_TIMEOUT", "The " + what + " did not arrive within " + text, List.of());
    }

    /** A refusal of the administration API, with its own status, code and headers. */
    public static ApiError admin(int status, String code, String message, Map<String, String> headers) {
        return new ApiError(status, code, message, List.of(), headers);
    }

    /** A refusal of the transport, before the API saw the request, with its own status, code and headers. */
    public static ApiError refused(int status, String code, String message, Map<String, String> headers) {
        return new ApiError(status, code, message, List.of(), headers);
    }

    public static ApiError notImplemented(String message) {
        return new ApiError(501, "NOT_IMPLEMENTED", message, List.of());
    }

    public static ApiError unavailable(String message) {
        return new ApiError(503, "SERVICE_UNAVAILABLE", message, List.of(), Map.of("Retry-After", "1"));
    }

    public static ApiError unsupportedMediaType(String contentType) {
        return new ApiError(
                415,
                "UNSUPPORTED_MEDIA_TYPE",
                "Content-Type must be application/json, got "
                        + (contentType == null ? "none" : "'" + contentType + "'"),
                List.of());
    }

    /** A write that would pass the server's capacity. */
    public static ApiError insufficientStorage(String message) {
        return new ApiError(507, "INSUFFICIENT_STORAGE", message, List.of());
    }

    /** The answer to a store's refusal. */
    public static ApiError of(StoreException refusal) {
        if (refusal instanceof StoreException.Full) {
            return insufficientStorage(refusal.getMessage());
        }
        return notFound(refusal.getMessage());
    }

    public static ApiError internal() {
        return new ApiError(500, "INTERNAL", "Internal server error", List.of());
    }

    /** Too many requests for the rate limit; come back after {@code seconds}. */
    public static ApiError rateLimited(long seconds) {
        return new ApiError(
                429,
                "RATE_LIMITED",
                "Too many requests; retry after " + seconds + " s",
                List.of(),
                Map.of("Retry-After", Long.toString(seconds)));
    }

    /** An error a test asked for with an injected fault. */
    public static ApiError injected(
            int status, String code, String message, List<Detail> details, Map<String, String> headers) {
        return new ApiError(status, code, message, details, headers);
    }
}
