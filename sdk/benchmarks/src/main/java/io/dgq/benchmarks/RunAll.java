package io.dgq.benchmarks;

import com.fasterxml.jackson.databind.ObjectReader;
import io.dgq.benchmarks.paging.LazyPagingRun;
import io.dgq.benchmarks.paging.PageGeneratorServer;
import io.dgq.benchmarks.raw.RawClient;
import io.dgq.benchmarks.raw.RawModels;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.paging.ListRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs the whole benchmark set of the SDK and the reference server, in one go, and writes
 * {@code benchmark-report.json} and {@code benchmark-report.md} beside the jar (the module's {@code target/}):
 *
 * <ol>
 *   <li>the SDK's overhead per call against hand-written OkHttp + Jackson code (JMH, with the gc profiler);</li>
 *   <li>decoding alone against plain Jackson databind (JMH);</li>
 *   <li>lazy paging over 1,000,000 generated records in a {@code -Xmx64m} JVM;</li>
 *   <li>the reference server's throughput and latency against a bare JDK {@code HttpServer};</li>
 *   <li>start-up of the standalone jar against a bare server jar, the embedded server, and its heap; the heap
 *       per stored domain and how many domains a 256 MiB heap stores (these alone: {@code --parts heap});</li>
 *   <li>({@code async}) the asynchronous client's overhead per call against OkHttp's {@code enqueue} by hand
 *       (JMH, with the gc profiler), and 1,000 calls in flight from one asynchronous client against the blocking
 *       client driven by 64 threads ({@link AsyncBenchmarks}).</li>
 *   <li>({@code build}) building a client: the first build in a fresh JVM, and a warm build
 *       ({@link ClientBuild}).</li>
 *   <li>({@code observe}) the cost of the Micrometer observation of a call: {@code get(id)} observed against the
 *       same call unobserved ({@link ObservationOverheadBenchmark}).</li>
 *   <li>({@code h2}, not in the default set) HTTP/2 and TLS: calls in flight on an async client over h2 against the
 *       blocking client over HTTP/1.1, the server under {@code h2load}, the jar's start-up and idle heap with
 *       {@code --https} ({@link Http2Benchmarks}).</li>
 * </ol>
 *
 * <p>Run: {@code java -jar sdk/benchmarks/target/benchmarks.jar [--parts 1,2,3,4,5,async,observe,build,cold,heap,h2]}.
 */
public final class RunAll {

    private RunAll() {}

    /**
     * Runs the parts asked for (all by default).
     *
     * @param args {@code --parts 1,3} to run some parts only
     * @throws Exception if a part cannot run at all
     */
    public static void main(String[] args) throws Exception {
        System.setProperty("sun.net.httpserver.nodelay", "true");
        Set<String> parts = new LinkedHashSet<>(List.of("1", "2", "3", "4", "5", "async", "observe", "build"));
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals("--parts")) {
                parts = new LinkedHashSet<>(List.of(args[i + 1].split(",")));
            }
        }
        long start = System.nanoTime();
        Path target = ChildProcess.codeLocation().getParent();
        Report report = new Report();
        if (parts.contains("1") || parts.contains("2") || parts.contains("async") || parts.contains("observe")) {
            runJmh(report, parts, target);
            report.recordLoad("after the JMH parts");
        }
        if (parts.contains("jdk")) {
            runTransports(report);
            report.recordLoad("after part jdk");
        }
        if (parts.contains("3")) {
            runPaging(report);
            report.recordLoad("after part 3");
        }
        if (parts.contains("4") || parts.contains("5") || parts.contains("heap")) {
            ServerBenchmarks.run(report, parts, target);
        }
        if (parts.contains("build")) {
            ClientBuild.run(report);
            report.recordLoad("after the client builds");
        }
        if (parts.contains("cold")) {
            ColdStart.run(report);
            report.recordLoad("after the cold starts");
        }
        if (parts.contains("h2")) {
            Http2Benchmarks.run(report, target);
            report.recordLoad("after part h2");
        }
        if (parts.contains("async")) {
            AsyncBenchmarks.inFlight(report);
            report.recordLoad("after the calls in flight");
        }
        String md = report.write(target, (System.nanoTime() - start) / 1e9);
        System.out.println();
        System.out.println(md);
        System.out.println("Written: " + target.resolve("benchmark-report.md") + " and benchmark-report.json");
    }

    private static void runJmh(Report report, Set<String> parts, Path target) throws Exception {
        try (ChildProcess server =
                ChildProcess.startJava(FixedEnvelopeServer.JVM_ARGS, FixedEnvelopeServer.class.getName())) {
            String baseUrl = server.await("BASE_URL");
            if (parts.contains("1") || parts.contains("async") || parts.contains("observe")) {
                warmUp(baseUrl);
            }
            Map<String, double[]> jmh = runJmh(parts, target, baseUrl);
            Map<String, PairedRatio.Result> paired = paired(parts, baseUrl);
            if (parts.contains("1")) {
                compare(report, "1. SDK overhead", "get(id) time", "sdkGet", "rawGet", jmh, paired, false, 1.10);
                compare(report, "1. SDK overhead", "get(id) allocation", "sdkGet", "rawGet", jmh, paired, true, 1.5);
                compare(report, "1. SDK overhead", "list(50) time", "sdkList", "rawList", jmh, paired, false, 1.10);
                compare(report, "1. SDK overhead", "list(50) allocation", "sdkList", "rawList", jmh, paired, true, 1.5);
            }
            if (parts.contains("2")) {
                compare(
                        report,
                        "2. Decoding",
                        "detail record time",
                        "sdkDetail",
                        "rawDetail",
                        jmh,
                        paired,
                        false,
                        1.25);
                compare(
                        report,
                        "2. Decoding",
                        "detail record allocation",
                        "sdkDetail",
                        "rawDetail",
                        jmh,
                        paired,
                        true,
                        0);
                compare(report, "2. Decoding", "50-record page time", "sdkPage", "rawPage", jmh, paired, false, 1.25);
                compare(report, "2. Decoding", "50-record page allocation", "sdkPage", "rawPage", jmh, paired, true, 0);
            }
            if (parts.contains("async")) {
                compare(
                        report,
                        AsyncBenchmarks.PART,
                        "async get(id) time",
                        "sdkAsyncGet",
                        "rawAsyncGet",
                        jmh,
                        paired,
                        false,
                        1.10);
                compare(
                        report,
                        AsyncBenchmarks.PART,
                        "async get(id) allocation",
                        "sdkAsyncGet",
                        "rawAsyncGet",
                        jmh,
                        paired,
                        true,
                        1.5);
            }
            if (parts.contains("observe")) {
                compare(
                        report,
                        "7. Observation",
                        "get(id) time, Micrometer observation on vs off",
                        "observedGet",
                        "plainGet",
                        jmh,
                        paired,
                        false,
                        1.05);
                compare(
                        report,
                        "7. Observation",
                        "get(id) allocation, Micrometer observation on vs off",
                        "observedGet",
                        "plainGet",
                        jmh,
                        paired,
                        true,
                        0);
            }
        }
    }

    /** The paired time ratios (see {@link PairedRatio}), measured in this JVM after the JMH forks. */
    private static Map<String, PairedRatio.Result> paired(Set<String> parts, String baseUrl) {
        Map<String, PairedRatio.Result> results = new HashMap<>();
        if (parts.contains("1")) {
            String token = Fixtures.apiToken();
            try (DgqClient client =
                            DgqClient.builder().baseUrl(baseUrl).apiToken(token).build();
                    RawClient raw = new RawClient(baseUrl, token, "dgq-benchmarks")) {
                ListRequest request = ListRequest.builder().page(1).pageSize(50).build();
                RawModels.ListBody body = new RawModels.ListBody();
                results.put(
                        "sdkGet",
                        PairedRatio.measure(
                                () -> client.domains().get(Fixtures.DOMAIN_ID),
                                () -> raw.getDomain(Fixtures.DOMAIN_ID),
                                5000,
                                30,
                                60));
                results.put(
                        "sdkList",
                        PairedRatio.measure(
                                () -> client.domains().list(request), () -> raw.listDomains(body), 5000, 30, 60));
            }
        }
        if (parts.contains("async")) {
            String token = Fixtures.apiToken();
            try (DgqClient client =
                            DgqClient.builder().baseUrl(baseUrl).apiToken(token).build();
                    RawClient raw = new RawClient(baseUrl, token, "dgq-benchmarks")) {
                results.put(
                        "sdkAsyncGet",
                        PairedRatio.measure(
                                () -> client.async()
                                        .domains()
                                        .get(Fixtures.DOMAIN_ID)
                                        .join(),
                                () -> raw.getDomainAsync(Fixtures.DOMAIN_ID).join(),
                                3000,
                                30,
                                60));
            }
        }
        if (parts.contains("observe")) {
            try (DgqClient plain = DgqClient.builder()
                            .baseUrl(baseUrl)
                            .apiToken(Fixtures.apiToken())
                            .build();
                    DgqClient observed = ObservationOverheadBenchmark.observedClient(
                            baseUrl, new io.micrometer.core.instrument.simple.SimpleMeterRegistry())) {
                results.put(
                        "observedGet",
                        PairedRatio.measure(
                                () -> observed.domains().get(Fixtures.DOMAIN_ID),
                                () -> plain.domains().get(Fixtures.DOMAIN_ID),
                                5000,
                                100,
                                60));
            }
        }
        if (parts.contains("2")) {
            byte[] detail = Fixtures.detailEnvelope();
            byte[] page = Fixtures.listEnvelope(1, 50, 1234);
            results.put(
                    "sdkDetail",
                    PairedRatio.measure(
                            () -> SdkDecoding.decodeDomain(detail),
                            () -> read(RawClient.DOMAIN_READER, detail),
                            4000,
                            40,
                            50));
            results.put(
                    "sdkPage",
                    PairedRatio.measure(
                            () -> SdkDecoding.decodePage(page), () -> read(RawClient.LIST_READER, page), 4000, 40, 50));
        }
        return results;
    }

    private static Object read(ObjectReader reader, byte[] bytes) {
        try {
            return reader.readValue(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Warms the fixed server's JVM up, so that the forks measure warm clients against a warm server. */
    private static void warmUp(String baseUrl) {
        try (RawClient raw = new RawClient(baseUrl, Fixtures.apiToken(), "warm-up")) {
            RawModels.ListBody body = new RawModels.ListBody();
            long end = System.nanoTime() + 8_000_000_000L;
            while (System.nanoTime() < end) {
                raw.getDomain(Fixtures.DOMAIN_ID);
                raw.listDomains(body);
            }
        }
    }

    private static Map<String, double[]> runJmh(Set<String> parts, Path target, String baseUrl) throws Exception {
        OptionsBuilder options = new OptionsBuilder();
        if (parts.contains("1")) {
            options.include(SdkOverheadBenchmark.class.getName());
        }
        if (parts.contains("2")) {
            options.include(DecodeBenchmark.class.getName());
        }
        if (parts.contains("async")) {
            options.include(AsyncOverheadBenchmark.class.getName());
        }
        if (parts.contains("observe")) {
            options.include(ObservationOverheadBenchmark.class.getName());
        }
        Options built = options.addProfiler(GCProfiler.class)
                .forks(1)
                .jvmArgsAppend("-Xms1g", "-Xmx1g", "-D" + SdkOverheadBenchmark.SERVER_PROPERTY + "=" + baseUrl)
                .shouldFailOnError(false)
                .result(target.resolve("jmh-result.json").toString())
                .resultFormat(ResultFormatType.JSON)
                .build();
        Collection<RunResult> results = new Runner(built).run();
        Map<String, double[]> byName = new HashMap<>();
        for (RunResult r : results) {
            String name = r.getParams().getBenchmark();
            name = name.substring(name.lastIndexOf('.') + 1);
            Result<?> alloc = r.getSecondaryResults().get("gc.alloc.rate.norm");
            double[] iterations = r.getBenchmarkResults().stream()
                    .flatMap(b -> b.getIterationResults().stream())
                    .mapToDouble(i -> i.getPrimaryResult().getScore())
                    .sorted()
                    .toArray();
            double median = iterations.length == 0 ? Double.NaN : iterations[iterations.length / 2];
            byName.put(name, new double[] {
                r.getPrimaryResult().getScore(),
                r.getPrimaryResult().getScoreError(),
                alloc == null ? Double.NaN : alloc.getScore(),
                median
            });
        }
        return byName;
    }

    private static void compare(
            Report report,
            String part,
            String what,
            String sdk,
            String raw,
            Map<String, double[]> results,
            Map<String, PairedRatio.Result> paired,
            boolean alloc,
            double max) {
        double[] s = results.get(sdk);
        double[] r = results.get(raw);
        if (s == null || r == null) {
            Report.Row row = report.add(part, what, "error");
            row.verdict = "error";
            report.note(part + " " + what + ": the benchmark " + (s == null ? sdk : raw) + " failed (see the log)");
            return;
        }
        Report.Row row;
        if (alloc) {
            row = report.add(part, what, Report.n0(s[2]) + " B/op");
            row.baseline = Report.n0(r[2]) + " B/op";
            row.numbers.put("sdk_bytes_per_op", s[2]);
            row.numbers.put("raw_bytes_per_op", r[2]);
            double ratio = s[2] / r[2];
            if (max > 0) {
                Report.ratioAtMost(row, ratio, max, "<= " + max + "x");
            } else {
                row.ratio = String.format(Locale.ROOT, "%.2fx", ratio);
                row.numbers.put("ratio", ratio);
            }
            return;
        }
        row = report.add(part, what, String.format(Locale.ROOT, "%.1f us (JMH median of iterations)", s[3]));
        row.baseline = String.format(Locale.ROOT, "%.1f us", r[3]);
        row.numbers.put("sdk_jmh_mean_us", s[0]);
        row.numbers.put("sdk_jmh_error_us", s[1]);
        row.numbers.put("sdk_jmh_median_us", s[3]);
        row.numbers.put("raw_jmh_mean_us", r[0]);
        row.numbers.put("raw_jmh_error_us", r[1]);
        row.numbers.put("raw_jmh_median_us", r[3]);
        double jmhRatio = s[3] / r[3];
        row.numbers.put("jmh_ratio", jmhRatio);
        PairedRatio.Result p = paired.get(sdk);
        if (p == null) {
            Report.ratioAtMost(row, jmhRatio, max, "<= " + max + "x");
            return;
        }
        Report.ratioAtMost(row, p.median, max, "<= " + max + "x");
        row.ratio =
                String.format(Locale.ROOT, "%.2fx paired (IQR %.2f-%.2f); JMH %.2fx", p.median, p.q1, p.q3, jmhRatio);
        row.numbers.put("paired_median_ratio", p.median);
        row.numbers.put("paired_q1", p.q1);
        row.numbers.put("paired_q3", p.q3);
        row.numbers.put("paired_sdk_us", p.sdkMicros);
        row.numbers.put("paired_raw_us", p.rawMicros);
        row.numbers.put("paired_pairs", p.pairs);
        if (part.startsWith("1.")) {
            clientCpu(report, part, what.replace(" time", ""), p);
        }
    }

    /**
     * The rows of the calling thread's CPU time and allocation per call in the paired run, beside the time row:
     * the client's own work, which a busy machine's load inflates far less than wall time.
     */
    private static void clientCpu(Report report, String part, String call, PairedRatio.Result p) {
        if (!Double.isNaN(p.cpuMedian)) {
            Report.Row cpu = report.add(
                    part,
                    call + " client CPU per call (calling thread, paired run)",
                    String.format(Locale.ROOT, "%.1f us", p.sdkCpuMicros));
            cpu.baseline = String.format(Locale.ROOT, "%.1f us", p.rawCpuMicros);
            cpu.ratio = String.format(Locale.ROOT, "%.2fx paired (IQR %.2f-%.2f)", p.cpuMedian, p.cpuQ1, p.cpuQ3);
            cpu.numbers.put("sdk_cpu_us", p.sdkCpuMicros);
            cpu.numbers.put("raw_cpu_us", p.rawCpuMicros);
            cpu.numbers.put("cpu_ratio", p.cpuMedian);
            cpu.numbers.put("cpu_ratio_q1", p.cpuQ1);
            cpu.numbers.put("cpu_ratio_q3", p.cpuQ3);
        }
        if (!Double.isNaN(p.sdkBytes)) {
            Report.Row alloc = report.add(
                    part, call + " allocation per call (calling thread, paired run)", Report.n0(p.sdkBytes) + " B/op");
            alloc.baseline = Report.n0(p.rawBytes) + " B/op";
            double ratio = p.sdkBytes / p.rawBytes;
            alloc.ratio = String.format(Locale.ROOT, "%.2fx", ratio);
            alloc.numbers.put("sdk_bytes_per_op", p.sdkBytes);
            alloc.numbers.put("raw_bytes_per_op", p.rawBytes);
            alloc.numbers.put("ratio", ratio);
        }
    }

    /**
     * Part {@code jdk}: {@code get(id)} and {@code list(50)} on {@code JdkHttpTransport} against the same calls on the
     * default OkHttp transport ({@link TransportRatios}): wall time and the client JVM's CPU time, medians of runs.
     */
    private static void runTransports(Report report) throws Exception {
        for (TransportRatios.Call call : TransportRatios.measure()) {
            transportRow(report, call);
        }
    }

    private static void transportRow(Report report, TransportRatios.Call call) {
        Report.Row row = report.add(
                "jdk. JdkHttpTransport",
                call.name + " wall time per call (reference server, paired, median of " + call.runs.size() + " runs)",
                String.format(Locale.ROOT, "%.1f us", call.median(r -> r.sdkMicros)));
        row.baseline = String.format(Locale.ROOT, "%.1f us (OkHttpTransport)", call.median(r -> r.rawMicros));
        row.ratio = String.format(Locale.ROOT, "%.2fx (runs %s)", call.median(r -> r.median), call.each(r -> r.median));
        row.numbers.put("jdk_us", call.median(r -> r.sdkMicros));
        row.numbers.put("okhttp_us", call.median(r -> r.rawMicros));
        row.numbers.put("ratio", call.median(r -> r.median));
        Report.Row cpu = report.add(
                "jdk. JdkHttpTransport",
                call.name + " client JVM CPU per call (paired, median of " + call.runs.size() + " runs)",
                String.format(Locale.ROOT, "%.1f us", call.median(r -> r.sdkProcessCpuMicros)));
        cpu.baseline = String.format(Locale.ROOT, "%.1f us (OkHttpTransport)", call.median(r -> r.rawProcessCpuMicros));
        cpu.ratio = String.format(
                Locale.ROOT, "%.2fx (runs %s)", call.median(r -> r.processCpuRatio), call.each(r -> r.processCpuRatio));
        cpu.numbers.put("ratio", call.median(r -> r.processCpuRatio));
    }

    private static void runPaging(Report report) throws Exception {
        for (String size :
                System.getProperty("bench.paging.pageSizes", "50,1000").split(",")) {
            runPaging(report, Integer.parseInt(size.trim()));
        }
    }

    private static void runPaging(Report report, int pageSize) throws Exception {
        long total = 1_000_000;
        String what = "listAll over 1,000,000 records, pages of " + pageSize + ", -Xmx64m";
        try (PageGeneratorServer server = PageGeneratorServer.start(total, page -> {});
                ChildProcess child = ChildProcess.startJava(
                        List.of(System.getProperty("bench.paging.jvmArgs", "-Xmx64m -Xms64m")
                                .split(" ")),
                        LazyPagingRun.class.getName(),
                        server.baseUrl(),
                        Fixtures.apiToken(),
                        Integer.toString(pageSize),
                        Long.toString(total))) {
            String done;
            try {
                done = child.await("DONE");
            } catch (IllegalStateException e) {
                Report.Row row = report.add("3. Lazy paging", what, "FAILED");
                row.verdict = "MISSED";
                report.note("3. Lazy paging failed: " + e.getMessage());
                return;
            }
            int exit = child.waitFor(120);
            double perSecond = Double.parseDouble(child.await("RECORDS_PER_SECOND"));
            long peak = Long.parseLong(child.await("PEAK_HEAP_USED_SAMPLED"));
            long live = Long.parseLong(child.await("MAX_HEAP_AFTER_GC"));
            double seconds = Double.parseDouble(child.await("SECONDS"));
            Report.Row row = report.add(
                    "3. Lazy paging",
                    what,
                    Report.n0(perSecond) + " records/s; peak heap in " + "use " + Report.mib(peak)
                            + ", after GC at most " + Report.mib(live));
            row.target = "flat, -Xmx64m passes";
            row.verdict = exit == 0 && "1".equals(done) ? "met" : "MISSED";
            row.numbers.put("records_per_second", perSecond);
            row.numbers.put("seconds", seconds);
            row.numbers.put("pages_requested", server.requestedPages().size());
            row.numbers.put("peak_heap_used_bytes", peak);
            row.numbers.put("max_heap_after_gc_bytes", live);
            row.numbers.put("exit_code", exit);
        }
    }
}
