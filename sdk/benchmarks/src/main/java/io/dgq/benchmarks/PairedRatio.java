package io.dgq.benchmarks;

import java.lang.management.ManagementFactory;
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
 *
 * <p>Each block also records the calling thread's CPU time ({@code ThreadMXBean.getCurrentThreadCpuTime}) and the
 * bytes it allocated ({@code com.sun.management.ThreadMXBean.getThreadAllocatedBytes}): a blocking call runs its
 * whole exchange on the calling thread (OkHttp's {@code execute}), so this is the client's own work per call, apart
 * from the server's and from the machine's other load, which inflates wall time but not a thread's CPU time. The
 * CPU ratio is taken pair by pair as the time ratio is.
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
        /** The median of the pair ratios of the calling thread's CPU time; NaN where the JVM cannot measure it. */
        public double cpuMedian = Double.NaN;
        /** The first quartile of the CPU time ratios. */
        public double cpuQ1 = Double.NaN;
        /** The third quartile of the CPU time ratios. */
        public double cpuQ3 = Double.NaN;
        /** The median CPU time per operation of the SDK on the calling thread, in microseconds. */
        public double sdkCpuMicros = Double.NaN;
        /** The median CPU time per operation of the baseline on the calling thread, in microseconds. */
        public double rawCpuMicros = Double.NaN;
        /**
         * The whole JVM's CPU time (every thread's, the JIT's and the collector's too) in the SDK's blocks over that
         * in the baseline's, summed over all pairs: the JVM counts it in clock ticks (10 ms on Linux), too coarse
         * for a block's ratio. NaN where the JVM cannot measure it. It counts the work a client hands to threads of
         * its own, which the calling thread's CPU time leaves out.
         */
        public double processCpuRatio = Double.NaN;
        /** The whole JVM's CPU time per operation of the SDK, in microseconds, over all its blocks. */
        public double sdkProcessCpuMicros = Double.NaN;
        /** The whole JVM's CPU time per operation of the baseline, in microseconds, over all its blocks. */
        public double rawProcessCpuMicros = Double.NaN;
        /** The median bytes the calling thread allocated per operation of the SDK; NaN where not measured. */
        public double sdkBytes = Double.NaN;
        /** The median bytes the calling thread allocated per operation of the baseline. */
        public double rawBytes = Double.NaN;
    }

    private static final java.lang.management.ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU = THREADS.isCurrentThreadCpuTimeSupported() && enableCpu();
    private static final com.sun.management.ThreadMXBean ALLOCATION =
            THREADS instanceof com.sun.management.ThreadMXBean sun && sun.isThreadAllocatedMemorySupported()
                    ? sun
                    : null;

    private static final com.sun.management.OperatingSystemMXBean PROCESS =
            ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                    ? os
                    : null;

    /** The figures of one block: wall, calling thread's CPU and whole JVM's CPU nanoseconds, bytes allocated. */
    private record Block(long nanos, long cpuNanos, long processCpuNanos, long bytes) {}

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
        List<Double> cpuRatios = new ArrayList<>();
        List<Double> sdkCpu = new ArrayList<>();
        List<Double> rawCpu = new ArrayList<>();
        List<Double> sdkBytes = new ArrayList<>();
        List<Double> rawBytes = new ArrayList<>();
        long sdkProcess = 0;
        long rawProcess = 0;
        boolean process = true;
        for (int i = 0; i < pairs; i++) {
            Block a;
            Block b;
            if (i % 2 == 0) {
                a = measuredBlock(sdk, ops);
                b = measuredBlock(raw, ops);
            } else {
                b = measuredBlock(raw, ops);
                a = measuredBlock(sdk, ops);
            }
            ratios.add((double) a.nanos() / b.nanos());
            sdkTimes.add(a.nanos() / 1000.0 / ops);
            rawTimes.add(b.nanos() / 1000.0 / ops);
            if (a.cpuNanos() > 0 && b.cpuNanos() > 0) {
                cpuRatios.add((double) a.cpuNanos() / b.cpuNanos());
                sdkCpu.add(a.cpuNanos() / 1000.0 / ops);
                rawCpu.add(b.cpuNanos() / 1000.0 / ops);
            }
            process &= a.processCpuNanos() >= 0 && b.processCpuNanos() >= 0;
            sdkProcess += a.processCpuNanos();
            rawProcess += b.processCpuNanos();
            if (a.bytes() >= 0 && b.bytes() >= 0) {
                sdkBytes.add((double) a.bytes() / ops);
                rawBytes.add((double) b.bytes() / ops);
            }
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
        if (!cpuRatios.isEmpty()) {
            Collections.sort(cpuRatios);
            result.cpuMedian = cpuRatios.get(cpuRatios.size() / 2);
            result.cpuQ1 = cpuRatios.get(cpuRatios.size() / 4);
            result.cpuQ3 = cpuRatios.get(cpuRatios.size() * 3 / 4);
            result.sdkCpuMicros = median(sdkCpu);
            result.rawCpuMicros = median(rawCpu);
        }
        if (process && rawProcess > 0) {
            result.processCpuRatio = (double) sdkProcess / rawProcess;
            result.sdkProcessCpuMicros = sdkProcess / 1000.0 / ops / pairs;
            result.rawProcessCpuMicros = rawProcess / 1000.0 / ops / pairs;
        }
        if (!sdkBytes.isEmpty()) {
            result.sdkBytes = median(sdkBytes);
            result.rawBytes = median(rawBytes);
        }
        return result;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }

    private static boolean enableCpu() {
        try {
            if (!THREADS.isThreadCpuTimeEnabled()) {
                THREADS.setThreadCpuTimeEnabled(true);
            }
            return true;
        } catch (UnsupportedOperationException e) {
            return false;
        }
    }

    private static Block measuredBlock(Supplier<?> operation, int ops) {
        long id = Thread.currentThread().getId();
        long bytes = ALLOCATION == null ? -1 : ALLOCATION.getThreadAllocatedBytes(id);
        long cpu = CPU ? THREADS.getCurrentThreadCpuTime() : 0;
        long process = PROCESS == null ? -1 : PROCESS.getProcessCpuTime();
        long nanos = block(operation, ops);
        long cpuNanos = CPU ? THREADS.getCurrentThreadCpuTime() - cpu : 0;
        long processNanos = PROCESS == null || process < 0 ? -1 : PROCESS.getProcessCpuTime() - process;
        long allocated = ALLOCATION == null ? -1 : ALLOCATION.getThreadAllocatedBytes(id) - bytes;
        return new Block(nanos, cpuNanos, processNanos, allocated);
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
