package io.dgq.server.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServerMain;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the standalone entry point in a child JVM on this test class path, as users run the jar. */
public final class ChildJvm {

    private ChildJvm() {}

    /** Starts {@link ReferenceServerMain} with these flags. */
    public static Process launch(String... flags) throws IOException {
        return new ProcessBuilder(command(List.of(), flags)).start();
    }

    /** Starts {@link ReferenceServerMain} in a JVM with this heap option (such as {@code -Xmx96m}). */
    public static Process launchWithHeap(String heap, String... flags) throws IOException {
        return new ProcessBuilder(command(heap, flags)).start();
    }

    /** The same, with the child's standard error discarded. */
    public static Process launchWithHeapQuietly(String heap, String... flags) throws IOException {
        return new ProcessBuilder(command(heap, flags))
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    /**
     * Starts {@link ReferenceServerMain} in a JVM with these options (a heap such as {@code -Xmx256m}, a collector
     * such as {@code -XX:+UseG1GC}; the serial collector when none is named), its standard error discarded.
     */
    public static Process launchWithJvm(List<String> jvm, String... flags) throws IOException {
        return new ProcessBuilder(command(jvm, flags))
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    /** The heap in use of a child JVM, in bytes, as {@code jcmd GC.heap_info} reports it; -1 when it cannot tell. */
    public static long heapUsed(Process process) {
        try {
            Process jcmd = new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "jcmd")
                                    .toString(),
                            Long.toString(process.pid()),
                            "GC.heap_info")
                    .redirectErrorStream(true)
                    .start();
            String info = new String(jcmd.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            jcmd.waitFor(20, TimeUnit.SECONDS);
            java.util.regex.Matcher used =
                    java.util.regex.Pattern.compile("used (\\d+)K").matcher(info);
            long total = 0;
            boolean found = false;
            // G1 reports one line for the whole heap; the generational collectors one per generation
            while (used.find()) {
                total += Long.parseLong(used.group(1)) * 1024;
                found = true;
                if (info.contains("garbage-first heap")) {
                    break;
                }
            }
            return found ? total : -1;
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    /** The threads of a child JVM (from {@code /proc}); -1 where the system does not tell. */
    public static int threads(Process process) {
        String[] tasks = new java.io.File("/proc/" + process.pid() + "/task").list();
        return tasks == null ? -1 : tasks.length;
    }

    private static List<String> command(String heap, String... flags) {
        return command(heap == null ? List.of() : List.of(heap), flags);
    }

    private static List<String> command(List<String> jvm, String... flags) {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(jvm);
        if (jvm.stream().noneMatch(option -> option.startsWith("-XX:+Use") && option.endsWith("GC"))) {
            command.add("-XX:+UseSerialGC");
        }
        command.addAll(List.of(
                "-XX:TieredStopAtLevel=1",
                "-cp",
                System.getProperty("java.class.path"),
                ReferenceServerMain.class.getName()));
        command.addAll(List.of(flags));
        return command;
    }

    /** The process's standard output, line by line. */
    public static BufferedReader output(Process process) {
        return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** The standalone server's {@code --help}, printed by a child JVM with a 64 MB heap. */
    public static String help() throws IOException, InterruptedException {
        Process help = launchWithHeap("-Xmx64m", "--help");
        assertThat(help.waitFor(20, TimeUnit.SECONDS)).isTrue();
        return new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }

    /**
     * Starts the standalone server over https with the demo seed in a child JVM with a 64 MB heap, its CA certificate
     * written to {@code ca}, and reads the base URL and API token it prints.
     */
    public static Https https(Path ca) throws IOException {
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
    public record Https(Process process, String baseUrl, String token) implements AutoCloseable {

        /** The port of {@link #baseUrl()}. */
        public String port() {
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
