package io.dgq.benchmarks;

import io.dgq.benchmarks.bare.BareServer;
import io.dgq.benchmarks.load.HttpConnection;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A JVM of its own hosting the server under load, so that the load generator's work and allocation stay out of
 * it. Modes:
 *
 * <ul>
 *   <li>{@code reference demo|empty}: the embedded reference server; prints {@code BASE_URL}, {@code TOKEN},
 *       {@code HEAP_BEFORE} (heap in use after a GC before the server started) and {@code HEAP_AFTER_START};</li>
 *   <li>{@code reference-https}: the same over https (a certificate made at start); also prints
 *       {@code ADMIN_TOKEN} and {@code CA_PEM_FILE}, a file holding the certificate authority clients trust;</li>
 *   <li>{@code bare}: the bare JDK {@code HttpServer}, with as many handler threads as the reference server;</li>
 *   <li>{@code embedded-startup}: starts and closes the embedded server many times, and prints the cold and the
 *       warm time to ready, with each seed.</li>
 * </ul>
 *
 * <p>A server host then reads commands on standard input: {@code heap} prints {@code HEAP=<bytes in use after a
 * full GC>}; the end of input stops it.
 */
public final class ServerHost {

    /** The handler threads of the reference server's transport, given to the bare server too. */
    static final int SERVER_THREADS = 64;
    /** The secret the hosted reference server signs its tokens with. */
    static final String JWT_SECRET = "benchmark-secret-benchmark-secret";

    private ServerHost() {}

    /**
     * Runs a mode.
     *
     * @param args the mode and its argument
     * @throws Exception on failure
     */
    public static void main(String[] args) throws Exception {
        System.setProperty("sun.net.httpserver.nodelay", "true");
        switch (args[0]) {
            case "reference" -> {
                long before = heapAfterGc();
                ReferenceServer server = ReferenceServer.builder()
                        .port(0)
                        .jwtSecret(JWT_SECRET)
                        .seed(args.length > 1 && args[1].equals("demo") ? Seed.DEMO : Seed.EMPTY)
                        .start();
                System.out.println("BASE_URL=" + server.baseUrl());
                System.out.println("TOKEN=" + server.apiToken());
                System.out.println("HEAP_BEFORE=" + before);
                System.out.println("HEAP_AFTER_START=" + heapAfterGc());
                System.out.flush();
                serveCommands();
                server.close();
            }
            case "reference-https" -> {
                ReferenceServer server = ReferenceServer.builder()
                        .port(0)
                        .jwtSecret(JWT_SECRET)
                        .seed(Seed.EMPTY)
                        .https()
                        .start();
                java.nio.file.Path authority = java.nio.file.Files.createTempFile("dgq-bench-ca", ".pem");
                authority.toFile().deleteOnExit();
                java.nio.file.Files.writeString(authority, server.certificatePem());
                System.out.println("BASE_URL=" + server.baseUrl());
                System.out.println("TOKEN=" + server.apiToken());
                System.out.println("ADMIN_TOKEN=" + server.adminToken());
                System.out.println("CA_PEM_FILE=" + authority);
                System.out.flush();
                serveCommands();
                server.close();
            }
            case "bare" -> {
                BareServer server = BareServer.start(0, SERVER_THREADS);
                System.out.println("BASE_URL=" + server.baseUrl());
                System.out.flush();
                serveCommands();
                server.close();
            }
            case "embedded-startup" -> embeddedStartup();
            default -> throw new IllegalArgumentException("unknown mode " + args[0]);
        }
        System.exit(0);
    }

    private static void serveCommands() throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.equals("heap")) {
                System.out.println("HEAP=" + heapAfterGc());
                System.out.flush();
            }
        }
    }

    private static void embeddedStartup() {
        for (Seed seed : List.of(Seed.EMPTY, Seed.DEMO)) {
            String name = seed.toString().toLowerCase(Locale.ROOT);
            long[] cold = startOnce(seed);
            for (int i = 0; i < 20; i++) {
                startOnce(seed);
            }
            long[] ready = new long[15];
            long[] answered = new long[15];
            for (int i = 0; i < ready.length; i++) {
                long[] times = startOnce(seed);
                ready[i] = times[0];
                answered[i] = times[1];
            }
            Arrays.sort(ready);
            Arrays.sort(answered);
            System.out.println("COLD_READY_" + name + "=" + cold[0]);
            System.out.println("COLD_ANSWERED_" + name + "=" + cold[1]);
            System.out.println("WARM_READY_" + name + "=" + ready[ready.length / 2]);
            System.out.println("WARM_ANSWERED_" + name + "=" + answered[answered.length / 2]);
        }
        System.out.println("DONE=1");
        System.out.flush();
    }

    /**
     * Starts and closes the embedded server once; answers the nanoseconds from {@code start()} called to its
     * return (ready), and to the first authenticated list request answered.
     */
    private static long[] startOnce(Seed seed) {
        long start = System.nanoTime();
        ReferenceServer server = ReferenceServer.builder()
                .port(0)
                .jwtSecret(JWT_SECRET)
                .seed(seed)
                .start();
        long ready = System.nanoTime() - start;
        try (HttpConnection connection = new HttpConnection("127.0.0.1", server.port())) {
            int status = connection.exchange(HttpConnection.request(
                    "POST", "/api/v1/governance/domain/list", "127.0.0.1:" + server.port(), server.apiToken(), "{}"));
            if (status != 200) {
                throw new IllegalStateException("HTTP " + status + ": " + connection.body());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        long answered = System.nanoTime() - start;
        server.close();
        return new long[] {ready, answered};
    }

    /**
     * Returns the heap in use after two full collections.
     *
     * @return bytes
     */
    static long heapAfterGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
