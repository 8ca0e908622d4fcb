package io.dgq.server.internal.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** HTTP/1.1 as the transport speaks it: keep-alive, pipelining, HEAD, chunked bodies, and refused requests. */
class HttpProtocolTest {

    private static final String DOMAIN = "/api/v1/governance/domain";

    private static ReferenceServer server;
    private static String token;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().maxBodyBytes(4096).start();
        token = server.apiToken();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void oneConnectionServesManyRequestsInTurn() throws Exception {
        try (HttpWire wire = new HttpWire(server.port())) {
            for (int i = 0; i < 300; i++) {
                HttpWire.Answer answer = wire.send(
                                HttpWire.request("GET", DOMAIN + "/" + UUID.randomUUID(), token, null))
                        .read();
                assertThat(answer.status()).isEqualTo(404);
                assertThat(answer.headers()).doesNotContainKey("connection");
            }
        }
    }

    @Test
    void pipelinedRequestsAreAnsweredInOrder() throws Exception {
        try (HttpWire wire = new HttpWire(server.port())) {
            wire.send(HttpWire.request("POST", DOMAIN, token, "{\"name\":\"pipelined-a\"}")
                    + HttpWire.request("POST", DOMAIN, token, "{\"name\":\"pipelined-b\"}")
                    + HttpWire.request("GET", DOMAIN + "/nope", token, null)
                    + HttpWire.request("POST", DOMAIN, token, "{\"name\":\"pipelined-c\"}"));
            assertThat(wire.read().json().path("data").path("name").asText()).isEqualTo("pipelined-a");
            assertThat(wire.read().json().path("data").path("name").asText()).isEqualTo("pipelined-b");
            assertThat(wire.read().status()).isEqualTo(404);
            assertThat(wire.read().json().path("data").path("name").asText()).isEqualTo("pipelined-c");
        }
    }

    @Test
    void headAnswersTheLengthWithoutABodyAndTheConnectionGoesOn() throws Exception {
        try (HttpWire wire = new HttpWire(server.port())) {
            HttpWire.Answer head = wire.send(HttpWire.request("HEAD", DOMAIN + "/list", token, null))
                    .read(true);
            assertThat(head.body()).isEmpty();
            assertThat(Integer.parseInt(head.headers().get("content-length"))).isPositive();
            HttpWire.Answer next = wire.send(HttpWire.request("GET", DOMAIN + "/nope", token, null))
                    .read();
            assertThat(next.status()).isEqualTo(404);
            assertThat(next.code()).isEqualTo("NOT_FOUND");
        }
    }

