package io.dgq.server.internal.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Slow, stalled and idle clients: each is cut off at its deadline, and none delays the others. */
class HttpDeadlinesTest {

    private static final String DOMAIN = "/api/v1/governance/domain/";

    private ReferenceServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void aThousandStalledConnectionsDelayNoOtherClientAndAreClosedAtTheHeadDeadline() throws Exception {
        server = ReferenceServer.builder().headTimeout(Duration.ofSeconds(3)).start();
        List<Socket> stalled = new ArrayList<>();
        try {
            long opened = System.nanoTime();
            for (int i = 0; i < 1000; i++) {
                Socket socket = new Socket();
                socket.connect(new InetSocketAddress("127.0.0.1", server.port()), 5000);
                socket.getOutputStream().write("GET /api/v1/gover".getBytes(StandardCharsets.US_ASCII));
                stalled.add(socket);
            }

            long start = System.nanoTime();
            try (HttpWire probe = new HttpWire(server.port())) {
                HttpWire.Answer answer = probe.send(
                                HttpWire.request("GET", DOMAIN + UUID.randomUUID(), server.apiToken(), null))
                        .read();
                assertThat(answer.status()).isEqualTo(404);
            }
            assertThat(millisSince(start))
                    .as("probe answered while 1000 connections stall")
                    .isLessThan(2000);

            for (Socket socket : stalled) {
                socket.setSoTimeout(10_000);
                byte[] rest = socket.getInputStream().readAllBytes();
                assertThat(new String(rest, StandardCharsets.UTF_8))
                        .startsWith("HTTP/1.1 408 ")
                        .contains("REQUEST_TIMEOUT");
            }
            assertThat(millisSince(opened))
                    .as("every stalled connection closed after its deadline")
                    .isBetween(2900L, 9000L);
        } finally {
            for (Socket socket : stalled) {
                socket.close();
            }
        }
    }

    @Test
    void aConnectionThatSendsNothingIsClosedWithoutAnAnswerAtTheHeadDeadline() throws Exception {
        server = ReferenceServer.builder().headTimeout(Duration.ofMillis(500)).start();
        try (HttpWire silent = new HttpWire(server.port())) {
            long start = System.nanoTime();
            assertThat(silent.socket().getInputStream().read()).isEqualTo(-1);
            assertThat(millisSince(start)).isBetween(400L, 5000L);
        }
    }

    @Test
    void aSlowlorisTricklingItsHeadersIsCutOffAtTheHeadDeadline() throws Exception {
        server = ReferenceServer.builder().headTimeout(Duration.ofSeconds(1)).start();
        try (HttpWire slow = new HttpWire(server.port())) {
            long start = System.nanoTime();
            slow.send("GET " + DOMAIN + UUID.randomUUID() + " HTTP/1.1\r\nHost: test\r\n");
            Thread trickle = new Thread(() -> {
                try {
                    for (int i = 0; i < 100; i++) {
                        slow.send("X");
                        Thread.sleep(100);
                    }
                } catch (IOException | InterruptedException e) {
                    // cut off, as it should be
                }
            });
            trickle.start();
            HttpWire.Answer answer = slow.read();
            long elapsed = millisSince(start);
            assertThat(answer.status()).isEqualTo(408);
            assertThat(answer.code()).isEqualTo("REQUEST_TIMEOUT");
            assertThat(answer.message()).contains("request line and headers").contains("1 s");
            assertThat(answer.headers()).containsEntry("connection", "close").containsKey("x-correlation-id");
            assertThat(elapsed)
                    .as("cut off at the deadline although bytes kept coming")
                    .isBetween(900L, 5000L);
            assertThat(slow.closedWithin(5000)).isTrue();
            trickle.interrupt();
            trickle.join(5000);
        }
    }

    @Test
    void aChunkedBodyThatNeverEndsIsClosedAtTheBodyDeadline() throws Exception {
        server = ReferenceServer.builder().bodyTimeout(Duration.ofSeconds(1)).start();
        try (HttpWire wire = new HttpWire(server.port())) {
            wire.send("POST " + DOMAIN + " HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer " + server.apiToken()
                    + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{\"nam\r\n");
            long start = System.nanoTime();
            HttpWire.Answer answer = wire.read();
            assertThat(answer.status()).isEqualTo(408);
            assertThat(answer.message()).contains("request body").contains("1 s");
            assertThat(millisSince(start)).isBetween(900L, 5000L);
            assertThat(wire.closedWithin(5000)).isTrue();
        }
    }

    @Test
    void aBodyShorterThanItsContentLengthIsClosedAtTheBodyDeadline() throws Exception {
        server = ReferenceServer.builder().bodyTimeout(Duration.ofMillis(700)).start();
        try (HttpWire wire = new HttpWire(server.port())) {
            wire.send("POST " + DOMAIN + " HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 100\r\n\r\n{\"name\":");
            long start = System.nanoTime();
            assertThat(wire.read().status()).isEqualTo(408);
            assertThat(millisSince(start)).isBetween(600L, 5000L);
        }
    }

    @Test
    void anIdleKeptAliveConnectionIsClosedAfterTheIdleTimeoutAndABusyOneIsNot() throws Exception {
        server = ReferenceServer.builder().idleTimeout(Duration.ofMillis(600)).start();
        String request = HttpWire.request("GET", DOMAIN + UUID.randomUUID(), server.apiToken(), null);
        try (HttpWire idle = new HttpWire(server.port())) {
            assertThat(idle.send(request).read().status()).isEqualTo(404);
            long start = System.nanoTime();
            assertThat(idle.closedWithin(5000)).isTrue();
            assertThat(millisSince(start)).isBetween(500L, 5000L);
        }
        try (HttpWire busy = new HttpWire(server.port())) {
            for (int i = 0; i < 6; i++) {
                assertThat(busy.send(request).read().status()).isEqualTo(404);
                Thread.sleep(200);
            }
            assertThat(busy.send(request).read().status())
                    .as("requests 200 ms apart keep it open")
                    .isEqualTo(404);
        }
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
