package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.H2Codes.DATA;
import static io.dgq.server.internal.transport.http2.H2Codes.GOAWAY;
import static io.dgq.server.internal.transport.http2.H2Peer.request;
import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.faults.Fault;
import io.dgq.server.journal.RecordedRequest;
import io.netty.handler.codec.http2.Http2Headers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The injected faults over HTTP/2: status, body and pacing faults act on their stream alone; a dropped connection
 * is the stream reset (INTERNAL_ERROR), the other streams of the connection going on; a close once idle closes the
 * connection unannounced.
 */
class Http2FaultsTest {

    private static final String LIST = "/governance/domain/list";
    private static final long INTERNAL_ERROR = 0x2;

    private static ReferenceServer server;
    private static int port;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        port = Integer.parseInt(server.baseUrl().substring(server.baseUrl().lastIndexOf(':') + 1));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void reset() {
        server.reset();
    }

    private static void list(H2Peer peer, int stream) throws Exception {
        Http2Headers headers = request("POST", "/api/v1" + LIST)
                .set("authorization", "Bearer " + server.apiToken())
                .set("content-type", "application/json");
        peer.headers(stream, headers, false);
        peer.data(stream, "{}".getBytes(StandardCharsets.UTF_8), true);
    }

    @Test
    void faultsActOnTheirStreamAndADroppedConnectionIsTheStreamReset() throws Exception {
        server.faults().once("POST", LIST, Fault.error(503));
        server.faults().once("POST", LIST, Fault.dropConnection());
        server.faults().once("POST", LIST, Fault.truncatedBody());
        try (H2Peer peer = new H2Peer(port)) {
            list(peer, 1);
            assertThat(peer.response(1).status()).isEqualTo("503");
            list(peer, 3);
            peer.reset(3, INTERNAL_ERROR);
            list(peer, 5);
            H2Peer.Frame head = peer.response(5);
            assertThat(head.status()).isEqualTo("200");
            int declared = Integer.parseInt(head.headers().get("content-length").toString());
            int received = 0;
            while (true) {
                H2Peer.Frame frame = peer.await(
                        "DATA or RST_STREAM on 5",
                        f -> f.stream() == 5 && (f.type() == DATA || f.type() == H2Codes.RST_STREAM));
                if (frame.type() == H2Codes.RST_STREAM) {
                    assertThat(frame.code()).isEqualTo(INTERNAL_ERROR);
                    break;
                }
                assertThat(frame.end()).isFalse();
                received += frame.data().length;
            }
            assertThat(received).isEqualTo(declared / 2);
            list(peer, 7);
            assertThat(peer.response(7).status()).as("the connection goes on").isEqualTo("200");
            assertThat(peer.body(7)).contains("\"Finance\"");
        }
        assertThat(server.journal().requests("POST", LIST))
                .extracting(RecordedRequest::status)
                .containsExactly(503, 0, 200, 200);
        assertThat(server.journal().requests("POST", LIST))
                .extracting(RecordedRequest::protocol)
                .containsOnly("HTTP/2");
    }

    @Test
    void aSlowBodyIsPacedOnItsStreamAndACloseOnceIdleIsUnannounced() throws Exception {
        server.faults().once("POST", LIST, Fault.slowBody(20_000));
        server.faults().once("POST", LIST, Fault.closeWhenIdle(Duration.ZERO));
        try (H2Peer peer = new H2Peer(port)) {
            long start = System.nanoTime();
            list(peer, 1);
            int length = Integer.parseInt(
                    peer.response(1).headers().get("content-length").toString());
            assertThat(peer.body(1).getBytes(StandardCharsets.UTF_8)).hasSize(length);
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertThat(took).isGreaterThanOrEqualTo(Duration.ofMillis(length * 1000L / 20_000 - 100));
            list(peer, 3);
            assertThat(peer.response(3).status()).isEqualTo("200");
            List<H2Peer.Frame> last = peer.untilClosed(Duration.ofSeconds(5));
            assertThat(last).noneMatch(f -> f.type() == GOAWAY);
        }
    }
}
