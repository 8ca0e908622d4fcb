package io.dgq.sdk.core;

import io.dgq.sdk.internal.checks.OptionChecks;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Options of one call, overriding the client's: the deadline of the whole method call, the timeout of one try,
 * the number of retries, and extra headers. Every resource method has an overload that takes them. Immutable.
 *
 * <pre>{@code
 * client.domains().get(id, RequestOptions.builder().apiCallTimeout(Duration.ofSeconds(5)).maxRetries(1).build());
 * }</pre>
 */
public final class RequestOptions {

    private static final RequestOptions NONE = new Builder().build();

    private final Duration apiCallTimeout;
    private final Duration apiCallAttemptTimeout;
    private final Integer maxRetries;
    private final Map<String, String> headers;

    private RequestOptions(Builder b) {
        this.apiCallTimeout = b.apiCallTimeout;
        this.apiCallAttemptTimeout = b.apiCallAttemptTimeout;
        this.maxRetries = b.maxRetries;
        this.headers = Map.copyOf(b.headers);
    }

    /**
     * Returns the options that change nothing.
     *
     * @return the shared empty options
     */
    public static RequestOptions none() {
        return NONE;
    }

    /**
     * Returns a new builder.
     *
     * @return a builder with nothing set
     */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return the deadline of the whole method call (every try and every wait), or empty for the client's} */
    public Optional<Duration> apiCallTimeout() {
        return Optional.ofNullable(apiCallTimeout);
    }

    /** {@return the timeout of one try, or empty for the client's} */
    public Optional<Duration> apiCallAttemptTimeout() {
        return Optional.ofNullable(apiCallAttemptTimeout);
    }

    /** {@return the number of retries, or empty for the client's} */
    public OptionalInt maxRetries() {
        return maxRetries == null ? OptionalInt.empty() : OptionalInt.of(maxRetries);
    }

    /** {@return the extra headers; never {@code null}} */
    public Map<String, String> headers() {
        return headers;
    }

    @Override
    public String toString() {
        return "RequestOptions{apiCallTimeout=" + apiCallTimeout + ", apiCallAttemptTimeout=" + apiCallAttemptTimeout
                + ", maxRetries=" + maxRetries + ", headers=" + headers.keySet() + "}";
    }

    /** Builds {@link RequestOptions}. */
    public static final class Builder {

        private Duration apiCallTimeout;
        private Duration apiCallAttemptTimeout;
        private Integer maxRetries;
        private final Map<String, String> headers = new LinkedHashMap<>();

        private Builder() {}

        /**
         * Sets the deadline of this whole method call: every try, every backoff and every {@code Retry-After} wait.
         * A wait that would pass it ends the retries at once and the last failure is thrown; a try still running
         * when it passes fails with a timeout.
         *
         * @param timeout a positive duration
         * @return this builder
         * @throws IllegalArgumentException if it is {@code null}, zero or negative
         */
        public Builder apiCallTimeout(Duration timeout) {
            this.apiCallTimeout = OptionChecks.positive(timeout, "apiCallTimeout");
            return this;
        }

        /**
         * Sets the timeout of each try of this call: connect, send, wait and read the answer. A try that times out
         * may be retried, within {@link #apiCallTimeout(Duration)}.
         *
         * @param timeout a positive duration
         * @return this builder
         * @throws IllegalArgumentException if it is {@code null}, zero or negative
         */
        public Builder apiCallAttemptTimeout(Duration timeout) {
            this.apiCallAttemptTimeout = OptionChecks.positive(timeout, "apiCallAttemptTimeout");
            return this;
        }

        /**
         * Sets how many times a failed call is retried.
         *
         * @param maxRetries 0 (no retry) or more
         * @return this builder
         * @throws IllegalArgumentException if negative
         */
        public Builder maxRetries(int maxRetries) {
            this.maxRetries = OptionChecks.notNegative(maxRetries, "maxRetries");
            return this;
        }

        /**
         * Adds a header to this call.
         *
         * @param name the header name; not {@code Authorization}, which the client sets from its token
         * @param value the value
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or {@code Authorization}, or the value is
         *     {@code null}
         */
        public Builder header(String name, String value) {
            headers.put(OptionChecks.headerName(name), OptionChecks.headerValue(name, value));
            return this;
        }

        /**
         * Builds the options.
         *
         * @return the options
         */
        public RequestOptions build() {
            return new RequestOptions(this);
        }
    }
}
