package io.dgq.benchmarks.load;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A closed-loop load run: {@code connections} threads, each with its own kept-alive {@link HttpConnection}, send
 * requests back to back for a warm-up period and then a measured period (both bounded in time), and the run
 * answers requests/s, p50 and p99 latency of the measured period, and the count of non-2xx answers and failures.
 */
public final class LoadRun {

    /** Gives the request a thread sends next. */
    @FunctionalInterface
    public interface Requests {
        /**
         * Returns the bytes of a request.
         *
         * @param thread the thread's number
         * @param sequence the request's number within the thread
         * @return the request
         */
        byte[] next(int thread, long sequence);
    }

    /** The figures of one run. */
    public static final class Result {
        /** Requests answered with 2xx in the measured period. */
        public long ok;
        /** Answers that were not 2xx, and failed exchanges. */
        public long errors;
        /** The measured period, in seconds. */
        public double seconds;
        /** Requests per second (2xx only). */
        public double perSecond;
        /** Median latency, in milliseconds. */
        public double p50Millis;
        /** 99th percentile latency, in milliseconds. */
        public double p99Millis;
        /** The first error seen, if any. */
        public String firstError;
        /** The latencies of the measured period, sorted, in nanoseconds. */
        long[] latencies = new long[0];

        /**
         * Pools several runs: their requests, errors and periods add up, and the percentiles are those of all
         * their latencies together.
         *
         * @param runs the runs
         * @return the pooled figures
         */
        public static Result combine(List<Result> runs) {
            Result all = new Result();
            int size = 0;
            for (Result r : runs) {
                size += r.latencies.length;
            }
            long[] latencies = new long[size];
            int at = 0;
            for (Result r : runs) {
                all.ok += r.ok;
                all.errors += r.errors;
                all.seconds += r.seconds;
                if (all.firstError == null) {
                    all.firstError = r.firstError;
                }
                System.arraycopy(r.latencies, 0, latencies, at, r.latencies.length);
                at += r.latencies.length;
            }
            Arrays.sort(latencies);
            return all.withLatencies(latencies);
        }

        private Result withLatencies(long[] sorted) {
            latencies = sorted;
            int total = sorted.length;
            perSecond = seconds == 0 ? 0 : ok / seconds;
            p50Millis = total == 0 ? Double.NaN : sorted[(int) (total * 0.50)] / 1e6;
            p99Millis = total == 0 ? Double.NaN : sorted[Math.min(total - 1, (int) (total * 0.99))] / 1e6;
            return this;
        }
    }

    private LoadRun() {}

    /**
     * Runs the load.
     *
     * @param host the server's host
     * @param port its port
     * @param connections the concurrent connections
     * @param warmupMillis the warm-up period
     * @param measureMillis the measured period
     * @param requests the requests to send
     * @return the figures
     * @throws InterruptedException if interrupted
     */
    public static Result run(
            String host, int port, int connections, long warmupMillis, long measureMillis, Requests requests)
            throws InterruptedException {
        long start = System.nanoTime();
        long measureFrom = start + warmupMillis * 1_000_000L;
        long measureTo = measureFrom + measureMillis * 1_000_000L;
        long[][] latencies = new long[connections][];
        int[] counts = new int[connections];
        AtomicLong errors = new AtomicLong();
        String[] firstError = new String[1];
        CountDownLatch done = new CountDownLatch(connections);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < connections; t++) {
            int thread = t;
            Thread worker = new Thread(
                    () -> {
                        long[] mine = new long[1 << 16];
                        int n = 0;
                        long sequence = 0;
                        HttpConnection connection = null;
                        try {
                            while (true) {
                                long now = System.nanoTime();
                                if (now >= measureTo) {
                                    break;
                                }
                                byte[] request = requests.next(thread, sequence++);
                                try {
                                    if (connection == null) {
                                        connection = new HttpConnection(host, port);
                                    }
                                    int status = connection.exchange(request);
                                    long end = System.nanoTime();
                                    if (status < 200 || status >= 300) {
                                        if (now >= measureFrom) {
                                            errors.incrementAndGet();
                                        }
                                        synchronized (firstError) {
                                            if (firstError[0] == null) {
                                                firstError[0] = "HTTP " + status + ": " + abbreviate(connection.body());
                                            }
                                        }
                                    } else if (now >= measureFrom) {
                                        if (n == mine.length) {
                                            mine = Arrays.copyOf(mine, n * 2);
                                        }
                                        mine[n++] = end - now;
                                    }
                                } catch (IOException | RuntimeException e) {
                                    if (now >= measureFrom) {
                                        errors.incrementAndGet();
                                    }
                                    synchronized (firstError) {
                                        if (firstError[0] == null) {
                                            firstError[0] = e.toString();
                                        }
                                    }
                                    closeQuietly(connection);
                                    connection = null;
                                }
                            }
                        } finally {
                            closeQuietly(connection);
                            latencies[thread] = mine;
                            counts[thread] = n;
                            done.countDown();
                        }
                    },
                    "load-" + t);
            worker.setDaemon(true);
            threads.add(worker);
            worker.start();
        }
        done.await();
        int total = 0;
        for (int c : counts) {
            total += c;
        }
        long[] all = new long[total];
        int at = 0;
        for (int t = 0; t < connections; t++) {
            System.arraycopy(latencies[t], 0, all, at, counts[t]);
            at += counts[t];
        }
        Arrays.sort(all);
        Result result = new Result();
        result.ok = total;
        result.errors = errors.get();
        result.seconds = measureMillis / 1000.0;
        result.firstError = firstError[0];
        return result.withLatencies(all);
    }

    private static String abbreviate(String s) {
        return s.length() <= 200 ? s : s.substring(0, 200) + "...";
    }

    private static void closeQuietly(HttpConnection connection) {
        if (connection != null) {
            try {
                connection.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
    }
}
