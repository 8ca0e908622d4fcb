package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.ErrorAnswers;
import io.dgq.sdk.internal.FailedCalls;
import io.dgq.sdk.internal.LazyHeaders;
import io.dgq.sdk.internal.RedactedCause;
import io.dgq.sdk.internal.ResponseDecoder;
import io.dgq.sdk.internal.RetryPolicy;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;

/**
 * The outermost stage: makes the exception a failed call ends with (an error answer mapped to its
 * {@code DgqException}, a connection failure, an interrupt, a passed deadline), with the token redacted from every
 * text and cause; names the call on it; and ends the call for its listeners, with its answer or its failure.
 * Internal.
 */
final class ErrorsStage implements CallStage {

    private final ClientConfig config;
    private final CallStage next;

    ErrorsStage(ClientConfig config, CallStage next) {
        this.config = config;
        this.next = next;
    }

    @Override
    public <T> DgqResponse<T> execute(CallContext<T> call) {
        try {
            DgqResponse<T> answer = next.execute(call);
            if (answer == null) {
                throw exception(call);
            }
            call.events.succeeded(answer);
            return answer;
        } catch (RuntimeException e) {
            throw (RuntimeException) failed(call, e);
        } catch (Error e) {
            failed(call, e);
            throw e;
        }
    }

    @Override
    public <T> void start(CallContext<T> call, AsyncCall<T, ?> future) {
        try {
            next.start(call, future);
        } catch (RuntimeException e) {
            future.fail(e);
        }
    }

    /**
     * Ends the call with what its caller gets instead of an answer: names the call on it, tells the listeners.
     *
     * @return what the caller gets: a {@code DgqException} naming the call (its fields are final: a copy of
     *     {@code failure}), or {@code failure} itself
     */
    Throwable failed(CallContext<?> call, Throwable failure) {
        Throwable named = FailedCalls.name(failure, call.endpoint, config.apiRootPath());
        call.events.failed(named);
        return named;
    }

    /** {@return the exception of a call whose last try failed and is not retried, as {@code call} says it failed} */
    RuntimeException exception(CallContext<?> call) {
        if (call.interrupted) {
            return interrupted(call, call.interrupt);
        }
        if (call.failedStatus > 0) {
            return ResponseDecoder.toException(
                    call.target,
                    call.url,
                    call.failedStatus,
                    new LazyHeaders(call.failedHeaders),
                    call.failedBody,
                    config.clock().instant(),
                    call.token,
                    config.maxRedirects());
        }
        IOException e = call.failure;
        if (RetryPolicy.isInterrupt(e)) {
            return interrupted(call, e);
        }
        return connectionFailure(call, e, call.nanosLeft() <= 0);
    }

    /** {@return the failure of a call whose deadline passed before its answer came} */
    DgqConnectionException deadlinePassed(CallContext<?> call) {
        return new DgqConnectionException(
                call.target + " timed out (its apiCallTimeout passed)"
                        + (call.attempt > 0 ? " after " + call.attempt + " retries" : ""),
                true,
                null);
    }

    /** Keeps (or restores) the thread's interrupt flag and ends the call. */
    private static DgqConnectionException interrupted(CallContext<?> call, Exception cause) {
        Thread.currentThread().interrupt();
        return new DgqConnectionException(call.target + " was interrupted; not retried", false, cause);
    }

    private static DgqConnectionException connectionFailure(
            CallContext<?> call, IOException e, boolean deadlinePassed) {
        int retries = call.attempt;
        boolean timeout = e instanceof SocketTimeoutException || e instanceof InterruptedIOException;
        String what = timeout
                ? "timed out" + (deadlinePassed ? " (its apiCallTimeout passed)" : "")
                : "failed: " + e.getClass().getSimpleName()
                        + (e.getMessage() == null ? "" : " (" + ErrorAnswers.quoted(e.getMessage(), call.token) + ")");
        String hint = RetryPolicy.isPlainHttpPeer(e)
                ? "; the server at " + call.url.host() + ":" + call.url.port()
                        + " answered in plain HTTP, not TLS: if it speaks plain HTTP (as the reference server does), use an"
                        + " http:// base URL"
                : "";
        return new DgqConnectionException(
                call.target + " " + what + (retries > 0 ? " after " + retries + " retries" : "") + hint,
                timeout,
                RedactedCause.of(e, call.token));
    }
}
