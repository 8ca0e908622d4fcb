package io.dgq.benchmarks;

import io.dgq.benchmarks.load.HttpConnection;
import io.dgq.server.ReferenceServer;
import java.net.URI;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Part 5's heap rows of the store: the heap one stored domain costs, and how many domains a small heap holds before
 * the server refuses writes. Each fill runs in a JVM of its own, which hosts the embedded server and creates the
 * part-4 domain ({@link ServerBenchmarks#createBody}) over loopback HTTP; the heap is read after {@code System.gc()},
 * when the client's garbage is gone and only the server's data remains.
 */
final class StoreHeapBenchmark {

    /** Domains filled for the per-domain figure. */
    private static final int DOMAINS = Integer.getInteger("bench.heap.domains", 100_000);
    /** The small heap of the capacity row. */
    private static final String SMALL_HEAP = System.getProperty("bench.heap.small", "256m");
    /** Also fill a million domains into a 2 GiB heap (a few minutes). */
    private static final boolean MILLION = Boolean.getBoolean("bench.heap.million");

    private static final int WRITERS = 4;

    private StoreHeapBenchmark() {}

    static void run(Report report) {
        perDomain(report, DOMAINS);
        if (MILLION) {
            perDomain(report, 1_000_000);
        }
        try (ChildProcess child =
                ChildProcess.startJava(List.of("-Xmx" + SMALL_HEAP), StoreHeapBenchmark.class.getName(), "capacity")) {
            String stored = child.await("STORED");
            String outcome = child.await("OUTCOME");
            Report.Row row = report.add(
                    "5. Heap",
                    "domains a -Xmx" + SMALL_HEAP + " server stores before it " + "refuses writes (507)",
                    Report.n0(Long.parseLong(stored)) + ", then " + outcome);
            row.target = ">= 150,000, then 507";
            row.verdict = Long.parseLong(stored) >= 150_000 && outcome.startsWith("507") ? "met" : "MISSED";
            row.numbers.put("domains_stored", Long.parseLong(stored));
        }
    }

    private static void perDomain(Report report, int domains) {
        try (ChildProcess child = ChildProcess.startJava(
                List.of("-Xms2g", "-Xmx2g"), StoreHeapBenchmark.class.getName(), "fill", Integer.toString(domains))) {
            long before = Long.parseLong(child.await("HEAP_BEFORE"));
            long after = Long.parseLong(child.await("HEAP_AFTER"));
            String outcome = child.await("OUTCOME");
            double perDomain = (after - before) / (double) domains;
            Report.Row row = report.add(
                    "5. Heap",
                    "heap per stored domain, " + Report.n0(domains)
                            + " domains in -Xmx2g (after GC, server before the fill subtracted)",
                    Report.n0(perDomain) + " B" + (outcome.equals("ok") ? "" : " (" + outcome + ")"));
            row.target = "<= 1,228 B (1.2 KiB)";
            row.verdict = perDomain <= 1228 && outcome.equals("ok") ? "met" : "MISSED";
            row.numbers.put("bytes_per_domain", perDomain);
            row.numbers.put("heap_bytes", after);
            row.numbers.put("heap_before_bytes", before);
        }
    }

    /**
     * The child: {@code fill N} prints {@code HEAP_BEFORE}, {@code HEAP_AFTER} and {@code OUTCOME}; {@code capacity}
     * creates domains until one is refused and prints {@code STORED} and {@code OUTCOME}.
     *
     * @param args the mode and its argument
     * @throws Exception on failure
     */
    public static void main(String[] args) throws Exception {
        ChildProcess.exitWhenParentGoes();
        try (ReferenceServer server =
                ReferenceServer.builder().jwtSecret(ServerHost.JWT_SECRET).start()) {
            URI url = URI.create(server.baseUrl());
            String token = server.apiToken();
            if (args[0].equals("fill")) {
                long count = Long.parseLong(args[1]);
                System.out.println("HEAP_BEFORE=" + ServerHost.heapAfterGc());
                String outcome = fill(url, token, count);
                System.out.println("HEAP_AFTER=" + ServerHost.heapAfterGc());
                System.out.println("OUTCOME=" + outcome);
            } else {
                AtomicLong stored = new AtomicLong();
                String outcome = fill(url, token, Long.MAX_VALUE, stored);
                System.out.println("STORED=" + stored.get());
                System.out.println("OUTCOME=" + outcome);
            }
            System.out.flush();
        }
        System.exit(0);
    }

    private static String fill(URI url, String token, long count) throws InterruptedException {
        return fill(url, token, count, new AtomicLong());
    }

    /** Creates up to {@code count} domains over a few connections; answers "ok" or what stopped the fill. */
    private static String fill(URI url, String token, long count, AtomicLong stored) throws InterruptedException {
        AtomicLong next = new AtomicLong();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<String> outcome = new AtomicReference<>("ok");
        String host = url.getHost() + ":" + url.getPort();
        Thread[] writers = new Thread[WRITERS];
        for (int t = 0; t < WRITERS; t++) {
            int thread = t;
            writers[t] = new Thread(
                    () -> {
                        try (HttpConnection connection = new HttpConnection(url.getHost(), url.getPort())) {
                            long n;
                            while (!stop.get() && (n = next.getAndIncrement()) < count) {
                                int status = connection.exchange(HttpConnection.request(
                                        "POST",
                                        "/api/v1/governance/domain",
                                        host,
                                        token,
                                        ServerBenchmarks.createBody(thread, n)));
                                if (status != 200) {
                                    String body = connection.body();
                                    int code = body.indexOf("\"code\":");
                                    outcome.compareAndSet(
                                            "ok",
                                            status
                                                    + (code < 0
                                                            ? ""
                                                            : " "
                                                                    + body.substring(
                                                                            code + 8, body.indexOf('"', code + 8))));
                                    stop.set(true);
                                } else {
                                    stored.incrementAndGet();
                                }
                            }
                        } catch (Throwable e) {
                            outcome.compareAndSet("ok", "failed: " + e);
                            stop.set(true);
                        }
                    },
                    "writer-" + t);
            writers[t].start();
        }
        for (Thread w : writers) {
            w.join();
        }
        return outcome.get();
    }
}
