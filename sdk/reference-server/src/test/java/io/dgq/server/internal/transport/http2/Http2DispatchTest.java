package io.dgq.server.internal.transport.http2;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.internal.transport.TransportAnswer;
import io.dgq.server.internal.transport.TransportRefusal;
import io.dgq.server.internal.transport.TransportRequest;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Where a connection answers its streams: on its reading thread when the handler answers without waiting and the
 * answer fits the send windows, on a thread of the transport otherwise, the reader never waiting for a window.
 */
class Http2DispatchTest {

    private final AtomicInteger handedOff = new AtomicInteger();
    private final List<String> handlerThreads = new CopyOnWriteArrayList<>();
    private ServerSocket server;
    private Thread serving;

    @AfterEach
    void stop() throws IOException {
        if (server != null) {
            server.close();
        }
    }

    /** Starts one connection of a host answering {@code body} to every request, on a thread named "h2-reader". */
    private int start(boolean withoutWaiting, String body) throws IOException {
        server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        Http2Host host = new Http2Host() {
            @Override
            public Http2Options options() {
                return new Http2Options(
                        1024, Duration.ofSeconds(5), Duration.ofSeconds(5), Duration.ofSeconds(30), 8192, 100);
            }

            @Override
            public TransportAnswer handle(TransportRequest request) {
                handlerThreads.add(Thread.currentThread().getName());
                return new TransportAnswer(
                        200, Map.of("Content-Type", "text/plain"), body.getBytes(StandardCharsets.UTF_8));
            }

            @Override
            public boolean answersWithoutWaiting() {
                return withoutWaiting;
            }

            @Override
            public TransportAnswer errorResponse(TransportRefusal error) {
                return new TransportAnswer(error.status(), Map.of(), new byte[0]);
            }

            @Override
            public void execute(Runnable work) {
                handedOff.incrementAndGet();
                Thread worker = new Thread(work, "h2-worker");
                worker.setDaemon(true);
                worker.start();
            }

            @Override
            public boolean takeBody(long bytes) {
                return true;
            }

            @Override
            public void giveBody(long bytes) {}

            @Override
            public long bodyCapacity() {
                return Long.MAX_VALUE;
            }

            @Override
            public String originForm(String target) {
                return target;
            }

            @Override
            public boolean closing() {
                return false;
            }
        };
        serving = new Thread(
                () -> {
                    try (Socket socket = server.accept()) {
                        InputStream in = socket.getInputStream();
                        in.readNBytes(Http2Connection.PREFACE.length);
                        new Http2Connection(host, socket, in, "127.0.0.1").serve();
                    } catch (IOException e) {
                        // the test ended
                    }
                },
                "h2-reader");
        serving.setDaemon(true);
        serving.start();
        return server.getLocalPort();
    }

    @Test
    void aRequestTheHandlerAnswersWithoutWaitingIsAnsweredOnTheReadingThread() throws Exception {
        int port = start(true, "fine");
        try (H2Peer peer = new H2Peer(port)) {
            for (int stream = 1; stream <= 5; stream += 2) {
                peer.headers(stream, H2Peer.request("GET", "/x"), true);
            }
            for (int stream = 1; stream <= 5; stream += 2) {
                assertThat(peer.response(stream).status()).isEqualTo("200");
                assertThat(peer.body(stream)).isEqualTo("fine");
            }
        }
        assertThat(handlerThreads).containsOnly("h2-reader").hasSize(3);
        assertThat(handedOff).hasValue(0);
    }

    @Test
    void aRequestThatMayWaitGoesToAThreadOfTheTransport() throws Exception {
        int port = start(false, "fine");
        try (H2Peer peer = new H2Peer(port)) {
            peer.headers(1, H2Peer.request("GET", "/x"), true);
            assertThat(peer.response(1).status()).isEqualTo("200");
            assertThat(peer.body(1)).isEqualTo("fine");
        }
        assertThat(handlerThreads).containsExactly("h2-worker");
        assertThat(handedOff).hasValue(1);
    }

    @Test
    void anAnswerLargerThanTheWindowIsFinishedOffTheReaderWhichGoesOnReadingTheWindow() throws Exception {
        String body = "0123456789".repeat(10);
        int port = start(true, body);
        // SETTINGS_INITIAL_WINDOW_SIZE 10: the head and 10 bytes go out at once, the rest as the window opens
        try (H2Peer peer = new H2Peer(port, Map.of((char) 0x4, 10L))) {
            peer.headers(1, H2Peer.request("GET", "/x"), true);
            assertThat(peer.response(1).status()).isEqualTo("200");
            H2Peer.Frame first = peer.await("DATA on 1", f -> f.type() == H2Codes.DATA && f.stream() == 1);
            assertThat(first.text()).isEqualTo("0123456789");
            assertThat(first.end()).isFalse();
            // the reading thread is free: it answers another stream and receives the window
            peer.headers(3, H2Peer.request("GET", "/y"), true);
            assertThat(peer.response(3).status()).isEqualTo("200");
            assertThat(peer.await("DATA on 3", f -> f.type() == H2Codes.DATA && f.stream() == 3)
                            .text())
                    .isEqualTo("0123456789");
            peer.windowUpdate(1, 200);
            assertThat(peer.body(1)).isEqualTo(body.substring(10));
            peer.windowUpdate(3, 200);
            assertThat(peer.body(3)).isEqualTo(body.substring(10));
        }
        assertThat(handlerThreads).containsOnly("h2-reader");
        // the rests went to the connection's drain: one task, or two when the first had ended before the second window
        assertThat(handedOff.get()).isBetween(1, 2);
    }
}
