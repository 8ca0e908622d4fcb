package io.dgq.server;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/** Serves an {@link ApiHandler} over HTTP/1.1 with the JDK's built-in server and a fixed pool of worker threads. */
final class HttpTransport implements AutoCloseable {

    private static final int WORKERS = 64;
    private static final int BACKLOG = 256;

    private final AtomicBoolean closed = new AtomicBoolean();
    private final HttpServer server;
    private final ExecutorService workers;
    private final ApiHandler handler;
    private final long maxBodyBytes;

    HttpTransport(String host, int port, ApiHandler handler, long maxBodyBytes) throws IOException {
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            // Without TCP_NODELAY, each answer on a kept-alive connection waits for the peer's delayed ACK.
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
        this.handler = handler;
        this.maxBodyBytes = maxBodyBytes;
        this.server = HttpServer.create(new InetSocketAddress(host, port), BACKLOG);
        this.workers = Executors.newFixedThreadPool(WORKERS, daemonThreads());
        server.setExecutor(workers);
        server.createContext("/", this::exchange);
        server.start();
    }

    int port() {
        return server.getAddress().getPort();
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        server.stop(0);
        workers.shutdown();
        try {
            workers.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void exchange(HttpExchange exchange) throws IOException {
        try (exchange) {
            ApiRequest request = read(exchange);
            ApiResponse response = handler.handle(request);
            if (response.delivery() != ApiResponse.Delivery.WHOLE) {
                deliverBroken(exchange, response);
                return;
            }
            Headers headers = exchange.getResponseHeaders();
            headers.set("Content-Type", "application/json; charset=utf-8");
            response.headers().forEach(headers::set);
            if (request.bodyOverLimit()) {
                headers.set("Connection", "close");
            }
            boolean head = request.method().equals("HEAD");
            exchange.sendResponseHeaders(response.status(), head ? -1 : response.body().length);
            if (!head) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(response.body());
                }
            }
        }
    }

    private ApiRequest read(HttpExchange exchange) throws IOException {
        String method = exchange.getRequestMethod();
        String path = exchange.getRequestURI().getRawPath();
        byte[] body = new byte[0];
        long declared = declaredLength(exchange);
        boolean overLimit = declared > maxBodyBytes;
        if (!overLimit) {
            int limit = (int) Math.min(maxBodyBytes, Integer.MAX_VALUE - 16);
            try (InputStream in = exchange.getRequestBody()) {
                // With a Content-Length the body is read into an array of its size; otherwise up to the limit.
                body = in.readNBytes(declared >= 0 ? (int) Math.min(declared, limit + 1L) : limit + 1);
            }
            if (body.length > limit) {
                overLimit = true;
                body = new byte[0];
            }
        }
        return new ApiRequest(method, path == null ? "" : path, exchange.getRequestHeaders(), body, overLimit,
                exchange.getRequestURI().getRawQuery(), exchange.getRemoteAddress().getAddress().getHostAddress());
    }

    /**
     * Sends an answer broken as an injected fault asked: no byte at all, or the head and half the body. Either way
     * the connection is closed without completing the exchange, which the JDK server does when a handler fails.
     */
    private static void deliverBroken(HttpExchange exchange, ApiResponse response) throws IOException {
        if (response.delivery() == ApiResponse.Delivery.HALF_BODY) {
            exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
            response.headers().forEach(exchange.getResponseHeaders()::set);
            exchange.sendResponseHeaders(response.status(), response.body().length);
            OutputStream out = exchange.getResponseBody();
            out.write(response.body(), 0, response.body().length / 2);
            out.flush();
        }
        throw new IOException("connection broken on purpose by an injected fault");
    }

    private static long declaredLength(HttpExchange exchange) {
        String value = exchange.getRequestHeaders().getFirst("Content-Length");
        try {
            return value == null ? -1 : Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, "dgq-http-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
