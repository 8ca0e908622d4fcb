package io.dgq.benchmarks;

import io.dgq.benchmarks.raw.RawClient;
import io.dgq.sdk.DgqClient;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Part {@code build}: what building a client costs. The first build in a fresh JVM (classes loaded, TLS set up,
 * the token checked), as the median of 7 JVMs per side started in turn; and a warm build and close, paired in one
 * JVM ({@link PairedRatio}). The baseline is the hand-written OkHttp + Jackson client of part 1 ({@link RawClient}):
 * what any client of this API needs before its first call.
 */
public final class ClientBuild {

    static final String PART = "8. Client build";
    private static final String BASE_URL = "http://127.0.0.1:1";
    private static final String HTTPS_BASE_URL = "https://127.0.0.1:1";
    private static final int JVMS = 7;

    private ClientBuild() {}

    /**
     * In a fresh JVM: builds one client, SDK or baseline, and prints {@code BUILD_NANOS=}.
     *
     * @param args {@code sdk}, {@code sdk-https} (an https base URL, so that the SDK sets up TLS as the baseline
     *     always does) or {@code raw}
     */
    public static void main(String[] args) {
        String token = Fixtures.apiToken();
        long start = System.nanoTime();
        if (args[0].startsWith("sdk")) {
            DgqClient.builder()
                    .baseUrl(args[0].equals("sdk-https") ? HTTPS_BASE_URL : BASE_URL)
                    .apiToken(token)
                    .build()
                    .close();
        } else {
            new RawClient(BASE_URL, token, "dgq-benchmarks").close();
        }
        System.out.println("BUILD_NANOS=" + (System.nanoTime() - start));
    }

    /**
     * Runs the part.
     *
     * @param report where the rows go
     */
    static void run(Report report) {
        List<Double> sdk = new ArrayList<>();
        List<Double> https = new ArrayList<>();
        List<Double> raw = new ArrayList<>();
        List<Double> ratios = new ArrayList<>();
        List<Double> httpsRatios = new ArrayList<>();
        for (int i = 0; i < JVMS; i++) {
            double s = firstBuildMillis("sdk");
            double h = firstBuildMillis("sdk-https");
            double r = firstBuildMillis("raw");
            sdk.add(s);
            https.add(h);
            raw.add(r);
            ratios.add(s / r);
            httpsRatios.add(h / r);
        }
        firstBuildRow(report, "first build in a fresh JVM, http base URL (no TLS)", sdk, raw, ratios);
        firstBuildRow(report, "first build in a fresh JVM, https base URL", https, raw, httpsRatios);

        String token = Fixtures.apiToken();
        PairedRatio.Result warm = PairedRatio.measure(
                () -> {
                    DgqClient client = DgqClient.builder()
                            .baseUrl(BASE_URL)
                            .apiToken(token)
                            .build();
                    client.close();
                    return client;
                },
                () -> {
                    RawClient client = new RawClient(BASE_URL, token, "dgq-benchmarks");
                    client.close();
                    return client;
                },
                3000,
                30,
                60);
        Report.Row row = report.add(
                PART, "warm build and close", String.format(Locale.ROOT, "%.1f us (paired median)", warm.sdkMicros));
        row.baseline = String.format(Locale.ROOT, "%.1f us", warm.rawMicros);
        row.numbers.put("sdk_us", warm.sdkMicros);
        row.numbers.put("raw_us", warm.rawMicros);
        Report.ratioAtMost(row, warm.sdkMicros / 50.0, 1.0, "<= 50 us");
        row.ratio = String.format(Locale.ROOT, "%.2fx paired (IQR %.2f-%.2f)", warm.median, warm.q1, warm.q3);
    }

    private static void firstBuildRow(
            Report report, String measure, List<Double> sdk, List<Double> raw, List<Double> ratios) {
        Report.Row first = report.add(PART, measure, ms(median(sdk)) + " (median of " + JVMS + ")");
        first.baseline = ms(median(raw));
        first.ratio = String.format(Locale.ROOT, "%.2fx", median(ratios));
        first.numbers.put("sdk_ms", median(sdk));
        first.numbers.put("raw_ms", median(raw));
        first.numbers.put("ratio", median(ratios));
    }

    private static double firstBuildMillis(String side) {
        try (ChildProcess child = ChildProcess.startJava(List.of("-Xmx256m"), ClientBuild.class.getName(), side)) {
            return Long.parseLong(child.await("BUILD_NANOS")) / 1e6;
        }
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }

    private static String ms(double millis) {
        return String.format(Locale.ROOT, "%.0f ms", millis);
    }
}
