package io.dgq.benchmarks;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

/**
 * A paired time ratio, robust to a machine shared with other work: the SDK's operation and its baseline run in the
 * same JVM in alternating short blocks (A B B A ...), each block's time per operation is recorded, and the ratio of
 * every adjacent pair is taken. A neighbour's load that comes and goes slows both sides of a pair alike, so the
 * median of the pair ratios stays put where JMH's separate forks, minutes apart, drift. It complements JMH (which
 * gives the absolute figures and the allocation); it does not replace it.
 */
public final class PairedRatio {

    /** The figures of one comparison. */
    public static final class Result {
        /** The median of the pair ratios. */
        public double median;
        /** The first quartile of the pair ratios. */
        public double q1;
        /** The third quartile. */
        public double q3;
        /** The median time per operation of the SDK, in microseconds. */
        public double sdkMicros;
        /** The median time per operation of the baseline, in microseconds. */
        public double rawMicros;
        /** The pairs measured. */
        public int pairs;
    }

    private static volatile Object sink;

    private PairedRatio() {}

    /**
     * Measures.
     *
     * @param sdk the SDK's operation
     * @param raw the baseline's operation
     * @param warmupMillis how long to warm both up, alternating
     * @param pairs how many pairs to measure
     * @param blockMillis about how long one block runs
     * @return the figures
     */
    public static Result measure(Supplier<?> sdk, Supplier<?> raw, long warmupMillis, int pairs, long blockMillis) {
        long end = System.nanoTime() + warmupMillis * 1_000_000L;
        while (System.nanoTime() < end) {
            block(sdk, 50);
            block(raw, 50);
        }
        // Size a block so that it runs about blockMillis.
        long t = block(raw, 20);
        int ops = (int) Math.max(5, Math.min(1_000_000, blockMillis * 1_000_000L * 20 / Math.max(1, t)));
        List<Double> ratios = new ArrayList<>();
        List<Double> sdkTimes = new ArrayList<>();
        List<Double> rawTimes = new ArrayList<>();
        for (int i = 0; i < pairs; i++) {
            long a;
            long b;
            if (i % 2 == 0) {
                a = block(sdk, ops);
                b = block(raw, ops);
            } else {
                b = block(raw, ops);
                a = block(sdk, ops);
            }
            ratios.add((double) a / b);
            sdkTimes.add(a / 1000.0 / ops);
            rawTimes.add(b / 1000.0 / ops);
        }
        Collections.sort(ratios);
        Collections.sort(sdkTimes);
        Collections.sort(rawTimes);
        Result result = new Result();
        result.pairs = pairs;
        result.median = ratios.get(pairs / 2);
        result.q1 = ratios.get(pairs / 4);
        result.q3 = ratios.get(pairs * 3 / 4);
        result.sdkMicros = sdkTimes.get(pairs / 2);
        result.rawMicros = rawTimes.get(pairs / 2);
        return result;
    }

    private static long block(Supplier<?> operation, int ops) {
        long start = System.nanoTime();
        Object last = null;
        for (int i = 0; i < ops; i++) {
            last = operation.get();
        }
        long elapsed = System.nanoTime() - start;
        sink = last;
        return elapsed;
    }
}
