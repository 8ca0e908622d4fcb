package io.dgq.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.benchmarks.load.HttpConnection;
import io.dgq.benchmarks.load.LoadRun;
import java.io.IOException;
import java.net.URI;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Parts 4 and 5: the reference server's throughput, latency, start-up and heap, each beside a bare JDK
 * {@code HttpServer} measured in the same run. Both servers run in JVMs of their own ({@link ServerHost}) with the
 * same options; the load generator ({@link LoadRun}) runs in this JVM, over plain kept-alive sockets on loopback.
 */
final class ServerBenchmarks {

    /** Domains loaded before the list and get-by-id runs. */
    static final int DOMAINS = Integer.getInteger("bench.server.domains", 100_000);

    private static final int[] CONNECTIONS = {1, 8, 32};
    private static final long WARMUP_MILLIS = Long.getLong("bench.server.warmupMillis", 1000);
    private static final long MEASURE_MILLIS = Long.getLong("bench.server.measureMillis", 3000);
    private static final long ROUND_MILLIS = Long.getLong("bench.server.roundMillis", 700);
    private static final int ROUNDS = Integer.getInteger("bench.server.rounds", 5);
    private static final List<String> SERVER_JVM = List.of("-Xms2g", "-Xmx2g");
    private static final String[] WORDS = {
        "finance", "marketing", "sales", "supply", "customer", "product", "risk", "people", "legal", "operations"
    };
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The list request of part 4: search, one filter, sort by name, first page of 50. */
    static final String LIST_BODY = "{\"pagination\":{\"page\":1,\"pageSize\":50},"
            + "\"sorting\":[{\"column\":\"name\",\"direction\":\"asc\"}],"
            + "\"filters\":[{\"column\":\"status\",\"operator\":\"eq\",\"value\":\"VERIFIED\"}],"
            + "\"search\":\"finance\",\"export\":false}";

    /**
     * A list request that no earlier one repeats, so the server's answer cache cannot serve it: a search word among
     * ten (one record in ten matches), {@code status eq VERIFIED} (one in two), a {@code total_views} bound that
     * every record passes but that differs each time, sorted by name, first page of 50.
     */
    static String distinctListBody(long n) {
        return "{\"pagination\":{\"page\":1,\"pageSize\":50},"
                + "\"sorting\":[{\"column\":\"name\",\"direction\":\"" + (n % 2 == 0 ? "asc" : "desc") + "\"}],"
                + "\"filters\":[{\"column\":\"status\",\"operator\":\"eq\",\"value\":\"VERIFIED\"},"
                + "{\"column\":\"total_views\",\"operator\":\"lt\",\"value\":" + (1_000_000 + n) + "}],"
                + "\"search\":\"" + WORDS[(int) (n % WORDS.length)] + "\",\"export\":false}";
    }

    private ServerBenchmarks() {}

    static void run(Report report, Set<String> parts, Path target) throws Exception {
        if (parts.contains("4")) {
            throughput(report);
            report.recordLoad("after part 4");
        }
        if (parts.contains("5")) {
            startup(report, target);
            report.recordLoad("after part 5");
        }
        if (parts.contains("5") || parts.contains("heap")) {
            StoreHeapBenchmark.run(report);
            report.recordLoad("after the store's heap rows");
        }
    }

    // ---------------------------------------------------------------------------------------------- part 4

