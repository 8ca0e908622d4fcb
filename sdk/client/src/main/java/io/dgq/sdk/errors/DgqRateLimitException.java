package io.dgq.sdk.errors;

import java.time.Duration;
import java.util.Optional;

/**
 * Too many requests (HTTP 429), after the SDK's retries. {@link #retryAfter()} says when the server will accept
 * more.
 */
public class DgqRateLimitException extends DgqException {

    private static final long serialVersionUID = 1L;

    /** The wait the server asked for, or {@code null}. */
    private final Duration retryAfter;

    /**
     * Creates the exception for a 429 answer.
     *
     * @param failure the answer
     * @param retryAfter the wait the {@code Retry-After} header asked for, or {@code null}
     */
    public DgqRateLimitException(HttpFailure failure, Duration retryAfter) {
        super(failure, null);
        this.retryAfter = retryAfter;
    }

    /** {@return the wait the server asked for in {@code Retry-After}, or empty when it named none} */
    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqRateLimitException(DgqRateLimitException original, CallName call) {
        super(original, call);
        this.retryAfter = original.retryAfter;
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqRateLimitException.class ? new DgqRateLimitException(this, call) : null;
    }
}
