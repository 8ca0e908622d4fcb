package io.dgq.server.internal.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.internal.transport.TransportAnswer;
import io.dgq.server.internal.transport.TransportHandler;
import io.dgq.server.internal.transport.TransportRefusal;
import io.dgq.server.internal.transport.TransportRequest;
import io.dgq.server.testing.RawHttp;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The transport alone, with handlers that misbehave as a real one might: huge answers, out of memory. */
class HttpTransportTest {

    private static final byte[] BIG = new byte[32 * 1024 * 1024];

    private HttpTransport transport;

    @AfterEach
    void stop() {
        if (transport != null) {
            transport.close();
        }
    }

    @Test
    void aClientThatDisconnectsInTheMiddleOfAnAnswerDoesNotDisturbTheNext() throws Exception {
        start(options(4096, null), request -> answer(request.rawPath().equals("/big") ? BIG : ok()));
        for (int i = 0; i < 3; i++) {
            try (HttpWire rude = new HttpWire(transport.port())) {
                rude.send(HttpWire.request("GET", "/big", null, null));
                assertThat(rude.socket().getInputStream().readNBytes(1000)).hasSize(1000);
                rude.socket().setSoLinger(true, 0); // a reset, not a polite close
            }
            try (HttpWire next = new HttpWire(transport.port())) {
                HttpWire.Answer answer =
                        next.send(HttpWire.request("GET", "/small", null, null)).read();
                assertThat(answer.status()).isEqualTo(200);
                assertThat(answer.body()).isEqualTo("{\"ok\":true}");
            }
        }
    }

    @Test
    void aClientThatDoesNotReadItsAnswerIsClosedAtTheBodyDeadline() throws Exception {
        // one connection at most: a probe is refused while the reader's connection is open, answered once it closed
        start(
                options(1, null, Duration.ofMillis(500)),
                request -> answer(request.rawPath().equals("/big") ? BIG : ok()));
        try (HttpWire reader = new HttpWire(transport.port())) {
            reader.send(HttpWire.request("GET", "/big", null, null));
            assertThat(reader.socket().getInputStream().readNBytes(1000))
                    .as("the answer started: the reader's connection holds the one slot")
                    .hasSize(1000);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            int probe = 0;
            while (probe != 200) {
                assertThat(System.nanoTime())
                        .as("the reader's connection is closed at the body deadline")
                        .isLessThan(deadline);
                Thread.sleep(20);
                try (HttpWire next = new HttpWire(transport.port())) {
                    probe = next.send(HttpWire.request("GET", "/small", null, null))
                            .read()
                            .status();
                } catch (IOException refusedAndClosed) {
                    probe = 503;
                }
            }
            InputStream in = reader.socket().getInputStream();
            long received = 1000;
            try {
                for (int n = in.read(new byte[65536]); n >= 0; n = in.read(new byte[65536])) {
                    received += n;
                }
            } catch (SocketException e) {
                // reset: the server gave up on it
            }
            assertThat(received).as("the answer was cut off").isLessThan(BIG.length);
        }
    }

    @Test
    void oneMoreConnectionThanTheLimitIsA503AndASlotFreesWhenAConnectionCloses() throws Exception {
        start(options(2, null, Duration.ofSeconds(10)), request -> answer(ok()));
        HttpWire first = new HttpWire(transport.port());
        try (HttpWire second = new HttpWire(transport.port())) {
            assertThat(first.send(HttpWire.request("GET", "/", null, null))
                            .read()
                            .status())
                    .isEqualTo(200);
            assertThat(second.send(HttpWire.request("GET", "/", null, null))
                            .read()
                            .status())
                    .isEqualTo(200);
            // kept alive, both would make room (the longest idle closed); reading a body, neither does
            first.busy();
            second.busy();
            try (HttpWire third = new HttpWire(transport.port())) {
                HttpWire.Answer refused = third.read();
                assertThat(refused.status()).isEqualTo(503);
                assertThat(refused.code()).isEqualTo("SERVICE_UNAVAILABLE");
                assertThat(refused.message()).contains("limit of 2 connections");
                assertThat(refused.headers()).containsEntry("retry-after", "1");
            }
            first.close();
            long deadline = System.nanoTime() + 5_000_000_000L;
            int status = 0;
            while (status != 200 && System.nanoTime() < deadline) {
                Thread.sleep(20);
                try (HttpWire again = new HttpWire(transport.port())) {
                    status = again.send(HttpWire.request("GET", "/", null, null))
                            .read()
                            .status();
                }
            }
            assertThat(status).isEqualTo(200);
        }
    }

