package io.dgq.sdk.internal;

import java.util.concurrent.Future;

/**
 * Runs the delayed tasks of asynchronous calls: the retries after a backoff or a {@code Retry-After} wait, and the
 * end of a call's deadline ({@code apiCallTimeout}). No thread waits for them: one timer thread per client runs
 * each task when it is due. Tests inject one that records the delays and runs the tasks when told. Internal.
 */
public interface Scheduler {

    /**
     * Runs a task once, after a delay.
     *
     * @param task the task; it must not block
     * @param delayNanos the delay in nanoseconds, 0 or more
     * @return a handle whose {@code cancel} drops the task if it has not run
     */
    Future<?> schedule(Runnable task, long delayNanos);

    /** Drops every task not yet run and lets the timer thread end: the client is closed. */
    void shutdown();

    /**
     * Returns a scheduler whose one daemon thread starts with the first task and ends with {@link #shutdown()}.
     * Canceled tasks leave its queue at once, so that the deadlines of completed calls do not pile up, and a new
     * task wakes the thread only when it is due before the thread would wake anyway, so that a deadline scheduled
     * and canceled per call costs no wake-up ({@link LazyTimer}).
     *
     * @return the scheduler
     */
    static Scheduler daemon() {
        return new LazyTimer("dgq-sdk-scheduler-1");
    }
}
