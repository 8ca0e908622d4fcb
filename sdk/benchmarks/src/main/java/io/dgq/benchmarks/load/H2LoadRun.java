package io.dgq.benchmarks.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * {@link #IN_FLIGHT} {@code get(id)} calls in flight on one asynchronous client limited to {@link #ASYNC_LIMIT}
 * requests at once (so at most that many OkHttp dispatcher threads) over https with the SDK's default protocols (h2
 * where the server's ALPN offers it), against the blocking client driven by {@link #BLOCKING_THREADS} threads over
 * HTTP/1.1 on the same https server. Runs in a JVM of its own and prints {@code KEY=value} lines.
 *
 * <p>Each round's protocol is read back from the server's journal ({@code GET /__admin/requests}, the last requests
 * it received, each with its {@code protocol}), cleared before the round: the figures say what was measured, h2 or
 * HTTP/1.1, whatever the server speaks. A cycle runs both rounds, in an order that alternates; the ratio is the
 * asynchronous round's throughput over the blocking round's of the same cycle, its median over the cycles printed
 * (the first {@link #WARM_UP_CYCLES} cycles warm up both clients and the server and are not counted: the two legs'
 * throughputs climb two- to fourfold over a fresh JVM's first cycles, in step but not evenly). The journal is read after
 * every round, warm-up included, so that no counted round shares the machine with the compiling of that read.
 *
 * <p>Arguments: https base URL, API token, admin token, the PEM file of the authority to trust, cycles, ramp and
 * window in milliseconds, and optionally the server's pid, whose CPU time per call is then printed too.
 */
public final class H2LoadRun {

    /** Calls outstanding from the asynchronous client. */
    public static final int IN_FLIGHT = 1000;
    /**
     * The most platform threads that may carry the asynchronous client's calls: on Java 17 to 20 its
     * {@code maxConcurrentRequests}, each call holding a dispatcher thread; on Java 21 and later the calls run on
     * virtual threads ({@code virtualThreads(true)}) and the platform threads are their carriers, as many as the
     * machine has cores.
     */
    public static final int ASYNC_LIMIT = 8;
    /**
     * The OkHttp asynchronous client's {@code maxConcurrentRequests} on platform threads (Java 17 to 20), from
     * {@code bench.h2.okhttpWireLimit}: by default {@link #ASYNC_LIMIT}; each call holds one of as many dispatcher
     * threads.
     */
    public static final int OKHTTP_WIRE_LIMIT = Integer.getInteger("bench.h2.okhttpWireLimit", ASYNC_LIMIT);
    /** The asynchronous client's {@code maxConcurrentRequests} when its calls run on virtual threads. */
    public static final int VIRTUAL_WIRE_LIMIT = 1000;
    /**
     * The asynchronous client's transport, from the system property {@code bench.h2.transport}: {@code okhttp} (the
     * default transport) or {@code jdk} ({@link JdkHttpTransport}, which holds no thread while a call waits, so it
     * needs no virtual threads and no limit on the calls on the wire).
     */
    public static final String TRANSPORT = System.getProperty("bench.h2.transport", "okhttp");
    /**
     * {@link JdkHttpTransport}'s {@code maxConcurrentRequests}, from {@code bench.h2.jdkWireLimit}: by default the
     * transport's own default (the reference server allows 256 streams on the one connection the JDK client uses).
     */
    public static final int JDK_WIRE_LIMIT =
            Integer.getInteger("bench.h2.jdkWireLimit", JdkHttpTransport.DEFAULT_MAX_CONCURRENT_REQUESTS);
    /**
     * Whether the asynchronous leg is written by hand on {@code java.net.http} ({@code rawjdk}): no SDK, the answer's
     * bytes not decoded, at most {@link #JDK_WIRE_LIMIT} exchanges sent at once. It shows what the JDK's own client
     * reaches on this JVM, the ceiling of any transport built on it.
     */
    public static final boolean RAW_JDK = TRANSPORT.equals("rawjdk");
    /** Whether the asynchronous client sends with {@link JdkHttpTransport}, or the leg is {@link #RAW_JDK}. */
    public static final boolean JDK = TRANSPORT.equals("jdk") || RAW_JDK;
    /** Whether this JVM runs the asynchronous calls on virtual threads (never on {@link JdkHttpTransport}). */
    public static final boolean VIRTUAL = !JDK && DgqClientBuilder.virtualThreadsSupported();
    /** Cycles run first and not counted. */
    public static final int WARM_UP_CYCLES = 8;
    /** Threads driving the blocking client. */
    public static final int BLOCKING_THREADS = 64;

    private static final int DOMAINS = 1000;
    private static final java.util.concurrent.atomic.AtomicReference<Throwable> FIRST_ERROR =
            new java.util.concurrent.atomic.AtomicReference<>();
    private static final ObjectMapper JSON = new ObjectMapper();

    private H2LoadRun() {}

    /**
     * Runs the rounds.
     *
     * @param args base URL, token, admin token, authority PEM file, cycles, ramp and window in milliseconds
     * @throws Exception on failure
     */
    public static void main(String[] args) throws Exception {
        String baseUrl = args[0];
        String token = args[1];
        String adminToken = args[2];
        SSLContext tls = trusting(Path.of(args[3]));
        X509TrustManager trust = trustManager(Path.of(args[3]));
        int cycles = Integer.parseInt(args[4]);
        long ramp = Long.parseLong(args[5]);
        long window = Long.parseLong(args[6]);
        server = args.length > 7 ? ProcessHandle.of(Long.parseLong(args[7])).orElse(null) : null;

        OkHttpClient admin = new OkHttpClient.Builder()
                .sslSocketFactory(tls.getSocketFactory(), trust)
                .build();
        // What ALPN gives a client offering h2 and http/1.1, as the SDK's own client does.
        try (Response health = admin.newCall(
                        new Request.Builder().url(baseUrl + "/__admin/health").build())
                .execute()) {
            System.out.println("ALPN_PROTOCOL=" + health.protocol());
        }
        OkHttpClient http11 = new OkHttpClient.Builder()
                .sslSocketFactory(tls.getSocketFactory(), trust)
                .protocols(List.of(Protocol.HTTP_1_1))
                .connectionPool(new ConnectionPool(BLOCKING_THREADS, 5, TimeUnit.MINUTES))
                .build();
        try (DgqClient blocking = DgqClient.builder()
                        .baseUrl(baseUrl)
                        .apiToken(token)
                        .transport(OkHttpTransport.builder().client(http11).build())
                        .build();
                DgqClient async = JDK
                        ? DgqClient.builder()
                                .baseUrl(baseUrl)
                                .apiToken(token)
                                .transport(JdkHttpTransport.builder()
                                        .tls(trust)
                                        .maxConcurrentRequests(JDK_WIRE_LIMIT)
                                        .build())
                                .build()
                        : DgqClient.builder()
                                .baseUrl(baseUrl)
                                .apiToken(token)
                                .virtualThreads(VIRTUAL)
                                .maxConcurrentRequests(VIRTUAL ? VIRTUAL_WIRE_LIMIT : OKHTTP_WIRE_LIMIT)
                                .tls(tls.getSocketFactory(), trust)
                                .build()) {
            String[] ids = new String[DOMAINS];
            for (int i = 0; i < DOMAINS; i++) {
                ids[i] = blocking.domains()
                        .create(DomainCreateRequest.builder()
                                .name(String.format(Locale.ROOT, "h2-load-%04d", i))
                                .build())
                        .id();
            }
            HttpClient raw = RAW_JDK
                    ? HttpClient.newBuilder()
                            .sslContext(tls)
                            .version(HttpClient.Version.HTTP_2)
                            .followRedirects(HttpClient.Redirect.NEVER)
                            .build()
                    : null;
            Semaphore wire = new Semaphore(JDK_WIRE_LIMIT);
            Function<String, CompletableFuture<?>> get = RAW_JDK
                    ? id -> rawGet(raw, wire, baseUrl, token, id)
                    : id -> async.async().domains().get(id);
            List<Double> asyncRates = new ArrayList<>();
            List<Double> blockingRates = new ArrayList<>();
            List<Double> ratios = new ArrayList<>();
            Map<String, Integer> asyncProtocols = new TreeMap<>();
            Map<String, Integer> blockingProtocols = new TreeMap<>();
            long errors = 0;
            int dispatcherPeak = 0;
            int busyPeak = 0;
            for (int cycle = 1 - WARM_UP_CYCLES; cycle <= cycles; cycle++) {
                double[] a = null;
                double b = 0;
                double bCpu = 0;
                double bServerCpu = 0;
                for (int k = 0; k < 2; k++) {
                    clearJournal(admin, baseUrl, adminToken);
                    if (Math.floorMod(k + cycle, 2) == 0) {
                        a = asyncRound(get, ids, ramp, window);
                        // read in the warm-up too, so that the server compiles the journal's answer before a
                        // counted round rather than during one
                        Map<String, Integer> read = protocols(admin, baseUrl, adminToken);
                        if (cycle > 0) {
                            merge(asyncProtocols, read);
                        }
                    } else {
                        double[] r = blockingRound(blocking, ids, ramp, window);
                        b = r[0];
                        bCpu = r[2];
                        bServerCpu = r[3];
                        errors += (long) r[1];
                        Map<String, Integer> read = protocols(admin, baseUrl, adminToken);
                        if (cycle > 0) {
                            merge(blockingProtocols, read);
                        }
                    }
                }
                if (cycle <= 0) {
                    continue; // warm-up
                }
                asyncRates.add(a[0]);
                errors += (long) a[1];
                dispatcherPeak = Math.max(dispatcherPeak, (int) a[2]);
                busyPeak = Math.max(busyPeak, (int) a[3]);
                blockingRates.add(b);
                ratios.add(a[0] / b);
                System.out.printf(
                        Locale.ROOT,
                        "CYCLE_%d=async %.0f req/s, blocking %.0f req/s, ratio %.2f; client CPU per call: async %.0f us,"
                                + " blocking %.0f us; server CPU per call: async %.0f us, blocking %.0f us; threads started"
                                + " per async call %.2f%n",
                        cycle,
                        a[0],
                        b,
                        a[0] / b,
                        a[4],
                        bCpu,
                        a[6],
                        bServerCpu,
                        a[5]);
            }
            double[] sorted =
                    ratios.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            System.out.println("ASYNC_PER_SECOND=" + median(asyncRates));
            System.out.println("BLOCKING_PER_SECOND=" + median(blockingRates));
            System.out.println("RATIO=" + sorted[sorted.length / 2]);
            System.out.println("RATIO_Q1=" + sorted[sorted.length / 4]);
            System.out.println("RATIO_Q3=" + sorted[sorted.length * 3 / 4]);
            System.out.println("ASYNC_MODE="
                    + (RAW_JDK
                            ? "java.net.http by hand, no SDK (Java "
                                    + Runtime.version().feature() + "), at most " + JDK_WIRE_LIMIT + " sent at once"
                            : JDK
                                    ? "JdkHttpTransport (Java "
                                            + Runtime.version().feature() + "), maxConcurrentRequests=" + JDK_WIRE_LIMIT
                                    : VIRTUAL
                                            ? "virtual threads (Java "
                                                    + Runtime.version().feature() + "), maxConcurrentRequests="
                                                    + VIRTUAL_WIRE_LIMIT
                                            : "platform threads (Java "
                                                    + Runtime.version().feature() + "), maxConcurrentRequests="
                                                    + OKHTTP_WIRE_LIMIT));
            System.out.println("ASYNC_DISPATCHER_PEAK=" + dispatcherPeak);
            System.out.println("ASYNC_IN_FLIGHT_PEAK=" + busyPeak);
            System.out.println("ASYNC_PROTOCOLS=" + asyncProtocols);
            System.out.println("BLOCKING_PROTOCOLS=" + blockingProtocols);
            System.out.println("ERRORS=" + errors);
            System.out.println("DONE=1");
            System.out.flush();
        } finally {
            admin.dispatcher().executorService().shutdown();
            admin.connectionPool().evictAll();
            http11.dispatcher().executorService().shutdown();
            http11.connectionPool().evictAll();
        }
    }

    /** One asynchronous round: its throughput, errors and the peak of OkHttp dispatcher threads. */
    private static double[] asyncRound(Function<String, CompletableFuture<?>> get, String[] ids, long ramp, long window)
            throws InterruptedException {
        LongAdder done = new LongAdder();
        LongAdder errors = new LongAdder();
        AtomicBoolean stop = new AtomicBoolean();
        Semaphore permits = new Semaphore(IN_FLIGHT);
        Thread driver = new Thread(
                () -> {
                    int i = 0;
                    try {
                        while (!stop.get()) {
                            if (!permits.tryAcquire(10, TimeUnit.MILLISECONDS)) {
                                continue;
                            }
                            CompletableFuture<?> call = get.apply(ids[i++ % DOMAINS]);
                            call.whenComplete((domain, error) -> {
                                if (error == null) {
                                    done.increment();
                                } else {
                                    errors.increment();
                                    if (FIRST_ERROR.compareAndSet(null, error)) {
                                        System.out.println("FIRST_ERROR=" + error);
                                    }
                                }
                                permits.release();
                            });
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                },
                "async-driver");
        driver.start();
        AtomicInteger peak = new AtomicInteger();
        AtomicInteger busy = new AtomicInteger();
        double perSecond = measure(done, ramp, window, peak, busy);
        double cpu = lastCpuPerCall;
        double started = lastThreadsPerCall;
        double serverCpu = lastServerCpuPerCall;
        stop.set(true);
        driver.join();
        permits.acquire(IN_FLIGHT);
        return new double[] {perSecond, errors.sum(), peak.get(), busy.get(), cpu, started, serverCpu};
    }

    /**
     * One {@code get(id)} written by hand on {@code java.net.http}: sent once one of the {@code wire} places is free
     * (the calling thread waits for it), the answer's bytes received whole and not decoded, a status other than 200
     * a failure.
     */
    private static CompletableFuture<?> rawGet(
            HttpClient client, Semaphore wire, String baseUrl, String token, String id) {
        wire.acquireUninterruptibly();
        java.net.http.HttpRequest request = java.net.http.HttpRequest.newBuilder(
                        URI.create(baseUrl + "/api/v1/governance/domain/" + id))
                .header("Authorization", "Bearer " + token)
                .header("Accept", "application/json")
                .GET()
                .build();
        CompletableFuture<java.net.http.HttpResponse<byte[]>> sent;
        try {
            sent = client.sendAsync(request, java.net.http.HttpResponse.BodyHandlers.ofByteArray());
        } catch (RuntimeException e) {
            wire.release();
            throw e;
        }
        return sent.whenComplete((answer, thrown) -> wire.release()).thenApply(answer -> {
            if (answer.statusCode() != 200) {
                throw new IllegalStateException("HTTP " + answer.statusCode());
            }
            return answer.body();
        });
    }

    /** One blocking round: its throughput and errors. */
    private static double[] blockingRound(DgqClient client, String[] ids, long ramp, long window)
            throws InterruptedException {
        BlockingCallers callers = BlockingCallers.start(client, ids, BLOCKING_THREADS);
        double perSecond = measure(callers.done(), ramp, window, new AtomicInteger(), new AtomicInteger());
        double cpu = lastCpuPerCall;
        double serverCpu = lastServerCpuPerCall;
        callers.stop();
        return new double[] {perSecond, callers.errors(), cpu, serverCpu};
    }

    /**
     * Waits the ramp, then counts completions over the window, sampling the platform threads carrying calls every
     * 5 ms; the client process's CPU time per completed call over the window goes to {@link #lastCpuPerCall}.
     */
    private static double measure(
            LongAdder done, long ramp, long window, AtomicInteger dispatcherPeak, AtomicInteger busyPeak)
            throws InterruptedException {
        Thread.sleep(ramp);
        long before = done.sum();
        long cpuBefore = PROCESS.getProcessCpuTime();
        long serverCpuBefore = serverCpuNanos();
        long threadsBefore = THREADS.getTotalStartedThreadCount();
        long start = System.nanoTime();
        long end = start + TimeUnit.MILLISECONDS.toNanos(window);
        while (System.nanoTime() < end) {
            dispatcherPeak.accumulateAndGet(dispatcherThreads(false), Math::max);
            busyPeak.accumulateAndGet(dispatcherThreads(true), Math::max);
            Thread.sleep(5);
        }
        long after = done.sum();
        lastCpuPerCall = (PROCESS.getProcessCpuTime() - cpuBefore) / 1e3 / Math.max(1, after - before);
        lastServerCpuPerCall = (serverCpuNanos() - serverCpuBefore) / 1e3 / Math.max(1, after - before);
        lastThreadsPerCall =
                (THREADS.getTotalStartedThreadCount() - threadsBefore) / (double) Math.max(1, after - before);
        return (after - before) / ((System.nanoTime() - start) / 1e9);
    }

    private static final com.sun.management.OperatingSystemMXBean PROCESS = (com.sun.management.OperatingSystemMXBean)
            java.lang.management.ManagementFactory.getOperatingSystemMXBean();

    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    /** The server process, when its pid was given, whose CPU time per call is measured beside the client's. */
    private static ProcessHandle server;

    /** The server process's CPU time per call over the last window, in microseconds; 0 without its pid. */
    private static double lastServerCpuPerCall;

    /** {@return the server process's CPU time so far, in nanoseconds, or 0 when it is unknown} */
    private static long serverCpuNanos() {
        return server == null
                ? 0
                : server.info()
                        .totalCpuDuration()
                        .map(java.time.Duration::toNanos)
                        .orElse(0L);
    }

    /** The client process's CPU time per call over the last window, in microseconds. */
    private static double lastCpuPerCall;

    /** Threads the client process started per call over the last window (the JDK client's hand-offs included). */
    private static double lastThreadsPerCall;

    /**
     * The platform threads that carry the asynchronous calls: all of them, or only those running a call
     * ({@code busy}). On platform threads these are OkHttp's dispatcher threads: a running call's thread is named after
     * its URL, and a call holds its thread for its whole exchange, so the busy ones are the requests in flight; the
     * others are idle threads of the dispatcher's cached pool (a call that ends starts the next queued one on a new
     * thread before its own thread is idle again). On virtual threads they are the carriers of the JVM's virtual
     * thread scheduler ({@code ForkJoinPool-1-worker-1}, ...), whatever they run; the virtual threads themselves are
     * not platform threads and are not counted, so {@code busy} counts none. On {@link JdkHttpTransport} they are
     * the JDK client's selector thread and the transport's executor threads, which read the answers and run what
     * follows them; no thread is held by a call waiting, so {@code busy} counts none.
     */
    private static int dispatcherThreads(boolean busy) {
        // enumerated from the thread groups: Thread.getAllStackTraces() would stop every thread at a safepoint
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] threads = new Thread[root.activeCount() * 2 + 16];
        int count = root.enumerate(threads, true);
        int n = 0;
        for (int i = 0; i < count; i++) {
            String name = threads[i].getName();
            if ((!busy
                            && (name.equals("OkHttp Dispatcher")
                                    || CARRIER.matcher(name).matches()
                                    || name.startsWith("DGQ JDK transport")
                                    || name.contains("-Worker-")
                                    || name.endsWith("-SelectorManager")))
                    || name.startsWith("OkHttp https")) {
                n++;
            }
        }
        return n;
    }

    private static final java.util.regex.Pattern CARRIER =
            java.util.regex.Pattern.compile("ForkJoinPool-\\d+-worker-\\d+");

    private static void clearJournal(OkHttpClient admin, String baseUrl, String adminToken) throws IOException {
        try (Response response = admin.newCall(new Request.Builder()
                        .url(baseUrl + "/__admin/requests")
                        .header("Authorization", "Bearer " + adminToken)
                        .delete(RequestBody.create(new byte[0]))
                        .build())
                .execute()) {
            if (!response.isSuccessful()) {
                throw new IllegalStateException("clearing the journal answered HTTP " + response.code());
            }
        }
    }

    /** The protocols of the requests the server's journal kept (its last ones), counted. */
    private static Map<String, Integer> protocols(OkHttpClient admin, String baseUrl, String adminToken)
            throws IOException {
        try (Response response = admin.newCall(new Request.Builder()
                        .url(baseUrl + "/__admin/requests?since=0")
                        .header("Authorization", "Bearer " + adminToken)
                        .build())
                .execute()) {
            JsonNode requests =
                    JSON.readTree(response.body().string()).path("data").path("requests");
            Map<String, Integer> counts = new TreeMap<>();
            for (JsonNode request : requests) {
                counts.merge(request.path("protocol").asText("unknown"), 1, Integer::sum);
            }
            return counts;
        }
    }

    private static void merge(Map<String, Integer> into, Map<String, Integer> counts) {
        counts.forEach((k, v) -> into.merge(k, v, Integer::sum));
    }

    private static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static X509TrustManager trustManager(Path pem) throws GeneralSecurityException {
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(keyStore(pem));
        return (X509TrustManager) factory.getTrustManagers()[0];
    }

    private static SSLContext trusting(Path pem) throws GeneralSecurityException {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, new javax.net.ssl.TrustManager[] {trustManager(pem)}, null);
        return context;
    }

    private static KeyStore keyStore(Path pem) throws GeneralSecurityException {
        try {
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(null, null);
            byte[] bytes = Files.readString(pem, StandardCharsets.US_ASCII).getBytes(StandardCharsets.US_ASCII);
            store.setCertificateEntry(
                    "authority",
                    CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(bytes)));
            return store;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
