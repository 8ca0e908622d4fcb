package io.dgq.benchmarks;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.benchmarks.load.H2LoadRun;
import io.dgq.benchmarks.load.HttpConnection;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * Part {@code h2}: HTTP/2 and TLS.
 *
 * <ul>
 *   <li>{@link H2LoadRun#IN_FLIGHT} {@code get(id)} in flight on one asynchronous client with at most
 *       {@link H2LoadRun#ASYNC_LIMIT} platform threads carrying its calls (on Java 21 and later its calls run on
 *       virtual threads, {@link H2LoadRun#VIRTUAL_WIRE_LIMIT} on the wire), over https with the SDK's default
 *       protocols, against the blocking client on {@link H2LoadRun#BLOCKING_THREADS} threads over HTTP/1.1, same
 *       server (over https), same run: the ratio of their throughputs, each labelled with the protocol the server's
 *       journal recorded. Until the server speaks h2 both legs run HTTP/1.1, and the row says so.</li>
 *   <li>The server alone under {@code h2load} (nghttp2's load generator), when it is on the PATH: get-by-id with a
 *       bearer token, {@code -n 20000 -c 8 -m 32} over h2c (prior knowledge, the plain port) and {@code --h1} with
 *       one request at a time per connection (no client pipelines HTTP/1.1). A leg whose requests fail, as h2c does
 *       on a server that speaks HTTP/1.1 only, says so.</li>
 *   <li>The standalone jar's start-up to its first answered authenticated request, and its idle heap after a full
 *       GC ({@code jcmd GC.run}, then the admin API's {@code heap_used_bytes}), plain and with {@code --https}.</li>
 * </ul>
 */
final class Http2Benchmarks {

    /** The part's label in the report. */
    static final String PART = "9. HTTP/2 and TLS";

    private static final int CYCLES = Integer.getInteger("bench.h2.cycles", 5);
    private static final long RAMP_MILLIS = Long.getLong("bench.h2.rampMillis", 300);
    private static final long WINDOW_MILLIS = Long.getLong("bench.h2.windowMillis", 1000);
    private static final int H2LOAD_REQUESTS = Integer.getInteger("bench.h2.h2loadRequests", 20000);
    private static final int STARTS = Integer.getInteger("bench.h2.starts", 5);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern FINISHED = Pattern.compile("finished in [^,]+, ([0-9.]+) req/s");
    private static final Pattern REQUESTS = Pattern.compile(
            "requests: (\\d+) total, \\d+ started, \\d+ done, (\\d+) succeeded, (\\d+) failed, (\\d+) errored");
    private static final Pattern PROTOCOL = Pattern.compile("Application protocol: (\\S+)");

    private Http2Benchmarks() {}

    static void run(Report report, Path target) throws Exception {
        long start = System.nanoTime();
        inFlight(report);
        report.recordLoad("after the h2 calls in flight");
        System.out.printf(Locale.ROOT, "h2: calls in flight took %.0f s%n", (System.nanoTime() - start) / 1e9);
        if (Boolean.getBoolean("bench.h2.inFlightOnly")) {
            return;
        }
        start = System.nanoTime();
        h2load(report);
        System.out.printf(Locale.ROOT, "h2: h2load took %.0f s%n", (System.nanoTime() - start) / 1e9);
        start = System.nanoTime();
        jar(report, target);
        System.out.printf(
                Locale.ROOT, "h2: the jar's start-up and heap took %.0f s%n", (System.nanoTime() - start) / 1e9);
    }

    // ------------------------------------------------------------------------------------- calls in flight

    private static void inFlight(Report report) {
        String what = H2LoadRun.IN_FLIGHT + " get(id) in flight, one async client"
                + (H2LoadRun.RAW_JDK
                        ? " written by hand on java.net.http (no SDK)"
                        : H2LoadRun.JDK ? " on JdkHttpTransport" : "")
                + ", at most " + H2LoadRun.ASYNC_LIMIT
                + " platform threads carrying its calls, https with ALPN (h2 when the server offers it)";
        List<String> serverArgs = new ArrayList<>(List.of("-Xms512m", "-Xmx512m"));
        serverArgs.addAll(words(System.getProperty("bench.h2.serverJvmArgs", "")));
        List<String> loadArgs = new ArrayList<>(List.of(
                "-Xms512m",
                "-Xmx512m",
                "-Dbench.h2.transport=" + H2LoadRun.TRANSPORT,
                "-Dbench.h2.jdkWireLimit=" + H2LoadRun.JDK_WIRE_LIMIT,
                "-Dbench.h2.okhttpWireLimit=" + H2LoadRun.OKHTTP_WIRE_LIMIT));
        loadArgs.addAll(words(System.getProperty("bench.h2.loadJvmArgs", "")));
        try (ChildProcess server = ChildProcess.startJava(serverArgs, ServerHost.class.getName(), "reference-https");
                ChildProcess load = ChildProcess.startJava(
                        loadArgs,
                        H2LoadRun.class.getName(),
                        server.await("BASE_URL"),
                        server.await("TOKEN"),
                        server.await("ADMIN_TOKEN"),
                        server.await("CA_PEM_FILE"),
                        Integer.toString(CYCLES),
                        Long.toString(RAMP_MILLIS),
                        Long.toString(WINDOW_MILLIS),
                        Long.toString(server.pid()))) {
            try {
                load.await("DONE");
            } catch (IllegalStateException e) {
                Report.Row row = report.add(PART, what, "FAILED");
                row.verdict = "error";
                report.note(PART + " calls in flight failed: " + e.getMessage());
                return;
            }
            double async = Double.parseDouble(load.await("ASYNC_PER_SECOND"));
            double blocking = Double.parseDouble(load.await("BLOCKING_PER_SECOND"));
            double ratio = Double.parseDouble(load.await("RATIO"));
            double q1 = Double.parseDouble(load.await("RATIO_Q1"));
            double q3 = Double.parseDouble(load.await("RATIO_Q3"));
            String asyncProtocols = load.await("ASYNC_PROTOCOLS");
            String blockingProtocols = load.await("BLOCKING_PROTOCOLS");
            String alpn = load.await("ALPN_PROTOCOL");
            String mode = load.await("ASYNC_MODE");
            for (int cycle = 1; cycle <= CYCLES; cycle++) {
                System.out.println("h2: cycle " + cycle + ": " + load.await("CYCLE_" + cycle));
            }
            int dispatcher = Integer.parseInt(load.await("ASYNC_DISPATCHER_PEAK"));
            int onTheWire = Integer.parseInt(load.await("ASYNC_IN_FLIGHT_PEAK"));
            long errors = Long.parseLong(load.await("ERRORS"));
            boolean h2 = alpn.equals("h2");
            String label = h2
                    ? "over h2"
                    : "over " + alpn + ": the server did not offer h2, so this is HTTP/1.1 on both sides";
            System.out.println("h2: ALPN chose " + alpn + "; the async leg's requests by protocol (journal): "
                    + asyncProtocols + "; the blocking leg's: " + blockingProtocols);
            Report.Row row = report.add(
                    PART,
                    what,
                    Report.n0(async) + " req/s " + label + " (journal: " + asyncProtocols + "); " + mode
                            + "; platform threads carrying calls (peak) " + dispatcher
                            + (onTheWire > 0
                                    ? ", of which running a call (peak, the requests on the wire) " + onTheWire
                                    : "")
                            + "; " + H2LoadRun.IN_FLIGHT + " outstanding");
            row.baseline = Report.n0(blocking) + " req/s, blocking client on " + H2LoadRun.BLOCKING_THREADS
                    + " threads over HTTP/1.1, " + H2LoadRun.BLOCKING_THREADS + " requests on the wire (journal: "
                    + blockingProtocols + ")";
            row.ratio = String.format(
                    Locale.ROOT,
                    "%.0f%% (median of %d cycles, IQR %.0f-%.0f%%)",
                    ratio * 100,
                    CYCLES,
                    q1 * 100,
                    q3 * 100);
            row.target = h2 ? ">= 100% of blocking, platform threads carrying calls <= " + H2LoadRun.ASYNC_LIMIT : "";
            row.verdict =
                    !h2 ? "" : ratio >= 1.0 && errors == 0 && dispatcher <= H2LoadRun.ASYNC_LIMIT ? "met" : "MISSED";
            row.numbers.put("async_mode", mode);
            row.numbers.put("alpn_protocol", alpn);
            row.numbers.put("async_protocols", asyncProtocols);
            row.numbers.put("blocking_protocols", blockingProtocols);
            row.numbers.put("requests_per_second", async);
            row.numbers.put("blocking_requests_per_second", blocking);
            row.numbers.put("ratio", ratio);
            row.numbers.put("ratio_q1", q1);
            row.numbers.put("ratio_q3", q3);
            row.numbers.put("dispatcher_threads_peak", dispatcher);
            row.numbers.put("async_on_the_wire_peak", onTheWire);
            row.numbers.put("blocking_on_the_wire", H2LoadRun.BLOCKING_THREADS);
            row.numbers.put("errors", errors);
        }
    }

    /** The JVM options a property gives, separated by spaces. */
    private static List<String> words(String value) {
        return value.isBlank() ? List.of() : List.of(value.trim().split("\\s+"));
    }

    // ---------------------------------------------------------------------------------------------- h2load

    private static void h2load(Report report) throws Exception {
        String h2load = onPath("h2load");
        if (h2load == null) {
            System.out.println("h2: h2load skipped: install nghttp2-client (h2load is not on the PATH)");
            report.note(PART + " h2load: skipped, h2load is not on the PATH (install nghttp2-client)");
            return;
        }
        try (ChildProcess server = ChildProcess.startJava(
                List.of("-Xms512m", "-Xmx512m"), ServerHost.class.getName(), "reference", "empty")) {
            URI url = URI.create(server.await("BASE_URL"));
            String token = server.await("TOKEN");
            String id;
            try (HttpConnection connection = new HttpConnection(url.getHost(), url.getPort())) {
                int status = connection.exchange(HttpConnection.request(
                        "POST",
                        "/api/v1/governance/domain",
                        url.getHost() + ":" + url.getPort(),
                        token,
                        "{\"name\":\"h2load\"}"));
                if (status != 200 && status != 201) {
                    throw new IllegalStateException("creating the domain answered HTTP " + status);
                }
                id = JSON.readTree(connection.body()).path("data").path("id").asText();
            }
            String target = url + "/api/v1/governance/domain/" + id;
            List<String> auth = List.of("-H", "authorization: Bearer " + token);
            double[] h2c = h2loadLeg(report, "h2c (prior knowledge), -c 8 -m 32", h2load, target, auth, "-m", "32");
            double[] h1 = h2loadLeg(report, "HTTP/1.1 (--h1), -c 8 -m 1", h2load, target, auth, "--h1", "-m", "1");
            if (h2c != null && h1 != null && h2c[1] > 0 && h1[1] > 0) {
                Report.Row row = report.add(
                        PART,
                        "h2load get-by-id: h2c over HTTP/1.1 throughput",
                        String.format(Locale.ROOT, "%.2fx", h2c[0] / h1[0]));
                row.numbers.put("ratio", h2c[0] / h1[0]);
            }
        }
    }

    /** Runs h2load once (a short warm-up run first); answers req/s and the share of requests that succeeded. */
    private static double[] h2loadLeg(
            Report report, String what, String h2load, String target, List<String> auth, String... options)
            throws Exception {
        List<String> command = new ArrayList<>(List.of(h2load, "-n", Integer.toString(H2LOAD_REQUESTS), "-c", "8"));
        command.addAll(Arrays.asList(options));
        command.addAll(auth);
        command.add(target);
        List<String> warmUp = new ArrayList<>(command);
        warmUp.set(2, Integer.toString(Math.max(1000, H2LOAD_REQUESTS / 5)));
        run(warmUp);
        String out = run(command);
        Matcher finished = FINISHED.matcher(out);
        Matcher requests = REQUESTS.matcher(out);
        Matcher protocol = PROTOCOL.matcher(out);
        String name = "h2load get-by-id, " + H2LOAD_REQUESTS + " requests, " + what;
        if (!finished.find() || !requests.find()) {
            Report.Row row = report.add(
                    PART, name, "no figures (h2load printed: " + out.strip().replace('\n', ' ') + ")");
            row.verdict = "error";
            return null;
        }
        double perSecond = Double.parseDouble(finished.group(1));
        long total = Long.parseLong(requests.group(1));
        long succeeded = Long.parseLong(requests.group(2));
        long failed = Long.parseLong(requests.group(3)) + Long.parseLong(requests.group(4));
        String negotiated = protocol.find() ? protocol.group(1) : "none";
        Report.Row row = report.add(
                PART,
                name,
                succeeded == 0
                        ? "all " + total + " failed (protocol " + negotiated + "): the server does not speak it"
                        : Report.n0(perSecond) + " req/s, " + succeeded + " of " + total + " succeeded (protocol "
                                + negotiated + ")");
        if (succeeded == 0) {
            row.verdict = "n/a";
        }
        row.numbers.put("requests_per_second", perSecond);
        row.numbers.put("succeeded", succeeded);
        row.numbers.put("failed", failed);
        row.numbers.put("protocol", negotiated);
        System.out.println("h2: " + name + ": " + row.value);
        return new double[] {perSecond, (double) succeeded / total};
    }

    private static String run(List<String> command) throws Exception {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out;
        try (InputStream in = process.getInputStream()) {
            out = in.readAllBytes();
        }
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
        return new String(out, StandardCharsets.UTF_8);
    }

    private static String onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            Path candidate = Path.of(dir, program);
            if (Files.isExecutable(candidate)) {
                return candidate.toString();
            }
        }
        return null;
    }

    // ------------------------------------------------------------------------------------------------- jar

    private static void jar(Report report, Path target) throws Exception {
        Path modules = target.toAbsolutePath().getParent() == null
                ? null
                : target.toAbsolutePath().getParent().getParent();
        Path serverJar = modules == null
                ? null
                : find(modules.resolve("reference-server").resolve("target"), "dgq-reference-server-", "-all.jar");
        if (serverJar == null) {
            report.note(
                    PART + " jar: the reference server's jar is missing beside this one (run the benchmarks' jar from"
                            + " sdk/benchmarks/target, built with -am)");
            return;
        }
        long[] plain = new long[STARTS];
        long[] https = new long[STARTS];
        long plainHeap = 0;
        long httpsHeap = 0;
        for (int i = -1; i < STARTS; i++) { // one unmeasured round first
            long[] p = startJar(serverJar, false, i == STARTS - 1);
            long[] h = startJar(serverJar, true, i == STARTS - 1);
            if (i >= 0) {
                plain[i] = p[0];
                https[i] = h[0];
            }
            plainHeap = p[1];
            httpsHeap = h[1];
        }
        double[] ratios = new double[STARTS];
        for (int i = 0; i < STARTS; i++) {
            ratios[i] = (double) https[i] / plain[i];
        }
        Arrays.sort(ratios);
        Arrays.sort(plain);
        Arrays.sort(https);
        Report.Row start = report.add(
                PART,
                "java -jar reference server --https (--seed empty) to first answered authenticated request, median of "
                        + STARTS + " rounds",
                Report.f1(https[STARTS / 2] / 1e6) + " ms");
        start.baseline = Report.f1(plain[STARTS / 2] / 1e6) + " ms plain http, same rounds";
        start.ratio = String.format(Locale.ROOT, "%.2fx (median of each round's ratio)", ratios[STARTS / 2]);
        start.numbers.put("https_millis", https[STARTS / 2] / 1e6);
        start.numbers.put("plain_millis", plain[STARTS / 2] / 1e6);
        start.numbers.put("ratio", ratios[STARTS / 2]);
        Report.Row heap = report.add(
                PART, "java -jar reference server --https, idle heap in use after a full GC", Report.mib(httpsHeap));
        heap.baseline = Report.mib(plainHeap) + " plain http";
        heap.ratio = String.format(Locale.ROOT, "%.2fx", (double) httpsHeap / plainHeap);
        heap.numbers.put("https_bytes", httpsHeap);
        heap.numbers.put("plain_bytes", plainHeap);
    }

    /**
     * Starts the jar, times it to its first answered authenticated list request, and (when asked) reads its idle heap
     * after a full GC; answers the nanoseconds and the bytes.
     */
    private static long[] startJar(Path jar, boolean https, boolean heap) throws Exception {
        Path authority = Files.createTempFile("dgq-bench-ca", ".pem");
        List<String> command = new ArrayList<>(List.of(
                ChildProcess.javaExecutable(),
                "-jar",
                jar.toString(),
                "--port",
                "0",
                "--jwt-secret",
                ServerHost.JWT_SECRET,
                "--seed",
                "empty"));
        if (https) {
            command.addAll(List.of("--https", "--tls-ca-out", authority.toString()));
        }
        long start = System.nanoTime();
        try (ChildProcess child = ChildProcess.start(command)) {
            String baseUrl = child.await("DGQ_BASE_URL");
            String token = child.await("DGQ_API_TOKEN");
            String admin = child.await("DGQ_ADMIN_TOKEN");
            OkHttpClient client = client(https ? authority : null);
            try {
                try (Response response = client.newCall(new Request.Builder()
                                .url(baseUrl + "/api/v1/governance/domain/list")
                                .header("Authorization", "Bearer " + token)
                                .post(RequestBody.create("{}", okhttp3.MediaType.get("application/json")))
                                .build())
                        .execute()) {
                    if (response.code() != 200) {
                        throw new IllegalStateException("the first request answered HTTP " + response.code());
                    }
                }
                long elapsed = System.nanoTime() - start;
                long used = heap ? idleHeap(child.pid(), client, baseUrl, admin) : 0;
                return new long[] {elapsed, used};
            } finally {
                client.dispatcher().executorService().shutdown();
                client.connectionPool().evictAll();
            }
        } finally {
            Files.deleteIfExists(authority);
        }
    }

    /** Runs two full GCs in the server ({@code jcmd <pid> GC.run}) and reads its heap in use from the admin API. */
    private static long idleHeap(long pid, OkHttpClient client, String baseUrl, String adminToken) throws Exception {
        Path jcmd = Path.of(ChildProcess.javaExecutable()).resolveSibling("jcmd");
        for (int i = 0; i < 2; i++) {
            run(List.of(jcmd.toString(), Long.toString(pid), "GC.run"));
        }
        try (Response response = client.newCall(new Request.Builder()
                        .url(baseUrl + "/__admin/stats")
                        .header("Authorization", "Bearer " + adminToken)
                        .build())
                .execute()) {
            return JSON.readTree(response.body().string())
                    .path("data")
                    .path("limits")
                    .path("heap_used_bytes")
                    .asLong();
        }
    }

    private static OkHttpClient client(Path authority) throws Exception {
        if (authority == null) {
            return new OkHttpClient();
        }
        KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
        store.load(null, null);
        store.setCertificateEntry(
                "authority",
                CertificateFactory.getInstance("X.509")
                        .generateCertificate(new ByteArrayInputStream(Files.readAllBytes(authority))));
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(store);
        X509TrustManager trust = (X509TrustManager) factory.getTrustManagers()[0];
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, new javax.net.ssl.TrustManager[] {trust}, null);
        return new OkHttpClient.Builder()
                .sslSocketFactory(context.getSocketFactory(), trust)
                .build();
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
