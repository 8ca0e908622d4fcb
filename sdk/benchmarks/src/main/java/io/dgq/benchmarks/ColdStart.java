package io.dgq.benchmarks;

import io.dgq.benchmarks.raw.RawClient;
import io.dgq.sdk.DgqClient;
import java.lang.management.ClassLoadingMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Part {@code cold}: the first {@code get(id)} in a fresh JVM, after the client is built (timed apart), against the same
 * first call of the hand-written OkHttp + Jackson client ({@link RawClient}), each in 7 JVMs started in turn against
 * one {@link FixedEnvelopeServer}; with the classes each JVM had loaded by then. What a serverless function pays on
 * every start.
 */
public final class ColdStart {

    static final String PART = "9. Cold start";
    private static final int JVMS = 7;

    private ColdStart() {}

    /**
     * In a fresh JVM: builds a client and makes its first {@code get(id)}; prints {@code BUILD_NANOS=},
     * {@code FIRST_GET_NANOS=} and {@code CLASSES=}.
     *
     * <p>Without arguments: runs the part alone and prints its medians.
     *
     * @param args {@code sdk} or {@code raw}, the base URL, the API token, the domain's id
     * @throws Exception if the server cannot start
     */
    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            Measured m = measure();
            System.out.printf(
                    Locale.ROOT,
                    "cold start, first get(id) after the build: SDK %.0f ms, raw %.0f ms, ratio %.2fx; classes loaded "
                            + "by its end: SDK %.0f, raw %.0f, by the first get alone: SDK %.0f, raw %.0f; the build "
                            + "before it: ratio %.2fx; build and first get: ratio %.2fx; the calling thread's CPU "
                            + "time, first get: ratio %.2fx, build and first get: ratio %.2fx (medians of %d JVMs "
                            + "each)%n",
                    m.sdkMillis,
                    m.rawMillis,
                    m.ratio,
                    m.sdkClasses,
                    m.rawClasses,
                    m.sdkFirstClasses,
                    m.rawFirstClasses,
                    m.buildRatio,
                    m.totalRatio,
                    m.cpuRatio,
                    m.totalCpuRatio,
                    JVMS);
            return;
        }
        String baseUrl = args[1];
        String token = args[2];
        // The id comes as an argument: Fixtures.DOMAIN_ID would initialise Fixtures, whose ObjectMapper would be
        // counted in the first call of whichever client had not built one yet.
        String id = args[3];
        ClassLoadingMXBean classes = ManagementFactory.getClassLoadingMXBean();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long startCpu = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        long built;
        long builtCpu;
        long classesBuilt;
        long classesCalled;
        if (args[0].equals("sdk")) {
            try (DgqClient client =
                    DgqClient.builder().baseUrl(baseUrl).apiToken(token).build()) {
                built = System.nanoTime();
                builtCpu = threads.getCurrentThreadCpuTime();
                classesBuilt = classes.getTotalLoadedClassCount();
                client.domains().get(id);
                classesCalled = classes.getTotalLoadedClassCount();
            }
        } else {
            RawClient client = new RawClient(baseUrl, token, "dgq-benchmarks");
            built = System.nanoTime();
            builtCpu = threads.getCurrentThreadCpuTime();
            classesBuilt = classes.getTotalLoadedClassCount();
            client.getDomain(id);
            classesCalled = classes.getTotalLoadedClassCount();
            client.close();
        }
        long end = System.nanoTime();
        long endCpu = threads.getCurrentThreadCpuTime();
        System.out.println("BUILD_NANOS=" + (built - start));
        System.out.println("FIRST_GET_NANOS=" + (end - built));
        System.out.println("BUILD_CPU_NANOS=" + (builtCpu - startCpu));
        System.out.println("FIRST_GET_CPU_NANOS=" + (endCpu - builtCpu));
        System.out.println("FIRST_GET_CLASSES=" + (classesCalled - classesBuilt));
        System.out.println("CLASSES=" + classes.getTotalLoadedClassCount());
    }

    /**
     * Runs the part.
     *
     * @param report where the rows go
     * @throws Exception if the server cannot start
     */
    static void run(Report report) throws Exception {
        Measured m = measure();
        Report.Row row = report.add(
                PART,
                "first get(id) in a fresh JVM, after the client's build (median of " + JVMS + ")",
                String.format(Locale.ROOT, "%.0f ms, %.0f classes loaded by the call", m.sdkMillis, m.sdkFirstClasses));
        row.baseline = String.format(
                Locale.ROOT, "%.0f ms, %.0f classes loaded by the call (RawClient)", m.rawMillis, m.rawFirstClasses);
        row.ratio = String.format(Locale.ROOT, "%.2fx", m.ratio);
        row.numbers.put("sdk_ms", m.sdkMillis);
        row.numbers.put("raw_ms", m.rawMillis);
        row.numbers.put("ratio", m.ratio);
        row.numbers.put("sdk_classes", m.sdkClasses);
        row.numbers.put("raw_classes", m.rawClasses);
        row.numbers.put("sdk_first_get_classes", m.sdkFirstClasses);
        row.numbers.put("raw_first_get_classes", m.rawFirstClasses);
        row.numbers.put("build_ratio", m.buildRatio);
        row.numbers.put("build_and_get_ratio", m.totalRatio);
        row.numbers.put("cpu_ratio", m.cpuRatio);
        row.numbers.put("build_and_get_cpu_ratio", m.totalCpuRatio);
        Report.ratioAtMost(row, m.ratio, 1.5, "<= 1.5x");
    }

    /** The medians of a run. */
    private record Measured(
            double sdkMillis,
            double rawMillis,
            double ratio,
            double sdkClasses,
            double rawClasses,
            double sdkFirstClasses,
            double rawFirstClasses,
            double buildRatio,
            double totalRatio,
            double cpuRatio,
            double totalCpuRatio) {}

    private static Measured measure() throws Exception {
        String token = Fixtures.apiToken();
        List<Double> sdk = new ArrayList<>();
        List<Double> raw = new ArrayList<>();
        List<Double> ratios = new ArrayList<>();
        List<Double> sdkClasses = new ArrayList<>();
        List<Double> rawClasses = new ArrayList<>();
        List<Double> sdkFirstClasses = new ArrayList<>();
        List<Double> rawFirstClasses = new ArrayList<>();
        List<Double> buildRatios = new ArrayList<>();
        List<Double> cpuRatios = new ArrayList<>();
        List<Double> totalCpuRatios = new ArrayList<>();
        List<Double> totalRatios = new ArrayList<>();
        try (FixedEnvelopeServer server = FixedEnvelopeServer.start()) {
            for (int i = 0; i < JVMS; i++) {
                double[] s = firstGet("sdk", server.baseUrl(), token);
                double[] r = firstGet("raw", server.baseUrl(), token);
                sdk.add(s[0]);
                raw.add(r[0]);
                ratios.add(s[0] / r[0]);
                sdkClasses.add(s[1]);
                rawClasses.add(r[1]);
                sdkFirstClasses.add(s[3]);
                rawFirstClasses.add(r[3]);
                buildRatios.add(s[2] / r[2]);
                cpuRatios.add(s[5] / r[5]);
                totalCpuRatios.add((s[4] + s[5]) / (r[4] + r[5]));
                totalRatios.add((s[0] + s[2]) / (r[0] + r[2]));
            }
        }
        return new Measured(
                median(sdk),
                median(raw),
                median(ratios),
                median(sdkClasses),
                median(rawClasses),
                median(sdkFirstClasses),
                median(rawFirstClasses),
                median(buildRatios),
                median(totalRatios),
                median(cpuRatios),
                median(totalCpuRatios));
    }

    private static double[] firstGet(String side, String baseUrl, String token) {
        try (ChildProcess child = ChildProcess.startJava(
                List.of("-Xmx256m"), ColdStart.class.getName(), side, baseUrl, token, Fixtures.DOMAIN_ID)) {
            double build = Long.parseLong(child.await("BUILD_NANOS")) / 1e6;
            double millis = Long.parseLong(child.await("FIRST_GET_NANOS")) / 1e6;
            double buildCpu = Long.parseLong(child.await("BUILD_CPU_NANOS")) / 1e6;
            double firstCpu = Long.parseLong(child.await("FIRST_GET_CPU_NANOS")) / 1e6;
            double firstClasses = Long.parseLong(child.await("FIRST_GET_CLASSES"));
            double classes = Long.parseLong(child.await("CLASSES"));
            return new double[] {millis, classes, build, firstClasses, buildCpu, firstCpu};
        }
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
