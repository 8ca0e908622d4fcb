package io.dgq.sdk.errors;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * What the server answered to a failed call: status, headers, raw body, and the envelope's message, correlation
 * id, error code and details when the body had them. Immutable.
 */
public final class HttpFailure {

    static final HttpFailure NONE = new HttpFailure(0, Map.of(), null, null, null, null, List.of());

    private final int statusCode;
    private final Map<String, List<String>> headers;
    private final String rawBody;
    private final String serverMessage;
    private final String correlationId;
    private final String errorCode;
    private final List<ErrorDetail> details;

    /**
     * Creates the description of an answer; {@link #builder()} makes them.
     *
     * @param statusCode the HTTP status
     * @param headers the response headers, names in lower case
     * @param rawBody the body as text, or {@code null}
     * @param serverMessage the envelope's {@code message}, or {@code null}
     * @param correlationId the correlation id, or {@code null}
     * @param errorCode {@code data.error.code}, or {@code null}
     * @param details {@code data.error.details}; empty for none
     */
    private HttpFailure(
            int statusCode,
            Map<String, List<String>> headers,
            String rawBody,
            String serverMessage,
            String correlationId,
            String errorCode,
            List<ErrorDetail> details) {
        this.statusCode = statusCode;
        this.headers = Map.copyOf(Objects.requireNonNull(headers, "headers"));
        this.rawBody = rawBody;
        this.serverMessage = serverMessage;
        this.correlationId = correlationId;
        this.errorCode = errorCode;
        this.details = List.copyOf(Objects.requireNonNull(details, "details"));
    }

    /**
     * Returns an empty builder, to describe an answer in a test, for example to construct the exception a stubbed
     * client throws: {@code new DgqNotFoundException(HttpFailure.builder().statusCode(404)...build())}.
     *
     * @return a new builder; every field starts empty (status 0, no headers, no body)
     */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return the HTTP status, or 0 for no answer} */
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
        List<String> values = headers.get(name.toLowerCase(java.util.Locale.ROOT));
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /** {@return the raw body, or {@code null}} */
    public String rawBody() {
        return rawBody;
    }

    /** {@return the envelope's message, or {@code null}} */
    public String serverMessage() {
        return serverMessage;
    }

    /** {@return the correlation id, or {@code null}} */
    public String correlationId() {
        return correlationId;
    }

    /** {@return the error code, or {@code null}} */
    public String errorCode() {
        return errorCode;
    }

    /** {@return the error details; never {@code null}} */
    public List<ErrorDetail> details() {
        return details;
    }

    /**
     * Describes the answer in one line: status, server message, error code and correlation id.
     *
     * @return for example {@code HTTP 404: Domain not found (code NOT_FOUND, correlation_id 5f0c...)}
     */
    public String describe() {
        StringBuilder sb = new StringBuilder("HTTP ").append(statusCode);
        sb.append(": ").append(serverMessage == null || serverMessage.isBlank() ? "(no message)" : serverMessage);
        if (!details.isEmpty()) {
            sb.append(' ').append(details);
        }
        sb.append(" (");
        if (errorCode != null) {
            sb.append("code ").append(errorCode).append(", ");
        }
        sb.append("correlation_id ")
                .append(correlationId == null ? "none" : correlationId)
                .append(')');
        return sb.toString();
    }

    @Override
    public String toString() {
        return describe();
    }

    /** Builds an {@link HttpFailure}. */
    public static final class Builder {

        private int statusCode;
        private final Map<String, List<String>> headers = new LinkedHashMap<>();
        private String rawBody;
        private String serverMessage;
        private String correlationId;
        private String errorCode;
        private List<ErrorDetail> details = List.of();

        private Builder() {}

        /**
         * Sets the HTTP status.
         *
         * @param statusCode the status, for example 404
         * @return this builder
         */
        public Builder statusCode(int statusCode) {
            this.statusCode = statusCode;
            return this;
        }

        /**
         * Adds a response header value; the name is stored in lower case, as the SDK stores answers' headers.
         *
         * @param name the header name, in any case
         * @param value the value
         * @return this builder
         * @throws NullPointerException if the name or value is {@code null}
         */
        public Builder header(String name, String value) {
            Objects.requireNonNull(value, "value");
            headers.computeIfAbsent(name.toLowerCase(Locale.ROOT), key -> new ArrayList<>())
                    .add(value);
            return this;
        }

        /**
         * Sets the raw response body.
         *
         * @param rawBody the body as text, or {@code null}
         * @return this builder
         */
        public Builder rawBody(String rawBody) {
            this.rawBody = rawBody;
            return this;
        }

        /**
         * Sets the envelope's {@code message}.
         *
         * @param serverMessage the message, or {@code null}
         * @return this builder
         */
        public Builder serverMessage(String serverMessage) {
            this.serverMessage = serverMessage;
            return this;
        }

        /**
         * Sets the correlation id.
         *
         * @param correlationId the id, or {@code null}
         * @return this builder
         */
        public Builder correlationId(String correlationId) {
            this.correlationId = correlationId;
            return this;
        }

        /**
         * Sets the error code of {@code data.error.code}.
         *
         * @param errorCode the code, for example {@code NOT_FOUND}, or {@code null}
         * @return this builder
         */
        public Builder errorCode(String errorCode) {
            this.errorCode = errorCode;
            return this;
        }

        /**
         * Sets the field-level details of {@code data.error.details}.
         *
         * @param details the details; empty for none
         * @return this builder
         * @throws NullPointerException if the list or one of its details is {@code null}
         */
        public Builder details(List<ErrorDetail> details) {
            this.details = List.copyOf(details);
            return this;
        }

        /**
         * Builds the description of the answer.
         *
         * @return an immutable answer
         */
        public HttpFailure build() {
            Map<String, List<String>> frozen = new LinkedHashMap<>();
            headers.forEach((name, values) -> frozen.put(name, List.copyOf(values)));
            return new HttpFailure(statusCode, frozen, rawBody, serverMessage, correlationId, errorCode, details);
        }
    }
}
