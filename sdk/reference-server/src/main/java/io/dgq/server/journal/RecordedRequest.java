package io.dgq.server.journal;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.server.faults.Fault;
import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One request the server received and what it answered, as kept in the {@link RequestJournal}, with secrets
 * redacted: the {@code Authorization} header (and any header named like a secret, key or token) keeps only its
 * scheme, and in the body every member named like a password, secret, key or token has its value replaced by
 * {@value #REDACTED}. Immutable.
 *
 * @param time when the request arrived
 * @param method the HTTP method
 * @param path the path as sent, still percent-encoded, {@code /api/v1} included
 * @param query the query as sent, without {@code ?}; empty when none
 * @param headers the headers, redacted; names are matched case-insensitively
 * @param body the body as compact JSON, redacted; {@code null} when none was sent, when it was not JSON, or when it
 *     was larger than {@value #MAX_BODY_CHARS} characters (see {@code bodyBytes})
 * @param bodyBytes the size of the body as received, in bytes (0 for a body refused as too large)
 * @param status the status answered, or 0 when the connection was dropped before an answer
 * @param correlationId the correlation id of the answer (also of a dropped request, though never sent)
 * @param fault the injected fault that applied to the request, or {@code null}
 * @param sequence the request's number in the journal, from 1, growing by one with each request kept and never
 *     reused (not even after {@link RequestJournal#clear()}); 0 for a request recorded outside a journal
 * @param template the route template the path fits, relative to {@code /api/v1}, such as
 *     {@code /governance/domain/{id}}; {@code null} when it fits none
 * @param duration how long the server took to answer, from the request's arrival to its answer (an injected delay
 *     included)
 * @param protocol the HTTP version of the request: {@code HTTP/1.1}, {@code HTTP/1.0} or {@code HTTP/2}
 * @param responseBody the body answered, as compact JSON redacted like the request's; {@code null} for a dropped
 *     connection, an answer that is not JSON, or one larger than {@value #MAX_RESPONSE_BODY_BYTES} bytes
 */
public record RecordedRequest(
        Instant time,
        String method,
        String path,
        String query,
        Map<String, List<String>> headers,
        String body,
        long bodyBytes,
        int status,
        String correlationId,
        Fault fault,
        long sequence,
        String template,
        Duration duration,
        String protocol,
        String responseBody) {

    /** What a redacted value is replaced by. */
    public static final String REDACTED = "[REDACTED]";

    /** The largest body kept, in characters of compact JSON; larger ones are recorded with their size only. */
    public static final int MAX_BODY_CHARS = 64 * 1024;

    /** The largest answer body kept, in bytes; larger ones (long lists) are not kept, to bound the journal's size. */
    public static final int MAX_RESPONSE_BODY_BYTES = 16 * 1024;

    /**
     * Checks the parts and copies the headers.
     *
     * @param time when the request arrived
     * @param method the HTTP method
     * @param path the path as sent
     * @param query the query as sent, empty when none
     * @param headers the headers, redacted
     * @param body the body as compact JSON, redacted, or {@code null}
     * @param bodyBytes the size of the body as received
     * @param status the status answered, 0 when the connection was dropped
     * @param correlationId the answer's correlation id
     * @param fault the injected fault that applied, or {@code null}
     * @param sequence the request's number in the journal, 0 when none
     * @param template the route template, relative to {@code /api/v1}, or {@code null}
     * @param duration how long the answer took
     * @param protocol the HTTP version of the request: {@code HTTP/1.1}, {@code HTTP/1.0} or {@code HTTP/2}
     * @param responseBody the body answered, as compact JSON, redacted, or {@code null}
     * @throws NullPointerException when a part other than {@code body}, {@code fault} and {@code template} is null
     */
    public RecordedRequest {
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(correlationId, "correlationId");
        Objects.requireNonNull(duration, "duration");
        Objects.requireNonNull(protocol, "protocol");
        TreeMap<String, List<String>> copy = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.forEach((name, values) -> copy.put(name, List.copyOf(values)));
        headers = Collections.unmodifiableMap(copy);
    }

    /**
     * A request without its journal number, route template, duration, protocol and answer body: number 0, no
     * template, a zero duration, {@code HTTP/1.1}, no answer body.
     *
     * @param time when the request arrived
     * @param method the HTTP method
     * @param path the path as sent
     * @param query the query as sent, empty when none
     * @param headers the headers, redacted
     * @param body the body as compact JSON, redacted, or {@code null}
     * @param bodyBytes the size of the body as received
     * @param status the status answered, 0 when the connection was dropped
     * @param correlationId the answer's correlation id
     * @param fault the injected fault that applied, or {@code null}
     * @throws NullPointerException when a part other than {@code body} and {@code fault} is null
     */
    public RecordedRequest(
            Instant time,
            String method,
            String path,
            String query,
            Map<String, List<String>> headers,
            String body,
            long bodyBytes,
            int status,
            String correlationId,
            Fault fault) {
        this(
                time,
                method,
                path,
                query,
                headers,
                body,
                bodyBytes,
                status,
                correlationId,
                fault,
                0,
                null,
                Duration.ZERO,
                "HTTP/1.1",
                null);
    }

    /**
     * The first value of a header.
     *
     * @param name the header's name, case-insensitive
     * @return its first value, redacted, or empty when absent
     */
    public Optional<String> header(String name) {
        List<String> values = headers.get(name);
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    /** {@return the injected fault that applied to the request, or empty} */
    public Optional<Fault> appliedFault() {
        return Optional.ofNullable(fault);
    }

    /**
     * A value of the body.
     *
     * @param field a top-level member's name such as {@code name}, or a JSON Pointer such as
     *     {@code /credentials/database} or {@code /pagination/page}
     * @return a fresh copy of the value, or empty when the body or the member is absent
     * @throws IllegalArgumentException when the field is empty
     */
    public Optional<JsonNode> bodyField(String field) {
        if (Objects.requireNonNull(field, "field").isEmpty()) {
            throw new IllegalArgumentException("field must not be empty");
        }
        if (body == null) {
            return Optional.empty();
        }
        JsonPointer pointer = field.startsWith("/")
                ? JsonPointer.compile(field)
                : JsonPointer.compile("/" + field.replace("~", "~0").replace("/", "~1"));
        try {
            JsonNode value = Parser.MAPPER.readTree(body).at(pointer);
            return value.isMissingNode() ? Optional.empty() : Optional.of(value);
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }

    /** {@return one line: method, path and query, status, correlation id, fault and body} */
    @Override
    public String toString() {
        return method + " " + path + (query.isEmpty() ? "" : "?" + query) + " -> "
                + (status == 0 ? "dropped" : status) + " [" + correlationId + "]"
                + (fault == null ? "" : " fault " + fault) + (body == null ? "" : " " + abbreviate(body));
    }

    private static String abbreviate(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "...";
    }

    /** The mapper of the checks that read a body, set up only when a test first asks (not on the server's start). */
    private static final class Parser {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }
}
