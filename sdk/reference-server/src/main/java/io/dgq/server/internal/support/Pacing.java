package io.dgq.server.internal.support;

import java.io.InterruptedIOException;

/** Waits for the moment a paced answer's next slice is due, for the slow-body fault of both HTTP versions. */
public final class Pacing {

    private Pacing() {}

    /**
     * Sleeps until {@code due}, or returns at once if it has passed.
     *
     * @param due the moment, in {@link System#nanoTime()}'s terms
     * @throws InterruptedIOException if the thread is interrupted while it waits (its interrupt status is kept)
     */
    public static void until(long due) throws InterruptedIOException {
        long wait = due - System.nanoTime();
        if (wait > 0) {
            try {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while pacing an answer");
            }
        }
    }
}
