package io.dgq.server.internal.transport.http2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.server.testing.RawHttp;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.ConnectionPool;
import okhttp3.Dispatcher;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * HTTP/2 from real clients: OkHttp with prior knowledge on the plain port, the SDK and the JDK's client over TLS by
 * ALPN, many streams on one connection, and HTTP/2 turned off.
 */
public class Http2HttpTest {

    private static final MediaType JSON = MediaType.get("application/json");

    private static ReferenceServer plain;
    private static ReferenceServer tls;

    @BeforeAll
    static void start() {
        plain = ReferenceServer.builder().seed(Seed.DEMO).start();
        tls = ReferenceServer.builder().seed(Seed.DEMO).https().start();
    }

    @AfterAll
    static void stop() {
        plain.close();
        tls.close();
    }

    public static OkHttpClient priorKnowledge() {
        return new OkHttpClient.Builder()
                .protocols(List.of(Protocol.H2_PRIOR_KNOWLEDGE))
                .retryOnConnectionFailure(false)
                .readTimeout(Duration.ofSeconds(20))
                .build();
    }

    private static RecordedRequest last(ReferenceServer server) {
        List<RecordedRequest> requests = server.journal().requests();
        return requests.get(requests.size() - 1);
    }

    @Test
    void okHttpWithPriorKnowledgeSpeaksH2cOnThePlainPort() throws IOException {
        OkHttpClient client = priorKnowledge();
        try (Response response = client.newCall(new Request.Builder()
                        .url(plain.baseUrl() + "/api/v1/governance/domain/list")
                        .header("Authorization", "Bearer " + plain.apiToken())
                        .post(RequestBody.create("{}", JSON))
                        .build())
                .execute()) {
            assertThat(response.protocol()).isEqualTo(Protocol.H2_PRIOR_KNOWLEDGE);
            assertThat(response.code()).isEqualTo(200);
            assertThat(response.header("content-type")).isEqualTo("application/json; charset=utf-8");
            assertThat(response.header("date")).isNotBlank();
            assertThat(response.body().string()).contains("\"Finance\"");
        }
        RecordedRequest recorded = last(plain);
        assertThat(recorded.protocol()).isEqualTo("HTTP/2");
        assertThat(recorded.path()).isEqualTo("/api/v1/governance/domain/list");
        assertThat(recorded.body()).isEqualTo("{}");
        client.connectionPool().evictAll();
    }

    @Test
    void theSdkNegotiatesH2OverTls() {
        try (DgqClient client = DgqClient.builder()
                .baseUrl(tls.baseUrl())
                .apiToken(tls.apiToken())
                .tls(tls.sslSocketFactory(), tls.trustManager())
                .build()) {
            Domain created = client.domains()
                    .create(DomainCreateRequest.builder().name("Over h2").build());
            assertThat(last(tls).protocol()).isEqualTo("HTTP/2");
            assertThat(client.domains().get(created.id()).name()).isEqualTo("Over h2");
            assertThat(client.domains().list(ListRequest.firstPage()).items()).isNotEmpty();
            assertThat(last(tls).protocol()).isEqualTo("HTTP/2");
        }
    }

