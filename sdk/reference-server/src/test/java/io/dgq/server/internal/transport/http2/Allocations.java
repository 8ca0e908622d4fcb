package io.dgq.server.internal.transport.http2;

import java.lang.management.ManagementFactory;

/** Bytes allocated by the current thread, from the JVM's own counter (HotSpot's com.sun.management extension). */
final class Allocations {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private Allocations() {}

    /** What the current thread allocates while {@code task} runs (the counter's own cost, a few bytes, included). */
    static long measure(ThrowingRunnable task) throws Exception {
        long id = Thread.currentThread().getId();
        long before = THREADS.getThreadAllocatedBytes(id);
        task.run();
        return THREADS.getThreadAllocatedBytes(id) - before;
    }

    /** A task that may throw. */
    interface ThrowingRunnable {
        /** Runs the task. */
        void run() throws Exception;
    }
}
