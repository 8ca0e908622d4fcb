package io.dgq.sdk.observability;

import java.time.Duration;
import java.util.Objects;

/**
 * A decision to try a call again.
 *
 * @param nextAttempt the number of the try to come, from 2
 * @param delay the wait before it (backoff or the server's {@code Retry-After})
 * @param reason what failed, such as {@code HTTP 503} or {@code SocketTimeoutException}
 */
public record DgqRetry(int nextAttempt, Duration delay, String reason) {

    /**
     * Checks the components.
     *
     * @param nextAttempt the number of the try to come, from 2
     * @param delay the wait before it (backoff or the server's {@code Retry-After})
     * @param reason what failed, such as {@code HTTP 503} or {@code SocketTimeoutException}
     * @throws NullPointerException if a component is {@code null}
     */
    public DgqRetry {
        Objects.requireNonNull(delay, "delay");
        Objects.requireNonNull(reason, "reason");
    }
}
