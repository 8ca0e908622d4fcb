package io.dgq.sdk.core;

import java.time.Duration;

/**
 * Waits between retries. The default sleeps; tests inject one that records the waits instead, so they never
 * really sleep.
 */
@FunctionalInterface
public interface Sleeper {

    /** Sleeps on the calling thread with {@link Thread#sleep(long)}. */
    Sleeper SYSTEM = duration -> Thread.sleep(duration.toMillis());

    /**
     * Waits.
     *
     * @param duration how long, never negative
     * @throws InterruptedException if the thread is interrupted while waiting
     */
    void sleep(Duration duration) throws InterruptedException;
}