    private static void throughput(Report report) throws Exception {
        try (ChildProcess bare = ChildProcess.startJava(SERVER_JVM, ServerHost.class.getName(), "bare");
                ChildProcess reference =
                        ChildProcess.startJava(SERVER_JVM, ServerHost.class.getName(), "reference", "empty")) {
            URI bareUrl = URI.create(bare.await("BASE_URL"));
            URI refUrl = URI.create(reference.await("BASE_URL"));
            String token = reference.await("TOKEN");
            long heapBefore = Long.parseLong(reference.await("HEAP_BEFORE"));

            long loadStart = System.nanoTime();
            List<String> ids = preload(refUrl, token, DOMAINS);
            double loadSeconds = (System.nanoTime() - loadStart) / 1e9;
            reference.send("heap");
            long heap = Long.parseLong(reference.await("HEAP"));
            Report.Row heapRow = report.add(
                    "5. Heap",
                    "reference server with " + Report.n0(DOMAINS)
                            + " domains (heap in use after GC, empty JVM subtracted)",
                    Report.mib(heap - heapBefore));
            heapRow.numbers.put("heap_bytes", heap);
            heapRow.numbers.put("jvm_baseline_bytes", heapBefore);
            heapRow.numbers.put("preload_seconds", loadSeconds);
            heapRow.numbers.put("preload_creates_per_second", DOMAINS / loadSeconds);

            String bareHost = hostHeader(bareUrl);
            String refHost = hostHeader(refUrl);
            byte[][] gets = new byte[ids.size()][];
            for (int i = 0; i < ids.size(); i++) {
                gets[i] =
                        HttpConnection.request("GET", "/api/v1/governance/domain/" + ids.get(i), refHost, token, null);
            }
            byte[] bareGet =
                    HttpConnection.request("GET", "/api/v1/governance/domain/" + ids.get(0), bareHost, token, null);
            byte[] list = HttpConnection.request("POST", "/api/v1/governance/domain/list", refHost, token, LIST_BODY);
            byte[] barePost =
                    HttpConnection.request("POST", "/api/v1/governance/domain", bareHost, token, createBody(0, 0));
            AtomicLong created = new AtomicLong();

            for (int c : CONNECTIONS) {
                Paired p = paired(
                        report,
                        bareUrl,
                        refUrl,
                        c,
                        (t, s) -> bareGet,
                        (t, s) -> gets[(int) ((s * 7919 + t * 104729L) % gets.length)]);
                row(report, "get-by-id", c, p, 0.75, ">= 75% of bare");
            }
            // The repeated query first: the server caches a bounded number of answers per store version, and the
            // distinct queries below would fill that cache.
            for (int c : CONNECTIONS) {
                LoadRun.Result r = load(report, refUrl, c, WARMUP_MILLIS, 1500, (t, s) -> list);
                row(
                        report,
                        "list, the same query repeated (the server's answer cache)",
                        c,
                        new Paired(r, null, Double.NaN),
                        -1,
                        "");
            }
            AtomicLong listed = new AtomicLong();
            for (int c : CONNECTIONS) {
                LoadRun.Result r = load(
                        report,
                        refUrl,
                        c,
                        WARMUP_MILLIS,
                        MEASURE_MILLIS,
                        (t, s) -> HttpConnection.request(
                                "POST",
                                "/api/v1/governance/domain/list",
                                refHost,
                                token,
                                distinctListBody(listed.incrementAndGet())));
                Report.Row row = row(
                        report,
                        "list, search + 2 filters + sort over " + Report.n0(DOMAINS) + ", every query distinct",
                        c,
                        new Paired(r, null, Double.NaN),
                        -1,
                        "");
                if (c == 1) {
                    row.target = "p50 < 20 ms";
                    row.verdict = r.errors == 0 && r.p50Millis < 20 ? "met" : "MISSED";
                }
            }
            for (int c : CONNECTIONS) {
                Paired p = paired(
                        report,
                        bareUrl,
                        refUrl,
                        c,
                        (t, s) -> barePost,
                        (t, s) -> HttpConnection.request(
                                "POST",
                                "/api/v1/governance/domain",
                                refHost,
                                token,
                                createBody(t, created.incrementAndGet())));
                row(report, "create", c, p, c == 32 ? 0.5 : -1, ">= 50% of bare at 32");
            }
            reference.send("heap");
            reference.forget();
        }
    }

    /** A server's figures beside the bare server's, with the median of the round-by-round throughput ratios. */
    record Paired(LoadRun.Result reference, LoadRun.Result bare, double ratio) {}

