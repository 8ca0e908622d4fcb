package io.dgq.server.faults;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What the server does, instead of or around its real answer, to a request that an injected rule matches.
 * Immutable values; create them with the static methods.
 *
 * <pre>{@code
 * Fault.error(503).withRetryAfter(Duration.ofSeconds(1))   // 503 SERVICE_UNAVAILABLE, Retry-After: 1
 * Fault.error(409).withMessage("name is taken").withDetail("name", "is taken")
 * Fault.delay(Duration.ofSeconds(2))                       // then the real answer
 * Fault.dropConnection()                                   // closed before any byte
 * Fault.truncatedBody()                                    // the real answer cut in half
 * Fault.notEnvelope()                                      // 200 with a body that is not the envelope
 * Fault.redirect(307, "http://127.0.0.1:9/elsewhere")     // 307, Location: ...
 * Fault.closeWhenIdle(Duration.ZERO)                       // the real answer, then a kept-alive close
 * Fault.proxyErrorPage(502)                                // 502 with an HTML page, as a proxy sends it
 * Fault.slowBody(100)                                      // the real answer at 100 bytes per second
 * }</pre>
 */
public sealed interface Fault
        permits Fault.ErrorAnswer,
                Fault.Delay,
                Fault.DropConnection,
                Fault.TruncatedBody,
                Fault.RawAnswer,
                Fault.Redirect,
                Fault.CloseWhenIdle,
                Fault.SlowBody {

    /** The longest delay a fault may ask for. */
    Duration MAX_DELAY = Duration.ofMinutes(10);

    /**
     * An error answer with the API's error envelope and the code usual for the status: {@code INTERNAL} for 500,
     * {@code SERVICE_UNAVAILABLE} for 503, {@code RATE_LIMITED} for 429, and so on ({@code HTTP_<status>} for a
     * status without one). The request is not carried out.
     *
     * @param status 400..599
     * @return the fault
     * @throws IllegalArgumentException when the status is out of range
     */
    static ErrorAnswer error(int status) {
        String code = ErrorAnswer.CODES.getOrDefault(status, "HTTP_" + status);
        return new ErrorAnswer(status, code, "Injected fault: HTTP " + status, List.of(), Map.of());
    }

    /**
     * Waits, then gives the real answer, for tests of timeouts.
     *
     * @param duration 0 up to {@link #MAX_DELAY}
     * @return the fault
     * @throws IllegalArgumentException when negative or longer than {@link #MAX_DELAY}
     */
    static Delay delay(Duration duration) {
        return new Delay(duration);
    }

    /** {@return a fault that closes the connection before any byte of an answer; the request is not carried out} */
    static DropConnection dropConnection() {
        return new DropConnection();
    }

    /**
     * A fault that carries the request out, then sends the answer's head, declaring the whole body's length, and
     * half of the body before closing the connection.
     *
     * @return the fault
     */
    static TruncatedBody truncatedBody() {
        return new TruncatedBody();
    }

    /**
     * A fault that answers 200 with a JSON body that is not the API's envelope; the request is not carried out.
     *
     * @return the fault
     */
    static RawAnswer notEnvelope() {
        return new RawAnswer(200, "application/json", "{\"unexpected\":\"not the DGQ envelope\"}");
    }

    /**
     * A fault that answers exactly this status and body instead of the envelope; the request is not carried out.
     *
     * @param status 200..599
     * @param contentType the {@code Content-Type} of the body
     * @param body the body, sent as UTF-8
     * @return the fault
     * @throws IllegalArgumentException when the status is out of range or the content type holds a line break
     */
    static RawAnswer rawAnswer(int status, String contentType, String body) {
        return new RawAnswer(status, contentType, body);
    }

    /**
     * A fault that answers a redirect, as a load balancer or a moved workspace does; the request is not carried
     * out.
     *
     * @param status 301, 302, 303, 307 or 308
     * @param location the {@code Location} header: an absolute URL (to this server, another port or another host)
     *     or a path
     * @return the fault
     * @throws IllegalArgumentException when the status is not a redirect's or the location is blank or holds a
     *     control character
     */
    static Redirect redirect(int status, String location) {
        return new Redirect(status, location);
    }

    /**
     * A fault that gives the real answer and then closes the kept-alive connection once it has been idle this
     * long, without announcing it ({@code Connection: close} is not sent), as a proxy or load balancer with a
     * short keep-alive does: the client's next request on that pooled connection finds it closed. It stands in for
     * the server's {@code idleTimeout} on this connection, after this answer only.
     *
     * @param idle 0 (closed right after the answer) up to {@link #MAX_DELAY}
     * @return the fault
     * @throws IllegalArgumentException when negative or longer than {@link #MAX_DELAY}
     */
    static CloseWhenIdle closeWhenIdle(Duration idle) {
        return new CloseWhenIdle(idle);
    }

    /**
     * A fault that answers an HTML error page, as a reverse proxy (here in nginx's words) sends when the server
     * behind it is down, instead of the API's envelope; the request is not carried out. A {@link RawAnswer}.
     *
     * @param status 400..599, such as 502, 503 or 504
     * @return the fault
     * @throws IllegalArgumentException when the status is out of range
     */
    static RawAnswer proxyErrorPage(int status) {
        if (status < 400 || status > 599) {
            throw new IllegalArgumentException("status must be 400..599, got " + status);
        }
        String title = status + " " + RawAnswer.reason(status);
        return new RawAnswer(
                status,
                "text/html",
                "<html>\r\n<head><title>" + title + "</title></head>\r\n<body>\r\n<center><h1>" + title
                        + "</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n");
    }

    /**
     * A fault that carries the request out and sends the real answer's head at once and its body at this many
     * bytes per second, as a congested or throttled network does. The answer must still be written within the
     * server's body timeout plus the time the rate needs.
     *
     * @param bytesPerSecond 1 to 1,000,000,000
     * @return the fault
     * @throws IllegalArgumentException when out of range
     */
    static SlowBody slowBody(long bytesPerSecond) {
        return new SlowBody(bytesPerSecond);
    }

    /**
     * One field-level problem of an {@link ErrorAnswer}, as in the envelope's {@code data.error.details}.
     *
     * @param field the field's name
     * @param message what is wrong with it
     */
    record Detail(String field, String message) {
        /**
         * Checks the parts.
         *
         * @param field the field's name
         * @param message what is wrong with it
         * @throws NullPointerException when a part is null
         */
        public Detail {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * An error answer with the API's error envelope: {@code success: false}, the message, and
     * {@code data.error = {code, details}}, with the request's correlation id; the request is not carried out.
     *
     * @param status the HTTP status, 400..599
     * @param code the envelope's {@code data.error.code}
     * @param message the envelope's {@code message}
     * @param details the envelope's {@code data.error.details}
     * @param headers headers the answer carries besides the usual ones, such as {@code Retry-After}
     */
    record ErrorAnswer(int status, String code, String message, List<Detail> details, Map<String, String> headers)
            implements Fault {

        private static final Map<Integer, String> CODES = Map.ofEntries(
                Map.entry(400, "VALIDATION_FAILED"),
                Map.entry(401, "UNAUTHORIZED"),
                Map.entry(403, "FORBIDDEN"),
                Map.entry(404, "NOT_FOUND"),
                Map.entry(405, "METHOD_NOT_ALLOWED"),
                Map.entry(408, "REQUEST_TIMEOUT"),
                Map.entry(409, "CONFLICT"),
                Map.entry(413, "PAYLOAD_TOO_LARGE"),
                Map.entry(415, "UNSUPPORTED_MEDIA_TYPE"),
                Map.entry(429, "RATE_LIMITED"),
                Map.entry(500, "INTERNAL"),
                Map.entry(502, "BAD_GATEWAY"),
                Map.entry(503, "SERVICE_UNAVAILABLE"),
                Map.entry(504, "GATEWAY_TIMEOUT"));
        private static final Pattern TOKEN = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}");
        private static final Set<String> RESERVED =
                Set.of("content-length", "content-type", "transfer-encoding", "connection", "x-correlation-id", "date");

        /**
         * Checks the parts and copies the lists.
         *
         * @param status the HTTP status, 400..599
         * @param code the envelope's {@code data.error.code}
         * @param message the envelope's {@code message}
         * @param details the envelope's {@code data.error.details}
         * @param headers headers besides the usual ones
         * @throws IllegalArgumentException when the status is not 400..599, the code is blank, a header name is not
         *     a token or is one the server sets itself, or a header value holds a control character
         */
        public ErrorAnswer {
            if (status < 400 || status > 599) {
                throw new IllegalArgumentException("status must be 400..599, got " + status);
            }
            if (Objects.requireNonNull(code, "code").isBlank()) {
                throw new IllegalArgumentException("code must not be blank");
            }
            Objects.requireNonNull(message, "message");
            details = List.copyOf(details);
            Map<String, String> copy = new LinkedHashMap<>();
            headers.forEach((name, value) -> {
                checkHeader(name, value);
                copy.put(name, value);
            });
            headers = Collections.unmodifiableMap(copy);
        }

        /**
         * The same answer with another error code.
         *
         * @param value the envelope's {@code data.error.code}, such as {@code CONFLICT}
         * @return a new fault
         */
        public ErrorAnswer withCode(String value) {
            return new ErrorAnswer(status, value, message, details, headers);
        }

        /**
         * The same answer with another message.
         *
         * @param value the envelope's {@code message}
         * @return a new fault
         */
        public ErrorAnswer withMessage(String value) {
            return new ErrorAnswer(status, code, value, details, headers);
        }

        /**
         * The same answer with one more field-level detail.
         *
         * @param field the field's name
         * @param problem what is wrong with it
         * @return a new fault
         */
        public ErrorAnswer withDetail(String field, String problem) {
            List<Detail> more = new ArrayList<>(details);
            more.add(new Detail(field, problem));
            return new ErrorAnswer(status, code, message, more, headers);
        }

        /**
         * The same answer with one more header, replacing one of the same name.
         *
         * @param name a header name; not one the server sets itself ({@code Content-Type}, {@code Content-Length},
         *     {@code Connection}, {@code Transfer-Encoding}, {@code Date}, {@code X-Correlation-Id})
         * @param value its value, without control characters
         * @return a new fault
         * @throws IllegalArgumentException when the name or value is not allowed
         */
        public ErrorAnswer withHeader(String name, String value) {
            checkHeader(name, value);
            Map<String, String> more = new LinkedHashMap<>(headers);
            more.keySet().removeIf(existing -> existing.equalsIgnoreCase(name));
            more.put(name, value);
            return new ErrorAnswer(status, code, message, details, more);
        }

        /**
         * The same answer with a {@code Retry-After} header in whole seconds, rounded up.
         *
         * @param wait 0 or more
         * @return a new fault
         * @throws IllegalArgumentException when negative
         */
        public ErrorAnswer withRetryAfter(Duration wait) {
            if (wait.isNegative()) {
                throw new IllegalArgumentException("Retry-After must not be negative, got " + wait);
            }
            long seconds = wait.getSeconds() + (wait.getNano() > 0 ? 1 : 0);
            return withHeader("Retry-After", Long.toString(seconds));
        }

        private static void checkHeader(String name, String value) {
            Objects.requireNonNull(name, "header name");
            Objects.requireNonNull(value, "header value");
            if (!TOKEN.matcher(name).matches()) {
                throw new IllegalArgumentException("not a header name: '" + name + "'");
            }
            if (RESERVED.contains(name.toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException("the server sets " + name + " itself");
            }
            if (value.chars().anyMatch(c -> (c < 0x20 && c != '\t') || c == 0x7f)) {
                throw new IllegalArgumentException("header " + name + " has a control character in its value");
            }
        }
    }

    /**
     * Waits, then gives the real answer.
     *
     * @param duration how long, 0 up to {@link #MAX_DELAY}
     */
    record Delay(Duration duration) implements Fault {
        /**
         * Checks the duration.
         *
         * @param duration how long, 0 up to {@link #MAX_DELAY}
         * @throws IllegalArgumentException when negative or longer than {@link #MAX_DELAY}
         */
        public Delay {
            if (duration.isNegative() || duration.compareTo(MAX_DELAY) > 0) {
                throw new IllegalArgumentException("delay must be 0.." + MAX_DELAY + ", got " + duration);
            }
        }
    }

    /** Closes the connection before any byte of an answer; the request is not carried out. */
    record DropConnection() implements Fault {}

    /** Carries the request out and sends its answer's head and half its body, then closes the connection. */
    record TruncatedBody() implements Fault {}

    /**
     * Answers exactly this status and body, not the envelope; the request is not carried out.
     *
     * @param status the HTTP status, 200..599
     * @param contentType the {@code Content-Type}
     * @param body the body, sent as UTF-8
     */
    record RawAnswer(int status, String contentType, String body) implements Fault {
        /**
         * Checks the parts.
         *
         * @param status the HTTP status, 200..599
         * @param contentType the {@code Content-Type}
         * @param body the body, sent as UTF-8
         * @throws IllegalArgumentException when the status is not 200..599 or the content type holds a control
         *     character
         */
        public RawAnswer {
            if (status < 200 || status > 599) {
                throw new IllegalArgumentException("status must be 200..599, got " + status);
            }
            if (Objects.requireNonNull(contentType, "contentType").chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
                throw new IllegalArgumentException("contentType has a control character");
            }
            Objects.requireNonNull(body, "body");
        }

        /** The reason phrase of an error status, as a proxy's page shows it. */
        static String reason(int status) {
            return switch (status) {
                case 400 -> "Bad Request";
                case 403 -> "Forbidden";
                case 404 -> "Not Found";
                case 429 -> "Too Many Requests";
                case 500 -> "Internal Server Error";
                case 502 -> "Bad Gateway";
                case 503 -> "Service Temporarily Unavailable";
                case 504 -> "Gateway Time-out";
                default -> "Error";
            };
        }
    }

    /**
     * Answers a redirect: the status, a {@code Location} header and an empty body; the request is not carried out.
     *
     * @param status 301, 302, 303, 307 or 308
     * @param location the {@code Location} header
     */
    record Redirect(int status, String location) implements Fault {
        /**
         * Checks the parts.
         *
         * @param status 301, 302, 303, 307 or 308
         * @param location the {@code Location} header
         * @throws IllegalArgumentException when the status is not a redirect's or the location is blank or holds a
         *     control character
         */
        public Redirect {
            if (!Set.of(301, 302, 303, 307, 308).contains(status)) {
                throw new IllegalArgumentException("a redirect's status is 301, 302, 303, 307 or 308, got " + status);
            }
            if (Objects.requireNonNull(location, "location").isBlank()
                    || location.chars().anyMatch(c -> c <= 0x20 || c == 0x7f)) {
                throw new IllegalArgumentException(
                        "location must be a URL or a path without spaces or control characters, got '"
                                + location.replaceAll("\\p{Cntrl}", "?") + "'");
            }
        }
    }

    /**
     * Gives the real answer, then closes the kept-alive connection once idle this long, unannounced.
     *
     * @param idle 0 up to {@link #MAX_DELAY}
     */
    record CloseWhenIdle(Duration idle) implements Fault {
        /**
         * Checks the time.
         *
         * @param idle 0 up to {@link #MAX_DELAY}
         * @throws IllegalArgumentException when negative or longer than {@link #MAX_DELAY}
         */
        public CloseWhenIdle {
            if (idle.isNegative() || idle.compareTo(MAX_DELAY) > 0) {
                throw new IllegalArgumentException("idle must be 0.." + MAX_DELAY + ", got " + idle);
            }
        }
    }

    /**
     * Gives the real answer, its body at this many bytes per second.
     *
     * @param bytesPerSecond 1 to 1,000,000,000
     */
    record SlowBody(long bytesPerSecond) implements Fault {
        /**
         * Checks the rate.
         *
         * @param bytesPerSecond 1 to 1,000,000,000
         * @throws IllegalArgumentException when out of range
         */
        public SlowBody {
            if (bytesPerSecond < 1 || bytesPerSecond > 1_000_000_000L) {
                throw new IllegalArgumentException("bytesPerSecond must be 1..1000000000, got " + bytesPerSecond);
            }
        }
    }
}
