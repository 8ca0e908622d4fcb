package io.dgq.sdk.hostile;

import io.dgq.sdk.DgqClient;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;

/**
 * Run in a JVM of its own with a small heap by {@link AnswerHeapBudgetTest}: one {@code get()} of an answer
 * that would not fit in the heap once decoded, then a small one on the same client, each outcome printed as a
 * line for the test to read, with the collections the first call cost (a count, which a loaded machine does not
 * change as it changes the time). Its timeouts are long, so that a slow machine cannot turn the outcome into one.
 */
public final class HeapBudgetChild {

    private HeapBudgetChild() {}

    /**
     * Calls the server.
     *
     * @param args the server's base URL and the API token
     */
    public static void main(String[] args) {
        try (DgqClient client = DgqClient.builder()
                .baseUrl(args[0])
                .apiToken(args[1])
                .maxRetries(2)
                .apiCallAttemptTimeout(Duration.ofSeconds(60))
                .apiCallTimeout(Duration.ofSeconds(120))
                .build()) {
            long collections = collections();
            long start = System.nanoTime();
            try {
                client.domains().get("huge");
                System.out.println("first=answered");
            } catch (Throwable e) {
                System.out.println("first=" + e.getClass().getName());
                System.out.println("message=" + String.valueOf(e.getMessage()).replace('\n', ' '));
            }
            System.out.println("millis=" + (System.nanoTime() - start) / 1_000_000);
            System.out.println("collections=" + (collections() - collections));
            try {
                System.out.println("second=" + client.domains().get("small").id());
            } catch (Throwable e) {
                System.out.println("second=" + e.getClass().getName());
            }
        }
        System.out.flush();
    }

    private static long collections() {
        long count = 0;
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, collector.getCollectionCount());
        }
        return count;
    }
}
