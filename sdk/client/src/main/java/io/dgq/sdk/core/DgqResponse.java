package io.dgq.sdk.core;

import java.time.OffsetDateTime;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A successful answer with its envelope: the typed {@code data} plus the envelope's message, timestamp and
 * correlation id, and the HTTP status and headers. Returned by the methods of {@link io.dgq.sdk.DgqClient#withRawResponse()}.
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
    private final byte[] rawBody;

    private DgqResponse(
            T data,
            int statusCode,
            Map<String, List<String>> headers,
            String message,
            OffsetDateTime timestamp,
            String correlationId,
            byte[] rawBody) {
        this.data = data;
        this.statusCode = statusCode;
        this.headers = headers;
        this.message = message;
        this.timestamp = timestamp;
        this.correlationId = correlationId;
        this.rawBody = rawBody;
    }

    /**
     * Returns a builder of a response: the SDK makes them; a test may, to stub a call of the raw-response view.
     *
     * @param <T> the type of {@code data}
     * @return a builder, status 200 and no header until set
     */
    public static <T> Builder<T> builder() {
        return new Builder<>();
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
     * Returns the answer's body as it was received, when the SDK read it whole before decoding it: an answer whose
     * announced length is within 1 MiB, the byte limit and the heap budget, as the answers of a {@code get} and of
     * pages of the usual sizes are. A larger answer, or one whose length was not announced, is decoded as it arrives
     * and not kept, so that it takes its heap once: empty then.
     *
     * @return a copy of the body's bytes, or empty
     */
    public Optional<byte[]> rawBody() {
        return rawBody == null ? Optional.empty() : Optional.of(rawBody.clone());
    }

    /**
     * Returns the same envelope with other data.
     *
     * @param mapper turns this data into the new data
     * @param <R> the new data type
     * @return a new response
     */
    public <R> DgqResponse<R> map(Function<? super T, ? extends R> mapper) {
        return new DgqResponse<>(mapper.apply(data), statusCode, headers, message, timestamp, correlationId, rawBody);
    }

    /**
     * Builds a {@link DgqResponse}. Not thread-safe.
     *
     * @param <T> the type of {@code data}
     */
    public static final class Builder<T> {
        private T data;
        private int statusCode = 200;
        private Map<String, List<String>> headers = Map.of();
        private String message;
        private OffsetDateTime timestamp;
        private String correlationId;
        private byte[] rawBody;

        private Builder() {}

        /**
         * Sets the decoded {@code data}.
         *
         * @param data the data
         * @return this builder
         */
        public Builder<T> data(T data) {
            this.data = data;
            return this;
        }

        /**
         * Sets the HTTP status.
         *
         * @param statusCode the status, 2xx
         * @return this builder
         */
        public Builder<T> statusCode(int statusCode) {
            this.statusCode = statusCode;
            return this;
        }

        /**
         * Sets the response headers.
         *
         * @param headers the headers, names in lower case; kept as given (read-only), not copied
         * @return this builder
         */
        public Builder<T> headers(Map<String, List<String>> headers) {
            this.headers = Objects.requireNonNull(headers, "headers");
            return this;
        }

        /**
         * Sets the envelope's {@code message}.
         *
         * @param message the message, or {@code null}
         * @return this builder
         */
        public Builder<T> message(String message) {
            this.message = message;
            return this;
        }

        /**
         * Sets the envelope's {@code timestamp}.
         *
         * @param timestamp the timestamp, or {@code null}
         * @return this builder
         */
        public Builder<T> timestamp(OffsetDateTime timestamp) {
            this.timestamp = timestamp;
            return this;
        }

        /**
         * Sets the envelope's {@code correlation_id}.
         *
         * @param correlationId the id, or {@code null}
         * @return this builder
         */
        public Builder<T> correlationId(String correlationId) {
            this.correlationId = correlationId;
            return this;
        }

        /**
         * Sets the body as received.
         *
         * @param rawBody the bytes, kept as given (never handed out but as a copy); {@code null} for none kept
         * @return this builder
         */
        public Builder<T> rawBody(byte[] rawBody) {
            this.rawBody = rawBody;
            return this;
        }

        /** {@return the response} */
        public DgqResponse<T> build() {
            return new DgqResponse<>(
                    data, statusCode, Collections.unmodifiableMap(headers), message, timestamp, correlationId, rawBody);
        }
    }

    @Override
    public String toString() {
        return "DgqResponse{status=" + statusCode + ", message=" + message + ", correlationId=" + correlationId
                + ", timestamp=" + timestamp + "}";
    }
}
