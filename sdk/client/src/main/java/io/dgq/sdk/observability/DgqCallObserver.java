package io.dgq.sdk.observability;

/**
 * Observes one call, from its first try to its end, as returned by {@link DgqCallListener#onCallStart(DgqCall)}.
 * Its methods are called in order, never at the same time: for each try {@link #onAttemptStart} then
 * {@link #onAttemptEnd}; {@link #onRetry} between a failed try and the next; {@link #onCallEnd} exactly once, last.
 * They may run on different threads (an asynchronous call's tries run on OkHttp's threads, its retries on the
 * client's scheduler); each happens after the one before it. Every method does nothing by default.
 */
public interface DgqCallObserver {

    /** The observer that does nothing. */
    DgqCallObserver NONE = new DgqCallObserver() {};

    /**
     * Called before each try is sent; {@link DgqAttempt#header(String, String)} adds a header to this try only.
     *
     * @param attempt the try, numbered from 1
     */
    default void onAttemptStart(DgqAttempt attempt) {}

    /**
     * Called when a try has an answer (its status read; for a success, its body decoded) or failed without one.
     *
     * @param result the try's status or failure, and its duration
     */
    default void onAttemptEnd(DgqAttemptResult result) {}

    /**
     * Called when the call will be tried again, before the wait.
     *
     * @param retry the next try's number, the wait and its reason
     */
    default void onRetry(DgqRetry retry) {}

    /**
     * Called once when the call ends: with its answer, or with the exception its caller gets.
     *
     * @param result the call's last status, failure, correlation id, number of tries and duration
     */
    default void onCallEnd(DgqCallResult result) {}
}
