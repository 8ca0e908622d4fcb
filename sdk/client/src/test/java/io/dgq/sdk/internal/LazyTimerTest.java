package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The client's scheduler: tasks run in due order, a cancel takes a task out at once, an earlier task is not late. */
class LazyTimerTest {

    private static final long HOUR = TimeUnit.HOURS.toNanos(1);

    private final Scheduler scheduler = Scheduler.daemon();

    @AfterEach
    void shutDown() {
        scheduler.shutdown();
    }

    private static long millis(long ms) {
        return TimeUnit.MILLISECONDS.toNanos(ms);
    }

    @Test
    void runsTasksInTheOrderTheyAreDue() throws Exception {
        List<Long> order = Collections.synchronizedList(new ArrayList<>());
        List<Long> dueTimes = new ArrayList<>();
        CountDownLatch done = new CountDownLatch(3);
        for (int delay : new int[] {300, 100, 200}) {
            // each task is due at the moment it is scheduled plus its delay: on a busy machine the three calls can
            // be far enough apart to change which is due first, so the expected order is that of the due times
            long due = System.nanoTime() + millis(delay);
            dueTimes.add(due);
            scheduler.schedule(
                    () -> {
                        order.add(due);
                        done.countDown();
                    },
                    millis(delay));
        }
        assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(order).containsExactlyElementsOf(dueTimes.stream().sorted().toList());
    }

    @Test
    void aCanceledTaskLeavesTheQueueAtOnceAndNeverRuns() throws Exception {
        List<Future<?>> tasks = new ArrayList<>();
        CountDownLatch ran = new CountDownLatch(1);
        for (int i = 0; i < 100; i++) {
            // half are due within the wait below; a second leaves a busy machine time to schedule and cancel all
            tasks.add(scheduler.schedule(ran::countDown, i % 2 == 0 ? HOUR : millis(1000)));
        }
        tasks.forEach(task -> assertThat(task.cancel(false)).isTrue());
        assertThat(scheduler.toString()).isEqualTo("Scheduler{0 tasks}");
        assertThat(ran.await(1500, TimeUnit.MILLISECONDS)).isFalse();
    }

    @Test
    void aTaskDueBeforeTheThreadWouldWakeRunsOnTime() throws Exception {
        Future<?> late = scheduler.schedule(() -> {}, HOUR);
        CountDownLatch first = new CountDownLatch(1);
        scheduler.schedule(first::countDown, millis(20));
        assertThat(first.await(10, TimeUnit.SECONDS)).isTrue();
        late.cancel(false);

        CountDownLatch afterCancel = new CountDownLatch(1);
        scheduler.schedule(afterCancel::countDown, millis(20));
        assertThat(afterCancel.await(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void aTaskDueAfterACanceledOneStillRuns() throws Exception {
        scheduler.schedule(() -> {}, millis(50)).cancel(false);
        CountDownLatch ran = new CountDownLatch(1);
        scheduler.schedule(ran::countDown, millis(150));
        assertThat(ran.await(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void keepsTheDueOrderThroughRandomCancels() throws Exception {
        Random random = new Random(7);
        List<long[]> ran = Collections.synchronizedList(new ArrayList<>());
        List<long[]> expected = new ArrayList<>();
        List<Future<?>> canceled = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            long delay = millis(100 + random.nextInt(300));
            long[] dueBetween = new long[2];
            dueBetween[0] = System.nanoTime() + delay;
            Future<?> task = scheduler.schedule(() -> ran.add(dueBetween), delay);
            dueBetween[1] = System.nanoTime() + delay;
            if (random.nextInt(3) == 0) {
                canceled.add(task);
            } else {
                expected.add(dueBetween);
            }
        }
        canceled.forEach(task -> task.cancel(false));
        CountDownLatch last = new CountDownLatch(1);
        scheduler.schedule(last::countDown, millis(600));
        assertThat(last.await(20, TimeUnit.SECONDS)).isTrue();
        assertThat(ran).containsExactlyInAnyOrderElementsOf(expected);
        for (int i = 1; i < ran.size(); i++) {
            assertThat(ran.get(i)[1] - ran.get(i - 1)[0])
                    .as("task %s runs after one due later", i)
                    .isGreaterThanOrEqualTo(0);
        }
    }

    @Test
    void refusesTasksOnceShutDownAndDropsThoseWaiting() throws Exception {
        CountDownLatch ran = new CountDownLatch(1);
        scheduler.schedule(ran::countDown, millis(100));
        scheduler.shutdown();
        assertThatThrownBy(() -> scheduler.schedule(() -> {}, 0)).isInstanceOf(RejectedExecutionException.class);
        assertThat(ran.await(300, TimeUnit.MILLISECONDS)).isFalse();
        assertThat(scheduler.toString()).isEqualTo("Scheduler{0 tasks}");
    }
}
