package io.dgq.sdk.http.jdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.SocketServer;
import io.dgq.sdk.testing.TestTokens;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What {@link JdkHttpTransport} does that the transport contract suite (README's Transports table; {@code
 * io.dgq.sdk.testing.TransportContract}) does not show.
 */
class JdkHttpTransportTest {

    private static final String DOMAIN = MockApi.envelope("{\"id\":\"d-1\",\"name\":\"x\"}");

    private final MockWebServer server = new MockWebServer();
    private final JdkHttpTransport transport = JdkHttpTransport.create();

    @AfterEach
    void stop() {
        transport.close();
        server.close();
    }

    private static MockResponse ok() {
        return new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Type", "application/json")
                .body(DOMAIN)
                .build();
    }

    /**
     * The JDK client hands over a body's last bytes before it marks the body complete, and closes the connection of a
     * body closed in between: before the transport waited for the end, 7 of 2,000 answers in a row each cost a new
     * connection on an idle machine, 47 on a loaded one.
     */
    @Test
    void answersReadToTheirLengthGiveTheirConnectionBackToThePool() throws Exception {
        byte[] body = DOMAIN.getBytes(StandardCharsets.UTF_8);
        byte[] head = ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + body.length
                        + "\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        byte[] answer = new byte[head.length + body.length];
        System.arraycopy(head, 0, answer, 0, head.length);
        System.arraycopy(body, 0, answer, head.length, body.length);
        int calls = 2_000;
        try (SocketServer keepAlive = new SocketServer("keep-alive", connection -> {
                    try (connection) {
                        connection.setTcpNoDelay(true);
                        InputStream in = new BufferedInputStream(connection.getInputStream());
                        while (endOfHead(in)) {
                            connection.getOutputStream().write(answer);
                        }
                    } catch (IOException e) {
                        // the client went away
                    }
                });
                DgqClient client = DgqClient.builder()
                        .baseUrl(keepAlive.baseUrl())
                        .apiToken(TestTokens.api())
                        .transport(transport)
                        .build()) {
            for (int i = 0; i < calls; i++) {
                client.domains().get("d-1");
            }
            assertThat(keepAlive.acceptedCount())
                    .as("connections for %s calls", calls)
                    .isOne();
        }
    }

