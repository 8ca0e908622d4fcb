package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.H2Codes.CONTINUATION;
import static io.dgq.server.internal.transport.http2.H2Codes.DATA;
import static io.dgq.server.internal.transport.http2.H2Codes.END_HEADERS;
import static io.dgq.server.internal.transport.http2.H2Codes.END_STREAM;
import static io.dgq.server.internal.transport.http2.H2Codes.FLOW_CONTROL_ERROR;
import static io.dgq.server.internal.transport.http2.H2Codes.FRAME_SIZE_ERROR;
import static io.dgq.server.internal.transport.http2.H2Codes.GOAWAY;
import static io.dgq.server.internal.transport.http2.H2Codes.HEADERS;
import static io.dgq.server.internal.transport.http2.H2Codes.NO_ERROR;
import static io.dgq.server.internal.transport.http2.H2Codes.PING;
import static io.dgq.server.internal.transport.http2.H2Codes.PROTOCOL_ERROR;
import static io.dgq.server.internal.transport.http2.H2Codes.PUSH_PROMISE;
import static io.dgq.server.internal.transport.http2.H2Codes.SETTINGS;
import static io.dgq.server.internal.transport.http2.H2Codes.STREAM_CLOSED;
import static io.dgq.server.internal.transport.http2.H2Peer.request;
import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2Settings;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The HTTP/2 connection frame by frame against a strict peer (Netty's frame reader and HPACK codec): the settings
 * exchange, requests with bodies, and each protocol error answered with the code RFC 9113 gives it. Every test
 * ends with the server answering a probe on a new connection.
 */
class Http2FramingTest {

    private static ReferenceServer server;
    private static int port;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().seed(Seed.DEMO).maxBodyBytes(1024).start();
        port = Integer.parseInt(server.baseUrl().substring(server.baseUrl().lastIndexOf(':') + 1));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @AfterEach
    void theServerStillAnswers() throws Exception {
        probe(port);
    }

    /** A GET of the health check on a new connection, answered 200. */
    static void probe(int port) throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            peer.headers(1, request("GET", "/__admin/health"), true);
            assertThat(peer.response(1).status()).isEqualTo("200");
            assertThat(peer.body(1)).contains("\"status\"");
        }
    }

    private static Http2Headers authorized(String method, String path) {
        return request(method, path)
                .set("authorization", "Bearer " + server.apiToken())
                .set("content-type", "application/json");
    }

    @Test
    void theServerAdvertisesItsSettingsAcknowledgesOursAndAnswersPing() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            Http2Settings settings = peer.await("SETTINGS", f -> f.type() == SETTINGS && !f.end())
                    .settings();
            assertThat(settings.maxConcurrentStreams()).isEqualTo(256L);
            assertThat(settings.maxFrameSize()).isEqualTo(16384);
            assertThat(settings.headerTableSize()).isEqualTo(4096L);
            assertThat(settings.maxHeaderListSize()).isEqualTo(32L * 1024);
            assertThat(settings.initialWindowSize()).isEqualTo(65535);
            assertThat(peer.await("WINDOW_UPDATE on the connection", f -> f.type() == H2Codes.WINDOW_UPDATE)
                            .code())
                    .isEqualTo((16 << 20) - 65535);
            peer.await("SETTINGS ACK", f -> f.type() == SETTINGS && f.end());
            peer.ping(0x0102030405060708L);
            assertThat(peer.await("PING ACK", f -> f.type() == PING).code()).isEqualTo(0x0102030405060708L);
        }
    }

    @Test
    void aBodyInDataFramesIsReadAndAnsweredWithItsLength() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            peer.headers(
                    1,
                    authorized("POST", "/api/v1/governance/domain/list").set("content-type", "application/json"),
                    false);
            peer.data(1, "{".getBytes(StandardCharsets.UTF_8), false);
            peer.data(1, "}".getBytes(StandardCharsets.UTF_8), true);
            H2Peer.Frame head = peer.response(1);
            assertThat(head.status()).isEqualTo("200");
            String body = peer.body(1);
            assertThat(body).contains("\"Finance\"");
            assertThat(head.headers().get("content-length").toString())
                    .isEqualTo(String.valueOf(body.getBytes(StandardCharsets.UTF_8).length));
            assertThat(server.journal()
                            .requests()
                            .get(server.journal().requests().size() - 1)
                            .protocol())
                    .isEqualTo("HTTP/2");
        }
    }

    @Test
    void aBodyOverTheLimitIsAnswered413AndAContentLengthThatLiesIsAStreamError() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            peer.headers(1, authorized("POST", "/api/v1/governance/domain/list"), false);
            peer.data(1, new byte[1000], false);
            peer.data(1, new byte[1000], true);
            assertThat(peer.response(1).status()).isEqualTo("413");
            peer.headers(3, authorized("POST", "/api/v1/governance/domain/list").set("content-length", "5"), false);
            peer.data(3, "{}".getBytes(StandardCharsets.UTF_8), true);
            peer.reset(3, PROTOCOL_ERROR);
            peer.headers(5, authorized("POST", "/api/v1/governance/domain/list").set("content-length", "4096"), false);
            assertThat(peer.response(5).status())
                    .as("a declared length over the limit")
                    .isEqualTo("413");
        }
    }

    @Test
    void malformedRequestsAreStreamErrorsAndTheConnectionGoesOn() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            peer.headers(1, request("GET", "/__admin/health").add("X-Upper", "a"), true);
            peer.reset(1, PROTOCOL_ERROR);
            peer.headers(3, request("GET", "/__admin/health").add("connection", "keep-alive"), true);
            peer.reset(3, PROTOCOL_ERROR);
            peer.headers(5, request("GET", "/__admin/health").add("te", "gzip"), true);
            peer.reset(5, PROTOCOL_ERROR);
            peer.headers(7, request("GET", "/__admin/health").add(":protocol", "x"), true);
            peer.reset(7, PROTOCOL_ERROR);
            Http2Headers noPath = new io.netty.handler.codec.http2.DefaultHttp2Headers(false)
                    .method("GET")
                    .scheme("http")
                    .authority("127.0.0.1");
            peer.headers(9, noPath, true);
            peer.reset(9, PROTOCOL_ERROR);
            peer.headers(11, request("GET", "/__admin/health").add("te", "trailers"), true);
            assertThat(peer.response(11).status()).isEqualTo("200");
            peer.headers(13, request("GET", "//evil"), true);
            assertThat(peer.response(13).status())
                    .as("a target the HTTP/1.1 path refuses too")
                    .isEqualTo("400");
        }
    }

    @Test
    void aFrameLargerThanTheMaximumIsAFrameSizeError() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            peer.frame(H2Codes.PRIORITY + 100, 0, 0, new byte[16385]);
            peer.goAway(FRAME_SIZE_ERROR);
        }
    }

    @Test
    void aStreamIdGoingBackwardsIsAProtocolError() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            peer.headers(5, request("GET", "/__admin/health"), true);
            peer.response(5);
            peer.headers(3, request("GET", "/__admin/health"), true);
            assertThat(peer.goAway(PROTOCOL_ERROR).stream())
                    .as("the last stream id")
                    .isEqualTo(5);
        }
    }

    @Test
    void evenStreamsPushPromiseAndInterleavedHeaderBlocksAreProtocolErrors() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            peer.headers(2, request("GET", "/__admin/health"), true);
            peer.goAway(PROTOCOL_ERROR);
        }
        try (H2Peer peer = new H2Peer(port)) {
            peer.frame(PUSH_PROMISE, END_HEADERS, 1, new byte[4]);
            peer.goAway(PROTOCOL_ERROR);
        }
        try (H2Peer peer = new H2Peer(port)) {
            byte[] block = peer.block(request("GET", "/__admin/health"));
            peer.frame(HEADERS, END_STREAM, 1, Arrays.copyOf(block, 2));
            peer.ping(1);
            peer.goAway(PROTOCOL_ERROR);
        }
        try (H2Peer peer = new H2Peer(port)) {
            peer.frame(CONTINUATION, END_HEADERS, 1, new byte[0]);
            peer.goAway(PROTOCOL_ERROR);
        }
    }

    @Test
    void aHeaderBlockInSeveralFramesIsOneRequest() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            byte[] block = peer.block(request("GET", "/__admin/health").add("x-long", "a".repeat(300)));
            peer.frame(HEADERS, END_STREAM, 1, Arrays.copyOfRange(block, 0, 100));
            peer.frame(CONTINUATION, 0, 1, Arrays.copyOfRange(block, 100, 200));
            peer.frame(CONTINUATION, END_HEADERS, 1, Arrays.copyOfRange(block, 200, block.length));
            assertThat(peer.response(1).status()).isEqualTo("200");
        }
    }

    @Test
    void aHeaderListOverTheLimitIsAnswered431OnItsStream() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            Http2Headers large = request("GET", "/__admin/health");
            for (int i = 0; i < 5; i++) {
                large.add("x-large-" + i, "v".repeat(8000));
            }
            byte[] block = peer.block(large);
            peer.frame(HEADERS, END_STREAM, 1, Arrays.copyOfRange(block, 0, 16384));
            peer.frame(CONTINUATION, 0, 1, Arrays.copyOfRange(block, 16384, 32768));
            peer.frame(CONTINUATION, END_HEADERS, 1, Arrays.copyOfRange(block, 32768, block.length));
            assertThat(peer.response(1).status()).isEqualTo("431");
            peer.headers(3, request("GET", "/__admin/health"), true);
            assertThat(peer.response(3).status())
                    .as("the decoder is still in step")
                    .isEqualTo("200");
        }
    }

    @Test
    void dataOnAStreamHalfClosedByTheClientIsStreamClosed() throws Exception {
        // INITIAL_WINDOW_SIZE 0: the answer's body waits, so the stream stays half-closed (remote) at the server
        try (H2Peer peer = new H2Peer(port, Map.of((char) 0x4, 0L))) {
            peer.headers(1, authorized("POST", "/api/v1/governance/domain/list"), false);
            peer.data(1, "{}".getBytes(StandardCharsets.UTF_8), true);
            assertThat(peer.response(1).status()).isEqualTo("200");
            peer.data(1, "{}".getBytes(StandardCharsets.UTF_8), false);
            peer.reset(1, STREAM_CLOSED);
            peer.data(99, new byte[1], false);
            peer.goAway(PROTOCOL_ERROR); // DATA on an idle stream
        }
    }

    @Test
    void windowUpdatesPastTheMaximumAreFlowControlErrors() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            peer.headers(1, authorized("POST", "/api/v1/governance/domain/list"), false); // open: its body to come
            peer.await("SETTINGS ACK", f -> f.type() == SETTINGS && f.end());
            peer.windowUpdate(1, 0x7fffffffL); // 65535 + 2^31-1
            peer.reset(1, FLOW_CONTROL_ERROR);
            peer.windowUpdate(0, 0x7fffffffL);
            peer.goAway(FLOW_CONTROL_ERROR);
        }
    }

    @Test
    void aConnectionDroppedInTheMiddleOfAFrameEndsAloneAndTheServerClosesWithGoAway() throws Exception {
        try (H2Peer first = new H2Peer(port)) {
            first.raw(new byte[] {0, 0, 100, DATA, 0, 0, 0, 0, 1, 1, 2, 3}); // then closed in the middle of it
        }
        try (H2Peer peer = new H2Peer(port)) {
            peer.headers(1, request("GET", "/__admin/health"), true);
            assertThat(peer.response(1).status()).isEqualTo("200");
        }
        ReferenceServer closing = ReferenceServer.builder().start();
        try {
            int closingPort = Integer.parseInt(
                    closing.baseUrl().substring(closing.baseUrl().lastIndexOf(':') + 1));
            try (H2Peer peer = new H2Peer(closingPort)) {
                peer.headers(1, request("GET", "/__admin/health"), true);
                peer.response(1);
                closing.close();
                H2Peer.Frame goAway = peer.await("GOAWAY", f -> f.type() == GOAWAY);
                assertThat(goAway.code()).isEqualTo(NO_ERROR);
                assertThat(goAway.stream()).isEqualTo(1);
            }
        } finally {
            closing.close();
        }
    }

    @Test
    void anIdleConnectionIsClosedWithGoAway() throws Exception {
        try (ReferenceServer idle =
                ReferenceServer.builder().idleTimeout(Duration.ofMillis(300)).start()) {
            int idlePort =
                    Integer.parseInt(idle.baseUrl().substring(idle.baseUrl().lastIndexOf(':') + 1));
            try (H2Peer peer = new H2Peer(idlePort)) {
                peer.headers(1, request("GET", "/__admin/health"), true);
                peer.response(1);
                peer.goAway(NO_ERROR);
            }
        }
    }
}
