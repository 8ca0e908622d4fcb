package io.dgq.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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
}
