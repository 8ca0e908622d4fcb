package io.dgq.sdk.observability;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How a call ended.
 *
 * @param statusCode the HTTP status of the last answer, or 0 when the last try got none
 * @param attempts how many tries were sent
 * @param duration from the start of the call to its end, retries and waits included
 * @param correlationId the correlation id of the last answer, when it had one
 * @param failure what the caller gets instead of an answer: a {@link io.dgq.sdk.errors.DgqException}, an
 *     {@link IllegalStateException} when the client closed during the call, or a
 *     {@link java.util.concurrent.CancellationException} when an asynchronous call was canceled; empty on success
 */
public record DgqCallResult(
        int statusCode, int attempts, Duration duration, Optional<String> correlationId, Optional<Throwable> failure) {

    /**
     * Checks the components.
     *
     * @param statusCode the HTTP status of the last answer, or 0 when the last try got none
     * @param attempts how many tries were sent
     * @param duration from the start of the call to its end, retries and waits included
     * @param correlationId the correlation id of the last answer, when it had one
     * @param failure what the caller gets instead of an answer: a {@link io.dgq.sdk.errors.DgqException}, an
     *     {@link IllegalStateException} when the client closed during the call, or a
     *     {@link java.util.concurrent.CancellationException} when an asynchronous call was canceled; empty on success
     * @throws NullPointerException if a component is {@code null}
     */
    public DgqCallResult {
        Objects.requireNonNull(duration, "duration");
        Objects.requireNonNull(correlationId, "correlationId");
        Objects.requireNonNull(failure, "failure");
    }

    /** {@return whether the call ended with its answer} */
    public boolean succeeded() {
        return failure.isEmpty();
    }
}
