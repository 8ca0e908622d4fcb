package io.dgq.sdk.internal;

import java.util.Arrays;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The {@linkplain Scheduler#daemon() client's scheduler}: one daemon thread that runs each task when it is due,
 * and is woken only by a task due before the time it already sleeps until. The deadline of a call is scheduled
 * when the call starts and canceled when its answer comes, so most deadlines are canceled long before they are
 * due; an executor that wakes its thread for each new first task (as {@code ScheduledThreadPoolExecutor} does when
 * its queue is empty) would wake it once per call. This one keeps sleeping until the time it planned, even with
 * nothing left to run, and then looks at the first task again. A canceled task leaves the queue at once. Internal.
 */
final class LazyTimer implements Scheduler {

    private final String threadName;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    /** A binary heap of the tasks by due time, each knowing its index, so that a cancel removes it at once. */
    private Task[] heap = new Task[16];

    private int size;
    private long sequence;
    private Thread thread;
    private boolean shutdown;
    /** Whether the thread waits with no time set; else, while {@link #sleeping}, it wakes at {@link #wakeAt}. */
    private boolean sleepingForever;

    private boolean sleeping;
    private long wakeAt;

    LazyTimer(String threadName) {
        this.threadName = threadName;
    }

    @Override
    public Future<?> schedule(Runnable task, long delayNanos) {
        Task scheduled = new Task(task, System.nanoTime() + Math.max(0, delayNanos));
        lock.lock();
        try {
            if (shutdown) {
                throw new RejectedExecutionException("the scheduler is shut down");
            }
            scheduled.sequence = sequence++;
            add(scheduled);
            if (thread == null) {
                thread = new Thread(this::runTasks, threadName);
                thread.setDaemon(true);
                thread.start();
            } else if (sleeping && (sleepingForever || scheduled.due - wakeAt < 0)) {
                changed.signal();
            }
        } finally {
            lock.unlock();
        }
        return scheduled;
    }

    @Override
    public void shutdown() {
        lock.lock();
        try {
            shutdown = true;
            for (int i = 0; i < size; i++) {
                heap[i].index = -1;
                heap[i] = null;
            }
            size = 0;
            changed.signal();
        } finally {
            lock.unlock();
        }
    }

    private void runTasks() {
        lock.lock();
        try {
            while (!shutdown) {
                long now = System.nanoTime();
                Task first = size == 0 ? null : heap[0];
                if (first != null && first.due - now <= 0) {
                    removeAt(0);
                    lock.unlock();
                    try {
                        first.run();
                    } finally {
                        lock.lock();
                    }
                    continue;
                }
                sleeping = true;
                try {
                    if (first != null && (sleepingForever || wakeAt - now <= 0 || first.due - wakeAt < 0)) {
                        wakeAt = first.due;
                    }
                    if (first == null && (sleepingForever || wakeAt - now <= 0)) {
                        sleepingForever = true;
                        changed.await();
                    } else {
                        sleepingForever = false;
                        changed.awaitNanos(wakeAt - now);
                    }
                } catch (InterruptedException e) {
                    // only shutdown() ends the thread; it is looked at on the next turn
                } finally {
                    sleeping = false;
                }
            }
        } finally {
            lock.unlock();
        }
    }

    private void cancel(Task task) {
        lock.lock();
        try {
            if (task.index >= 0) {
                removeAt(task.index);
            }
        } finally {
            lock.unlock();
        }
    }

    private void add(Task task) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
        }
        place(task, size++);
        siftUp(task.index);
    }

    private void removeAt(int index) {
        Task removed = heap[index];
        removed.index = -1;
        Task last = heap[--size];
        heap[size] = null;
        if (index < size) {
            place(last, index);
            siftDown(index);
            if (heap[index] == last) {
                siftUp(index);
            }
        }
    }

    private void siftUp(int index) {
        Task task = heap[index];
        while (index > 0) {
            int parent = (index - 1) >>> 1;
            if (!task.before(heap[parent])) {
                break;
            }
            place(heap[parent], index);
            index = parent;
        }
        place(task, index);
    }

    private void siftDown(int index) {
        Task task = heap[index];
        int half = size >>> 1;
        while (index < half) {
            int child = 2 * index + 1;
            if (child + 1 < size && heap[child + 1].before(heap[child])) {
                child++;
            }
            if (!heap[child].before(task)) {
                break;
            }
            place(heap[child], index);
            index = child;
        }
        place(task, index);
    }

    private void place(Task task, int index) {
        heap[index] = task;
        task.index = index;
    }

    @Override
    public String toString() {
        lock.lock();
        try {
            return "Scheduler{" + size + " tasks}";
        } finally {
            lock.unlock();
        }
    }

    /** A scheduled task; its {@code cancel} takes it out of the queue. */
    private final class Task extends FutureTask<Void> {

        final long due;
        long sequence;
        /** Its place in the heap, or -1 once it left the queue; guarded by the lock. */
        int index = -1;

        Task(Runnable task, long due) {
            super(task, null);
            this.due = due;
        }

        boolean before(Task other) {
            long difference = due - other.due;
            return difference < 0 || (difference == 0 && sequence < other.sequence);
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean canceled = super.cancel(mayInterruptIfRunning);
            if (canceled) {
                LazyTimer.this.cancel(this);
            }
            return canceled;
        }
    }
}
