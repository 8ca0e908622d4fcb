package io.dgq.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javax.net.ServerSocketFactory;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * A MockWebServer with TCP_NODELAY on its sockets (without it every keep-alive request stalls ~40 ms), plus the
 * DGQ envelope helpers the wire tests share.
 */
public final class MockApi implements AutoCloseable {

    /** The waits the client's sleeper was asked for, in order: tests never really sleep. */
    public final List<Duration> sleeps = new CopyOnWriteArrayList<>();

    private final MockWebServer server = new MockWebServer();
    private final String token = TestTokens.api();

    private final Supplier<HttpTransport> transports;
    private final List<HttpTransport> made = new CopyOnWriteArrayList<>();

    /** Starts the server on a free loopback port; its clients use the default transport. */
    public MockApi() {
        this(null);
    }

    /** {@return a server whose clients use a {@link JdkHttpTransport} each, closed with the server} */
    public static MockApi onJdkTransport() {
        return new MockApi(JdkHttpTransport::create);
    }

    /**
     * Starts the server on a free loopback port.
     *
     * @param transports makes the transport of each client {@link #clientBuilder()} builds, closed with the server;
     *     {@code null} for the default transport
     */
    public MockApi(Supplier<HttpTransport> transports) {
        this.transports = transports;
        server.setServerSocketFactory(new NoDelayServerSocketFactory());
        try {
            server.start(InetAddress.getLoopbackAddress(), 0);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@return the workspace address of the server (without /api/v1)} */
    public String baseUrl() {
        return server.url("/").toString();
    }

    /** {@return the API token the clients of this server use} */
    public String token() {
        return token;
    }

    /** {@return a builder aimed at this server, with a recording sleeper} */
    public DgqClientBuilder clientBuilder() {
        DgqClientBuilder builder =
                DgqClient.builder().baseUrl(baseUrl()).apiToken(token).sleeper(sleeps::add);
        if (transports != null) {
            HttpTransport transport = transports.get();
            made.add(transport);
            builder.transport(transport);
        }
        return builder;
    }

    /** {@return a client aimed at this server, with a recording sleeper} */
    public DgqClient client() {
        return clientBuilder().build();
    }

    /** Queues a JSON answer. */
    public void enqueue(int code, String json) {
        server.enqueue(new MockResponse.Builder()
                .code(code)
                .setHeader("Content-Type", "application/json")
                .body(json)
                .build());
    }

    /** Answers every request with what the dispatcher says, instead of the queue. */
    public void dispatcher(mockwebserver3.Dispatcher dispatcher) {
        server.setDispatcher(dispatcher);
    }

    /** Queues a raw answer. */
    public void enqueue(MockResponse response) {
        server.enqueue(response);
    }

    /** Queues a 200 answer whose envelope holds {@code dataJson}. */
    public void enqueueData(String dataJson) {
        enqueue(200, envelope(dataJson));
    }

    /** {@return a success envelope around {@code dataJson}} */
    public static String envelope(String dataJson) {
        return "{\"success\":true,\"message\":\"OK\",\"timestamp\":\"2026-11-22T10:15:30.123+00:00\","
                + "\"correlation_id\":\"corr-123\",\"data\":" + dataJson + "}";
    }

    /** {@return an error envelope with a code and details given as JSON} */
    public static String errorEnvelope(String message, String code, String detailsJson) {
        return "{\"success\":false,\"message\":\"" + message + "\",\"timestamp\":\"2026-11-22T10:15:30+00:00\","
                + "\"correlation_id\":\"corr-err\",\"data\":{\"error\":{\"code\":\"" + code + "\",\"details\":"
                + detailsJson + "}}}";
    }

    /** {@return the next request the server received, waiting up to 5 s} */
    public RecordedRequest take() {
        try {
            RecordedRequest request = server.takeRequest(5, TimeUnit.SECONDS);
            if (request == null) {
                throw new AssertionError("The server received no request");
            }
            return request;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /**
     * Takes the next request and checks its method and encoded path.
     *
     * @param method the method expected
     * @param path the encoded path expected, for example {@code /api/v1/governance/domain/d-1}
     * @return the request, for further checks
     */
    public RecordedRequest takeSent(String method, String path) {
        RecordedRequest request = take();
        assertThat(request.getMethod()).as("method of %s", request.getUrl()).isEqualTo(method);
        assertThat(request.getUrl().encodedPath()).as("path").isEqualTo(path);
        return request;
    }

    /**
     * Takes the next request and checks its method, encoded path and body, and that a body is sent as JSON.
     *
     * @param method the method expected
     * @param path the encoded path expected
     * @param body the body expected, exactly; {@code ""} for none
     * @return the request, for further checks
     */
    public RecordedRequest takeSent(String method, String path, String body) {
        RecordedRequest request = takeSent(method, path);
        assertThat(body(request)).as("body of %s %s", method, path).isEqualTo(body);
        if (!body.isEmpty()) {
            assertThat(request.getHeaders().get("Content-Type"))
                    .as("Content-Type of %s %s", method, path)
                    .startsWith("application/json");
        }
        return request;
    }

    /** {@return the body of a recorded request as UTF-8 text, or ""} */
    public static String body(RecordedRequest request) {
        return request.getBody() == null ? "" : request.getBody().string(StandardCharsets.UTF_8);
    }

    /** {@return how many requests the server received} */
    public int requestCount() {
        return server.getRequestCount();
    }

    @Override
    public void close() {
        made.forEach(HttpTransport::close);
        server.close();
    }

    private static final class NoDelayServerSocketFactory extends ServerSocketFactory {
        @Override
        public ServerSocket createServerSocket() throws IOException {
            return new NoDelayServerSocket();
        }

        @Override
        public ServerSocket createServerSocket(int port) throws IOException {
            ServerSocket socket = new NoDelayServerSocket();
            socket.bind(new java.net.InetSocketAddress(port));
            return socket;
        }

        @Override
        public ServerSocket createServerSocket(int port, int backlog) throws IOException {
            ServerSocket socket = new NoDelayServerSocket();
            socket.bind(new java.net.InetSocketAddress(port), backlog);
            return socket;
        }

        @Override
        public ServerSocket createServerSocket(int port, int backlog, InetAddress address) throws IOException {
            ServerSocket socket = new NoDelayServerSocket();
            socket.bind(new java.net.InetSocketAddress(address, port), backlog);
            return socket;
        }
    }

    private static final class NoDelayServerSocket extends ServerSocket {
        NoDelayServerSocket() throws IOException {
            super();
        }

        @Override
        public Socket accept() throws IOException {
            Socket socket = super.accept();
            socket.setTcpNoDelay(true);
            return socket;
        }
    }
}
