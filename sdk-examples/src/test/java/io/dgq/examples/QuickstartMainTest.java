package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The program README's first command runs ({@code exec:java} in Maven's own JVM): it must print its tour and leave
 * no thread behind, or Maven would wait for it before exiting.
 */
class QuickstartMainTest {

    @Test
    void mainTalksToTheEmbeddedServerAndLeavesNoThreadRunning() throws InterruptedException {
        assumeTrue(System.getenv("DGQ_BASE_URL") == null, "DGQ_BASE_URL is set: main would use that workspace");
        Set<Thread> before = nonDaemonThreads();
        String printed = Captured.printedBy(() -> Quickstart.main(new String[0]));

        assertThat(printed)
                .startsWith("Quickstart on the embedded reference server (demo data) at " + "http://127.0.0.1:");
        assertThat(printed).contains("4 verified domains.", "correlation id ");

        Set<Thread> left = nonDaemonThreads();
        for (int wait = 0; wait < 40 && !before.containsAll(left); wait++) {
            Thread.sleep(50);
            left = nonDaemonThreads();
        }
        left.removeAll(before);
        assertThat(left).as("threads started by main and still running").isEmpty();
    }

    private static Set<Thread> nonDaemonThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && !t.isDaemon())
                .collect(Collectors.toSet());
    }
}
