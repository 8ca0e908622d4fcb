package io.dgq.sdk.http2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.testing.LocalhostTls;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TestTokens;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import okhttp3.Protocol;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link Http2Test}'s stream resets on {@link JdkHttpTransport}, over TLS with h2 chosen by ALPN: the JDK client
 * speaks no h2c with prior knowledge, so the cases of a caller's h2c client and of the raw GOAWAY server stay on
 * OkHttp. A stream the server reset after it read the request is never sent again for a create and is retried for a
 * read; one it refused before reading it is stored at most once.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class Http2JdkTransportTest {

    private static final int REFUSED_STREAM = 0x7;
    private static final int INTERNAL_ERROR = 0x2;
    private static final String DOMAIN = MockApi.envelope("{\"id\":\"d-1\",\"name\":\"x\"}");

    private final MockWebServer server = new MockWebServer();
    private JdkHttpTransport transport;

    @BeforeEach
    void start() throws Exception {
        LocalhostTls tls = LocalhostTls.create();
        server.useHttps(tls.server().sslSocketFactory());
        server.setProtocols(List.of(Protocol.HTTP_2, Protocol.HTTP_1_1));
        server.start(InetAddress.getLoopbackAddress(), 0);
        transport = JdkHttpTransport.builder().tls(tls.client().trustManager()).build();
    }

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

    private DgqClient client() {
        return DgqClient.builder()
                .baseUrl("https://localhost:" + server.getPort())
                .apiToken(TestTokens.api())
                .transport(transport)
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
    void aCreateWhoseStreamIsResetAfterTheServerReadItIsNeverSentAgain() throws Exception {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(new SocketEffect.CloseStream(INTERNAL_ERROR))
                .build());
        server.enqueue(ok());
        try (DgqClient client = client()) {
            assertThatThrownBy(() -> client.domains()
                            .create(DomainCreateRequest.builder().name("x").build()))
                    .isInstanceOf(DgqConnectionException.class);
        }
        assertThat(taken(1))
                .extracting(RecordedRequest::getVersion, RecordedRequest::getMethod)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("HTTP/2", "POST"));
        assertThat(server.getRequestCount()).as("requests the server read").isEqualTo(1);
    }

    @Test
    void aReadWhoseStreamIsResetAfterTheServerReadItIsRetried() throws Exception {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(new SocketEffect.CloseStream(INTERNAL_ERROR))
                .build());
        server.enqueue(ok());
        try (DgqClient client = client()) {
            assertThat(client.domains().get("d-1").id()).isEqualTo("d-1");
        }
        assertThat(taken(2)).extracting(RecordedRequest::getMethod).containsExactly("GET", "GET");
    }

    /**
     * A create whose stream the server refused before reading it: the JDK client sends it again by itself on Java 21
     * and later, and the create is stored once; on Java 17 to 20 it surfaces the refusal as a failure that does not
     * say the stream went unprocessed, so the SDK does not send the create again and it is stored not at all.
     */
    @Test
    void aCreateWhoseStreamTheServerRefusedBeforeReadingItIsStoredAtMostOnce() throws Exception {
        server.enqueue(new MockResponse.Builder()
                .onRequestStart(new SocketEffect.CloseStream(REFUSED_STREAM))
                .build());
        server.enqueue(ok());
        boolean resentByTheJdk = Runtime.version().feature() >= 21;
        try (DgqClient client = client()) {
            if (resentByTheJdk) {
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
        List<RecordedRequest> taken = taken(resentByTheJdk ? 2 : 1);
        assertThat(taken.stream().filter(r -> r.getMethod().equals("POST")))
                .as("creates the server read")
                .hasSize(resentByTheJdk ? 1 : 0);
    }
}
