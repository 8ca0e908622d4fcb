package io.dgq.benchmarks.bare;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The transport's ceiling: a bare JDK {@code HttpServer} that reads each request's body and answers every request
 * with the same small JSON envelope. No JSON parsing, no auth, no store. Depends on nothing but the JDK, so its
 * jar ({@code dgq-benchmarks-*-bare-server.jar}) is also the start-up baseline.
 *
 * <p>Run: {@code java -jar dgq-benchmarks-<version>-bare-server.jar --port 0 [--threads N]}; the first line on
 * standard output is {@code BASE_URL=http://127.0.0.1:<port>}.
 */
public final class BareServer implements AutoCloseable {

    /** The fixed answer: a small envelope like the API's. */
    static final byte[] BODY =
            ("{\"success\":true,\"message\":\"ok\",\"timestamp\":\"2026-11-22T03:14:15.926535+00:00\","
                            + "\"correlation_id\":\"c0ffee00-1234-4abc-9def-0123456789ab\",\"data\":{\"id\":"
                            + "\"5f1c3a2b-4d6e-4f70-8a1b-2c3d4e5f6071\",\"name\":\"Customer analytics\"}}")
                    .getBytes(StandardCharsets.UTF_8);

    private final HttpServer server;
    private final ExecutorService executor;

    private BareServer(HttpServer server, ExecutorService executor) {
        this.server = server;
        this.executor = executor;
    }

    /**
     * Starts a bare server on loopback.
     *
     * @param port the port, 0 for any free one
     * @param threads the handler threads
     * @return the running server
     * @throws IOException if the port cannot be bound
     */
    public static BareServer start(int port, int threads) throws IOException {
        System.setProperty("sun.net.httpserver.nodelay", "true");
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 128);
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        server.setExecutor(executor);
        server.createContext("/", BareServer::handle);
        server.start();
        return new BareServer(server, executor);
    }

    private static void handle(HttpExchange exchange) throws IOException {
        try (exchange;
                InputStream in = exchange.getRequestBody()) {
            in.transferTo(OutputStream.nullOutputStream());
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, BODY.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(BODY);
            }
        }
    }

    /**
     * Returns the address to call.
     *
     * @return {@code http://127.0.0.1:<port>}
     */
    public String baseUrl() {
        return "http://" + server.getAddress().getAddress().getHostAddress() + ":"
                + server.getAddress().getPort();
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }

    /**
     * Runs the server until the process is stopped.
     *
     * @param args {@code --port N} and {@code --threads N}, both optional
     * @throws IOException if the port cannot be bound
     */
    public static void main(String[] args) throws IOException {
        int port = 0;
        int threads = defaultThreads();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (args[i].equals("--port")) {
                port = Integer.parseInt(args[i + 1]);
            } else if (args[i].equals("--threads")) {
                threads = Integer.parseInt(args[i + 1]);
            }
        }
        BareServer server = start(port, threads);
        System.out.println("BASE_URL=" + server.baseUrl());
        System.out.flush();
    }

    /**
     * Returns the default number of handler threads.
     *
     * @return twice the processors, at least 4
     */
    public static int defaultThreads() {
        return Math.max(4, 2 * Runtime.getRuntime().availableProcessors());
    }
}
