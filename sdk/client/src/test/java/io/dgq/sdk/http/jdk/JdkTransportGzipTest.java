package io.dgq.sdk.http.jdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TestTokens;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link JdkHttpTransport} asks for gzip and decodes it as it is read, within the SDK's byte budget. */
class JdkTransportGzipTest {

    private static final String DOMAIN = MockApi.envelope("{\"id\":\"d-1\",\"name\":\"x\"}");
    /** What a gzip bomb inflates to: 64 MiB of spaces (JSON's white space), about 64 KiB on the wire. */
    private static final int BOMB_BYTES = 64 * 1024 * 1024;
    /** The client's byte budget against the bomb. */
    private static final long LIMIT = 1024 * 1024;

    private final MockWebServer server = new MockWebServer();
    private final JdkHttpTransport transport = JdkHttpTransport.create();
    private DgqClient client;

    @BeforeEach
    void start() throws IOException {
        server.start(InetAddress.getLoopbackAddress(), 0);
        client = DgqClient.builder()
                .baseUrl("http://127.0.0.1:" + server.getPort())
                .apiToken(TestTokens.api())
                .transport(transport)
                .maxRetries(0)
                .maxResponseBytes(LIMIT)
                .build();
    }

    @AfterEach
    void stop() {
        client.close();
        transport.close();
        server.close();
    }

    private static byte[] gzip(byte[] bytes, int times) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream zip = new GZIPOutputStream(out, 64 * 1024)) {
            for (int i = 0; i < times; i++) {
                zip.write(bytes);
            }
        }
        return out.toByteArray();
    }

    private static byte[] spaces() {
        byte[] spaces = new byte[1024 * 1024];
        java.util.Arrays.fill(spaces, (byte) ' ');
        return spaces;
    }

    private static Buffer buffer(byte[] bytes) {
        return new Buffer().write(bytes);
    }

    @Test
    void asksForGzipAndDecodesTheAnswerOnBlockingAndAsynchronousCalls() throws Exception {
        byte[] zipped = gzip(DOMAIN.getBytes(StandardCharsets.UTF_8), 1);
        for (int i = 0; i < 2; i++) {
            server.enqueue(new MockResponse.Builder()
                    .code(200)
                    .addHeader("Content-Type", "application/json")
                    .addHeader("Content-Encoding", "gzip")
                    .body(buffer(zipped))
                    .build());
        }
        assertThat(client.domains().get("d-1").id()).isEqualTo("d-1");
        assertThat(client.async().domains().get("d-1").get(10, TimeUnit.SECONDS).id())
                .isEqualTo("d-1");
        for (int i = 0; i < 2; i++) {
            RecordedRequest recorded = server.takeRequest();
            assertThat(recorded.getHeaders().get("Accept-Encoding")).isEqualTo("gzip");
        }
    }

    @Test
    void aDecodedAnswerHasNoEncodingNorLengthAndAStreamedOneDecodesToo() throws Exception {
        byte[] page = ("[" + "\"x\",".repeat(100_000) + "\"x\"]").getBytes(StandardCharsets.UTF_8);
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Encoding", "gzip")
                .chunkedBody(buffer(gzip(page, 1)), 1000)
                .build());
        HttpRequest request = HttpRequest.of("GET", server.url("/x").toString(), HttpHeaders.empty(), null);
        try (HttpResponse response = transport.newExchange(request).execute()) {
            assertThat(response.contentLength()).isEqualTo(-1);
            assertThat(response.headers().get("Content-Encoding")).isNull();
            assertThat(response.headers().get("Content-Length")).isNull();
            assertThat(response.body().readAllBytes()).isEqualTo(page);
        }
    }

    @Test
    void leavesTheBodyAloneWhenTheCallerAskedForAnEncodingItself() throws Exception {
        byte[] zipped = gzip(DOMAIN.getBytes(StandardCharsets.UTF_8), 1);
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Encoding", "gzip")
                .body(buffer(zipped))
                .build());
        HttpRequest request =
                HttpRequest.of("GET", server.url("/x").toString(), HttpHeaders.of("Accept-Encoding", "gzip"), null);
        try (HttpResponse response = transport.newExchange(request).execute()) {
            assertThat(response.headers().get("Content-Encoding")).isEqualTo("gzip");
            assertThat(response.contentLength()).isEqualTo(zipped.length);
            assertThat(response.body().readAllBytes()).isEqualTo(zipped);
        }
    }

    @Test
    void aGzipBombOfAnnouncedLengthMeetsTheByteBudgetNotTheHeap() throws Exception {
        byte[] bomb = gzip(spaces(), BOMB_BYTES / (1024 * 1024));
        assertThat(bomb.length).isLessThan(JdkHttpTransport.WHOLE_BODY_MAX_BYTES); // received whole, then inflated
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Encoding", "gzip")
                .body(buffer(bomb))
                .build());
        assertMeetsTheBudget();
    }

    @Test
    void aStreamedGzipBombMeetsTheByteBudgetNotTheHeap() throws Exception {
        byte[] bomb = gzip(spaces(), BOMB_BYTES / (1024 * 1024));
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Encoding", "gzip")
                .chunkedBody(buffer(bomb), 4096)
                .build());
        assertMeetsTheBudget();
    }

    /** The call fails naming the budget, and its thread allocates far less than the bomb inflates to. */
    private void assertMeetsTheBudget() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class, () -> client.domains().get("d-1"));
        long allocated = threads.getThreadAllocatedBytes(id) - before;
        assertThat(e).isNotNull();
        assertThat(e.getMessage()).contains("larger than the limit of " + LIMIT + " bytes", "maxResponseBytes");
        assertThat(allocated).as("bytes the calling thread allocated").isLessThan(BOMB_BYTES / 4);
    }
}
