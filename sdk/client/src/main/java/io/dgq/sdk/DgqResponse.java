package io.dgq.sdk;

import java.time.OffsetDateTime;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * A successful answer with its envelope: the typed {@code data} plus the envelope's message, timestamp and
 * correlation id, and the HTTP status and headers. Returned by the methods of {@link DgqClient#withRawResponse()}.
 * Immutable.
 *
 * @param <T> the type of {@code data}
 */
public final class DgqResponse<T> {

    private final T data;
    private final int statusCode;
    private final Map<String, List<String>> headers;
    private final String message;
    private final OffsetDateTime timestamp;
    private final String correlationId;

    /**
     * Creates a response. The SDK calls this; tests may too.
     *
     * @param data the decoded {@code data}
     * @param statusCode the HTTP status
     * @param headers the response headers, names in lower case; kept as given (read-only), not copied
     * @param message the envelope's {@code message}
     * @param timestamp the envelope's {@code timestamp}
     * @param correlationId the envelope's {@code correlation_id}
     */
    public DgqResponse(
            T data,
            int statusCode,
            Map<String, List<String>> headers,
            String message,
            OffsetDateTime timestamp,
            String correlationId) {
        this.data = data;
        this.statusCode = statusCode;
        this.headers = Collections.unmodifiableMap(Objects.requireNonNull(headers, "headers"));
        this.message = message;
        this.timestamp = timestamp;
        this.correlationId = correlationId;
    }

    /** {@return the decoded {@code data}} */
    public T data() {
        return data;
    }

    /** {@return the HTTP status, 2xx} */
    public int statusCode() {
        return statusCode;
    }

    /** {@return the response headers, names in lower case} */
    public Map<String, List<String>> headers() {
        return headers;
    }

    /**
     * Returns the first value of a response header.
     *
     * @param name the header name, in any case
     * @return the value, or {@code null} when absent
     */
    public String header(String name) {
        List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /** {@return the envelope's human-readable {@code message}} */
    public String message() {
        return message;
    }

    /**
     * Returns the envelope's server {@code timestamp}. A timestamp sent without an offset is read as UTC; one that
     * is absent or cannot be read is {@code null} and never fails the call.
     *
     * @return the server's time of the answer, or {@code null}
     */
    public OffsetDateTime timestamp() {
        return timestamp;
    }

    /** {@return the envelope's {@code correlation_id}: quote it to support} */
    public String correlationId() {
        return correlationId;
    }

    /**
     * Returns the same envelope with other data.
     *
     * @param mapper turns this data into the new data
     * @param <R> the new data type
     * @return a new response
     */
    public <R> DgqResponse<R> map(Function<? super T, ? extends R> mapper) {
        return new DgqResponse<>(mapper.apply(data), statusCode, headers, message, timestamp, correlationId);
    }

    @Override
    public String toString() {
        return "DgqResponse{status=" + statusCode + ", message=" + message + ", correlationId=" + correlationId
                + ", timestamp=" + timestamp + "}";
    }
}
