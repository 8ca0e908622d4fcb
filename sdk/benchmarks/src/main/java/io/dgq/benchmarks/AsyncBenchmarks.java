package io.dgq.benchmarks;

import io.dgq.benchmarks.load.AsyncLoadRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Part {@code async}, its load half: {@link AsyncLoadRun#IN_FLIGHT} {@code get(id)} calls in flight from one
 * asynchronous client, at several settings of {@code maxConcurrentRequests}, against the blocking client driven by
 * {@link AsyncLoadRun#BLOCKING_THREADS} threads, both calling the reference server. The server runs in a JVM of
 * its own ({@link ServerHost}), and so do the clients ({@link AsyncLoadRun}), so that the threads counted are the
 * SDK's. The JMH half (overhead per call) is {@link AsyncOverheadBenchmark}.
 */
final class AsyncBenchmarks {

    /** The part's label in the report. */
    static final String PART = "6. Async";
    /**
     * The setting held to the target of at most 8 SDK threads: each request on the wire holds a dispatcher thread,
     * so no more than 8 requests at once.
     */
    static final String CHOSEN = System.getProperty("bench.async.chosen", "8");
    /**
     * The settings measured (the chosen one among them); {@code rawN} is OkHttp's {@code enqueue} by hand
     * ({@link io.dgq.benchmarks.raw.RawClient#getDomainAsync}) with a dispatcher sized N, the same way.
     */
    private static final String SETTINGS = System.getProperty("bench.async.settings", "4,8,raw8,16,64");

    private static final int CYCLES = Integer.getInteger("bench.async.cycles", 5);
    private static final long RAMP_MILLIS = Long.getLong("bench.async.rampMillis", 300);
    private static final long WINDOW_MILLIS = Long.getLong("bench.async.windowMillis", 1000);
    private static final int MAX_SDK_THREADS = 8;

    private AsyncBenchmarks() {}

    static void inFlight(Report report) {
        List<String> settings = new ArrayList<>();
        for (String s : SETTINGS.split(",")) {
            settings.add(s.trim());
        }
        if (!settings.contains(CHOSEN)) {
            settings.add(CHOSEN);
        }
        String what =
                Report.n0(AsyncLoadRun.IN_FLIGHT) + " get(id) in flight, one async client, " + "maxConcurrentRequests=";
        try (ChildProcess server = ChildProcess.startJava(
                        List.of("-Xms512m", "-Xmx512m"), ServerHost.class.getName(), "reference", "empty");
                ChildProcess load = ChildProcess.startJava(
                        List.of("-Xms512m", "-Xmx512m"),
                        AsyncLoadRun.class.getName(),
                        server.await("BASE_URL"),
                        server.await("TOKEN"),
                        String.join(",", settings),
                        Integer.toString(CYCLES),
                        Long.toString(RAMP_MILLIS),
                        Long.toString(WINDOW_MILLIS))) {
            try {
                load.await("DONE");
            } catch (IllegalStateException e) {
                Report.Row row = report.add(PART, what + CHOSEN, "FAILED");
                row.verdict = "error";
                report.note(PART + " calls in flight failed: " + e.getMessage());
                return;
            }
            double blocking = Double.parseDouble(load.await("BLOCKING_PER_SECOND"));
            long blockingErrors = Long.parseLong(load.await("BLOCKING_ERRORS"));
            int blockingSdk = Integer.parseInt(load.await("BLOCKING_SDK_PEAK"));
            String baseline = Report.n0(blocking) + " req/s, blocking client on " + AsyncLoadRun.BLOCKING_THREADS
                    + " threads (+" + blockingSdk + " OkHttp threads)";
            for (String setting : settings) {
                String key = "ASYNC_" + setting;
                double perSecond = Double.parseDouble(load.await(key + "_PER_SECOND"));
                double ratio = Double.parseDouble(load.await(key + "_RATIO"));
                double q1 = Double.parseDouble(load.await(key + "_RATIO_Q1"));
                double q3 = Double.parseDouble(load.await(key + "_RATIO_Q3"));
                long errors = Long.parseLong(load.await(key + "_ERRORS"));
                int dispatcher = Integer.parseInt(load.await(key + "_DISPATCHER_PEAK"));
                int housekeeping = Integer.parseInt(load.await(key + "_HOUSEKEEPING_PEAK"));
                int jvmAdded = Integer.parseInt(load.await(key + "_JVM_ADDED_PEAK"));
                boolean raw = setting.startsWith("raw");
                String name = raw
                        ? Report.n0(AsyncLoadRun.IN_FLIGHT) + " get(id) in flight, OkHttp enqueue by hand "
                                + "(no SDK), dispatcher maxRequests=" + setting.substring(3)
                        : what + setting;
                Report.Row row = report.add(
                        PART,
                        name,
                        Report.n0(perSecond) + " req/s; "
                                + (raw ? "OkHttp" : "SDK") + " threads (peak): " + dispatcher + " dispatcher + "
                                + housekeeping + " other (scheduler, OkHttp "
                                + "TaskRunner, Okio Watchdog); JVM peak " + jvmAdded + " over the app's");
                row.baseline = baseline;
                row.ratio = String.format(
                        Locale.ROOT,
                        "%.0f%% (median of %d cycles, IQR %.0f-%.0f%%)",
                        ratio * 100,
                        CYCLES,
                        q1 * 100,
                        q3 * 100);
                row.numbers.put("max_concurrent_requests", Integer.parseInt(raw ? setting.substring(3) : setting));
                row.numbers.put("sdk", !raw);
                row.numbers.put("requests_per_second", perSecond);
                row.numbers.put("blocking_requests_per_second", blocking);
                row.numbers.put("ratio", ratio);
                row.numbers.put("ratio_q1", q1);
                row.numbers.put("ratio_q3", q3);
                row.numbers.put("dispatcher_threads_peak", dispatcher);
                row.numbers.put("other_sdk_threads_peak", housekeeping);
                row.numbers.put("jvm_threads_added_peak", jvmAdded);
                row.numbers.put("blocking_sdk_threads_peak", blockingSdk);
                row.numbers.put("errors", errors);
                row.numbers.put("blocking_errors", blockingErrors);
                if (setting.equals(CHOSEN)) {
                    row.target = ">= 100% of blocking, dispatcher threads <= " + MAX_SDK_THREADS;
                    row.verdict = ratio >= 1.0 && dispatcher <= MAX_SDK_THREADS && errors == 0 && blockingErrors == 0
                            ? "met"
                            : "MISSED";
                }
            }
        }
    }
}
