package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.SortDirection;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Many calls in flight from one thread with {@code client.async()}: the example creates 100 domains at once, reads
 * them back with 100 {@code get(id)} calls in flight (and one for a missing id, which fails its own future only),
 * walks them with {@code listAllAsync} page by page, and deletes them, all without a thread per call.
 *
 * <p>The client sends at most {@code maxConcurrentRequests} requests at once; the other calls wait in OkHttp's
 * queue without a thread. Stages such as {@code thenApply} run on the thread that decoded the answer, so they are
 * kept short here. On Java 21 and later {@link #main(String[])} runs each call on a virtual thread of its own
 * ({@code virtualThreads(true)}), so a call waiting for its answer holds no platform thread; on older Java each call
 * on the wire holds one of OkHttp's dispatcher threads.
 */
public final class AsyncFanOut {

    /** How many domains the example creates and reads back. */
    static final int RECORDS = 100;
    /** The page size of the asynchronous walk. */
    static final int PAGE_SIZE = 25;
    /** Requests on the wire at once in {@link #main(String[])}; the other calls wait in the queue. */
    static final int MAX_CONCURRENT_REQUESTS = 16;
    /** Whether {@link #main(String[])} runs the calls on virtual threads: they need Java 21 or later. */
    static final boolean VIRTUAL_THREADS = DgqClientBuilder.virtualThreadsSupported();

    private AsyncFanOut() {}

    public static void main(String[] args) {
        try (ExampleWorkspace workspace = ExampleWorkspace.open();
                DgqClient client = workspace
                        .clientBuilder()
                        .maxConcurrentRequests(MAX_CONCURRENT_REQUESTS)
                        .virtualThreads(VIRTUAL_THREADS)
                        .build()) {
            System.out.println("AsyncFanOut on " + workspace.describe() + ", calls on "
                    + (VIRTUAL_THREADS ? "virtual threads" : "OkHttp's dispatcher threads (Java 17 to 20)"));
            run(client, System.out);
        }
    }

    /**
     * Runs the example.
     *
     * @param client a client of the workspace
     * @param out where to print what happens
     */
    public static void run(DgqClient client, PrintStream out) {
        String marker = "fanout-demo-" + UUID.randomUUID().toString().substring(0, 8);

        // 1. Start every create at once; each returns at once with a future.
        List<CompletableFuture<Domain>> creating = new ArrayList<>();
        for (int i = 1; i <= RECORDS; i++) {
            creating.add(client.async()
                    .domains()
                    .create(DomainCreateRequest.builder()
                            .name(String.format("%s-%03d", marker, i))
                            .build()));
        }
        List<String> ids =
                creating.stream().map(CompletableFuture::join).map(Domain::id).toList();
        out.println("Created " + ids.size() + " domains named " + marker + "-001 .. " + marker + "-" + RECORDS
                + ", all calls in flight at once");

        // 2. Fan out: one get(id) per domain, all in flight, then wait for them all.
        List<CompletableFuture<String>> names = new ArrayList<>();
        for (String id : ids) {
            names.add(client.async().domains().get(id).thenApply(Domain::name)); // a short stage
        }
        CompletableFuture.allOf(names.toArray(CompletableFuture[]::new)).join();
        long distinct = names.stream().map(CompletableFuture::join).distinct().count();
        out.println("Read back " + names.size() + " domains with " + names.size() + " get(id) calls in flight ("
                + distinct + " distinct names)");

        // A call that fails completes its own future exceptionally; the others are not affected.
        String missing = "00000000-0000-0000-0000-000000000000";
        String outcome = client.async()
                .domains()
                .get(missing)
                .thenApply(domain -> "found " + domain.name())
                .exceptionally(error -> {
                    Throwable cause = error instanceof CompletionException ? error.getCause() : error;
                    return cause instanceof DgqNotFoundException notFound
                            ? "failed with " + notFound.getClass().getSimpleName() + " (" + notFound.statusCode() + ")"
                            : "failed with " + cause;
                })
                .join();
        out.println("get(" + missing + ") " + outcome);

        // 3. Every record of a list, page after page, without blocking: the next page is fetched once the
        //    records of the one before have been handed over, one at a time and in order.
        ListRequest ours = ListRequest.builder()
                .pageSize(PAGE_SIZE)
                .filter(DomainColumn.NAME, FilterOperator.CONTAINS, marker)
                .sort(DomainColumn.NAME, SortDirection.ASC)
                .build();
        AtomicInteger seen = new AtomicInteger();
        List<String> walked = new ArrayList<>();
        CompletableFuture<Void> walk = client.async()
                .domains()
                .listAllAsync(ours)
                .forEach(domain -> {
                    if (seen.incrementAndGet() % PAGE_SIZE == 1) {
                        out.println("  record " + seen.get() + ": " + domain.name());
                    }
                    walked.add(domain.name());
                });
        walk.join(); // a real application would attach its next step instead of waiting here
        boolean sorted = walked.equals(walked.stream().sorted().toList());
        out.println(
                "listAllAsync walked " + walked.size() + " domains in " + (walked.size() + PAGE_SIZE - 1) / PAGE_SIZE
                        + " pages of " + PAGE_SIZE + ", in name order: " + sorted);

        // 4. Clean up, again all at once.
        CompletableFuture.allOf(ids.stream()
                        .map(id -> client.async().domains().delete(id))
                        .toArray(CompletableFuture[]::new))
                .join();
        out.println("Deleted the " + ids.size() + " domains.");
    }
}