    @Test
    void aChunkedBodyIsReadWithItsTrailers() throws Exception {
        try (HttpWire wire = new HttpWire(server.port())) {
            wire.send("POST " + DOMAIN + " HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer " + token
                    + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + "9;ext=1\r\n{\"name\":\"\r\n7\r\nchunked\r\n2\r\n\"}\r\n0\r\nX-Trailer: yes\r\n\r\n");
            HttpWire.Answer answer = wire.read();
            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.json().path("data").path("name").asText()).isEqualTo("chunked");
            assertThat(wire.send(HttpWire.request("GET", DOMAIN + "/nope", token, null))
                            .read()
                            .status())
                    .isEqualTo(404);
        }
    }

    @Test
    void aChunkedBodyOverTheLimitIsA413AndTheConnectionCloses() throws Exception {
        try (HttpWire wire = new HttpWire(server.port())) {
            String chunk = "x".repeat(3000);
            wire.send("POST " + DOMAIN + " HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer " + token
                    + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + "bb8\r\n" + chunk + "\r\nbb8\r\n" + chunk + "\r\n0\r\n\r\n");
            HttpWire.Answer answer = wire.read();
            assertThat(answer.status()).isEqualTo(413);
            assertThat(answer.code()).isEqualTo("PAYLOAD_TOO_LARGE");
            assertThat(answer.headers()).containsEntry("connection", "close");
            assertThat(wire.closedWithin(5000)).isTrue();
        }
    }

    @Test
    void expectContinueGetsA100BeforeTheBodyOrA413WithoutOne() throws Exception {
        try (HttpWire wire = new HttpWire(server.port())) {
            String body = "{\"name\":\"continued\"}";
            wire.send("POST " + DOMAIN + " HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer " + token
                    + "\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: "
                    + body.length() + "\r\n\r\n");
            assertThat(wire.read(true).status()).isEqualTo(100);
            HttpWire.Answer answer = wire.send(body).read();
            assertThat(answer.json().path("data").path("name").asText()).isEqualTo("continued");
        }
        try (HttpWire wire = new HttpWire(server.port())) {
            wire.send("POST " + DOMAIN + " HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer " + token
                    + "\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 5000\r\n\r\n");
            HttpWire.Answer answer = wire.read();
            assertThat(answer.status()).isEqualTo(413);
            assertThat(answer.message()).contains("4096 bytes");
        }
    }

    @Test
    void oversizedHeadersAreA431EnvelopeNotAReset() throws Exception {
        try (HttpWire wire = new HttpWire(server.port())) {
            wire.send("GET " + DOMAIN + "/nope HTTP/1.1\r\nHost: test\r\nX-Big: " + "b".repeat(40_000) + "\r\n\r\n");
            HttpWire.Answer answer = wire.read();
            assertThat(answer.status()).isEqualTo(431);
            assertThat(answer.code()).isEqualTo("HEADERS_TOO_LARGE");
            assertThat(answer.message()).contains("32768 bytes");
            assertThat(answer.json().path("success").asBoolean()).isFalse();
            assertThat(answer.json().path("correlation_id").asText())
                    .isEqualTo(answer.headers().get("x-correlation-id"));
            assertThat(wire.closedWithin(5000)).isTrue();
        }
        try (HttpWire wire = new HttpWire(server.port())) {
            StringBuilder many = new StringBuilder("GET " + DOMAIN + "/nope HTTP/1.1\r\n");
            for (int i = 0; i < 150; i++) {
                many.append("X-H").append(i).append(": v\r\n");
            }
            HttpWire.Answer answer = wire.send(many.append("\r\n").toString()).read();
            assertThat(answer.status()).isEqualTo(431);
            assertThat(answer.message()).contains("more than 100 header fields");
        }
    }

    @Test
    void malformedRequestsAreRefusedWithAnEnvelopeAndTheConnectionCloses() throws Exception {
        assertRefused("GARBAGE\r\n\r\n", 400, "Malformed request line");
        assertRefused("GET /api/v1/x HTTP/2.0\r\n\r\n", 400, "HTTP/1.1");
        assertRefused("GET /api/v1/x y HTTP/1.1\r\nHost: test\r\n\r\n", 400, "Malformed request target");
        assertRefused("GET /api/v1/x HTTP/1.1\r\nNo colon here\r\n\r\n", 400, "NAME: VALUE");
        assertRefused("GET /api/v1/x HTTP/1.1\r\nX-A: 1\r\n  folded\r\n\r\n", 400, "folded");
        assertRefused(
                "POST /api/v1/x HTTP/1.1\r\nHost: test\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n",
                400,
                "both Content-Length and Transfer-Encoding");
        assertRefused("POST /api/v1/x HTTP/1.1\r\nHost: test\r\nContent-Length: -3\r\n\r\n", 400, "Content-Length");
        assertRefused(
                "POST /api/v1/x HTTP/1.1\r\nHost: test\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
                400,
                "Content-Length");
        assertRefused("POST /api/v1/x HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501, "gzip");
        assertRefused(
                "POST /api/v1/x HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400, "chunk size");
    }

    @Test
    void aClientThatAsksToCloseIsAnsweredAndClosed() throws Exception {
        try (HttpWire wire = new HttpWire(server.port())) {
            HttpWire.Answer answer = wire.send(
                            "GET " + DOMAIN + "/nope HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
                    .read();
            assertThat(answer.status()).isEqualTo(401);
            assertThat(answer.headers()).containsEntry("connection", "close");
            assertThat(wire.closedWithin(5000)).isTrue();
        }
        try (HttpWire wire = new HttpWire(server.port())) {
            HttpWire.Answer answer =
                    wire.send("GET " + DOMAIN + "/nope HTTP/1.0\r\n\r\n").read();
            assertThat(answer.headers()).containsEntry("connection", "close");
            assertThat(wire.closedWithin(5000)).isTrue();
        }
    }

    private static void assertRefused(String request, int status, String messagePart) throws Exception {
        try (HttpWire wire = new HttpWire(server.port())) {
            HttpWire.Answer answer = wire.send(request).read();
            assertThat(answer.status()).as(request).isEqualTo(status);
            assertThat(answer.message()).as(request).contains(messagePart);
            assertThat(answer.json().path("success").asBoolean()).isFalse();
            assertThat(answer.headers()).containsEntry("connection", "close");
            assertThat(wire.closedWithin(5000)).as(request).isTrue();
        }
    }
}
