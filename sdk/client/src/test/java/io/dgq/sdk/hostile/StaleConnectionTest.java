package io.dgq.sdk.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.SocketServer;
import io.dgq.sdk.testing.TestTokens;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A server that closes idle keep-alive connections after one second, as Apache httpd and Node.js do after five: a
 * create sent after a longer pause is sent on a fresh connection, stored once, and never lost.
 */
@TransportContract
class StaleConnectionTest {

    private final IdleClosingServer server = new IdleClosingServer(Duration.ofSeconds(1));
    private final Transports transport;
    private final List<JdkHttpTransport> transports = new CopyOnWriteArrayList<>();

    StaleConnectionTest(Transports transport) {
        this.transport = transport;
    }

    @AfterEach
    void closeServer() throws IOException {
        transports.forEach(JdkHttpTransport::close);
        server.close();
    }

    /**
     * {@return a builder whose clients use the transport under test} The JDK client watches its idle connections and
     * drops one the server closed, and never sends a create again on one it finds closed.
     */
    private DgqClientBuilder builder() {
        if (transport == Transports.JDK) {
            JdkHttpTransport made = JdkHttpTransport.create();
            transports.add(made);
            return DgqClient.builder().transport(made);
        }
        return DgqClient.builder();
    }

    private DgqClient client(int maxRetries) {
        return builder()
                .baseUrl(server.baseUrl())
                .apiToken(TestTokens.api())
                .maxRetries(maxRetries)
                .apiCallAttemptTimeout(Duration.ofSeconds(2))
                .apiCallTimeout(Duration.ofSeconds(5))
                .build();
    }

    /** Waits until the server closed every idle connection it had, as a pause longer than its keep-alive does. */
    private void awaitIdleConnectionsClosed(int expectedClosed) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (server.idleClosed.get() < expectedClosed) {
            assertThat(System.nanoTime())
                    .as("the server closes idle connections")
                    .isLessThan(deadline);
            Thread.onSpinWait();
        }
    }

    @Test
    void aCreateAfterThePauseOfTheServersKeepAliveIsStoredOnce() {
        try (DgqClient client = client(2)) {
            client.domains().get("d-1");
            for (int round = 1; round <= 3; round++) {
                awaitIdleConnectionsClosed(round);
                assertThat(client.domains()
                                .create(DomainCreateRequest.builder().name("x").build())
                                .id())
                        .isEqualTo("d-1");
            }
        }
        assertThat(server.creates.get()).isEqualTo(3);
        assertThat(server.connections()).isEqualTo(4);
    }

    @Test
    void withoutRetriesTooTheCreateIsSentOnANewConnectionAndStoredOnce() {
        try (DgqClient client = client(0)) {
            client.domains().get("d-1");
            awaitIdleConnectionsClosed(1);
            assertThat(client.domains()
                            .create(DomainCreateRequest.builder().name("x").build())
                            .id())
                    .isEqualTo("d-1");
        }
        assertThat(server.creates.get()).isEqualTo(1);
        assertThat(server.connections()).isEqualTo(2);
    }

    @Test
    void anAsyncCreateAfterThePauseIsStoredOnce() {
        try (DgqClient client = client(0)) {
            client.domains().get("d-1");
            awaitIdleConnectionsClosed(1);
            assertThat(client.async()
                            .domains()
                            .create(DomainCreateRequest.builder().name("x").build()))
                    .succeedsWithin(5, TimeUnit.SECONDS);
        }
        assertThat(server.creates.get()).isEqualTo(1);
    }

    @Test
    void aCreateRightAfterACallReusesTheConnectionWithoutACheck() {
        try (DgqClient client = client(0)) {
            client.domains().get("d-1");
            client.domains().create(DomainCreateRequest.builder().name("x").build());
        }
        assertThat(server.creates.get()).isEqualTo(1);
        assertThat(server.connections()).isEqualTo(1);
    }

    @Test
    void theKeepAliveOfTheSdksPoolIsConfigurableAndNotForACallersClient() {
        assertThatThrownBy(() -> DgqClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiToken(TestTokens.api())
                        .transport(OkHttpTransport.builder()
                                .client(new OkHttpClient())
                                .build())
                        .idleConnectionKeepAlive(Duration.ofSeconds(1))
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("idleConnectionKeepAlive");
        assertThatThrownBy(() -> DgqClient.builder().idleConnectionKeepAlive(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class);
        try (DgqClient client = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(TestTokens.api())
                .idleConnectionKeepAlive(Duration.ofMillis(100))
                .build()) {
            client.domains().get("d-1");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            // the pool closes the connection itself, before the server's one-second keep-alive does
            while (server.clientClosed.get() < 1) {
                assertThat(System.nanoTime()).isLessThan(deadline);
                Thread.onSpinWait();
            }
        }
        assertThat(server.idleClosed.get()).isZero();
    }

    /**
     * An HTTP/1.1 server that keeps connections alive and closes one idle for longer than its keep-alive, answering
     * every request with a domain; it counts the creates (POSTs) it received.
     */
    private static final class IdleClosingServer implements AutoCloseable {
        final AtomicInteger creates = new AtomicInteger();
        final AtomicInteger idleClosed = new AtomicInteger();
        final AtomicInteger clientClosed = new AtomicInteger();
        private final int keepAliveMillis;
        private final SocketServer socket;

        IdleClosingServer(Duration keepAlive) {
            this.keepAliveMillis = (int) keepAlive.toMillis();
            this.socket = new SocketServer("idle-closing", this::serve);
        }

        String baseUrl() {
            return socket.baseUrl();
        }

        /** {@return how many connections clients opened} */
        int connections() {
            return socket.acceptedCount();
        }

        private void serve(Socket connection) {
            try (connection) {
                connection.setTcpNoDelay(true);
                connection.setSoTimeout(keepAliveMillis);
                InputStream in = new BufferedInputStream(connection.getInputStream());
                OutputStream out = connection.getOutputStream();
                while (true) {
                    String head;
                    try {
                        head = readHead(in);
                    } catch (SocketTimeoutException idle) {
                        idleClosed.incrementAndGet();
                        return;
                    }
                    if (head == null) {
                        clientClosed.incrementAndGet();
                        return;
                    }
                    int length = contentLength(head);
                    in.readNBytes(length);
                    if (head.startsWith("POST ")) {
                        creates.incrementAndGet();
                    }
                    byte[] body =
                            MockApi.envelope("{\"id\":\"d-1\",\"name\":\"x\"}").getBytes(StandardCharsets.UTF_8);
                    out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + body.length
                                    + "\r\n\r\n")
                            .getBytes(StandardCharsets.ISO_8859_1));
                    out.write(body);
                    out.flush();
                }
            } catch (IOException e) {
                // the client went away
            }
        }

        /** {@return the request line and headers, or {@code null} when the client closed the connection} */
        private static String readHead(InputStream in) throws IOException {
            ByteArrayOutputStream head = new ByteArrayOutputStream();
            int matched = 0;
            while (matched < 4) {
                int b = in.read();
                if (b < 0) {
                    return null;
                }
                head.write(b);
                matched = (b == '\r' && (matched == 0 || matched == 2)) || (b == '\n' && (matched == 1 || matched == 3))
                        ? matched + 1
                        : 0;
            }
            return head.toString(StandardCharsets.ISO_8859_1);
        }

        private static int contentLength(String head) {
            for (String line : head.split("\r\n")) {
                if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                    return Integer.parseInt(line.substring(15).trim());
                }
            }
            return 0;
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
