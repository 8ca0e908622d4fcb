package com.example.okhttpfree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The application resolves no OkHttp, okio or Kotlin, and README's tour runs on {@code JdkHttpTransport} against the
 * reference server (its standalone jar, in a process of its own). Prints this application's runtime jars and bytes
 * beside those of an application that adds {@code dgq-sdk} alone.
 */
class OkHttpFreeAppTest {

    private static final List<String> LEFT_OUT = List.of("okhttp", "okio", "kotlin");

    @Test
    void noOkHttpOkioOrKotlinClassIsLoadable() {
        ClassLoader loader = OkHttpFreeAppTest.class.getClassLoader();
        for (String name : List.of("okhttp3.OkHttpClient", "okio.Buffer", "kotlin.Unit")) {
            assertThrows(ClassNotFoundException.class, () -> Class.forName(name, false, loader), name);
        }
    }

    @Test
    void theTourRunsOnTheJdkTransport() throws Exception {
        Process server = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-jar",
                        System.getProperty("server.jar"),
                        "--no-admin")
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        try {
            Map<String, String> started = new HashMap<>();
            BufferedReader lines =
                    new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
            while (started.size() < 2) {
                String line = lines.readLine();
                assertTrue(line != null, "the server printed its address and token before it ended");
                int equals = line.indexOf('=');
                if (equals > 0) {
                    started.put(line.substring(0, equals), line.substring(equals + 1));
                }
            }
            ByteArrayOutputStream printed = new ByteArrayOutputStream();
            Quickstart.run(
                    started.get("DGQ_BASE_URL"),
                    started.get("DGQ_API_TOKEN"),
                    new PrintStream(printed, true, StandardCharsets.UTF_8));
            String out = printed.toString(StandardCharsets.UTF_8);
            System.out.print(out);
            assertTrue(out.contains("Customer Data is VERIFIED"), out);
            assertTrue(out.contains("Gone: "), out);
        } finally {
            server.destroy();
            assertTrue(server.waitFor(10, TimeUnit.SECONDS), "the server stopped");
        }
    }

    @Test
    void itsRuntimeJarsAreTheDefaultsWithoutOkHttpOkioAndKotlin() throws IOException {
        List<Path> app = jars(System.getProperty("app.jars"));
        List<Path> withDefault = jars(System.getProperty("default.jars"));
        long appBytes = print("OkHttp left out", app);
        long defaultBytes = print("dgq-sdk alone (default)", withDefault);
        System.out.printf(
                "OkHttp left out: %d of the default's %d runtime jars, %d of its %d bytes (%.0f%%)%n",
                app.size(), withDefault.size(), appBytes, defaultBytes, 100.0 * appBytes / defaultBytes);
        for (Path jar : app) {
            String name = jar.getFileName().toString();
            assertFalse(LEFT_OUT.stream().anyMatch(name::startsWith), name);
            assertTrue(withDefault.contains(jar), name + " is one of the default's jars too");
        }
        for (String left : LEFT_OUT) {
            assertTrue(
                    withDefault.stream().anyMatch(jar -> jar.getFileName().toString().startsWith(left)),
                    "the default has " + left);
        }
        assertTrue(app.stream().anyMatch(jar -> jar.getFileName().toString().startsWith("dgq-sdk")));
        assertTrue(appBytes < defaultBytes);
    }

    private static List<Path> jars(String listFile) throws IOException {
        String classPath = Files.readString(Path.of(listFile), StandardCharsets.UTF_8).trim();
        List<Path> jars = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            jars.add(Path.of(entry));
        }
        assertFalse(jars.isEmpty(), listFile);
        return jars;
    }

    private static long print(String what, List<Path> jars) throws IOException {
        long total = 0;
        System.out.println(what + ": " + jars.size() + " runtime jars");
        for (Path jar : jars) {
            long size = Files.size(jar);
            total += size;
            System.out.printf("  %-45s %,10d bytes%n", jar.getFileName(), size);
        }
        System.out.printf("  %-45s %,10d bytes%n", "total", total);
        assertEquals(jars.size(), jars.stream().distinct().count());
        return total;
    }
}
