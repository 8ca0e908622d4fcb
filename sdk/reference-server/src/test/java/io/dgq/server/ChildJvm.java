package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the standalone entry point in a child JVM on this test class path, as users run the jar. */
final class ChildJvm {

    private ChildJvm() {}

    /** Starts {@link ReferenceServerMain} with these flags. */
    static Process launch(String... flags) throws IOException {
        return new ProcessBuilder(command(null, flags)).start();
    }

    /** Starts {@link ReferenceServerMain} in a JVM with this heap option (such as {@code -Xmx96m}). */
    static Process launchWithHeap(String heap, String... flags) throws IOException {
        return new ProcessBuilder(command(heap, flags)).start();
    }

    /** The same, with the child's standard error discarded. */
    static Process launchWithHeapQuietly(String heap, String... flags) throws IOException {
        return new ProcessBuilder(command(heap, flags))
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    private static List<String> command(String heap, String... flags) {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        if (heap != null) {
            command.add(heap);
        }
        command.addAll(List.of(
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC",
                "-cp",
                System.getProperty("java.class.path"),
                ReferenceServerMain.class.getName()));
        command.addAll(List.of(flags));
        return command;
    }

    /** The process's standard output, line by line. */
    static BufferedReader output(Process process) {
        return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** The standalone server's {@code --help}, printed by a child JVM with a 64 MB heap. */
    static String help() throws IOException, InterruptedException {
        Process help = launchWithHeap("-Xmx64m", "--help");
        assertThat(help.waitFor(20, TimeUnit.SECONDS)).isTrue();
        return new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }

    /**
     * Starts the standalone server over https with the demo seed in a child JVM with a 64 MB heap, its CA certificate
     * written to {@code ca}, and reads the base URL and API token it prints.
     */
    static Https https(Path ca) throws IOException {
        Process server = launchWithHeap("-Xmx64m", "--https", "--tls-ca-out", ca.toString(), "--seed", "demo");
        try {
            BufferedReader out = output(server);
            String baseUrl = out.readLine().substring("DGQ_BASE_URL=".length());
            String token = out.readLine().substring("DGQ_API_TOKEN=".length());
            return new Https(server, baseUrl, token);
        } catch (IOException | RuntimeException e) {
            server.destroy();
            throw e;
        }
    }

    /** A standalone server over https in a child JVM, with what it printed; closing it ends the JVM. */
    record Https(Process process, String baseUrl, String token) implements AutoCloseable {

        /** The port of {@link #baseUrl()}. */
        String port() {
            return baseUrl.substring(baseUrl.lastIndexOf(':') + 1);
        }

        @Override
        public void close() {
            process.destroy();
            try {
                process.waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
