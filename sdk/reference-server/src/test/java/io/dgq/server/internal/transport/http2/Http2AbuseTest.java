package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.H2Codes.CANCEL;
import static io.dgq.server.internal.transport.http2.H2Codes.CONTINUATION;
import static io.dgq.server.internal.transport.http2.H2Codes.ENHANCE_YOUR_CALM;
import static io.dgq.server.internal.transport.http2.H2Codes.HEADERS;
import static io.dgq.server.internal.transport.http2.H2Codes.REFUSED_STREAM;
import static io.dgq.server.internal.transport.http2.H2Codes.RST_STREAM;
import static io.dgq.server.internal.transport.http2.H2Codes.SETTINGS;
import static io.dgq.server.internal.transport.http2.H2Peer.request;
import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Abuse of HTTP/2 answered without harm: rapid reset, CONTINUATION flood, a window never opened, control-frame
 * floods and too many streams. Each ends with the server answering a probe on a new connection.
 */
class Http2AbuseTest {

    private static ReferenceServer server;
    private static int port;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder()
                .seed(Seed.DEMO)
                .bodyTimeout(Duration.ofMillis(800))
                .start();
        port = Integer.parseInt(server.baseUrl().substring(server.baseUrl().lastIndexOf(':') + 1));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @AfterEach
    void theServerStillAnswers() throws Exception {
        Http2FramingTest.probe(port);
    }

    @Test
    void rapidResetIsCutWithEnhanceYourCalm() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            int sent = 0;
            try {
                for (int stream = 1; stream < 2 * 1000; stream += 2) {
                    peer.headers(stream, request("GET", "/__admin/health"), true);
                    peer.rst(stream, CANCEL);
                    sent++;
                }
            } catch (IOException e) {
                // the server closed the connection while it was still sending: expected
            }
            H2Peer.Frame goAway = peer.await("GOAWAY", f -> f.type() == H2Codes.GOAWAY);
            assertThat(goAway.code()).as("GOAWAY: %s", goAway.text()).isEqualTo(ENHANCE_YOUR_CALM);
            assertThat(sent).isGreaterThan(200);
        }
    }

    @Test
    void aContinuationFloodStopsAtTheBlockLimit() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            byte[] block = peer.block(request("GET", "/__admin/health"));
            peer.frame(HEADERS, 0, 1, block);
            long sent = 0;
            try {
                for (int i = 0; i < 10_000; i++) {
                    peer.frame(CONTINUATION, 0, 1, new byte[16384]);
                    sent += 16384;
                }
            } catch (IOException e) {
                // cut off while flooding
            }
            H2Peer.Frame goAway = peer.goAway(ENHANCE_YOUR_CALM);
            assertThat(goAway.text()).isEqualTo("a header block of more than 65536 bytes or 64 frames");
            assertThat(goAway.stream()).as("no stream was opened").isZero();
            assertThat(sent).isGreaterThan(65536);
        }
        try (H2Peer peer = new H2Peer(port)) {
            byte[] block = peer.block(request("GET", "/__admin/health"));
            peer.frame(HEADERS, 0, 1, block);
            try {
                for (int i = 0; i < 10_000; i++) {
                    peer.frame(CONTINUATION, 0, 1, new byte[0]); // empty frames: no bytes, but no end either
                }
            } catch (IOException e) {
                // cut off while flooding
            }
            peer.goAway(ENHANCE_YOUR_CALM);
        }
    }

    @Test
    void aWindowNeverOpenedHoldsOnlyItsStreamUntilTheBodyDeadline() throws Exception {
        try (H2Peer stalled = new H2Peer(port, Map.of((char) 0x4, 0L))) {
            stalled.headers(1, request("GET", "/__admin/health"), true);
            assertThat(stalled.response(1).status()).isEqualTo("200");
            Http2FramingTest.probe(port); // another connection is served meanwhile
            stalled.headers(3, request("HEAD", "/__admin/health"), true);
            assertThat(stalled.response(3).end())
                    .as("an answer without body needs no window")
                    .isTrue();
            long start = System.nanoTime();
            stalled.reset(1, CANCEL);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        }
    }

    @Test
    void pingAndSettingsFloodsAreCutWithEnhanceYourCalm() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            try {
                for (int i = 0; i < 5000; i++) {
                    peer.ping(i);
                }
            } catch (IOException e) {
                // cut off while flooding
            }
            peer.goAway(ENHANCE_YOUR_CALM);
        }
        try (H2Peer peer = new H2Peer(port)) {
            try {
                for (int i = 0; i < 5000; i++) {
                    peer.frame(SETTINGS, 0, 0, new byte[0]);
                }
            } catch (IOException e) {
                // cut off while flooding
            }
            peer.goAway(ENHANCE_YOUR_CALM);
        }
    }

    @Test
    void streamsPastTheLimitAreRefusedAndQueuedWorkIsBounded() throws Exception {
        // a body that never ends keeps each stream open; the 257th is refused
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int before = threads.getThreadCount();
        try (H2Peer peer = new H2Peer(port)) {
            for (int i = 0; i < 257; i++) {
                peer.headers(1 + 2 * i, request("POST", "/__admin/health"), false);
            }
            H2Peer.Frame refused =
                    peer.await("REFUSED_STREAM", f -> f.type() == RST_STREAM && f.code() == REFUSED_STREAM);
            assertThat(refused.stream()).isEqualTo(1 + 2 * 256);
            assertThat(threads.getThreadCount() - before)
                    .as("no thread per stream waiting for its body")
                    .isLessThan(50);
        }
    }

    @Test
    void aBodyThatNeverComesIsAnswered408AtTheBodyDeadline() throws Exception {
        try (H2Peer peer = new H2Peer(port)) {
            peer.headers(1, request("POST", "/__admin/health"), false);
            long start = System.nanoTime();
            assertThat(peer.response(1).status()).isEqualTo("408");
            assertThat(peer.body(1)).contains("The request body did not arrive within 800 ms");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(700));
            peer.reset(1, H2Codes.NO_ERROR); // the rest of the body is not wanted
        }
    }

    @Test
    void aHeaderBlockThatNeverEndsIsCutAtTheHeadDeadline() throws Exception {
        try (ReferenceServer quick = ReferenceServer.builder()
                        .headTimeout(Duration.ofMillis(300))
                        .start();
                H2Peer peer = new H2Peer(Integer.parseInt(
                        quick.baseUrl().substring(quick.baseUrl().lastIndexOf(':') + 1)))) {
            byte[] block = peer.block(request("GET", "/__admin/health"));
            peer.frame(HEADERS, 0, 1, Arrays.copyOf(block, 3));
            assertThat(peer.closedWithin(Duration.ofSeconds(5))).isTrue();
        }
    }
}
