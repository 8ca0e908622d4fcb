package io.dgq.sdk.http2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TestTokens;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.SocketFactory;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * HTTP/2 in clear text with prior knowledge (h2c), which OkHttp speaks and the JDK client does not (README's
 * Transports table; {@link Http2Test} asserts the JDK's refusal): the idle-connection check leaves h2 connections
 * alone, and a create above a GOAWAY's last stream is sent again, never one the GOAWAY covers (RFC 9113 section
 * 6.8). {@link Http2Test} holds the cases that run on every transport.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class Http2H2cTest {

    private static final String DOMAIN = MockApi.envelope("{\"id\":\"d-1\",\"name\":\"x\"}");

    private final MockWebServer server = new MockWebServer();

    @AfterEach
    void stop() {
        server.close();
    }

    private static MockResponse ok() {
        return new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Type", "application/json")
                .body(DOMAIN)
                .build();
    }

    private void startH2c() throws IOException {
        server.setProtocols(List.of(Protocol.H2_PRIOR_KNOWLEDGE));
        server.start(InetAddress.getLoopbackAddress(), 0);
    }

    private DgqClientBuilder client(OkHttpClient http) {
        return DgqClient.builder()
                .baseUrl("http://127.0.0.1:" + server.getPort())
                .apiToken(TestTokens.api())
                .transport(OkHttpTransport.builder().client(http).build());
    }

    private static OkHttpClient h2c() {
        return new OkHttpClient.Builder()
                .protocols(List.of(Protocol.H2_PRIOR_KNOWLEDGE))
                .build();
    }

    /** The requests the server read, leaving out those it refused before reading (which it logs as a bare GET /). */
    private List<RecordedRequest> taken(int count) throws InterruptedException {
        List<RecordedRequest> requests = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            RecordedRequest request = server.takeRequest(5, TimeUnit.SECONDS);
            assertThat(request).as("request " + (i + 1)).isNotNull();
            requests.add(request);
        }
        return requests;
    }

    @Test
    void theIdleConnectionCheckReadsAnHttp11SocketButNeverAnHttp2One() throws Exception {
        startH2c();
        ProbedSockets h2Sockets = new ProbedSockets();
        try (DgqClient client =
                client(h2c().newBuilder().socketFactory(h2Sockets).build()).build()) {
            server.enqueue(ok());
            client.domains().get("d-1");
            idleLongerThanTheCheck();
            server.enqueue(ok());
            client.domains().create(DomainCreateRequest.builder().name("x").build());
        }
        assertThat(taken(2)).extracting(RecordedRequest::getConnectionIndex).containsExactly(0, 0);
        assertThat(h2Sockets.probes.get())
                .as("reads of an idle h2 socket by the SDK")
                .isZero();

        try (MockWebServer http11Server = new MockWebServer()) {
            http11Server.start(InetAddress.getLoopbackAddress(), 0);
            ProbedSockets http11Sockets = new ProbedSockets();
            OkHttpClient http =
                    new OkHttpClient.Builder().socketFactory(http11Sockets).build();
            try (DgqClient client = DgqClient.builder()
                    .baseUrl("http://127.0.0.1:" + http11Server.getPort())
                    .apiToken(TestTokens.api())
                    .transport(OkHttpTransport.builder().client(http).build())
                    .build()) {
                http11Server.enqueue(ok());
                client.domains().get("d-1");
                idleLongerThanTheCheck();
                http11Server.enqueue(ok());
                client.domains().create(DomainCreateRequest.builder().name("x").build());
            }
            assertThat(http11Sockets.probes.get())
                    .as("the check of an idle HTTP/1.1 socket")
                    .isEqualTo(1);
        }
    }

    @Test
    void aCreateAboveTheLastStreamOfAGoAwayIsSentAgainOnANewConnectionAndStoredOnce() throws Exception {
        try (GoAwayServer goAway = new GoAwayServer(DOMAIN, false);
                DgqClient client = DgqClient.builder()
                        .baseUrl(goAway.baseUrl())
                        .apiToken(TestTokens.api())
                        .transport(OkHttpTransport.builder().client(h2c()).build())
                        .maxRetries(2)
                        .build()) {
            assertThat(client.domains()
                            .create(DomainCreateRequest.builder().name("x").build())
                            .id())
                    .isEqualTo("d-1");
            assertThat(goAway.refused.get()).isEqualTo(1);
            assertThat(goAway.processed.get()).isEqualTo(1);
        }
    }

    @Test
    void aCreateWhoseStreamAGoAwayCoversIsNeverSentAgainWhenTheConnectionThenCloses() throws Exception {
        try (GoAwayServer goAway = new GoAwayServer(DOMAIN, true);
                DgqClient client = DgqClient.builder()
                        .baseUrl(goAway.baseUrl())
                        .apiToken(TestTokens.api())
                        .transport(OkHttpTransport.builder().client(h2c()).build())
                        .maxRetries(2)
                        .build()) {
            assertThatThrownBy(() -> client.domains()
                            .create(DomainCreateRequest.builder().name("x").build()))
                    .isInstanceOf(DgqConnectionException.class);
            assertThat(goAway.refused.get()).isEqualTo(1);
            assertThat(goAway.processed.get()).isZero();
        }
    }

    /** Lets the pooled connection sit idle for longer than the SDK waits before checking one. */
    private static void idleLongerThanTheCheck() {
        long until = System.nanoTime() + Duration.ofMillis(700).toNanos();
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    /** Sockets that count the one-millisecond read timeouts set on them, which is how the idle check reads. */
    private static final class ProbedSockets extends SocketFactory {
        final AtomicInteger probes = new AtomicInteger();

        @Override
        public Socket createSocket() {
            return new Socket() {
                @Override
                public synchronized void setSoTimeout(int timeout) throws java.net.SocketException {
                    if (timeout == 1) {
                        probes.incrementAndGet();
                    }
                    super.setSoTimeout(timeout);
                }
            };
        }

        @Override
        public Socket createSocket(String host, int port) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Socket createSocket(String host, int port, InetAddress localHost, int localPort) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Socket createSocket(InetAddress host, int port) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) {
            throw new UnsupportedOperationException();
        }
    }
}