    /** Reads a request's head, which has no body here; {@code false} when the client closed the connection. */
    private static boolean endOfHead(InputStream in) throws IOException {
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                return false;
            }
            matched = b == (matched % 2 == 0 ? '\r' : '\n') ? matched + 1 : (b == '\r' ? 1 : 0);
        }
        return true;
    }

    @Test
    void aRefusedConnectionIsToldUnprocessed() throws Exception {
        int port;
        try (ServerSocket closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = closed.getLocalPort();
        }
        HttpRequest request =
                HttpRequest.of("POST", "http://127.0.0.1:" + port + "/x", HttpHeaders.empty(), new byte[1]);
        IOException failure = org.assertj.core.api.Assertions.catchThrowableOfType(
                () -> transport.newExchange(request).execute(), IOException.class);
        assertThat(transport.isUnprocessed(failure)).as("%s", failure).isTrue();
        assertThat(transport.isUnprocessed(new IOException("connection reset"))).isFalse();
    }

    @Test
    void sendsTheRequestsHeadersAndBodyAndLeavesOutWhatTheJdkSetsItself() throws Exception {
        server.start(InetAddress.getLoopbackAddress(), 0);
        server.enqueue(ok());
        HttpRequest request = HttpRequest.of(
                "POST",
                server.url("/api/v1/x").toString(),
                HttpHeaders.of("Content-Type", "application/json", "Host", "elsewhere", "Connection", "close"),
                "{}".getBytes(StandardCharsets.UTF_8));
        try (HttpResponse response = transport.newExchange(request).execute()) {
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.protocol()).isEqualTo("http/1.1");
            assertThat(response.contentLength()).isEqualTo(DOMAIN.length());
            assertThat(response.headers().get("content-type")).isEqualTo("application/json");
            assertThat(new String(response.body().readAllBytes(), StandardCharsets.UTF_8))
                    .isEqualTo(DOMAIN);
        }
        RecordedRequest recorded = server.takeRequest();
        assertThat(recorded.getHeaders().get("Content-Type")).isEqualTo("application/json");
        assertThat(recorded.getHeaders().get("Host")).isEqualTo(server.url("/").host() + ":" + server.getPort());
        assertThat(recorded.getHeaders().get("Connection")).isNotEqualTo("close");
        assertThat(recorded.getBody().utf8()).isEqualTo("{}");
    }

    @Test
    void aCanceledExchangeFailsWithoutWaitingForItsAnswer() throws Exception {
        server.start(InetAddress.getLoopbackAddress(), 0);
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .headersDelay(30, TimeUnit.SECONDS)
                .body(DOMAIN)
                .build());
        HttpTransport.Exchange exchange =
                transport.newExchange(HttpRequest.of("GET", server.url("/slow").toString(), HttpHeaders.empty(), null));
        CompletableFuture<Throwable> failed = CompletableFuture.supplyAsync(() -> {
            try {
                exchange.execute().close();
                return null;
            } catch (IOException e) {
                return e;
            }
        });
        server.takeRequest(5, TimeUnit.SECONDS);
        exchange.cancel();
        assertThat(failed)
                .succeedsWithin(Duration.ofSeconds(5))
                .satisfies(e -> assertThat(e).isInstanceOf(IOException.class).hasMessageContaining("Canceled"));
    }

    @Test
    void aClosedTransportFailsItsExchangesAndLeavesACallersExecutorRunning() throws Exception {
        java.util.concurrent.ExecutorService callers = java.util.concurrent.Executors.newCachedThreadPool();
        try {
            JdkHttpTransport own = JdkHttpTransport.create();
            own.close();
            assertThatThrownBy(() -> own.newExchange(
                                    HttpRequest.of("GET", "http://127.0.0.1:1/", HttpHeaders.empty(), null))
                            .execute())
                    .isInstanceOf(IOException.class);
            JdkHttpTransport shared =
                    JdkHttpTransport.builder().executor(callers).build();
            shared.close();
            assertThat(callers.isShutdown()).isFalse();
            assertThat(shared).hasToString("JdkHttpTransport{HTTP_2, caller's executor}");
        } finally {
            callers.shutdownNow();
        }
    }

    @Test
    void refusesTheJvmWidePropertyThatWouldResendAPost() {
        System.setProperty(JdkHttpTransport.ALL_METHOD_RETRY_PROPERTY, "true");
        try {
            assertThatThrownBy(JdkHttpTransport::create)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining(JdkHttpTransport.ALL_METHOD_RETRY_PROPERTY);
        } finally {
            System.clearProperty(JdkHttpTransport.ALL_METHOD_RETRY_PROPERTY);
        }
    }

    @Test
    void refusesTimeoutsThatAreNotPositive() {
        assertThatThrownBy(() -> JdkHttpTransport.builder().readTimeout(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("readTimeout must be a positive duration, got PT0S");
        assertThatThrownBy(() -> JdkHttpTransport.builder().connectTimeout(Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("connectTimeout must be a positive duration, got PT-1S");
        assertThatThrownBy(() -> JdkHttpTransport.builder().readTimeout(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("readTimeout must be a positive duration, got null");
    }

    /**
     * Calls above {@code maxConcurrentRequests} wait their turn, holding no thread, and are sent as the ones before
     * them end: the JDK client on Java 17 would fail the HTTP/2 streams above the server's limit instead.
     */
    @Test
    void sendsNoMoreExchangesAtOnceThanItsPlacesAndQueuesTheRest() throws Exception {
        AtomicInteger inProgress = new AtomicInteger();
        AtomicInteger peak = new AtomicInteger();
        CountDownLatch release = new CountDownLatch(1);
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                peak.accumulateAndGet(inProgress.incrementAndGet(), Math::max);
                try {
                    release.await(20, TimeUnit.SECONDS);
                    return ok();
                } finally {
                    inProgress.decrementAndGet();
                }
            }
        });
        server.start(InetAddress.getLoopbackAddress(), 0);
        int calls = 10;
        try (JdkHttpTransport three =
                        JdkHttpTransport.builder().maxConcurrentRequests(3).build();
                DgqClient client = DgqClient.builder()
                        .baseUrl("http://127.0.0.1:" + server.getPort())
                        .apiToken(TestTokens.api())
                        .transport(three)
                        .build()) {
            List<CompletableFuture<?>> futures = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                futures.add(client.async().domains().get("d-1"));
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (inProgress.get() < 3 && System.nanoTime() < deadline) {
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
            }
            assertThat(inProgress.get()).as("exchanges the server holds").isEqualTo(3);
            release.countDown();
            CompletableFuture.allOf(futures.toArray(new CompletableFuture<?>[0]))
                    .get(20, TimeUnit.SECONDS);
        }
        assertThat(peak.get()).as("exchanges at the server at once").isEqualTo(3);
        assertThat(server.getRequestCount()).isEqualTo(calls);
        assertThatThrownBy(() -> JdkHttpTransport.builder().maxConcurrentRequests(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxConcurrentRequests must be at least 1, was 0");
    }

    @Test
    void aQueuedCallThatIsCanceledGivesItsTurnToTheNext() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger arrived = new AtomicInteger();
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                if (arrived.incrementAndGet() == 1) {
                    release.await(20, TimeUnit.SECONDS);
                }
                return ok();
            }
        });
        server.start(InetAddress.getLoopbackAddress(), 0);
        try (JdkHttpTransport one =
                        JdkHttpTransport.builder().maxConcurrentRequests(1).build();
                DgqClient client = DgqClient.builder()
                        .baseUrl("http://127.0.0.1:" + server.getPort())
                        .apiToken(TestTokens.api())
                        .transport(one)
                        .build()) {
            CompletableFuture<?> first = client.async().domains().get("d-1");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (arrived.get() < 1 && System.nanoTime() < deadline) {
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
            }
            CompletableFuture<?> queued = client.async().domains().get("d-1");
            assertThat(queued.cancel(true)).isTrue();
            release.countDown();
            first.get(20, TimeUnit.SECONDS);
            assertThat(client.domains().get("d-1").id()).isEqualTo("d-1");
        }
        assertThat(server.getRequestCount())
                .as("the canceled call was never sent")
                .isEqualTo(2);
    }
}
