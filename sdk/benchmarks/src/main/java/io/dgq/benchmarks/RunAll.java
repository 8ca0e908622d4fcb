package io.dgq.benchmarks;

import io.dgq.benchmarks.paging.LazyPagingRun;
import io.dgq.benchmarks.raw.RawClient;
import io.dgq.benchmarks.raw.RawModels;
import io.dgq.benchmarks.paging.PageGeneratorServer;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
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
 *   <li>start-up of the standalone jar against a bare server jar, the embedded server, and its heap.</li>
 * </ol>
 *
 * <p>Run: {@code java -jar sdk/benchmarks/target/benchmarks.jar [--parts 1,2,3,4,5]}.
 */
public final class RunAll {

    private RunAll() {
    }

    /**
     * Runs the parts asked for (all by default).
     *
     * @param args {@code --parts 1,3} to run some parts only
     * @throws Exception if a part cannot run at all
     */
    public static void main(String[] args) throws Exception {
        System.setProperty("sun.net.httpserver.nodelay", "true");
        Set<String> parts = new LinkedHashSet<>(List.of("1", "2", "3", "4", "5"));
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals("--parts")) {
                parts = new LinkedHashSet<>(List.of(args[i + 1].split(",")));
            }
        }
        long start = System.nanoTime();
        Path target = ChildProcess.codeLocation().getParent();
        Report report = new Report();
        if (parts.contains("1") || parts.contains("2")) {
            runJmh(report, parts, target);
            report.recordLoad("after parts 1-2");
        }
        if (parts.contains("3")) {
            runPaging(report);
            report.recordLoad("after part 3");
        }
        if (parts.contains("4") || parts.contains("5")) {
            ServerBenchmarks.run(report, parts, target);
        }
        String md = report.write(target, (System.nanoTime() - start) / 1e9);
        System.out.println();
        System.out.println(md);
        System.out.println("Written: " + target.resolve("benchmark-report.md") + " and benchmark-report.json");
    }

    private static void runJmh(Report report, Set<String> parts, Path target) throws Exception {
        try (ChildProcess server = ChildProcess.startJava(FixedEnvelopeServer.JVM_ARGS,
                FixedEnvelopeServer.class.getName())) {
            String baseUrl = server.await("BASE_URL");
            if (parts.contains("1")) {
                warmUp(baseUrl);
            }
            runJmh(report, parts, target, baseUrl);
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

    private static void runJmh(Report report, Set<String> parts, Path target, String baseUrl) throws Exception {
        OptionsBuilder options = new OptionsBuilder();
        if (parts.contains("1")) {
            options.include(SdkOverheadBenchmark.class.getName());
        }
        if (parts.contains("2")) {
            options.include(DecodeBenchmark.class.getName());
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
            byName.put(name, new double[] {r.getPrimaryResult().getScore(), r.getPrimaryResult().getScoreError(),
                alloc == null ? Double.NaN : alloc.getScore()});
        }
        if (parts.contains("1")) {
            compare(report, "1. SDK overhead", "get(id) time", "sdkGet", "rawGet", byName, false, 1.10);
            compare(report, "1. SDK overhead", "get(id) allocation", "sdkGet", "rawGet", byName, true, 1.5);
            compare(report, "1. SDK overhead", "list(50) time", "sdkList", "rawList", byName, false, 1.10);
            compare(report, "1. SDK overhead", "list(50) allocation", "sdkList", "rawList", byName, true, 1.5);
        }
        if (parts.contains("2")) {
            compare(report, "2. Decoding", "detail record time", "sdkDetail", "rawDetail", byName, false, 1.25);
            compare(report, "2. Decoding", "detail record allocation", "sdkDetail", "rawDetail", byName, true, 0);
            compare(report, "2. Decoding", "50-record page time", "sdkPage", "rawPage", byName, false, 1.25);
            compare(report, "2. Decoding", "50-record page allocation", "sdkPage", "rawPage", byName, true, 0);
        }
    }

    private static void compare(Report report, String part, String what, String sdk, String raw,
                                Map<String, double[]> results, boolean alloc, double max) {
        double[] s = results.get(sdk);
        double[] r = results.get(raw);
        if (s == null || r == null) {
            Report.Row row = report.add(part, what, "error");
            row.verdict = "error";
            report.note(part + " " + what + ": the benchmark " + (s == null ? sdk : raw) + " failed (see the log)");
            return;
        }
        int i = alloc ? 2 : 0;
        Report.Row row = report.add(part, what, alloc ? Report.n0(s[i]) + " B/op"
                : String.format(java.util.Locale.ROOT, "%.2f ± %.2f us", s[0], s[1]));
        row.baseline = alloc ? Report.n0(r[i]) + " B/op"
                : String.format(java.util.Locale.ROOT, "%.2f ± %.2f us", r[0], r[1]);
        row.numbers.put("sdk", s[i]);
        row.numbers.put("raw", r[i]);
        double ratio = s[i] / r[i];
        if (max > 0) {
            Report.ratioAtMost(row, ratio, max, "<= " + max + "x");
        } else {
            row.ratio = String.format(java.util.Locale.ROOT, "%.2fx", ratio);
            row.numbers.put("ratio", ratio);
        }
    }

    private static void runPaging(Report report) throws Exception {
        for (String size : System.getProperty("bench.paging.pageSizes", "50,1000").split(",")) {
            runPaging(report, Integer.parseInt(size.trim()));
        }
    }

    private static void runPaging(Report report, int pageSize) throws Exception {
        long total = 1_000_000;
        String what = "listAll over 1,000,000 records, pages of " + pageSize + ", -Xmx64m";
        try (PageGeneratorServer server = PageGeneratorServer.start(total, page -> { });
             ChildProcess child = ChildProcess.startJava(List.of(System.getProperty(
                     "bench.paging.jvmArgs", "-Xmx64m -Xms64m").split(" ")),
                     LazyPagingRun.class.getName(), server.baseUrl(), Fixtures.apiToken(),
                     Integer.toString(pageSize), Long.toString(total))) {
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
            Report.Row row = report.add("3. Lazy paging", what, Report.n0(perSecond) + " records/s; peak heap in "
                    + "use " + Report.mib(peak) + ", after GC at most " + Report.mib(live));
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
