package io.dgq.benchmarks;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.paging.ListRequest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The per-call cost of {@link JdkHttpTransport} against the default {@code OkHttpTransport}: blocking {@code get(id)}
 * and {@code list(50)} over loopback against the reference server (plain http, in a JVM of its own), paired in
 * alternating blocks in one client JVM ({@link PairedRatio}), several runs one after the other, and the median of
 * the runs' medians. Client CPU is the whole client JVM's (the server runs elsewhere), so it counts the JDK client's
 * selector and executor threads, which the calling thread's CPU time leaves out.
 *
 * <p>Run: {@code java -cp sdk/benchmarks/target/benchmarks.jar io.dgq.benchmarks.TransportRatios}; properties
 * {@code bench.jdk.runs} (5), {@code bench.jdk.pairs} (30 a run), {@code bench.jdk.warmupMillis} (5000, before the
 * first run). Run it with the Java to measure.
 */
public final class TransportRatios {

    /** The runs, each a paired measurement of both calls. */
    static final int RUNS = Integer.getInteger("bench.jdk.runs", 5);

    private static final int PAIRS = Integer.getInteger("bench.jdk.pairs", 30);
    private static final long WARMUP_MILLIS = Long.getLong("bench.jdk.warmupMillis", 5000);
    private static final int DOMAINS = 60;

    /** The measurements of one call, one per run. */
    static final class Call {
        final String name;
        final List<PairedRatio.Result> runs = new ArrayList<>();

        Call(String name) {
            this.name = name;
        }

        double median(java.util.function.ToDoubleFunction<PairedRatio.Result> figure) {
            List<Double> values = new ArrayList<>();
            for (PairedRatio.Result r : runs) {
                values.add(figure.applyAsDouble(r));
            }
            Collections.sort(values);
            return values.get(values.size() / 2);
        }

        String each(java.util.function.ToDoubleFunction<PairedRatio.Result> figure) {
            List<String> values = new ArrayList<>();
            for (PairedRatio.Result r : runs) {
                values.add(String.format(Locale.ROOT, "%.2f", figure.applyAsDouble(r)));
            }
            return String.join(", ", values);
        }
    }

    private TransportRatios() {}

    /**
     * Measures and prints the figures.
     *
     * @param args none
     * @throws Exception on failure
     */
    public static void main(String[] args) throws Exception {
        System.out.println("java " + Runtime.version() + ", " + Report.loadAverage());
        List<Call> calls = measure();
        for (Call call : calls) {
            print(call);
        }
        System.out.println("end, " + Report.loadAverage());
        System.exit(0);
    }

    /**
     * Starts the reference server, fills it, and measures both calls {@link #RUNS} times.
     *
     * @return {@code get(id)} and {@code list(50)}, in that order
     * @throws Exception on failure
     */
    static List<Call> measure() throws Exception {
        try (ChildProcess server = ChildProcess.startJava(
                List.of("-Xms512m", "-Xmx512m"), ServerHost.class.getName(), "reference", "empty")) {
            String baseUrl = server.await("BASE_URL");
            String token = server.await("TOKEN");
            try (JdkHttpTransport transport = JdkHttpTransport.create();
                    DgqClient jdk = DgqClient.builder()
                            .baseUrl(baseUrl)
                            .apiToken(token)
                            .transport(transport)
                            .build();
                    DgqClient okhttp =
                            DgqClient.builder().baseUrl(baseUrl).apiToken(token).build()) {
                String id = null;
                for (int i = 0; i < DOMAINS; i++) {
                    id = okhttp.domains()
                            .create(DomainCreateRequest.builder()
                                    .name(String.format(Locale.ROOT, "transport-ratio-%04d", i))
                                    .build())
                            .id();
                }
                String domainId = id;
                ListRequest page = ListRequest.builder().page(1).pageSize(50).build();
                Call get = new Call("get(id)");
                Call list = new Call("list(50)");
                for (int run = 0; run < RUNS; run++) {
                    long warmup = run == 0 ? WARMUP_MILLIS : 500;
                    // Alternate which call goes first, so neither always follows the other.
                    for (int k = 0; k < 2; k++) {
                        if ((k + run) % 2 == 0) {
                            get.runs.add(PairedRatio.measure(
                                    () -> jdk.domains().get(domainId),
                                    () -> okhttp.domains().get(domainId),
                                    warmup,
                                    PAIRS,
                                    60));
                        } else {
                            list.runs.add(PairedRatio.measure(
                                    () -> jdk.domains().list(page),
                                    () -> okhttp.domains().list(page),
                                    warmup,
                                    PAIRS,
                                    60));
                        }
                    }
                    System.out.printf(
                            Locale.ROOT,
                            "run %d: get(id) %.2fx wall, %.2fx client CPU; list(50) %.2fx wall, %.2fx client CPU; %s%n",
                            run + 1,
                            get.runs.get(run).median,
                            get.runs.get(run).processCpuRatio,
                            list.runs.get(run).median,
                            list.runs.get(run).processCpuRatio,
                            Report.loadAverage());
                }
                return List.of(get, list);
            }
        }
    }

    private static void print(Call call) {
        System.out.printf(
                Locale.ROOT,
                "%s JDK/OkHttp, median of %d runs: wall %.2fx (%s); client CPU %.2fx (%s); calling thread CPU %.2fx (%s);"
                        + " allocation, calling thread %.2fx; per call %.0f against %.0f us wall, %.0f against %.0f us"
                        + " client CPU%n",
                call.name,
                call.runs.size(),
                call.median(r -> r.median),
                call.each(r -> r.median),
                call.median(r -> r.processCpuRatio),
                call.each(r -> r.processCpuRatio),
                call.median(r -> r.cpuMedian),
                call.each(r -> r.cpuMedian),
                call.median(r -> r.sdkBytes / r.rawBytes),
                call.median(r -> r.sdkMicros),
                call.median(r -> r.rawMicros),
                call.median(r -> r.sdkProcessCpuMicros),
                call.median(r -> r.rawProcessCpuMicros));
    }
}
