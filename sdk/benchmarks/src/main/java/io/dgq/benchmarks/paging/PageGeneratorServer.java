package io.dgq.benchmarks.paging;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.dgq.benchmarks.Fixtures;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.IntConsumer;

/**
 * Serves {@code POST /api/v1/governance/domain/list} over a virtual collection of {@code total} domains, generating
 * each requested page on the fly (nothing is held in memory but one page being written). Record {@code n} is
 * always the same; its id is {@link Fixtures#uuid(long)}. Every request's page number is recorded, and a listener
 * may watch them as they come.
 */
public final class PageGeneratorServer implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] TEMPLATE = template();

    private final HttpServer server;
    private final ExecutorService executor;
    private final long total;
    private final List<Integer> requestedPages = new ArrayList<>();
    private final IntConsumer listener;

    private PageGeneratorServer(long total, IntConsumer listener) throws IOException {
        System.setProperty("sun.net.httpserver.nodelay", "true");
        this.total = total;
        this.listener = listener;
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
        this.executor = Executors.newFixedThreadPool(2);
        server.setExecutor(executor);
        server.createContext("/api/v1/governance/domain/list", this::handle);
        server.start();
    }

    /**
     * Starts a generator on a free loopback port.
     *
     * @param total the number of records in the collection
     * @param listener told each requested page number, before the page is answered
     * @return the running server
     * @throws IOException if no port can be bound
     */
    public static PageGeneratorServer start(long total, IntConsumer listener) throws IOException {
        return new PageGeneratorServer(total, listener);
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

    /**
     * Returns the page numbers requested so far, in order.
     *
     * @return a copy
     */
    public synchronized List<Integer> requestedPages() {
        return new ArrayList<>(requestedPages);
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange;
                InputStream in = exchange.getRequestBody()) {
            JsonNode body = JSON.readTree(in);
            int page = body.path("pagination").path("page").asInt(1);
            int pageSize = body.path("pagination").path("pageSize").asInt(50);
            synchronized (this) {
                requestedPages.add(page);
            }
            listener.accept(page);
            byte[] answer = page(page, pageSize);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        }
    }

    /**
     * Writes one page's envelope.
     *
     * @param page the page, from 1
     * @param pageSize the records per page
     * @return UTF-8 JSON
     */
    byte[] page(int page, int pageSize) {
        long first = (long) (page - 1) * pageSize;
        long last = Math.min(total, first + pageSize);
        StringBuilder sb = new StringBuilder(Math.max(256, (int) (last - first) * 1200));
        sb.append("{\"success\":true,\"message\":\"Request completed successfully\",")
                .append("\"timestamp\":\"2026-11-22T03:14:15.926535+00:00\",")
                .append("\"correlation_id\":\"c0ffee00-1234-4abc-9def-0123456789ab\",\"data\":{\"data\":[");
        for (long n = first; n < last; n++) {
            if (n > first) {
                sb.append(',');
            }
            appendItem(sb, n);
        }
        sb.append("],\"total_count\":").append(total).append(",\"metrics\":[]}}");
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void appendItem(StringBuilder sb, long n) {
        sb.append(TEMPLATE[0])
                .append(Fixtures.uuid(n))
                .append(TEMPLATE[1])
                .append(n)
                .append(TEMPLATE[2]);
    }

    private static String[] template() {
        // Record 7's JSON, with its id and the number in its name as the two holes.
        String id = Fixtures.uuid(7);
        String json = new String(Fixtures.listItemJson(7), StandardCharsets.UTF_8);
        int idAt = json.indexOf(id);
        String name = "Customer analytics 7\"";
        int nameAt = json.indexOf(name) + name.length() - 2;
        return new String[] {
            json.substring(0, idAt), json.substring(idAt + id.length(), nameAt), json.substring(nameAt + 1)
        };
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