    /**
     * Loads the bare and the reference server in alternating rounds (bare, reference, reference, bare, ...), each
     * preceded by a short warm-up that also opens its connections: a neighbour's load that comes and goes then
     * weighs on both alike. The throughputs and latencies are those of all rounds together; the ratio is the median
     * of the ratios of adjacent rounds.
     */
    private static Paired paired(
            Report report,
            URI bareUrl,
            URI refUrl,
            int connections,
            LoadRun.Requests bareRequests,
            LoadRun.Requests refRequests)
            throws Exception {
        load(report, bareUrl, connections, WARMUP_MILLIS, 1, bareRequests);
        load(report, refUrl, connections, WARMUP_MILLIS, 1, refRequests);
        List<LoadRun.Result> bare = new ArrayList<>();
        List<LoadRun.Result> ref = new ArrayList<>();
        List<Double> ratios = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            LoadRun.Result b;
            LoadRun.Result r;
            if (round % 2 == 0) {
                b = load(report, bareUrl, connections, 200, ROUND_MILLIS, bareRequests);
                r = load(report, refUrl, connections, 200, ROUND_MILLIS, refRequests);
            } else {
                r = load(report, refUrl, connections, 200, ROUND_MILLIS, refRequests);
                b = load(report, bareUrl, connections, 200, ROUND_MILLIS, bareRequests);
            }
            bare.add(b);
            ref.add(r);
            ratios.add(r.perSecond / b.perSecond);
        }
        ratios.sort(null);
        return new Paired(LoadRun.Result.combine(ref), LoadRun.Result.combine(bare), ratios.get(ratios.size() / 2));
    }

    private static LoadRun.Result load(
            Report report, URI url, int connections, long warmupMillis, long measureMillis, LoadRun.Requests requests)
            throws InterruptedException {
        LoadRun.Result result =
                LoadRun.run(url.getHost(), url.getPort(), connections, warmupMillis, measureMillis, requests);
        if (result.firstError != null && measureMillis > 1) {
            report.note("Load on " + url + " with " + connections + " connections: " + result.errors
                    + " errors in the measured period; first: " + result.firstError);
        }
        return result;
    }

    private static Report.Row row(Report report, String what, int connections, Paired p, double min, String target) {
        LoadRun.Result r = p.reference();
        Report.Row row = report.add(
                "4. Server throughput",
                what + ", " + connections + " conn.",
                r.ok == 0
                        ? "no answer started and finished within the " + Report.f1(r.seconds) + " s window"
                        : (r.perSecond < 100 ? Report.f1(r.perSecond) : Report.n0(r.perSecond)) + " req/s, p50 "
                                + ms(r.p50Millis) + ", p99 " + ms(r.p99Millis)
                                + (r.errors > 0 ? ", " + r.errors + " errors" : ""));
        row.numbers.put("requests_per_second", r.perSecond);
        row.numbers.put("p50_ms", r.p50Millis);
        row.numbers.put("p99_ms", r.p99Millis);
        row.numbers.put("errors", r.errors);
        LoadRun.Result bare = p.bare();
        if (bare != null) {
            row.baseline =
                    Report.n0(bare.perSecond) + " req/s, p50 " + ms(bare.p50Millis) + ", p99 " + ms(bare.p99Millis);
            row.numbers.put("bare_requests_per_second", bare.perSecond);
            row.numbers.put("bare_p50_ms", bare.p50Millis);
            row.numbers.put("bare_p99_ms", bare.p99Millis);
            row.numbers.put("ratio_of_totals", r.perSecond / bare.perSecond);
            if (min > 0) {
                Report.ratioAtLeast(row, p.ratio(), min, target);
                if (r.errors > 0) {
                    row.verdict = "MISSED";
                }
            } else {
                row.ratio = String.format(Locale.ROOT, "%.0f%%", p.ratio() * 100);
                row.numbers.put("ratio", p.ratio());
            }
            row.ratio += " (median of " + ROUNDS + " paired rounds)";
        }
        return row;
    }

    private static String ms(double millis) {
        return String.format(Locale.ROOT, millis < 10 ? "%.2f ms" : "%.1f ms", millis);
    }

    private static String hostHeader(URI url) {
        return url.getHost() + ":" + url.getPort();
    }

    /** A realistic create body; {@code n} makes the name unique. Record {@code n} matches the list's search one
     * time in ten and its filter one time in two. */
    static String createBody(int thread, long n) {
        String word = WORDS[(int) (n % WORDS.length)];
        return "{\"name\":\"" + word + " domain " + thread + "-" + n + "\","
                + "\"description\":\"Curated " + word + " data for analytics and reporting\","
                + "\"type\":\"business\",\"source\":\"snowflake\",\"owner_team\":\"Data Platform\","
                + "\"qualified_name\":\"acme." + word + ".d" + thread + "_" + n + "\","
                + "\"status\":\"" + (n % 2 == 0 ? "VERIFIED" : "PENDING") + "\","
                + "\"user\":\"jane.doe@acme.example.com\",\"freshness_sla\":\"24h\",\"schema_stability\":\"stable\","
                + "\"sla_config\":\"daily\",\"definition\":\"Everything about " + word + ".\","
                + "\"context\":\"Sourced nightly.\",\"who_should_use_this\":\"Analysts\",\"level\":" + (n % 4) + ","
                + "\"total_views\":" + (n % 1000) + ",\"is_active\":true,"
                + "\"owner\":[{\"id\":\"" + Fixtures.uuid(n % 50) + "\",\"name\":\"Jane Doe\","
                + "\"email\":\"jane.doe@acme.example.com\",\"label\":\"Jane Doe\",\"owner_type\":\"user\"}]}";
    }

    /** Creates {@code count} domains over 8 connections; answers their ids. */
    private static List<String> preload(URI url, String token, int count) throws Exception {
        String host = hostHeader(url);
        int threads = 8;
        List<List<String>> ids = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            ids.add(null);
        }
        Thread[] workers = new Thread[threads];
        Map<Integer, Exception> failures = new ConcurrentHashMap<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            ids.set(t, new ArrayList<>());
            workers[t] = new Thread(() -> {
                try (HttpConnection connection = new HttpConnection(url.getHost(), url.getPort())) {
                    for (long n = thread; n < count; n += threads) {
                        int status = connection.exchange(HttpConnection.request(
                                "POST", "/api/v1/governance/domain", host, token, createBody(1000, n)));
                        if (status != 200 && status != 201) {
                            throw new IllegalStateException(
                                    "Create answered HTTP " + status + ": " + connection.body());
                        }
                        JsonNode answer = JSON.readTree(connection.body());
                        ids.get(thread).add(answer.path("data").path("id").asText());
                    }
                } catch (Exception e) {
                    failures.put(thread, e);
                }
            });
            workers[t].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        if (!failures.isEmpty()) {
            throw new IllegalStateException(
                    "Loading the domains failed", failures.values().iterator().next());
        }
        List<String> all = new ArrayList<>();
        for (List<String> l : ids) {
            all.addAll(l);
        }
        return all;
    }

    // ---------------------------------------------------------------------------------------------- part 5

    private static void startup(Report report, Path target) throws Exception {
        Path bareJar = find(target, "dgq-benchmarks-", "-bare-server.jar");
        Path serverJar = find(
                target.getParent().getParent().resolve("reference-server").resolve("target"),
                "dgq-reference-server-",
                "-all.jar");
        if (bareJar == null || serverJar == null) {
            report.note("5. Start-up: a jar is missing (bare server " + bareJar + ", reference server " + serverJar
                    + "); build with -am");
            return;
        }
        int runs = Integer.getInteger("bench.startup.runs", 15);
        List<String> empty = List.of(
                "-jar", serverJar.toString(), "--port", "0", "--jwt-secret", ServerHost.JWT_SECRET, "--seed", "empty");
        List<String> demo = List.of(
                "-jar", serverJar.toString(), "--port", "0", "--jwt-secret", ServerHost.JWT_SECRET, "--seed", "demo");
        // The class-data archive a user can create once (see the reference server's README): its own row.
        Path archive = target.resolve("dgq-reference-server.jsa");
        Files.deleteIfExists(archive);
        // Without its warnings about the classes it leaves out, which it writes as it stops, after the pipe closed.
        List<String> dump = new ArrayList<>(List.of("-XX:ArchiveClassesAtExit=" + archive, "-Xlog:disable"));
        dump.addAll(empty);
        startJar(dump, "DGQ_BASE_URL", "DGQ_API_TOKEN");
        List<String> archived = new ArrayList<>(List.of("-XX:SharedArchiveFile=" + archive));
        archived.addAll(empty);
        record Kind(String name, List<String> args) {}
        List<Kind> kinds = new ArrayList<>(List.of(
                new Kind("java -jar reference server (--seed empty)", empty),
                new Kind("java -jar reference server (--seed demo)", demo)));
        if (Files.isRegularFile(archive)) {
            kinds.add(new Kind("java -XX:SharedArchiveFile=<archive> -jar reference server (--seed empty)", archived));
        } else {
            report.note("5. Start-up: the JVM wrote no class-data archive at " + archive);
        }
        long[] bare = new long[runs];
        long[][] times = new long[kinds.size()][runs];
        // One unmeasured round first: it loads this JVM's classes and warms the file cache. Each round starts the
        // bare jar and then each kind, so that every kind has a bare start of the same moment to compare with.
        for (int i = -1; i < runs; i++) {
            long b = startJar(List.of("-jar", bareJar.toString(), "--port", "0"), "BASE_URL", null);
            for (int k = 0; k < kinds.size(); k++) {
                long t = startJar(kinds.get(k).args(), "DGQ_BASE_URL", "DGQ_API_TOKEN");
                if (i >= 0) {
                    times[k][i] = t;
                }
            }
            if (i >= 0) {
                bare[i] = b;
            }
        }
        double bareMs = median(bare) / 1e6;
        for (int k = 0; k < kinds.size(); k++) {
            double ms = median(times[k]) / 1e6;
            double[] ratios = new double[runs];
            for (int i = 0; i < runs; i++) {
                ratios[i] = (double) times[k][i] / bare[i];
            }
            Arrays.sort(ratios);
            Report.Row row = report.add(
                    "5. Start-up",
                    kinds.get(k).name() + " to first answered authenticated " + "request, median of " + runs
                            + " rounds; ratio: median of each round's ratio to the bare jar",
                    Report.f1(ms) + " ms");
            row.baseline = Report.f1(bareMs) + " ms (bare JDK HttpServer jar, same rounds)";
            row.numbers.put("millis", ms);
            row.numbers.put("bare_millis", bareMs);
            Report.ratioAtMost(row, ratios[runs / 2], 1.5, "<= 1.5x");
        }
        Files.deleteIfExists(archive);

        try (ChildProcess host = ChildProcess.startJava(SERVER_JVM, ServerHost.class.getName(), "embedded-startup")) {
            host.await("DONE");
            for (String seed : List.of("empty", "demo")) {
                double ready = Long.parseLong(host.await("WARM_READY_" + seed)) / 1e6;
                double answered = Long.parseLong(host.await("WARM_ANSWERED_" + seed)) / 1e6;
                double cold = Long.parseLong(host.await("COLD_READY_" + seed)) / 1e6;
                Report.Row row = report.add(
                        "5. Start-up",
                        "embedded server (seed " + seed + ") in a warm JVM: "
                                + "start() to ready / to first answer (median)",
                        Report.f1(ready) + " ms / " + Report.f1(answered) + " ms");
                row.baseline = "first start in the JVM: " + Report.f1(cold) + " ms";
                row.target = "< 50 ms";
                row.verdict = ready < 50 ? "met" : "MISSED";
                row.numbers.put("warm_ready_ms", ready);
                row.numbers.put("warm_first_answer_ms", answered);
                row.numbers.put("cold_ready_ms", cold);
            }
        }

        try (ChildProcess host = ChildProcess.startJava(SERVER_JVM, ServerHost.class.getName(), "reference", "demo")) {
            long before = Long.parseLong(host.await("HEAP_BEFORE"));
            long after = Long.parseLong(host.await("HEAP_AFTER_START"));
            Report.Row row = report.add(
                    "5. Heap",
                    "reference server with the demo seed (heap in use after GC, " + "empty JVM subtracted)",
                    Report.mib(after - before));
            row.numbers.put("heap_bytes", after);
            row.numbers.put("jvm_baseline_bytes", before);
        }
    }

    /** Starts a jar, reads its address (and token), sends one authenticated list request; answers the nanos. */
    private static long startJar(List<String> args, String urlKey, String tokenKey) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(ChildProcess.javaExecutable());
        command.addAll(args);
        long start = System.nanoTime();
        try (ChildProcess child = ChildProcess.start(command)) {
            URI url = URI.create(child.await(urlKey));
            String token = tokenKey == null ? ServerHost.JWT_SECRET : child.await(tokenKey);
            try (HttpConnection connection = new HttpConnection(url.getHost(), url.getPort())) {
                int status = connection.exchange(
                        HttpConnection.request("POST", "/api/v1/governance/domain/list", hostHeader(url), token, "{}"));
                long elapsed = System.nanoTime() - start;
                if (status != 200) {
                    throw new IllegalStateException(
                            "The first request answered HTTP " + status + ": " + connection.body());
                }
                return elapsed;
            }
        }
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static Path find(Path dir, String prefix, String suffix) throws IOException {
        if (!Files.isDirectory(dir)) {
            return null;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, prefix + "*" + suffix)) {
            for (Path p : files) {
                return p;
            }
        }
        return null;
    }
}
