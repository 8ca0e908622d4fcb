package io.dgq.sdk.testing;

import io.dgq.sdk.internal.Scheduler;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;

/**
 * A scheduler that runs nothing by itself: it records each task with its delay, and the test runs the tasks it
 * chooses, so that no test waits for a backoff or a deadline.
 */
public final class ManualScheduler implements Scheduler {

    /** A task as scheduled: its delay and the handle the SDK holds. */
    public record Task(Duration delay, FutureTask<Void> handle) {

        /** Runs the task now, unless it was canceled. */
        public void run() {
            handle.run();
        }

        /** {@return whether the SDK canceled the task} */
        public boolean canceled() {
            return handle.isCancelled();
        }
    }

    private final List<Task> tasks = new CopyOnWriteArrayList<>();
    private volatile boolean shutdown;

    @Override
    public Future<?> schedule(Runnable task, long delayNanos) {
        if (shutdown) {
            throw new java.util.concurrent.RejectedExecutionException("shut down");
        }
        FutureTask<Void> handle = new FutureTask<>(task, null);
        tasks.add(new Task(Duration.ofNanos(delayNanos), handle));
        return handle;
    }

    @Override
    public void shutdown() {
        shutdown = true;
    }

    /** {@return whether the client shut the scheduler down} */
    public boolean isShutdown() {
        return shutdown;
    }

    /** {@return the tasks scheduled with this delay, in order} */
    public List<Task> withDelay(Duration delay) {
        return tasks.stream().filter(t -> t.delay().equals(delay)).toList();
    }

    /** {@return the first task scheduled with this delay, waiting up to 5 s for it} */
    public Task awaitTask(Duration delay) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (System.nanoTime() < end) {
            List<Task> found = withDelay(delay);
            if (!found.isEmpty()) {
                return found.get(0);
            }
            Thread.onSpinWait();
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("No task with a delay of " + delay + " was scheduled; tasks: " + tasks);
    }

    /** {@return every task scheduled so far} */
    public List<Task> tasks() {
        return List.copyOf(tasks);
    }
}
