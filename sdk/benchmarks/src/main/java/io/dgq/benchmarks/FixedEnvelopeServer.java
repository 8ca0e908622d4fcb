package io.dgq.benchmarks;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The server of the SDK overhead benchmark: a JDK {@code HttpServer} answering
 * {@code GET /api/v1/governance/domain/{id}} with a full detail envelope and
 * {@code POST /api/v1/governance/domain/list} with a 50-record page, both prebuilt, so the client is all that
 * varies. Run in its own JVM ({@link #main(String[])}) so that the client's allocation profile is not mixed with
 * the server's.
 */
public final class FixedEnvelopeServer implements AutoCloseable {

    /** The options of the server's JVM. */
    public static final List<String> JVM_ARGS = List.of("-Xmx256m", "-XX:+UseSerialGC");

    private final HttpServer server;
    private final ExecutorService executor;

    private FixedEnvelopeServer(HttpServer server, ExecutorService executor) {
        this.server = server;
        this.executor = executor;
    }

    /**
     * Starts the server on a free loopback port.
     *
     * @return the running server
     * @throws IOException if no port can be bound
     */
    public static FixedEnvelopeServer start() throws IOException {
        System.setProperty("sun.net.httpserver.nodelay", "true");
        byte[] detail = Fixtures.detailEnvelope();
        byte[] page = Fixtures.listEnvelope(1, 50, 1234);
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 128);
        ExecutorService executor = Executors.newFixedThreadPool(4);
        server.setExecutor(executor);
        server.createContext("/api/v1/governance/domain/", exchange -> {
            String path = exchange.getRequestURI().getRawPath();
            boolean list = path.endsWith("/list") && exchange.getRequestMethod().equals("POST");
            boolean get = exchange.getRequestMethod().equals("GET")
                    && path.equals("/api/v1/governance/domain/" + Fixtures.DOMAIN_ID);
            answer(exchange, list ? 200 : get ? 200 : 404, list ? page : get ? detail : new byte[0]);
        });
        server.start();
        return new FixedEnvelopeServer(server, executor);
    }

    private static void answer(HttpExchange exchange, int status, byte[] body) throws IOException {
        try (exchange;
                InputStream in = exchange.getRequestBody()) {
            in.transferTo(OutputStream.nullOutputStream());
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
            if (body.length > 0) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
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
     * Runs the server until standard input closes; prints {@code BASE_URL=...} first.
     *
     * @param args none
     * @throws IOException if no port can be bound
     */
    public static void main(String[] args) throws IOException {
        FixedEnvelopeServer server = start();
        System.out.println("BASE_URL=" + server.baseUrl());
        System.out.flush();
        ChildProcess.exitWhenParentGoes();
    }
}
