package io.dgq.server.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.faults.Fault;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A hostile upstream: an answer reset midway, a slow drip past the deadline, invalid JSON, an HTML 502 page, a
 * dropped connection and a 100 MiB answer. Each gives the caller a clear answer, and the proxy keeps serving.
 */
class HostileUpstreamTest {

    private static final String ACTIVE = "/api/v1/governance/term/active/list";

    private static ReferenceServer upstream;
    private static ReferenceServer proxy;
    private static String token;

    @BeforeAll
    static void start() {
        upstream = ReferenceServer.builder().seed(Seed.DEMO).start();
        token = upstream.apiToken();
        proxy = ReferenceServer.builder()
                .proxyTo(URI.create(upstream.baseUrl()))
                .bodyTimeout(Duration.ofMillis(700))
                .start();
    }

    @AfterAll
    static void stop() {
        proxy.close();
        upstream.close();
    }

    private static Calls.Answer active() {
        return Calls.send(proxy.baseUrl(), "GET", ACTIVE, token, null);
    }

    private static void stillServing() {
        assertThat(active().status()).as("the proxy keeps serving").isEqualTo(200);
    }

    @Test
    void anAnswerResetMidwayIsA502() {
        upstream.faults().times(1, "GET", "/governance/term/active/list", Fault.truncatedBody());
        Calls.Answer answer = active();
        assertThat(answer.status()).isEqualTo(502);
        assertThat(answer.json().path("message").asText())
                .isEqualTo("Upstream 127.0.0.1 unreachable: the connection broke off before the answer was whole");
        upstream.faults().times(1, "GET", "/governance/term/active/list", Fault.dropConnection());
        assertThat(active().status()).isEqualTo(502);
        stillServing();
    }

    @Test
    void aSlowDripPastTheDeadlineIsA504() {
        upstream.faults().times(1, "GET", "/governance/term/active/list", Fault.slowBody(50));
        long start = System.nanoTime();
        Calls.Answer answer = active();
        assertThat(answer.status()).isEqualTo(504);
        assertThat(answer.json().path("data").path("error").path("code").asText())
                .isEqualTo("GATEWAY_TIMEOUT");
        assertThat(answer.json().path("message").asText()).contains("did not answer within 700 ms");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        stillServing();
    }

    @Test
    void invalidJsonAndAnHtml502GoBackAsTheyCameAndCountAsDrift() {
        long before = proxy.drift().checkedAnswers();
        upstream.faults()
                .times(1, "GET", "/governance/term/active/list", Fault.rawAnswer(200, "application/json", "{oops"));
        Calls.Answer invalid = active();
        assertThat(invalid.status()).isEqualTo(200);
        assertThat(invalid.text()).isEqualTo("{oops");
        upstream.faults().times(1, "GET", "/governance/term/active/list", Fault.proxyErrorPage(502));
        Calls.Answer html = active();
        assertThat(html.status()).isEqualTo(502);
        assertThat(html.headers().get("Content-Type")).startsWith("text/html");
        assertThat(html.text()).contains("<title>502 Bad Gateway</title>");
        assertThat(proxy.drift().checkedAnswers()).isEqualTo(before + 2);
        assertThat(proxy.drift().differences())
                .extracting(d -> d.operationId() + " " + d.member() + " " + d.kind())
                .contains("terms.active (body) NOT_JSON", "terms.active (status) UNDECLARED_STATUS");
        stillServing();
    }

    /**
     * A 100 MiB answer goes through a proxy in a child JVM of 64 MiB heap: streamed, never held whole. A hand-written
     * upstream sends it; the proxy counts it as not checked.
     */
    @Test
    void aHundredMebibyteAnswerIsStreamedThroughASmallHeap() throws Exception {
        long size = 100L * 1024 * 1024;
        try (ServerSocket huge = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress())) {
            Thread server = new Thread(() -> serveHuge(huge, size), "huge-upstream");
            server.setDaemon(true);
            server.start();
            Process child = new ProcessBuilder(List.of(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-Xmx64m",
                            "-cp",
                            System.getProperty("java.class.path"),
                            "io.dgq.server.ReferenceServerMain",
                            "--port",
                            "0",
                            "--proxy-to",
                            "http://127.0.0.1:" + huge.getLocalPort()))
                    .redirectErrorStream(true)
                    .start();
            try {
                BufferedReader out =
                        new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
                String line = out.readLine();
                assertThat(line).startsWith("DGQ_BASE_URL=");
                String base = line.substring("DGQ_BASE_URL=".length());
                Request request = new Request.Builder()
                        .url(base + ACTIVE)
                        .header("Authorization", "Bearer " + token)
                        .build();
                long received = 0;
                try (Response response = Calls.CLIENT
                        .newBuilder()
                        .readTimeout(Duration.ofSeconds(30))
                        .build()
                        .newCall(request)
                        .execute()) {
                    assertThat(response.code()).isEqualTo(200);
                    InputStream body = response.body().byteStream();
                    byte[] buffer = new byte[64 * 1024];
                    for (int read = body.read(buffer); read >= 0; read = body.read(buffer)) {
                        received += read;
                    }
                }
                assertThat(received).isEqualTo(size);
                assertThat(child.isAlive())
                        .as("the proxy did not run out of memory")
                        .isTrue();
                Calls.Answer drift = Calls.send(base, "GET", "/__admin/health", null, null);
                assertThat(drift.status()).isEqualTo(200);
            } finally {
                child.destroy();
                child.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    private static void serveHuge(ServerSocket huge, long size) {
        try (Socket socket = huge.accept()) {
            InputStream in = socket.getInputStream();
            List<Byte> head = new ArrayList<>();
            while (head.size() < 4 || !endsHead(head)) {
                int read = in.read();
                if (read < 0) {
                    return;
                }
                head.add((byte) read);
            }
            OutputStream out = socket.getOutputStream();
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + size
                            + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            byte[] open = "{\"data\":\"".getBytes(StandardCharsets.US_ASCII);
            byte[] close = "\"}".getBytes(StandardCharsets.US_ASCII);
            out.write(open);
            byte[] filler = new byte[64 * 1024];
            Arrays.fill(filler, (byte) 'a');
            long left = size - open.length - close.length;
            while (left > 0) {
                int n = (int) Math.min(filler.length, left);
                out.write(filler, 0, n);
                left -= n;
            }
            out.write(close);
            out.flush();
        } catch (IOException e) {
            // the test fails on what the caller received
        }
    }

    private static boolean endsHead(List<Byte> head) {
        int n = head.size();
        return head.get(n - 4) == '\r' && head.get(n - 3) == '\n' && head.get(n - 2) == '\r' && head.get(n - 1) == '\n';
    }
}
