package io.dgq.benchmarks;

import com.sun.management.ThreadMXBean;
import io.dgq.benchmarks.raw.RawClient;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * A quick look at what decoding costs, without JMH: the bytes allocated per decode (deterministic, from the
 * thread's allocation counter) and the CPU time per decode of the 50-record page and of the detail envelope,
 * through the SDK's own decoding ({@link SdkDecoding}) and through plain Jackson databind ({@link RawClient}), in
 * alternating blocks of the same JVM. The CPU time is the thread's, so a neighbour's load slows it less than wall
 * time, and each ratio is the median of the ratios of adjacent blocks.
 *
 * <p>{@code java -cp benchmarks.jar io.dgq.benchmarks.DecodeCost [seconds of warm-up] [pairs]}
 */
public final class DecodeCost {

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static volatile Object sink;

    private DecodeCost() {}

    /**
     * Measures and prints one line per answer.
     *
     * @param args the warm-up in seconds (default 10) and the number of pairs of blocks (default 21)
     */
    public static void main(String[] args) {
        int warmup = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int pairs = args.length > 1 ? Integer.parseInt(args[1]) : 21;
        byte[] page = Fixtures.listEnvelope(1, 50, 1234);
        byte[] detail = Fixtures.detailEnvelope();
        Supplier<?> sdkPage = () -> SdkDecoding.decodePage(page);
        Supplier<?> rawPage = () -> read(() -> RawClient.LIST_READER.readValue(page));
        Supplier<?> sdkDetail = () -> SdkDecoding.decodeDomain(detail);
        Supplier<?> rawDetail = () -> read(() -> RawClient.DOMAIN_READER.readValue(detail));
        long end = System.nanoTime() + warmup * 1_000_000_000L;
        while (System.nanoTime() < end) {
            block(sdkPage, 20);
            block(rawPage, 20);
            block(sdkDetail, 200);
            block(rawDetail, 200);
        }
        report("list(50)", sdkPage, rawPage, 200, pairs);
        report("get", sdkDetail, rawDetail, 4000, pairs);
    }

    private static void report(String what, Supplier<?> sdk, Supplier<?> raw, int ops, int pairs) {
        List<Double> cpuRatios = new ArrayList<>();
        List<Double> sdkCpu = new ArrayList<>();
        List<Double> rawCpu = new ArrayList<>();
        long sdkBytes = Long.MAX_VALUE;
        long rawBytes = Long.MAX_VALUE;
        for (int i = 0; i < pairs; i++) {
            long[] a;
            long[] b;
            if (i % 2 == 0) {
                a = block(sdk, ops);
                b = block(raw, ops);
            } else {
                b = block(raw, ops);
                a = block(sdk, ops);
            }
            cpuRatios.add((double) a[0] / b[0]);
            sdkCpu.add(a[0] / 1000.0 / ops);
            rawCpu.add(b[0] / 1000.0 / ops);
            sdkBytes = Math.min(sdkBytes, a[1] / ops);
            rawBytes = Math.min(rawBytes, b[1] / ops);
        }
        System.out.printf(
                Locale.ROOT,
                "%-9s SDK %8d B/op %8.1f us cpu/op | raw %8d B/op %8.1f us cpu/op | bytes %.2fx cpu %.2fx"
                        + " (median of %d pairs)%n",
                what,
                sdkBytes,
                median(sdkCpu),
                rawBytes,
                median(rawCpu),
                (double) sdkBytes / rawBytes,
                median(cpuRatios),
                pairs);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }

    /** {@return the CPU nanoseconds and the bytes allocated by {@code ops} runs} */
    private static long[] block(Supplier<?> operation, int ops) {
        long thread = Thread.currentThread().getId();
        long bytes = THREADS.getThreadAllocatedBytes(thread);
        long cpu = THREADS.getCurrentThreadCpuTime();
        Object last = null;
        for (int i = 0; i < ops; i++) {
            last = operation.get();
        }
        long[] spent = {THREADS.getCurrentThreadCpuTime() - cpu, THREADS.getThreadAllocatedBytes(thread) - bytes};
        sink = last;
        return spent;
    }

    private static Object read(IoSupplier reader) {
        try {
            return reader.get();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A read that may fail with an {@link IOException}. */
    private interface IoSupplier {
        Object get() throws IOException;
    }
}
