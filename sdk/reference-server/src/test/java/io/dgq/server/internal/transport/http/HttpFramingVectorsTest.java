package io.dgq.server.internal.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Request framing as a strict HTTP/1.1 parser (RFC 9112) reads it, so that no proxy in front of the server can read
 * a request differently: each vector is the exact bytes sent, the status answered, and whether the connection is
 * closed after it or goes on to serve the next request on it.
 */
class HttpFramingVectorsTest {

    private static final String CHUNKED_POST = "POST /api/v1/governance/domain HTTP/1.1\r\nHost: t\r\n"
            + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
    private static final String PROBE = "GET /__admin/health HTTP/1.1\r\nHost: t\r\n\r\n";

    private static ReferenceServer server;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder()
                .headTimeout(Duration.ofSeconds(5))
                .bodyTimeout(Duration.ofSeconds(5))
                .start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** After the answer: the server closes the connection, or it serves the next request on it. */
    enum After {
        CLOSED,
        SERVES_NEXT
    }

    static Stream<Arguments> vectors() {
        return Stream.of(
                // RFC 9112 section 6.1: Transfer-Encoding on HTTP/1.0 is a framing fault
                v(
                        "POST /api/v1/governance/domain HTTP/1.0\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
                                + "2\r\n{}\r\n0\r\n\r\n",
                        400,
                        After.CLOSED),
                // chunk lines end with CR LF: no bare LF, no bare CR, no white space or control bytes around sizes
                v(CHUNKED_POST + "2\n{}\n0\n\n", 400, After.CLOSED),
                v(CHUNKED_POST + " 2\r\n{}\r\n0\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "2 \r\n{}\r\n0\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "2\r\r\n{}\r\n0\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "2\u000b\r\n{}\r\n0\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "\t2\r\n{}\r\n0\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "0x2\r\n{}\r\n0\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "2\r\n{}\r\n0\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "2\r\n{}\r\n0\r\n\n", 400, After.CLOSED),
                // chunk extensions are ;name[=value] with tokens or quoted strings
                v(CHUNKED_POST + "2;\r\n{}\r\n0\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "2;a=\r\n{}\r\n0\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "2;a b\r\n{}\r\n0\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "2;a=\"open\r\n{}\r\n0\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "2;a=b c\r\n{}\r\n0\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "2;name=value;flag;q=\"a;b\"\r\n{}\r\n0;last\r\n\r\n", 401, After.SERVES_NEXT),
                // trailer lines are header fields; a missing final CR LF must not swallow the next request's head
                v(CHUNKED_POST + "2\r\n{}\r\n0\r\nX-Checksum: abc\r\n\r\n", 401, After.SERVES_NEXT),
                v(CHUNKED_POST + "2\r\n{}\r\n0\r\nnot a header field\r\n\r\n", 400, After.CLOSED),
                v(CHUNKED_POST + "2\r\n{}\r\n0\r\n" + PROBE, 400, After.CLOSED),
                v(CHUNKED_POST + "2\r\n{}\r\n0\r\n X-Folded: x\r\n\r\n", 400, After.CLOSED),
                // RFC 9112 section 3.2: exactly one valid Host on HTTP/1.1
                v("GET /__admin/health HTTP/1.1\r\n\r\n", 400, After.CLOSED),
                v("GET /__admin/health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400, After.CLOSED),
                v("GET /__admin/health HTTP/1.1\r\nHost: a b\r\n\r\n", 400, After.CLOSED),
                v("GET /__admin/health HTTP/1.1\r\nHost: a:port\r\n\r\n", 400, After.CLOSED),
                v("GET /__admin/health HTTP/1.1\r\nHost: [::1\r\n\r\n", 400, After.CLOSED),
                v("GET /__admin/health HTTP/1.1\r\nHost: a/b\r\n\r\n", 400, After.CLOSED),
                v("GET /__admin/health HTTP/1.1\r\nHost: [::1]:8080\r\n\r\n", 200, After.SERVES_NEXT),
                v("GET /__admin/health HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n", 200, After.SERVES_NEXT),
                v("GET /__admin/health HTTP/1.0\r\n\r\n", 200, After.CLOSED),
                // the request target: origin form, or an absolute http(s) URL; nothing a proxy could read otherwise
                v("GET //evil.example/__admin/health HTTP/1.1\r\nHost: t\r\n\r\n", 400, After.CLOSED),
                v("GET /__admin/health#frag HTTP/1.1\r\nHost: t\r\n\r\n", 400, After.CLOSED),
                v("GET /__admin/h\u00e9alth HTTP/1.1\r\nHost: t\r\n\r\n", 400, After.CLOSED),
                v("GET /__admin/health%zz HTTP/1.1\r\nHost: t\r\n\r\n", 400, After.CLOSED),
                v("GET /__admin/{health} HTTP/1.1\r\nHost: t\r\n\r\n", 400, After.CLOSED),
                v("GET * HTTP/1.1\r\nHost: t\r\n\r\n", 400, After.CLOSED),
                v("CONNECT t:443 HTTP/1.1\r\nHost: t\r\n\r\n", 400, After.CLOSED),
                v("GET evil.example/__admin/health HTTP/1.1\r\nHost: t\r\n\r\n", 400, After.CLOSED),
                v("GET http:///__admin/health HTTP/1.1\r\nHost: t\r\n\r\n", 400, After.CLOSED),
                v("GET http://t//__admin/health HTTP/1.1\r\nHost: t\r\n\r\n", 400, After.CLOSED),
                v("GET http://t/__admin/health HTTP/1.1\r\nHost: t\r\n\r\n", 200, After.SERVES_NEXT),
                // RFC 9110 section 10.1.1: Expect: 100-continue on HTTP/1.0 is ignored (the first answer is final)
                v(
                        "POST /api/v1/governance/domain HTTP/1.0\r\nHost: t\r\nExpect: 100-continue\r\n"
                                + "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
                        401,
                        After.CLOSED),
                // codings other than chunked are refused, and the connection closed
                v(
                        "POST /api/v1/governance/domain HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip\r\n\r\n",
                        501,
                        After.CLOSED),
                v(
                        "POST /api/v1/governance/domain HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked, chunked\r\n"
                                + "\r\n",
                        501,
                        After.CLOSED));
    }

    @ParameterizedTest(name = "[{index}] {0} -> {1}, {2}")
    @MethodSource("vectors")
    void eachVectorIsAnsweredAsAStrictParserWould(Printable request, int status, After after) throws Exception {
        try (HttpWire wire = new HttpWire(server.port())) {
            HttpWire.Answer answer = wire.send(request.bytes()).read();
            assertThat(answer.status()).as("status").isEqualTo(status);
            if (status >= 400) {
                assertThat(answer.json().path("success").asBoolean(true))
                        .as("an error envelope")
                        .isFalse();
            }
            if (after == After.CLOSED) {
                assertThat(answer.headers()).containsEntry("connection", "close");
                assertThat(wire.closedWithin(5000))
                        .as("closed after the answer")
                        .isTrue();
            } else {
                assertThat(answer.headers()).doesNotContainKey("connection");
                HttpWire.Answer probe = wire.send(PROBE).read();
                assertThat(probe.status())
                        .as("the next request on the connection")
                        .isEqualTo(200);
                assertThat(probe.body()).contains("\"status\"");
            }
        }
    }

    @Test
    void aTlsClientHelloIsAnsweredAtOnceSayingThePortSpeaksPlainHttp() throws Exception {
        byte[] hello = {0x16, 0x03, 0x01, 0x00, (byte) 0xa5, 0x01, 0x00, 0x00, (byte) 0xa1, 0x03, 0x03};
        try (HttpWire wire = new HttpWire(server.port())) {
            long start = System.nanoTime();
            wire.socket().setSoTimeout(2000);
            HttpWire.Answer answer = wire.send(hello).read();
            assertThat(answer.status()).isEqualTo(400);
            assertThat(answer.message()).contains("plain HTTP").contains("http://");
            assertThat(wire.closedWithin(2000)).isTrue();
            assertThat(Duration.ofNanos(System.nanoTime() - start))
                    .as("not the head deadline")
                    .isLessThan(Duration.ofSeconds(2));
        }
    }

    private static Arguments v(String request, int status, After after) {
        return Arguments.of(new Printable(request), status, after);
    }

    /** Request bytes, shown in a test's name with their control bytes visible. */
    record Printable(String text) {

        byte[] bytes() {
            return text.getBytes(StandardCharsets.ISO_8859_1);
        }

        @Override
        public String toString() {
            StringBuilder shown = new StringBuilder();
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                shown.append(
                        c == '\r'
                                ? "\\r"
                                : c == '\n'
                                        ? "\\n"
                                        : c < ' ' || c > '~' ? String.format("\\x%02X", (int) c) : String.valueOf(c));
            }
            return shown.toString();
        }
    }
}