    @Test
    void theJdkClientNegotiatesH2OverTls() throws Exception {
        HttpClient client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_2)
                .sslContext(tls.clientSslContext())
                .build();
        HttpResponse<String> response = client.send(
                HttpRequest.newBuilder(URI.create(tls.baseUrl() + "/api/v1/governance/domain/list"))
                        .header("Authorization", "Bearer " + tls.apiToken())
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.version()).isEqualTo(HttpClient.Version.HTTP_2);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("\"Finance\"");
        assertThat(last(tls).protocol()).isEqualTo("HTTP/2");
    }

    @Test
    void fiveHundredStreamsOnOneConnectionAreEachAnsweredWithTheirOwnRecord() throws Exception {
        OkHttpClient client = priorKnowledge();
        List<String> ids = new ArrayList<>();
        try (DgqClient sdk = DgqClient.builder()
                .baseUrl(plain.baseUrl())
                .apiToken(plain.apiToken())
                .build()) {
            sdk.domains().list(ListRequest.firstPage()).items().forEach(domain -> ids.add(domain.id()));
        }
        assertThat(ids).hasSizeGreaterThan(1);
        // At most the streams the server allows at once: more would make OkHttp open a second connection whenever
        // the first has that many open, which a slow machine reaches and a fast one does not.
        Dispatcher dispatcher = new Dispatcher();
        dispatcher.setMaxRequests(Http2Connection.MAX_CONCURRENT_STREAMS);
        dispatcher.setMaxRequestsPerHost(Http2Connection.MAX_CONCURRENT_STREAMS);
        OkHttpClient concurrent = client.newBuilder().dispatcher(dispatcher).build();
        int count = 500;
        CountDownLatch done = new CountDownLatch(count);
        Map<Integer, String> answered = new ConcurrentHashMap<>();
        Map<Integer, String> failed = new ConcurrentHashMap<>();
        for (int i = 0; i < count; i++) {
            int n = i;
            String id = ids.get(i % ids.size());
            concurrent
                    .newCall(new Request.Builder()
                            .url(plain.baseUrl() + "/api/v1/governance/domain/" + id)
                            .header("Authorization", "Bearer " + plain.apiToken())
                            .build())
                    .enqueue(new Callback() {
                        @Override
                        public void onResponse(Call call, Response response) throws IOException {
                            try (response) {
                                answered.put(
                                        n,
                                        RawHttp.MAPPER
                                                .readTree(response.body().string())
                                                .path("data")
                                                .path("id")
                                                .asText());
                            } finally {
                                done.countDown();
                            }
                        }

                        @Override
                        public void onFailure(Call call, IOException e) {
                            failed.put(n, String.valueOf(e));
                            done.countDown();
                        }
                    });
        }
        assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();
        assertThat(failed).isEmpty();
        assertThat(answered).hasSize(count);
        answered.forEach((n, id) -> assertThat(id).isEqualTo(ids.get(n % ids.size())));
        ConnectionPool pool = concurrent.connectionPool();
        assertThat(pool.connectionCount()).isEqualTo(1);
        dispatcher.executorService().shutdown();
        pool.evictAll();
    }

    @Test
    void overTlsAClientThatOffersHttp11AloneGetsItAndH2WithoutItsPrefaceIsClosed() throws Exception {
        OkHttpClient http11 = new OkHttpClient.Builder()
                .protocols(List.of(Protocol.HTTP_1_1))
                .sslSocketFactory(tls.sslSocketFactory(), tls.trustManager())
                .build();
        try (Response response = http11.newCall(new Request.Builder()
                        .url(tls.baseUrl() + "/__admin/health")
                        .build())
                .execute()) {
            assertThat(response.protocol()).isEqualTo(Protocol.HTTP_1_1);
            assertThat(response.code()).isEqualTo(200);
        }
        try (javax.net.ssl.SSLSocket socket = (javax.net.ssl.SSLSocket) tls.sslSocketFactory()
                .createSocket(
                        "127.0.0.1",
                        Integer.parseInt(tls.baseUrl().substring(tls.baseUrl().lastIndexOf(':') + 1)))) {
            javax.net.ssl.SSLParameters parameters = socket.getSSLParameters();
            parameters.setApplicationProtocols(new String[] {"h2"});
            socket.setSSLParameters(parameters);
            socket.setSoTimeout(10_000);
            socket.startHandshake();
            assertThat(socket.getApplicationProtocol()).isEqualTo("h2");
            socket.getOutputStream()
                    .write("GET /__admin/health HTTP/1.1\r\nHost: a\r\n\r\n"
                            .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            assertThat(socket.getInputStream().read())
                    .as("h2 chosen, but no preface: closed unanswered")
                    .isEqualTo(-1);
        }
    }

    @Test
    void http2OffSpeaksHttp11AloneOnBothSchemes() throws IOException {
        try (ReferenceServer old =
                        ReferenceServer.builder().http2(false).https().start();
                ReferenceServer oldPlain =
                        ReferenceServer.builder().http2(false).start()) {
            OkHttpClient client = new OkHttpClient.Builder()
                    .sslSocketFactory(old.sslSocketFactory(), old.trustManager())
                    .build();
            try (Response response = client.newCall(new Request.Builder()
                            .url(old.baseUrl() + "/__admin/health")
                            .build())
                    .execute()) {
                assertThat(response.protocol()).isEqualTo(Protocol.HTTP_1_1);
                assertThat(response.code()).isEqualTo(200);
            }
            assertThatThrownBy(() -> priorKnowledge()
                            .newCall(new Request.Builder()
                                    .url(oldPlain.baseUrl() + "/__admin/health")
                                    .build())
                            .execute())
                    .isInstanceOf(IOException.class);
        }
    }
}
