package io.dgq.sdk.observability;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How one try of a call ended.
 *
 * @param number the try's number, from 1
 * @param statusCode the HTTP status of its answer, or 0 when it got none
 * @param duration from sending the try to its answer (decoded, for a success) or failure
 * @param failure why it got no answer (a connection failure or timeout); empty when it got one
 */
public record DgqAttemptResult(int number, int statusCode, Duration duration, Optional<Throwable> failure) {

    /**
     * Checks the components.
     *
     * @param number the try's number, from 1
     * @param statusCode the HTTP status of its answer, or 0 when it got none
     * @param duration from sending the try to its answer (decoded, for a success) or failure
     * @param failure why it got no answer (a connection failure or timeout); empty when it got one
     * @throws NullPointerException if a component is {@code null}
     */
    public DgqAttemptResult {
        Objects.requireNonNull(duration, "duration");
        Objects.requireNonNull(failure, "failure");
    }
}
