package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.HttpLog;
import io.dgq.sdk.internal.RetryPolicy;
import java.io.IOException;
import java.time.Duration;

/**
 * The loop of tries: after each try that got no answer to hand back, decides (here, and only here) whether the call
 * is tried again and after what wait, by {@link RetryPolicy} (what is retried, backoff with jitter,
 * {@code Retry-After}), within the call's retries and deadline: a wait that would pass the deadline ends the retries.
 * The blocking call waits with the client's {@code Sleeper} (an interrupt ends the call, the thread's flag kept); the
 * asynchronous one schedules the next try on the client's scheduler and holds no thread. Internal.
 */
final class RetryStage implements CallStage {

    private final ClientConfig config;
    private final ClientLifecycle lifecycle;
    private final RetryPolicy policy;
    private final CallStage next;

    RetryStage(ClientConfig config, ClientLifecycle lifecycle, RetryPolicy policy, CallStage next) {
        this.config = config;
        this.lifecycle = lifecycle;
        this.policy = policy;
        this.next = next;
    }

    @Override
    public <T> DgqResponse<T> execute(CallContext<T> call) {
        while (true) {
            DgqResponse<T> answer = next.execute(call);
            if (answer != null || !retries(call) || !paused(call)) {
                return answer;
            }
            call.clearFailure();
        }
    }

    @Override
    public <T> void start(CallContext<T> call, AsyncCall<T, ?> future) {
        next.start(call, future);
    }

    /**
     * Decides after a try that failed (an error answer, or none): plans the next try and says so, or says that the
     * call fails as the try did. Not retried: an interrupt, a status or failure the policy does not retry for the
     * operation (a create that may have reached the server), no retry left, or a wait that would pass the deadline.
     *
     * @param call the call, with its last try's failure
     * @return whether the call is tried again after {@code call.wait}
     */
    boolean retries(CallContext<?> call) {
        if (call.interrupted) {
            return false;
        }
        if (call.failedStatus > 0) {
            int status = call.failedStatus;
            if (call.attempt < call.maxRetries && policy.retriesStatus(call.endpoint.safety(), status)) {
                Duration delay = policy.delay(
                        call.attempt,
                        call.failedHeaders.get("Retry-After"),
                        config.clock().instant());
                return delay != null && planRetry(call, delay, "HTTP " + status);
            }
            return false;
        }
        IOException e = call.failure;
        if (RetryPolicy.isInterrupt(e)) {
            return false;
        }
        return call.attempt < call.maxRetries
                && policy.retriesFailure(call.endpoint.safety(), e)
                && planRetry(
                        call,
                        policy.delay(call.attempt, null, config.clock().instant()),
                        e.getClass().getSimpleName());
    }

    /** Plans the next try after a wait, if the wait ends before the deadline. */
    private static boolean planRetry(CallContext<?> call, Duration delay, String reason) {
        if (CallContext.nanos(delay) >= call.nanosLeft()) {
            return false;
        }
        call.attempt++;
        call.wait = delay;
        call.events.retry(call.attempt + 1, delay, reason);
        HttpLog.retry(call.target, call.attempt, delay.toMillis(), reason);
        return true;
    }

    /** Waits on the calling thread before the next try; says whether it did, or was interrupted (kept in the call). */
    private boolean paused(CallContext<?> call) {
        if (Thread.currentThread().isInterrupted()) {
            call.interrupted = true;
            return false;
        }
        try {
            config.sleeper().sleep(call.wait);
            return true;
        } catch (InterruptedException e) {
            call.interrupted = true;
            call.interrupt = e;
            return false;
        }
    }

    /** Schedules the next try of an asynchronous call that {@link #retries} it, after its wait. */
    void scheduleRetry(CallContext<?> call, AsyncCall<?, ?> future) {
        future.retryAfter(config.scheduler(), CallContext.nanos(call.wait), lifecycle);
    }

    /** Sends the next try of an asynchronous call, when its wait is over. */
    <T> void retryNow(CallContext<T> call, AsyncCall<T, ?> future) {
        call.clearFailure();
        next.start(call, future);
    }
}