    @Test
    void atTheLimitTheOldestSilentConnectionMakesRoomAndWithoutOneItIsA503() throws Exception {
        start(options(4, null, Duration.ofSeconds(10)), request -> answer(ok()));
        List<HttpWire> silent = new java.util.ArrayList<>();
        try {
            for (int i = 0; i < 4; i++) {
                silent.add(new HttpWire(transport.port()));
            }
            try (HttpWire client = new HttpWire(transport.port())) {
                assertThat(client.send(HttpWire.request("GET", "/", null, null))
                                .read()
                                .status())
                        .as("a client beside 4 connections that never sent a byte")
                        .isEqualTo(200);
                int end;
                try {
                    end = silent.get(0).socket().getInputStream().read();
                } catch (SocketException reset) {
                    end = -1;
                }
                assertThat(end).as("the oldest silent connection was closed").isEqualTo(-1);
                for (HttpWire wire : silent.subList(1, 4)) {
                    assertThat(wire.send(HttpWire.request("GET", "/", null, null))
                                    .read()
                                    .status())
                            .as("the younger silent connections were kept")
                            .isEqualTo(200);
                    wire.busy();
                }
                client.busy();
                try (HttpWire fifth = new HttpWire(transport.port())) {
                    HttpWire.Answer refused = fifth.read();
                    assertThat(refused.status()).isEqualTo(503);
                    assertThat(refused.message()).contains("limit of 4 connections");
                }
            }
        } finally {
            for (HttpWire wire : silent) {
                wire.close();
            }
        }
    }

    @Test
    void aFloodOfSilentSocketsDoesNotKeepClientsOut() throws Exception {
        start(options(32, null), request -> answer(ok()));
        List<java.net.Socket> flood = new java.util.ArrayList<>();
        try {
            for (int i = 0; i < 400; i++) {
                java.net.Socket socket = new java.net.Socket();
                socket.connect(new java.net.InetSocketAddress("127.0.0.1", transport.port()), 5000);
                flood.add(socket);
            }
            for (int i = 0; i < 5; i++) {
                long start = System.nanoTime();
                try (HttpWire client = new HttpWire(transport.port())) {
                    assertThat(client.send(HttpWire.request("GET", "/", null, null))
                                    .read()
                                    .status())
                            .isEqualTo(200);
                }
                assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(2_000);
            }
        } finally {
            for (java.net.Socket socket : flood) {
                socket.close();
            }
        }
    }

    @Test
    void outOfMemoryInAnEmbeddedServerClosesThatConnectionAndServesTheOthers() throws Exception {
        start(options(4096, null), request -> {
            if (request.rawPath().equals("/oom")) {
                throw new OutOfMemoryError("provoked by the test");
            }
            return answer(ok());
        });
        try (HttpWire before = new HttpWire(transport.port())) {
            assertThat(before.send(HttpWire.request("GET", "/", null, null))
                            .read()
                            .status())
                    .isEqualTo(200);
            try (HttpWire victim = new HttpWire(transport.port())) {
                victim.send(HttpWire.request("GET", "/oom", null, null));
                assertThat(victim.closedWithin(5000)).isTrue();
            }
            assertThat(before.send(HttpWire.request("GET", "/", null, null))
                            .read()
                            .status())
                    .isEqualTo(200);
            try (HttpWire after = new HttpWire(transport.port())) {
                assertThat(after.send(HttpWire.request("GET", "/", null, null))
                                .read()
                                .status())
                        .isEqualTo(200);
            }
        }
    }

    @Test
    void aBodyRefusedForTheBudgetGivesItsShareBackAtOnceNotAfterItsConnectionLingers() throws Exception {
        int budget = 256 * 1024;
        start(
                new HttpOptions(
                        1 << 20,
                        Duration.ofSeconds(5),
                        Duration.ofSeconds(5),
                        Duration.ofSeconds(5),
                        16,
                        HttpOptions.MAX_HEAD_BYTES,
                        HttpOptions.MAX_HEADER_COUNT,
                        null,
                        budget),
                request -> answer(ok()));
        try (HttpWire greedy = new HttpWire(transport.port());
                HttpWire next = new HttpWire(transport.port())) {
            // more than the whole budget arrives: refused with 503, and the server lingers on the connection for
            // what the client still sends, which here is nothing more (the client neither sends nor closes)
            greedy.send("POST /greedy HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
                    + (1 << 20) + "\r\n\r\n");
            greedy.send(new byte[budget + 64 * 1024]);
            assertThat(greedy.read().status()).isEqualTo(503);
            // a body of most of the budget, while the refused connection is still open and lingering
            String json = "{\"text\":\"" + "x".repeat(200 * 1024) + "\"}";
            assertThat(next.send(HttpWire.request("POST", "/next", null, json))
                            .read()
                            .status())
                    .isEqualTo(200);
        }
    }

