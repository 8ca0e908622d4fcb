package io.dgq.sdk.hostile;

import io.dgq.sdk.DgqClient;
import java.time.Duration;

/**
 * Run in a JVM of its own with a small heap by {@link AnswerHeapBudgetTest}: one {@code get()} of an answer
 * that would not fit in the heap once decoded, then a small one on the same client, each outcome printed as a
 * line for the test to read.
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
                .apiCallAttemptTimeout(Duration.ofSeconds(2))
                .apiCallTimeout(Duration.ofSeconds(5))
                .build()) {
            long start = System.nanoTime();
            try {
                client.domains().get("huge");
                System.out.println("first=answered");
            } catch (Throwable e) {
                System.out.println("first=" + e.getClass().getName());
                System.out.println("message=" + String.valueOf(e.getMessage()).replace('\n', ' '));
            }
            System.out.println("millis=" + (System.nanoTime() - start) / 1_000_000);
            try {
                System.out.println("second=" + client.domains().get("small").id());
            } catch (Throwable e) {
                System.out.println("second=" + e.getClass().getName());
            }
        }
        System.out.flush();
    }
}
