package io.dgq.benchmarks.load;

import io.dgq.benchmarks.raw.RawClient;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.internal.HttpClients;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;

/**
 * Many {@code get(id)} calls in flight from one asynchronous client, against the blocking client driven by many
 * threads, both calling the same reference server. Runs in a JVM of its own, so that the threads it counts are the
 * SDK's and its own, and prints {@code KEY=value} lines.
 *
 * <p>A round runs one way of calling for a fixed time: a ramp, then a measured window, then it stops and lets the
 * calls under way finish. An asynchronous round creates a client with the {@code maxConcurrentRequests} under test
 * and one driver thread that keeps {@link #IN_FLIGHT} futures outstanding (a new call as soon as one completes);
 * the client is closed after the round, so that its threads are counted for that setting alone. A blocking round
 * runs {@link #BLOCKING_THREADS} threads calling {@code get(id)} in a loop on one blocking client. A cycle runs the
 * blocking round and one asynchronous round per setting, in an order that rotates from cycle to cycle; each
 * setting's ratio is its throughput over the blocking round's of the same cycle, and the figures printed are
 * medians over the cycles (the first cycle warms up and is not counted).
 *
 * <p>Threads: a sampler enumerates the live threads every 2 ms and sorts them by name (OkHttp's dispatcher threads
 * are named {@code OkHttp Dispatcher}, or {@code OkHttp <url>} while they run a call; {@code OkHttp TaskRunner};
 * {@code Okio Watchdog}; the SDK's {@code dgq-sdk-scheduler-N}); the JVM's own peak thread count over the round,
 * less the threads alive before any client was built (and less the blocking round's own callers), bounds them all.
 *
 * <p>Arguments: base URL, API token, the settings of {@code maxConcurrentRequests} (comma separated; {@code rawN}
 * runs OkHttp's {@code enqueue} by hand, {@link RawClient#getDomainAsync}, with a dispatcher sized N), cycles,
 * ramp and window in milliseconds.
 */
public final class AsyncLoadRun {

    /** Calls outstanding from the asynchronous client. */
    public static final int IN_FLIGHT = 1000;
    /** Threads driving the blocking client. */
    public static final int BLOCKING_THREADS = 64;
    /** Domains created first, and read round-robin. */
    static final int DOMAINS = 1000;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private AsyncLoadRun() {}

    /** The figures of one round. */
    private static final class Round {
        double perSecond;
        long errors;
        int dispatcherPeak;
        int housekeepingPeak;
        int sdkPeak;
        int jvmAddedPeak;
    }

    /**
     * Runs the rounds.
     *
     * @param args base URL, token, settings, cycles, ramp and window in milliseconds
     * @throws Exception on failure
     */
    public static void main(String[] args) throws Exception {
        String baseUrl = args[0];
        String token = args[1];
        String[] settings = args[2].split(",");
        int cycles = Integer.parseInt(args[3]);
        long ramp = Long.parseLong(args[4]);
        long window = Long.parseLong(args[5]);

        ThreadCensus census = new ThreadCensus();
        int base = THREADS.getThreadCount();
        try (DgqClient blocking =
                DgqClient.builder().baseUrl(baseUrl).apiToken(token).build()) {
            String[] ids = new String[DOMAINS];
            for (int i = 0; i < DOMAINS; i++) {
                ids[i] = blocking.domains()
                        .create(DomainCreateRequest.builder()
                                .name(String.format(Locale.ROOT, "async-load-%04d", i))
                                .build())
                        .id();
            }
            Map<String, List<Double>> ratios = new HashMap<>();
            Map<String, List<Round>> rounds = new HashMap<>();
            List<Round> blockingRounds = new ArrayList<>();
            for (String s : settings) {
                ratios.put(s, new ArrayList<>());
                rounds.put(s, new ArrayList<>());
            }
            for (int cycle = 0; cycle <= cycles; cycle++) {
                // Position 0 is the blocking round; the others the settings, rotated each cycle.
                Map<String, Round> thisCycle = new HashMap<>();
                Round blockingRound = null;
                for (int k = 0; k <= settings.length; k++) {
                    int slot = (k + cycle) % (settings.length + 1);
                    if (slot == 0) {
                        blockingRound = blockingRound(blocking, ids, census, base, ramp, window);
                    } else {
                        String setting = settings[slot - 1];
                        thisCycle.put(setting, asyncRound(baseUrl, token, setting, ids, census, base, ramp, window));
                    }
                }
                if (cycle == 0) {
                    continue; // warm-up
                }
                blockingRounds.add(blockingRound);
                for (String s : settings) {
                    Round r = thisCycle.get(s);
                    rounds.get(s).add(r);
                    ratios.get(s).add(r.perSecond / blockingRound.perSecond);
                }
            }
            census.stop();
            print("BLOCKING", blockingRounds, null);
            for (String s : settings) {
                print("ASYNC_" + s, rounds.get(s), ratios.get(s));
            }
            System.out.println("BASE_THREADS=" + base);
            System.out.println("THREAD_NAMES=" + new TreeSet<>(ThreadCensus.NAMES));
            System.out.println("DONE=1");
            System.out.flush();
        }
    }