    @Test
    void outOfMemoryIsHandedToThePolicyWhenOneIsSet() throws Exception {
        List<OutOfMemoryError> seen = new CopyOnWriteArrayList<>();
        start(options(4096, seen::add), request -> {
            throw new OutOfMemoryError("provoked by the test");
        });
        try (HttpWire victim = new HttpWire(transport.port())) {
            victim.send(HttpWire.request("GET", "/oom", null, null));
            assertThat(victim.closedWithin(5000)).isTrue();
        }
        // The connection is closed first, then the policy runs on the connection's thread.
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (seen.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(seen).singleElement().extracting(Throwable::getMessage).isEqualTo("provoked by the test");
    }

    @Test
    void aParsedHeadIsHeldInTheBudgetUntilItsRequestIsAnswered() throws Exception {
        // each request below holds twice its head plus 1 KiB: two of them do not fit a budget of 8 KiB
        CountDownLatch answering = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        start(
                new HttpOptions(
                        1024,
                        Duration.ofSeconds(5),
                        Duration.ofSeconds(5),
                        Duration.ofSeconds(5),
                        16,
                        HttpOptions.MAX_HEAD_BYTES,
                        HttpOptions.MAX_HEADER_COUNT,
                        null,
                        8 * 1024),
                request -> {
                    if (request.rawPath().equals("/held")) {
                        answering.countDown();
                        try {
                            release.await(5, TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                    return answer(ok());
                });
        String head = "X-Filler: " + "f".repeat(2500) + "\r\n";
        try (HttpWire held = new HttpWire(transport.port());
                HttpWire refused = new HttpWire(transport.port())) {
            held.send("GET /held HTTP/1.1\r\nHost: x\r\n" + head + "\r\n");
            assertThat(answering.await(5, TimeUnit.SECONDS)).isTrue();
            refused.send("GET /second HTTP/1.1\r\nHost: x\r\n" + head + "\r\n");
            assertThat(refused.read().status()).isEqualTo(503);
            release.countDown();
            assertThat(held.read().status()).isEqualTo(200);
            // the head is given back once its answer is written, which the client may read first: ask until then
            long deadline = System.nanoTime() + 5_000_000_000L;
            int status;
            do {
                try (HttpWire after = new HttpWire(transport.port())) {
                    status = after.send("GET /after HTTP/1.1\r\nHost: x\r\n" + head + "\r\n")
                            .read()
                            .status();
                }
            } while (status != 200 && System.nanoTime() - deadline < 0);
            assertThat(status).as("the held head was given back").isEqualTo(200);
        }
    }

    private void start(HttpOptions options, Function<TransportRequest, TransportAnswer> handler) throws IOException {
        transport = new HttpTransport("127.0.0.1", 0, options, new TransportHandler() {
            @Override
            public TransportAnswer handle(TransportRequest request) {
                return handler.apply(request);
            }

            @Override
            public TransportAnswer refuse(TransportRefusal refusal) {
                return new TransportAnswer(refusal.status(), refusal.headers(), envelope(refusal));
            }
        });
    }

    /** The parts of the error envelope this test reads: the message and the code. */
    private static byte[] envelope(TransportRefusal refusal) {
        var envelope = RawHttp.MAPPER.createObjectNode().put("message", refusal.getMessage());
        envelope.putObject("data").putObject("error").put("code", refusal.code());
        return envelope.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static HttpOptions options(int maxConnections, Consumer<OutOfMemoryError> onOutOfMemory) {
        return options(maxConnections, onOutOfMemory, Duration.ofSeconds(1));
    }

    private static HttpOptions options(
            int maxConnections, Consumer<OutOfMemoryError> onOutOfMemory, Duration bodyTimeout) {
        return new HttpOptions(
                1024,
                Duration.ofSeconds(5),
                bodyTimeout,
                Duration.ofSeconds(5),
                maxConnections,
                HttpOptions.MAX_HEAD_BYTES,
                HttpOptions.MAX_HEADER_COUNT,
                onOutOfMemory,
                0);
    }

    private static byte[] ok() {
        return "{\"ok\":true}".getBytes(StandardCharsets.UTF_8);
    }

    private static TransportAnswer answer(byte[] body) {
        return new TransportAnswer(200, Map.of(), body);
    }
}
