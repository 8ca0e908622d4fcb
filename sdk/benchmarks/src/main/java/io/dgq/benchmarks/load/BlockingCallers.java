package io.dgq.benchmarks.load;

import io.dgq.sdk.DgqClient;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;

/**
 * The blocking leg of a load run: threads that each call {@code get(id)} in a loop, over the ids from their own
 * offset, counting the calls done and failed, until stopped.
 */
final class BlockingCallers {

    private final AtomicBoolean stop = new AtomicBoolean();
    private final LongAdder done = new LongAdder();
    private final LongAdder errors = new LongAdder();
    private final Thread[] callers;

    private BlockingCallers(DgqClient client, String[] ids, int threads) {
        callers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            int offset = t * (ids.length / threads);
            callers[t] = new Thread(
                    () -> {
                        int i = offset;
                        while (!stop.get()) {
                            try {
                                client.domains().get(ids[i++ % ids.length]);
                                done.increment();
                            } catch (RuntimeException e) {
                                errors.increment();
                            }
                        }
                    },
                    "blocking-caller-" + t);
        }
    }

    /** Starts {@code threads} callers of {@code client} over {@code ids}. */
    static BlockingCallers start(DgqClient client, String[] ids, int threads) {
        BlockingCallers callers = new BlockingCallers(client, ids, threads);
        for (Thread t : callers.callers) {
            t.start();
        }
        return callers;
    }

    /** The calls answered so far. */
    LongAdder done() {
        return done;
    }

    /** The calls failed so far. */
    long errors() {
        return errors.sum();
    }

    /** Stops the callers and waits for each to end its call in progress. */
    void stop() throws InterruptedException {
        stop.set(true);
        for (Thread t : callers) {
            t.join();
        }
    }
}
