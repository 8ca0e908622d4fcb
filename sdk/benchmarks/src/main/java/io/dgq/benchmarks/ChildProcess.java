package io.dgq.benchmarks;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A JVM started by the benchmarks (a server, or a measurement that needs its own heap limit), whose
 * {@code KEY=value} lines on standard output are read as they come. It is destroyed on {@link #close()}, and a
 * child started with {@link #exitWhenParentGoes()} also exits when its parent dies.
 */
public final class ChildProcess implements AutoCloseable {

    private final Process process;
    private final BufferedReader out;
    private final Map<String, String> values = new HashMap<>();
    private final List<String> lines = new ArrayList<>();

    private ChildProcess(Process process) {
        this.process = process;
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /**
     * Starts {@code java [jvmArgs] -cp <this jar or classes> mainClass [args]}.
     *
     * @param jvmArgs the JVM's options
     * @param mainClass the class to run
     * @param args its arguments
     * @return the running child
     */
    public static ChildProcess startJava(List<String> jvmArgs, String mainClass, String... args) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable());
        command.addAll(jvmArgs);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        command.addAll(List.of(args));
        return start(command);
    }

    /**
     * Starts any command.
     *
     * @param command the command and its arguments
     * @return the running child
     */
    public static ChildProcess start(List<String> command) {
        try {
            return new ChildProcess(new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start " + command, e);
        }
    }

    /**
     * Returns the path of the running JVM's {@code java}.
     *
     * @return the executable
     */
    public static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * Returns the jar or classes directory this class was loaded from.
     *
     * @return the location
     */
    public static Path codeLocation() {
        try {
            return Path.of(ChildProcess.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Reads lines until one is {@code key=value}, and answers the value.
     *
     * @param key the key
     * @return the value
     * @throws IllegalStateException if the child ends first
     */
    public String await(String key) {
        String known = values.get(key);
        if (known != null) {
            return known;
        }
        try {
            String line;
            while ((line = out.readLine()) != null) {
                lines.add(line);
                int eq = line.indexOf('=');
                if (eq > 0) {
                    values.put(line.substring(0, eq), line.substring(eq + 1));
                    if (line.substring(0, eq).equals(key)) {
                        return line.substring(eq + 1);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalStateException("The child ended without printing " + key + "=...; it printed: " + lines);
    }

    /**
     * The child's process id, for tools such as {@code jcmd}.
     *
     * @return the pid
     */
    public long pid() {
        return process.pid();
    }

    /**
     * Sends a line to the child's standard input.
     *
     * @param line the line
     */
    public void send(String line) {
        try {
            process.getOutputStream().write((line + "\n").getBytes(StandardCharsets.UTF_8));
            process.getOutputStream().flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Forgets the values read so far (so that a key printed again is awaited afresh).
     */
    public void forget() {
        values.clear();
    }

    /**
     * Waits for the child to end.
     *
     * @param seconds at most this long
     * @return its exit code
     * @throws IllegalStateException if it runs longer
     */
    public int waitFor(long seconds) {
        try {
            if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("The child ran longer than " + seconds + " s");
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Returns the lines read so far.
     *
     * @return the lines
     */
    public List<String> lines() {
        return lines;
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    /**
     * In a child: exits the JVM when standard input closes (the parent ended or closed it).
     */
    public static void exitWhenParentGoes() {
        Thread watcher = new Thread(
                () -> {
                    try {
                        while (System.in.read() >= 0) {
                            // keep reading
                        }
                    } catch (IOException ignored) {
                        // the parent is gone
                    }
                    System.exit(0);
                },
                "parent-watcher");
        watcher.setDaemon(false);
        watcher.start();
    }

    /**
     * Joins paths as a class path.
     *
     * @param paths the entries
     * @return the class path
     */
    public static String classPath(Path... paths) {
        List<String> entries = new ArrayList<>();
        for (Path p : paths) {
            entries.add(p.toString());
        }
        return String.join(File.pathSeparator, entries);
    }
}
