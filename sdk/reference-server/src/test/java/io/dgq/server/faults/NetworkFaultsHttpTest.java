package io.dgq.server.faults;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqRedirectException;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.journal.RecordedRequest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The faults of a real network: a redirect, a short keep-alive, a proxy's HTML error page, a slow body. */
class NetworkFaultsHttpTest {

    private static final String LIST = "/governance/domain/list";

    private static ReferenceServer server;
    private static OkHttpClient http;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        http = new OkHttpClient.Builder()
                .followRedirects(false)
                .retryOnConnectionFailure(false)
                .build();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @AfterEach
    void clear() {
        server.reset();
    }

    @Test
    void aRedirectToAnotherPortIsAnsweredWithItsStatusAndLocation() throws Exception {
        String elsewhere = "http://127.0.0.1:9/api/v1/governance/domain/list";
        server.faults().once("POST", LIST, Fault.redirect(307, elsewhere));
        try (Response response = http.newCall(list()).execute()) {
            assertThat(response.code()).isEqualTo(307);
            assertThat(response.header("Location")).isEqualTo(elsewhere);
            assertThat(response.body().bytes()).isEmpty();
        }
        server.faults().once("POST", LIST, Fault.redirect(308, elsewhere));
        try (DgqClient client = client()) {
            assertThatThrownBy(() -> client.domains().list(ListRequest.firstPage()))
                    .isInstanceOfSatisfying(DgqRedirectException.class, error -> {
                        assertThat(error.statusCode()).isEqualTo(308);
                        assertThat(error.location()).contains(elsewhere);
                    });
        }
        assertThat(server.journal().requests("POST", LIST))
                .extracting(RecordedRequest::status)
                .containsExactly(307, 308);
        assertThatThrownBy(() -> Fault.redirect(200, "/x")).hasMessageContaining("301, 302, 303, 307 or 308");
        assertThatThrownBy(() -> Fault.redirect(302, "/a b")).hasMessageContaining("without spaces");
    }

    @Test
    void aKeptAliveConnectionIsClosedUnannouncedOnceIdleForTheRulesTime() throws Exception {
        server.faults().once("POST", LIST, Fault.closeWhenIdle(Duration.ofMillis(300)));
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            String head = exchange(socket);
            assertThat(head).startsWith("HTTP/1.1 200").doesNotContainIgnoringCase("Connection: close");
            long idleFrom = System.nanoTime();
            assertThat(socket.getInputStream().read())
                    .as("closed by the server")
                    .isEqualTo(-1);
            Duration idle = Duration.ofNanos(System.nanoTime() - idleFrom);
            assertThat(idle).isGreaterThanOrEqualTo(Duration.ofMillis(250)).isLessThan(Duration.ofSeconds(5));
        }
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(500);
            assertThat(exchange(socket)).startsWith("HTTP/1.1 200");
            assertThat(exchange(socket))
                    .as("without the rule, the connection stays for the next request")
                    .startsWith("HTTP/1.1 200");
        }
        assertThatThrownBy(() -> Fault.closeWhenIdle(Duration.ofMillis(-1))).hasMessageContaining("idle must be");
    }

    @Test
    void aProxysHtmlErrorPageReachesTheClientAsItIs() throws Exception {
        server.faults().once("POST", LIST, Fault.proxyErrorPage(502));
        try (Response response = http.newCall(list()).execute()) {
            assertThat(response.code()).isEqualTo(502);
            assertThat(response.header("Content-Type")).isEqualTo("text/html");
            assertThat(response.body().string())
                    .startsWith("<html>")
                    .contains("<title>502 Bad Gateway</title>")
                    .contains("<center>nginx</center>");
        }
        server.faults().once("POST", LIST, Fault.proxyErrorPage(504));
        try (DgqClient client = client()) {
            assertThatThrownBy(() -> client.domains().list(ListRequest.firstPage()))
                    .isInstanceOfSatisfying(
                            DgqException.class,
                            error -> assertThat(error.statusCode()).isEqualTo(504));
        }
        assertThatThrownBy(() -> Fault.proxyErrorPage(200)).hasMessageContaining("400..599");
    }

    @Test
    void aSlowBodyArrivesWholeAtItsRate() throws Exception {
        byte[] normal;
        try (Response response = http.newCall(list()).execute()) {
            normal = response.body().bytes();
        }
        long rate = normal.length; // a second for the body
        server.faults().once("POST", LIST, Fault.slowBody(rate));
        long started = System.nanoTime();
        try (Response response = http.newCall(list()).execute()) {
            Duration head = Duration.ofNanos(System.nanoTime() - started);
            byte[] slow = response.body().bytes();
            Duration whole = Duration.ofNanos(System.nanoTime() - started);
            assertThat(response.code()).isEqualTo(200);
            assertThat(slow).hasSize(normal.length);
            assertThat(head).as("the head comes at once").isLessThan(Duration.ofMillis(500));
            assertThat(whole).isGreaterThanOrEqualTo(Duration.ofMillis(850));
        }
        assertThatThrownBy(() -> Fault.slowBody(0)).hasMessageContaining("bytesPerSecond must be 1..");
    }

    private static Request list() {
        return new Request.Builder()
                .url(server.baseUrl() + "/api/v1" + LIST)
                .header("Authorization", "Bearer " + server.apiToken())
                .post(RequestBody.create("{}", MediaType.get("application/json")))
                .build();
    }

    private static DgqClient client() {
        return DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .maxRetries(0)
                .build();
    }

    /** Sends one list request on the socket and reads its answer; the answer's head. */
    private static String exchange(Socket socket) throws IOException {
        socket.getOutputStream()
                .write(("POST /api/v1" + LIST + " HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer " + server.apiToken()
                                + "\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
                        .getBytes(StandardCharsets.US_ASCII));
        InputStream in = socket.getInputStream();
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("closed before the head ended");
            }
            head.write(b);
        }
        String text = head.toString(StandardCharsets.ISO_8859_1);
        int at = text.toLowerCase(java.util.Locale.ROOT).indexOf("content-length: ");
        int length =
                Integer.parseInt(text.substring(at + 16, text.indexOf('\r', at)).trim());
        assertThat(in.readNBytes(length)).hasSize(length);
        return text;
    }
}