    private static void print(String key, List<Round> rounds, List<Double> ratios) {
        System.out.println(key + "_PER_SECOND="
                + median(rounds.stream().mapToDouble(r -> r.perSecond).toArray()));
        System.out.println(
                key + "_ERRORS=" + rounds.stream().mapToLong(r -> r.errors).sum());
        System.out.println(key + "_DISPATCHER_PEAK="
                + rounds.stream().mapToInt(r -> r.dispatcherPeak).max().orElse(-1));
        System.out.println(key + "_HOUSEKEEPING_PEAK="
                + rounds.stream().mapToInt(r -> r.housekeepingPeak).max().orElse(-1));
        System.out.println(key + "_SDK_PEAK="
                + rounds.stream().mapToInt(r -> r.sdkPeak).max().orElse(-1));
        System.out.println(key + "_JVM_ADDED_PEAK="
                + rounds.stream().mapToInt(r -> r.jvmAddedPeak).max().orElse(-1));
        if (ratios != null) {
            double[] sorted =
                    ratios.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            System.out.println(key + "_RATIO=" + sorted[sorted.length / 2]);
            System.out.println(key + "_RATIO_Q1=" + sorted[sorted.length / 4]);
            System.out.println(key + "_RATIO_Q3=" + sorted[sorted.length * 3 / 4]);
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static Round blockingRound(
            DgqClient client, String[] ids, ThreadCensus census, int base, long ramp, long window)
            throws InterruptedException {
        BlockingCallers callers = BlockingCallers.start(client, ids, BLOCKING_THREADS);
        Round round = measure(callers.done(), census, ramp, window);
        callers.stop();
        round.errors = callers.errors();
        round.jvmAddedPeak = round.jvmAddedPeak - base - BLOCKING_THREADS;
        return round;
    }

    private static Round asyncRound(
            String baseUrl,
            String token,
            String setting,
            String[] ids,
            ThreadCensus census,
            int base,
            long ramp,
            long window)
            throws InterruptedException {
        awaitThreads();
        LongAdder done = new LongAdder();
        LongAdder errors = new LongAdder();
        AtomicBoolean stop = new AtomicBoolean();
        Semaphore permits = new Semaphore(IN_FLIGHT);
        THREADS.resetPeakThreadCount();
        census.reset();
        boolean raw = setting.startsWith("raw");
        int concurrency = Integer.parseInt(raw ? setting.substring(3) : setting);
        DgqClient client = raw
                ? null
                : DgqClient.builder()
                        .baseUrl(baseUrl)
                        .apiToken(token)
                        .maxConcurrentRequests(concurrency)
                        .build();
        RawClient rawClient = raw ? new RawClient(baseUrl, token, HttpClients.userAgent(), concurrency) : null;
        Function<String, CompletableFuture<?>> get =
                raw ? rawClient::getDomainAsync : id -> client.async().domains().get(id);
        Round round;
        try {
            // Keeps IN_FLIGHT calls outstanding: a new one as soon as one completes.
            Thread driver = new Thread(
                    () -> {
                        int i = 0;
                        try {
                            while (!stop.get()) {
                                if (!permits.tryAcquire(10, TimeUnit.MILLISECONDS)) {
                                    continue;
                                }
                                get.apply(ids[i++ % DOMAINS]).whenComplete((domain, error) -> {
                                    if (error == null) {
                                        done.increment();
                                    } else {
                                        errors.increment();
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
            round = measure(done, census, ramp, window);
            stop.set(true);
            driver.join();
            permits.acquire(IN_FLIGHT); // let the calls under way finish
        } finally {
            if (client != null) {
                client.close();
            } else {
                rawClient.close();
            }
        }
        round.errors = errors.sum();
        round.jvmAddedPeak = round.jvmAddedPeak - base - 1; // the driver
        return round;
    }

    /** Waits (2 s at most) for the dispatcher and scheduler threads of an earlier round's closed client to end. */
    private static void awaitThreads() throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        while (ThreadCensus.count()[0] + ThreadCensus.count()[1] > 0 && System.nanoTime() < end) {
            Thread.sleep(10);
        }
    }

    private static Round measure(LongAdder done, ThreadCensus census, long ramp, long window)
            throws InterruptedException {
        Thread.sleep(ramp);
        THREADS.resetPeakThreadCount();
        census.reset();
        long before = done.sum();
        long start = System.nanoTime();
        Thread.sleep(window);
        long after = done.sum();
        long elapsed = System.nanoTime() - start;
        Round round = new Round();
        round.perSecond = (after - before) / (elapsed / 1e9);
        round.dispatcherPeak = census.dispatcherPeak.get();
        round.housekeepingPeak = census.housekeepingPeak.get();
        round.sdkPeak = census.sdkPeak.get();
        round.jvmAddedPeak = THREADS.getPeakThreadCount();
        return round;
    }

    /** Counts the live threads by name, every 2 ms, keeping the peaks since the last reset. */
    private static final class ThreadCensus {
        /** The names of the threads seen, numbers at the end replaced by N. */
        static final Set<String> NAMES = ConcurrentHashMap.newKeySet();

        final AtomicInteger dispatcherPeak = new AtomicInteger();
        final AtomicInteger housekeepingPeak = new AtomicInteger();
        final AtomicInteger sdkPeak = new AtomicInteger();
        private final Thread thread;

        ThreadCensus() {
            thread = new Thread(this::run, "thread-census");
            thread.setDaemon(true);
            thread.start();
        }

        void reset() {
            dispatcherPeak.set(0);
            housekeepingPeak.set(0);
            sdkPeak.set(0);
        }

        void stop() {
            thread.interrupt();
        }

        /**
         * Counts the live threads by name.
         *
         * @return the OkHttp dispatcher threads, the SDK's scheduler threads, the other OkHttp and Okio threads
         */
        static int[] count() {
            ThreadGroup root = Thread.currentThread().getThreadGroup();
            while (root.getParent() != null) {
                root = root.getParent();
            }
            Thread[] all = new Thread[root.activeCount() + 64];
            int n = root.enumerate(all, true);
            int[] counts = new int[3];
            for (int i = 0; i < n; i++) {
                String name = all[i].getName();
                NAMES.add(name.startsWith("OkHttp http") ? "OkHttp <url>" : name.replaceAll("[0-9]+$", "N"));
                if (name.equals("OkHttp Dispatcher") || name.startsWith("OkHttp http")) {
                    counts[0]++;
                } else if (name.startsWith("dgq-sdk-")) {
                    counts[1]++;
                } else if (name.startsWith("OkHttp") || name.startsWith("Okio")) {
                    counts[2]++;
                }
            }
            return counts;
        }

        private void run() {
            while (!Thread.currentThread().isInterrupted()) {
                int[] counts = count();
                dispatcherPeak.accumulateAndGet(counts[0], Math::max);
                housekeepingPeak.accumulateAndGet(counts[1] + counts[2], Math::max);
                sdkPeak.accumulateAndGet(counts[0] + counts[1] + counts[2], Math::max);
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }
}
