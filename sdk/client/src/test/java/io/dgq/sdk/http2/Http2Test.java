package io.dgq.sdk.http2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.testing.LocalhostTls;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TestTokens;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The SDK over HTTP/2 and TLS on every transport: h2 is negotiated by ALPN with no code and HTTP/1.1 can be pinned,
 * an untrusted certificate is refused, and a create is sent again only when HTTP/2 says the server did not process
 * it (RST_STREAM REFUSED_STREAM, RFC 9113 section 8.7). h2c with prior knowledge is OkHttp's alone ({@link
 * Http2H2cTest}); here the JDK's refusal of it is asserted, as README's Transports table says.
 */
@TransportContract
@Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class Http2Test {

    private static final int REFUSED_STREAM = 0x7;
    private static final int INTERNAL_ERROR = 0x2;
    private static final String DOMAIN = MockApi.envelope("{\"id\":\"d-1\",\"name\":\"x\"}");

    /** One authority and certificate for the class: making a key pair per case cost more than the case. */
    private static final LocalhostTls TLS = LocalhostTls.create();
    /** A server certificate signed by an authority no client here trusts. */
    private static final LocalhostTls UNTRUSTED = LocalhostTls.create();

    private final Transports transport;
    private final MockWebServer server = new MockWebServer();
    private final LocalhostTls tls = TLS;
    private final List<HttpTransport> made = new CopyOnWriteArrayList<>();

    Http2Test(Transports transport) {
        this.transport = transport;
    }

    @AfterEach
    void stop() {
        made.forEach(HttpTransport::close);
        server.close();
    }

    private static MockResponse ok() {
        return new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Type", "application/json")
                .body(DOMAIN)
                .build();
    }

    private <T extends HttpTransport> T closedAfter(T transport) {
        made.add(transport);
        return transport;
    }

    /** {@return a client over TLS and h2 of the transport under test, aimed at the started server} */
    private DgqClient h2Client(String baseUrl) {
        return Transports.client(baseUrl, closedAfter(transport.trusting(tls)))
                .maxRetries(2)
                .build();
    }

    /** The requests the server read, each within a deadline. */
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
    void negotiatesHttp2OverTlsByAlpnAndSpeaksHttp11WhenAskedTo() throws Exception {
        String baseUrl = tls.startHttps(server);
        server.enqueue(ok());
        server.enqueue(ok());
        server.enqueue(ok());
        if (transport == Transports.OKHTTP) {
            // the default transport, with the TLS settings on the client's own builder
            try (DgqClient client = DgqClient.builder()
                    .baseUrl(baseUrl)
                    .apiToken(TestTokens.api())
                    .tls(tls.client().sslSocketFactory(), tls.client().trustManager())
                    .build()) {
                assertThat(client.domains().get("d-1").id()).isEqualTo("d-1");
            }
        } else {
            // the JDK transport's other TLS option: a whole SSLContext
            try (DgqClient client = Transports.client(
                            baseUrl,
                            closedAfter(JdkHttpTransport.builder()
                                    .tls(tls.client().sslContext())
                                    .build()))
                    .build()) {
                assertThat(client.domains().get("d-1").id()).isEqualTo("d-1");
            }
        }
        try (DgqClient h2 = h2Client(baseUrl);
                DgqClient http11 = Transports.client(baseUrl, closedAfter(transport.http11Trusting(tls)))
                        .build()) {
            assertThat(h2.domains().get("d-1").id()).isEqualTo("d-1");
            assertThat(http11.domains().get("d-1").id()).isEqualTo("d-1");
        }
        assertThat(taken(3)).extracting(RecordedRequest::getVersion).containsExactly("HTTP/2", "HTTP/2", "HTTP/1.1");
    }

    @Test
    void aServerWithACertificateNotTrustedIsRefused() throws Exception {
        String baseUrl = UNTRUSTED.startHttps(server);
        server.enqueue(ok());
        try (DgqClient client = Transports.client(baseUrl, closedAfter(transport.trusting(tls)))
                .maxRetries(0)
                .build()) {
            assertThatThrownBy(() -> client.domains().get("d-1")).isInstanceOf(DgqConnectionException.class);
        }
        assertThat(server.getRequestCount()).as("requests the server read").isZero();
    }

    /**
     * h2c with prior knowledge: a caller's OkHttp client speaks it; the JDK client has no such option and opens
     * clear-text HTTP/2 only by an HTTP/1.1 upgrade, which a prior-knowledge server refuses, so the call fails.
     */
    @Test
    void h2cWithPriorKnowledgeIsOkHttpsAlone() throws Exception {
        server.setProtocols(List.of(Protocol.H2_PRIOR_KNOWLEDGE));
        server.start(InetAddress.getLoopbackAddress(), 0);
        server.enqueue(ok());
        String baseUrl = "http://127.0.0.1:" + server.getPort();
        if (transport == Transports.OKHTTP) {
            OkHttpClient h2c = new OkHttpClient.Builder()
                    .protocols(List.of(Protocol.H2_PRIOR_KNOWLEDGE))
                    .build();
            try (DgqClient client = Transports.client(
                            baseUrl,
                            closedAfter(OkHttpTransport.builder().client(h2c).build()))
                    .build()) {
                assertThat(client.domains().get("d-1").id()).isEqualTo("d-1");
            }
            assertThat(taken(1)).extracting(RecordedRequest::getVersion).containsExactly("HTTP/2");
        } else {
            try (DgqClient client = Transports.client(
                            baseUrl,
                            closedAfter(JdkHttpTransport.builder()
                                    .readTimeout(Duration.ofSeconds(5))
                                    .build()))
                    .maxRetries(0)
                    .build()) {
                assertThatThrownBy(() -> client.domains().get("d-1")).isInstanceOf(DgqConnectionException.class);
            }
        }
    }

    @Test
    void aCreateWhoseStreamIsResetAfterTheServerReadItIsNeverSentAgain() throws Exception {
        String baseUrl = tls.startHttps(server);
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(new SocketEffect.CloseStream(INTERNAL_ERROR))
                .build());
        server.enqueue(ok());
        try (DgqClient client = h2Client(baseUrl)) {
            assertThatThrownBy(() -> client.domains()
                            .create(DomainCreateRequest.builder().name("x").build()))
                    .isInstanceOf(DgqConnectionException.class);
        }
        assertThat(taken(1))
                .extracting(RecordedRequest::getVersion, RecordedRequest::getMethod)
                .containsExactly(tuple("HTTP/2", "POST"));
        assertThat(server.getRequestCount()).as("requests the server read").isEqualTo(1);
    }

    @Test
    void aReadWhoseStreamIsResetAfterTheServerReadItIsRetried() throws Exception {
        String baseUrl = tls.startHttps(server);
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(new SocketEffect.CloseStream(INTERNAL_ERROR))
                .build());
        server.enqueue(ok());
        try (DgqClient client = h2Client(baseUrl)) {
            assertThat(client.domains().get("d-1").id()).isEqualTo("d-1");
        }
        assertThat(taken(2)).extracting(RecordedRequest::getMethod).containsExactly("GET", "GET");
    }

    /**
     * A create whose stream the server refused before reading it is stored at most once. OkHttp tells the SDK the
     * stream went unprocessed, and the SDK sends it again. The JDK client sends it again by itself on Java 21 and
     * later; on Java 17 to 20 it surfaces the refusal as a failure that does not say the stream went unprocessed, so
     * the SDK does not send the create again and it is stored not at all.
     */
    @Test
    void aCreateWhoseStreamTheServerRefusedBeforeReadingItIsStoredAtMostOnce() throws Exception {
        String baseUrl = tls.startHttps(server);
        server.enqueue(new MockResponse.Builder()
                .onRequestStart(new SocketEffect.CloseStream(REFUSED_STREAM))
                .build());
        server.enqueue(ok());
        boolean sentAgain = transport == Transports.OKHTTP || Runtime.version().feature() >= 21;
        try (DgqClient client = h2Client(baseUrl)) {
            if (sentAgain) {
                assertThat(client.domains()
                                .create(DomainCreateRequest.builder().name("x").build())
                                .id())
                        .isEqualTo("d-1");
            } else {
                assertThatThrownBy(() -> client.domains()
                                .create(DomainCreateRequest.builder().name("x").build()))
                        .isInstanceOf(DgqConnectionException.class);
            }
        }
        List<RecordedRequest> taken = taken(sentAgain ? 2 : 1);
        assertThat(taken.stream().filter(r -> r.getMethod().equals("POST")))
                .as("creates the server read")
                .hasSize(sentAgain ? 1 : 0);
        if (transport == Transports.OKHTTP) {
            // the server logs the stream it refused before reading as a bare GET /
            assertThat(taken).extracting(RecordedRequest::getMethod).containsExactly("GET", "POST");
        }
    }
}
