package io.dgq.benchmarks;

import java.nio.file.Path;
import java.util.Set;

/**
 * Parts 4 and 5: the reference server's throughput, latency, start-up and heap, against a bare JDK
 * {@code HttpServer} measured in the same run.
 */
final class ServerBenchmarks {

    private ServerBenchmarks() {
    }

    static void run(Report report, Set<String> parts, Path target) {
        report.note("4-5. The reference server benchmarks are not in this build yet.");
    }
}
