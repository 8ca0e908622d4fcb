package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.H2Codes.CANCEL;
import static io.dgq.server.internal.transport.http2.H2Codes.COMPRESSION_ERROR;
import static io.dgq.server.internal.transport.http2.H2Codes.DATA;
import static io.dgq.server.internal.transport.http2.H2Codes.FLOW_CONTROL_ERROR;
import static io.dgq.server.internal.transport.http2.H2Codes.FRAME_SIZE_ERROR;
import static io.dgq.server.internal.transport.http2.H2Codes.GOAWAY;
import static io.dgq.server.internal.transport.http2.H2Codes.INITIAL_WINDOW_SIZE;
import static io.dgq.server.internal.transport.http2.H2Codes.PING;
import static io.dgq.server.internal.transport.http2.H2Codes.PROTOCOL_ERROR;
import static io.dgq.server.internal.transport.http2.H2Codes.REFUSED_STREAM;
import static io.dgq.server.internal.transport.http2.H2Codes.RST_STREAM;
import static io.dgq.server.internal.transport.http2.H2Codes.SETTINGS;
import static io.dgq.server.internal.transport.http2.H2Codes.STREAM_CLOSED;
import static io.dgq.server.internal.transport.http2.H2specPeer.bytes;
import static io.dgq.server.internal.transport.http2.H2specPeer.concat;
import static io.dgq.server.internal.transport.http2.H2specPeer.dummy;
import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The cases of h2spec's {@code http2} (RFC 7540 / RFC 9113) and {@code hpack} (RFC 7541) suites, one test each,
 * named by h2spec's id and description: the same frames sent in the same order, the server's reaction judged as
 * h2spec's verifiers judge it (a connection error is a GOAWAY of the code then the end, or the end; a stream error a
 * RST_STREAM of the code, or that treated as a connection error). h2spec's request is a GET of the health check (a
 * path whose answer has a body, as its flow-control cases need). Every case ends with the server answering a probe
 * on a new connection.
 */
@DisplayName("h2spec")
class Http2ConformanceTest {

    private static final String PATH = "/__admin/health";

    private static ReferenceServer server;
    private static ReferenceServer tlsServer;
    private static int port;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        port = server.port();
    }

    @AfterAll
    static void stop() {
        server.close();
        if (tlsServer != null) {
            tlsServer.close();
        }
    }

    @AfterEach
    void theServerStillAnswers() throws Exception {
        Http2FramingTest.probe(port);
    }

    private static H2specPeer connect() throws Exception {
        return H2specPeer.connect(port);
    }

    private static List<String[]> post(H2specPeer peer) {
        List<String[]> headers = peer.common(PATH);
        headers.set(0, new String[] {":method", "POST"});
        return headers;
    }

    private static List<String[]> with(List<String[]> headers, String name, String value) {
        headers.add(new String[] {name, value});
        return headers;
    }

    private static byte[] x(int length) {
        return "x".repeat(length).getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    @Nested
    @DisplayName("http2/3.5 HTTP/2 Connection Preface (over TLS, h2 negotiated by ALPN)")
    class ConnectionPreface {

        private H2specPeer tls() throws Exception {
            synchronized (Http2ConformanceTest.class) {
                if (tlsServer == null) {
                    tlsServer = ReferenceServer.builder().https().start();
                }
            }
            return H2specPeer.tls(tlsServer.port(), tlsServer.clientSslContext());
        }

        @AfterEach
        void theTlsServerStillAnswers() throws Exception {
            try (H2specPeer peer = tls()) {
                peer.handshake();
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                assertThat(peer.verifyHeaders(1).headers().status().toString()).isEqualTo("200");
            }
        }

        @Test
        @DisplayName("http2/3.5/1 Sends client connection preface")
        void clientPreface() throws Exception {
            try (H2specPeer peer = tls()) {
                peer.send(Http2Connection.PREFACE);
                peer.settings(INITIAL_WINDOW_SIZE, 65535);
                H2specPeer.Frame first = peer.verifyType(SETTINGS);
                assertThat(first.flag())
                        .as("the server's first frame is SETTINGS without ACK")
                        .isFalse();
            }
        }

        @Test
        @DisplayName("http2/3.5/2 Sends invalid connection preface")
        void invalidPreface() throws Exception {
            try (H2specPeer peer = tls()) {
                peer.send(bytes("INVALID CONNECTION PREFACE\r\n\r\n"));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }
    }

    @Nested
    @DisplayName("http2/4 HTTP Frames")
    class HttpFrames {

        @Test
        @DisplayName("http2/4.1/1 Sends a frame with unknown type")
        void unknownType() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0008\u0016\u0000\u0000\u0000\u0000\u0000"));
                peer.send(new byte[8]);
                peer.ping(false, new byte[8]);
                peer.verifyPingAck(new byte[8]);
            }
        }

        @Test
        @DisplayName("http2/4.1/2 Sends a frame with undefined flag")
        void undefinedFlag() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0008\u0006\u0016\u0000\u0000\u0000\u0000"));
                peer.send(new byte[8]);
                peer.verifyType(PING);
            }
        }

        @Test
        @DisplayName("http2/4.1/3 Sends a frame with reserved field bit")
        void reservedBit() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0008\u0006\u0016\u0080\u0000\u0000\u0000"));
                peer.send(new byte[8]);
                peer.verifyType(PING);
            }
        }

        @Test
        @DisplayName("http2/4.2/1 Sends a DATA frame with 2^14 octets in length")
        void dataOfMaxFrameSize() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(post(peer)));
                peer.data(1, true, x(16384));
                peer.verifyHeaders(1);
            }
        }

        @Test
        @DisplayName("http2/4.2/2 Sends a large size DATA frame that exceeds the SETTINGS_MAX_FRAME_SIZE")
        void dataOverMaxFrameSize() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(post(peer)));
                peer.data(1, true, x(16385));
                peer.verifyStreamError(1, FRAME_SIZE_ERROR);
            }
        }

        @Test
        @DisplayName("http2/4.2/3 Sends a large size HEADERS frame that exceeds the SETTINGS_MAX_FRAME_SIZE")
        void headersOverMaxFrameSize() throws Exception {
            try (H2specPeer peer = connect()) {
                List<String[]> headers = peer.common(PATH);
                for (int i = 0; i < 5; i++) {
                    headers.add(new String[] {"x-dummy" + i, "x".repeat(4000)});
                }
                peer.headers(1, true, true, peer.encode(headers));
                peer.verifyConnectionError(FRAME_SIZE_ERROR);
            }
        }

        @Test
        @DisplayName("http2/4.3/1 Sends invalid header block fragment")
        void invalidHeaderBlock() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0001\u0001\u0005\u0000\u0000\u0000\u0001\u0040"));
                peer.verifyConnectionError(COMPRESSION_ERROR);
            }
        }

        @Test
        @DisplayName("http2/4.3/2 Sends a PRIORITY frame while sending the header blocks")
        void priorityInHeaderBlock() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, false, peer.encode(peer.common(PATH)));
                peer.priority(1, 0);
                peer.continuation(1, true, peer.encode(dummy()));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/4.3/3 Sends a HEADERS frame to another stream while sending the header blocks")
        void headersOnAnotherStreamInHeaderBlock() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, false, peer.encode(peer.common(PATH)));
                peer.headers(3, true, true, peer.encode(peer.common(PATH)));
                peer.continuation(1, true, peer.encode(dummy()));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }
    }

    @Nested
    @DisplayName("http2/5.1 Stream States")
    class StreamStates {

        @Test
        @DisplayName("http2/5.1/1 idle: Sends a DATA frame")
        void idleData() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.data(1, true, bytes("test"));
                peer.verifyStreamError(1, PROTOCOL_ERROR, STREAM_CLOSED);
            }
        }

        @Test
        @DisplayName("http2/5.1/2 idle: Sends a RST_STREAM frame")
        void idleRst() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.rst(1, CANCEL);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/5.1/3 idle: Sends a WINDOW_UPDATE frame")
        void idleWindowUpdate() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.windowUpdate(1, 100);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/5.1/4 idle: Sends a CONTINUATION frame")
        void idleContinuation() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.continuation(1, true, peer.encode(peer.common(PATH)));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/5.1/5 half closed (remote): Sends a DATA frame")
        void halfClosedData() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.data(1, true, bytes("test"));
                peer.verifyStreamError(1, STREAM_CLOSED);
            }
        }

        @Test
        @DisplayName("http2/5.1/6 half closed (remote): Sends a HEADERS frame")
        void halfClosedHeaders() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.verifyStreamError(1, STREAM_CLOSED);
            }
        }

        @Test
        @DisplayName("http2/5.1/7 half closed (remote): Sends a CONTINUATION frame")
        void halfClosedContinuation() throws Exception {
            try (H2specPeer peer = connect()) {
                byte[] block = peer.encode(peer.common(PATH));
                peer.headers(1, true, true, block);
                peer.continuation(1, true, block);
                peer.verifyStreamError(1, STREAM_CLOSED, PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/5.1/8 closed: Sends a DATA frame after sending RST_STREAM frame")
        void dataAfterRst() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(peer.common(PATH)));
                peer.rst(1, CANCEL);
                peer.data(1, true, bytes("test"));
                peer.verifyStreamError(1, STREAM_CLOSED);
            }
        }

        @Test
        @DisplayName("http2/5.1/9 closed: Sends a HEADERS frame after sending RST_STREAM frame")
        void headersAfterRst() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(peer.common(PATH)));
                peer.rst(1, CANCEL);
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.verifyStreamError(1, STREAM_CLOSED);
            }
        }

        @Test
        @DisplayName("http2/5.1/10 closed: Sends a CONTINUATION frame after sending RST_STREAM frame")
        void continuationAfterRst() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(peer.common(PATH)));
                peer.rst(1, CANCEL);
                peer.continuation(1, true, peer.encode(dummy()));
                peer.verifyStreamError(1, STREAM_CLOSED, PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/5.1/11 closed: Sends a DATA frame")
        void closedData() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.verifyStreamClose(1);
                peer.data(1, true, bytes("test"));
                peer.verifyStreamError(1, STREAM_CLOSED);
            }
        }

        @Test
        @DisplayName("http2/5.1/12 closed: Sends a HEADERS frame")
        void closedHeaders() throws Exception {
            try (H2specPeer peer = connect()) {
                byte[] block = peer.encode(peer.common(PATH));
                peer.headers(1, true, true, block);
                peer.verifyStreamClose(1);
                peer.headers(1, true, true, block);
                peer.verifyConnectionError(STREAM_CLOSED);
            }
        }

        @Test
        @DisplayName("http2/5.1/13 closed: Sends a CONTINUATION frame")
        void closedContinuation() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.verifyStreamClose(1);
                peer.continuation(1, true, peer.encode(dummy()));
                peer.verifyConnectionError(STREAM_CLOSED, PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/5.1.1/1 Sends even-numbered stream identifier")
        void evenStream() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(2, true, true, peer.encode(peer.common(PATH)));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/5.1.1/2 Sends stream identifier that is numerically smaller than previous")
        void smallerStream() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(5, true, true, peer.encode(peer.common(PATH)));
                peer.headers(3, true, true, peer.encode(peer.common(PATH)));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/5.1.2/1 Sends HEADERS frames that causes their advertised concurrent stream limit to be "
                + "exceeded")
        void concurrentStreamsExceeded() throws Exception {
            try (H2specPeer peer = H2specPeer.plain(port)) {
                peer.send(Http2Connection.PREFACE);
                peer.settings(INITIAL_WINDOW_SIZE, 65535);
                H2specPeer.Frame settings = peer.await("the server's SETTINGS", f -> f.type() == SETTINGS && !f.flag());
                peer.frame(SETTINGS, H2Codes.ACK, 0, new byte[0]);
                Long max = settings.settings().maxConcurrentStreams();
                assertThat(max).as("SETTINGS_MAX_CONCURRENT_STREAMS").isNotNull();
                peer.verifySettingsAck();
                peer.settings(INITIAL_WINDOW_SIZE, 0);
                byte[] block = peer.encode(peer.common(PATH));
                int stream = 1;
                for (int i = 0; i <= max; i++) {
                    peer.headers(stream, true, true, block);
                    stream += 2;
                }
                peer.verifyStreamError(stream - 2, PROTOCOL_ERROR, REFUSED_STREAM);
            }
        }
    }

    @Nested
    @DisplayName("http2/5.3-5.5 Priority, Error Handling, Extending HTTP/2")
    class PriorityErrorsExtensions {

        @Test
        @DisplayName("http2/5.3.1/1 Sends HEADERS frame that depends on itself")
        void headersDependOnItself() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headersWithPriority(1, true, 1, peer.encode(peer.common(PATH)));
                peer.verifyStreamError(1, PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/5.3.1/2 Sends PRIORITY frame that depend on itself")
        void priorityDependsOnItself() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.priority(1, 1);
                peer.verifyStreamError(1, PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/5.4.1/1 Sends an invalid PING frame for connection close")
        void invalidPingCloses() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0008\u0006\u0000\u0000\u0000\u0000\u0003"));
                peer.send(new byte[8]);
                peer.verifyConnectionClose();
            }
        }

        @Test
        @DisplayName("http2/5.4.1/2 Sends an invalid PING frame to receive GOAWAY frame (strict)")
        void invalidPingGoAway() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0008\u0006\u0000\u0000\u0000\u0000\u0003"));
                peer.send(new byte[8]);
                assertThat(peer.verifyType(GOAWAY).code()).isEqualTo(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/5.5/1 Sends an unknown extension frame")
        void unknownExtension() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0008\u0016\u0000\u0000\u0000\u0000\u0000"));
                peer.send(new byte[8]);
                peer.ping(false, new byte[8]);
                peer.verifyPingAck(new byte[8]);
            }
        }

        @Test
        @DisplayName("http2/5.5/2 Sends an unknown extension frame in the middle of a header block")
        void unknownExtensionInHeaderBlock() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, false, peer.encode(peer.common(PATH)));
                peer.send(bytes("\u0000\u0000\u0008\u0016\u0000\u0000\u0000\u0000\u0000"));
                peer.send(new byte[8]);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }
    }

    @Nested
    @DisplayName("http2/6.1-6.4 DATA, HEADERS, PRIORITY, RST_STREAM")
    class DataHeadersPriorityRst {

        @Test
        @DisplayName("http2/6.1/1 Sends a DATA frame with 0x0 stream identifier")
        void dataOnStreamZero() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.data(0, true, bytes("test"));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.1/2 Sends a DATA frame on the stream that is not in \"open\" or \"half-closed (local)\" "
                + "state")
        void dataOnHalfClosedRemote() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, true, peer.encode(post(peer)));
                peer.data(1, true, bytes("test"));
                peer.verifyStreamError(1, STREAM_CLOSED);
            }
        }

        @Test
        @DisplayName("http2/6.1/3 Sends a DATA frame with invalid pad length")
        void dataWithInvalidPadLength() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(with(post(peer), "content-length", "4")));
                peer.send(bytes("\u0000\u0000\u0005\u0000\u0009\u0000\u0000\u0000\u0001"));
                peer.send(bytes("\u0006\u0054\u0065\u0073\u0074"));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.2/1 Sends a HEADERS frame without the END_HEADERS flag, and a PRIORITY frame")
        void headersThenPriority() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, false, peer.encode(peer.common(PATH)));
                peer.priority(1, 0);
                peer.continuation(1, true, peer.encode(dummy()));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.2/2 Sends a HEADERS frame to another stream while sending a HEADERS frame")
        void headersThenHeadersOnAnotherStream() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, false, peer.encode(peer.common(PATH)));
                peer.headers(3, true, true, peer.encode(peer.common(PATH)));
                peer.continuation(1, true, peer.encode(dummy()));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.2/3 Sends a HEADERS frame with 0x0 stream identifier")
        void headersOnStreamZero() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(0, true, true, peer.encode(peer.common(PATH)));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.2/4 Sends a HEADERS frame with invalid pad length")
        void headersWithInvalidPadLength() throws Exception {
            try (H2specPeer peer = connect()) {
                byte[] block = peer.encode(peer.common(PATH));
                byte[] head = bytes("\u0000\u0000\u0000\u0001\r\u0000\u0000\u0000\u0001");
                head[2] = (byte) (block.length + 1);
                peer.send(head);
                peer.send(new byte[] {(byte) (block.length + 2)});
                peer.send(block);
                peer.verifyStreamError(1, PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.3/1 Sends a PRIORITY frame with 0x0 stream identifier")
        void priorityOnStreamZero() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.priority(0, 0);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.3/2 Sends a PRIORITY frame with a length other than 5 octets")
        void priorityOfWrongLength() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.send(bytes("\u0000\u0000\u0004\u0002\u0000\u0000\u0000\u0000\u0001"));
                peer.send(bytes("\u0080\u0000\u0000\u0001"));
                peer.verifyStreamError(1, FRAME_SIZE_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.4/1 Sends a RST_STREAM frame with 0x0 stream identifier")
        void rstOnStreamZero() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.rst(0, CANCEL);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.4/2 Sends a RST_STREAM frame on a idle stream")
        void rstOnIdleStream() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.rst(1, CANCEL);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.4/3 Sends a RST_STREAM frame with a length other than 4 octets")
        void rstOfWrongLength() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.send(bytes("\u0000\u0000\u0003\u0003\u0000\u0000\u0000\u0000\u0001"));
                peer.send(new byte[3]);
                peer.verifyStreamError(1, FRAME_SIZE_ERROR);
            }
        }
    }

    @Nested
    @DisplayName("http2/6.5 SETTINGS")
    class Settings {

        @Test
        @DisplayName("http2/6.5/1 Sends a SETTINGS frame with ACK flag and payload")
        void ackWithPayload() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0001\u0004\u0001\u0000\u0000\u0000\u0000"));
                peer.send(new byte[1]);
                peer.verifyConnectionError(FRAME_SIZE_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.5/2 Sends a SETTINGS frame with a stream identifier other than 0x0")
        void onAStream() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0006\u0004\u0000\u0000\u0000\u0000\u0001"));
                peer.send(bytes("\u0000\u0003\u0000\u0000\u0000\u0064"));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.5/3 Sends a SETTINGS frame with a length other than a multiple of 6 octets")
        void lengthNotAMultipleOfSix() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0003\u0004\u0000\u0000\u0000\u0000\u0000"));
                peer.send(bytes("\u0000\u0003\u0000"));
                peer.verifyConnectionError(PROTOCOL_ERROR, FRAME_SIZE_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.5.2/1 SETTINGS_ENABLE_PUSH (0x2): Sends the value other than 0 or 1")
        void enablePushTwo() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.settings(0x2, 2);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.5.2/2 SETTINGS_INITIAL_WINDOW_SIZE (0x4): Sends the value above the maximum flow "
                + "control window size")
        void initialWindowAboveMaximum() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.settings(INITIAL_WINDOW_SIZE, 2147483648L);
                peer.verifyConnectionError(FLOW_CONTROL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.5.2/3 SETTINGS_MAX_FRAME_SIZE (0x5): Sends the value below the initial value")
        void maxFrameSizeBelowInitial() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.settings(0x5, 16383);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.5.2/4 SETTINGS_MAX_FRAME_SIZE (0x5): Sends the value above the maximum allowed frame "
                + "size")
        void maxFrameSizeAboveMaximum() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.settings(0x5, 16777216);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.5.2/5 Sends a SETTINGS frame with unknown identifier")
        void unknownIdentifier() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.settings(0xff, 1);
                peer.ping(false, new byte[8]);
                peer.verifyPingAck(new byte[8]);
            }
        }

        @Test
        @DisplayName("http2/6.5.3/1 Sends multiple values of SETTINGS_INITIAL_WINDOW_SIZE")
        void multipleInitialWindowSizes() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.settings(INITIAL_WINDOW_SIZE, 100, INITIAL_WINDOW_SIZE, 1);
                peer.verifySettingsAck();
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.verifyDataLength(1, 1);
            }
        }

        @Test
        @DisplayName("http2/6.5.3/2 Sends a SETTINGS frame without ACK flag")
        void settingsAreAcknowledged() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.settings(0x2, 0);
                peer.verifySettingsAck();
            }
        }
    }

    @Nested
    @DisplayName("http2/6.7-6.8 PING, GOAWAY")
    class PingGoAway {

        private final byte[] h2spec = bytes("h2spec\u0000\u0000");

        @Test
        @DisplayName("http2/6.7/1 Sends a PING frame")
        void ping() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.ping(false, h2spec);
                peer.verifyPingAck(h2spec);
            }
        }

        @Test
        @DisplayName("http2/6.7/2 Sends a PING frame with ACK")
        void pingWithAck() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.ping(true, bytes("invalid\u0000"));
                peer.ping(false, h2spec);
                peer.verifyPingAck(h2spec);
            }
        }

        @Test
        @DisplayName("http2/6.7/3 Sends a PING frame with a stream identifier field value other than 0x0")
        void pingOnAStream() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0008\u0006\u0000\u0000\u0000\u0000\u0001"));
                peer.send(new byte[8]);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.7/4 Sends a PING frame with a length field value other than 8")
        void pingOfWrongLength() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0006\u0006\u0000\u0000\u0000\u0000\u0000"));
                peer.send(new byte[6]);
                peer.verifyConnectionError(FRAME_SIZE_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.8/1 Sends a GOAWAY frame with a stream identifier other than 0x0")
        void goAwayOnAStream() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0008\u0007\u0000\u0000\u0000\u0000\u0001"));
                peer.send(new byte[8]);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }
    }

    @Nested
    @DisplayName("http2/6.9 WINDOW_UPDATE")
    class WindowUpdate {

        @Test
        @DisplayName("http2/6.9/1 Sends a WINDOW_UPDATE frame with a flow control window increment of 0")
        void zeroIncrement() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.windowUpdate(0, 0);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.9/2 Sends a WINDOW_UPDATE frame with a flow control window increment of 0 on a stream")
        void zeroIncrementOnAStream() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(peer.common(PATH)));
                peer.windowUpdate(1, 0);
                peer.verifyStreamError(1, PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.9/3 Sends a WINDOW_UPDATE frame with a length other than 4 octets")
        void wrongLength() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0003\u0008\u0000\u0000\u0000\u0000\u0000"));
                peer.send(bytes("\u0000\u0000\u0001"));
                peer.verifyConnectionError(FRAME_SIZE_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.9.1/1 Sends SETTINGS frame to set the initial window size to 1 and sends HEADERS frame")
        void initialWindowOfOne() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.settings(INITIAL_WINDOW_SIZE, 1);
                peer.verifySettingsAck();
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.verifyDataLength(1, 1);
            }
        }

        @Test
        @DisplayName("http2/6.9.1/2 Sends multiple WINDOW_UPDATE frames increasing the flow control window to above "
                + "2^31-1")
        void connectionWindowOverflow() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.windowUpdate(0, 2147483647L);
                peer.windowUpdate(0, 2147483647L);
                assertThat(peer.verifyType(GOAWAY).code()).isEqualTo(FLOW_CONTROL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.9.1/3 Sends multiple WINDOW_UPDATE frames increasing the flow control window to above "
                + "2^31-1 on a stream")
        void streamWindowOverflow() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(peer.common(PATH)));
                peer.windowUpdate(1, 2147483647L);
                peer.windowUpdate(1, 2147483647L);
                H2specPeer.Frame reset = peer.verifyType(RST_STREAM);
                assertThat(reset.stream()).isEqualTo(1);
                assertThat(reset.code()).isEqualTo(FLOW_CONTROL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.9.2/1 Changes SETTINGS_INITIAL_WINDOW_SIZE after sending HEADERS frame")
        void initialWindowChangedOnAnOpenStream() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.settings(INITIAL_WINDOW_SIZE, 0);
                peer.verifySettingsAck();
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.settings(INITIAL_WINDOW_SIZE, 1);
                peer.verifyDataLength(1, 1);
            }
        }

        @Test
        @DisplayName("http2/6.9.2/2 Sends a SETTINGS frame for window size to be negative")
        void negativeWindow() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.settings(INITIAL_WINDOW_SIZE, 3);
                peer.verifySettingsAck();
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.verifyType(DATA);
                peer.settings(INITIAL_WINDOW_SIZE, 2);
                peer.verifySettingsAck();
                peer.windowUpdate(1, 2);
                peer.verifyDataLength(1, 1);
            }
        }

        @Test
        @DisplayName("http2/6.9.2/3 Sends a SETTINGS_INITIAL_WINDOW_SIZE settings with an exceeded maximum window "
                + "size value")
        void initialWindowExceeded() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.send(bytes("\u0000\u0000\u0006\u0004\u0000\u0000\u0000\u0000\u0000"));
                peer.send(bytes("\u0000\u0004\u0080\u0000\u0000\u0000"));
                peer.verifyConnectionError(FLOW_CONTROL_ERROR);
            }
        }
    }

    @Nested
    @DisplayName("http2/6.10 CONTINUATION")
    class Continuation {

        @Test
        @DisplayName("http2/6.10/1 Sends multiple CONTINUATION frames preceded by a HEADERS frame")
        void multipleContinuations() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, false, peer.encode(peer.common(PATH)));
                peer.continuation(1, false, peer.encode(dummy()));
                peer.continuation(1, true, peer.encode(dummy()));
                peer.verifyHeaders(1);
            }
        }

        @Test
        @DisplayName("http2/6.10/2 Sends a CONTINUATION frame followed by any frame other than CONTINUATION")
        void continuationThenData() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, false, peer.encode(post(peer)));
                peer.continuation(1, false, peer.encode(dummy()));
                peer.data(1, true, bytes("test"));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.10/3 Sends a CONTINUATION frame with 0x0 stream identifier")
        void continuationOnStreamZero() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, false, peer.encode(peer.common(PATH)));
                peer.continuation(0, true, peer.encode(dummy()));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.10/4 Sends a CONTINUATION frame preceded by a HEADERS frame with END_HEADERS flag")
        void continuationAfterEndHeaders() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, true, peer.encode(peer.common(PATH)));
                peer.continuation(1, true, peer.encode(dummy()));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.10/5 Sends a CONTINUATION frame preceded by a CONTINUATION frame with END_HEADERS flag")
        void continuationAfterContinuationWithEndHeaders() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, true, false, peer.encode(peer.common(PATH)));
                peer.continuation(1, true, peer.encode(dummy()));
                peer.continuation(1, true, peer.encode(dummy()));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/6.10/6 Sends a CONTINUATION frame preceded by a DATA frame")
        void continuationAfterData() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, false, peer.encode(post(peer)));
                peer.data(1, true, bytes("test"));
                peer.continuation(1, false, peer.encode(dummy()));
                peer.continuation(0, true, peer.encode(dummy()));
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }
    }

    @Nested
    @DisplayName("http2/7 Error Codes")
    class ErrorCodes {

        @Test
        @DisplayName("http2/7/1 Sends a GOAWAY frame with unknown error code")
        void goAwayWithUnknownCode() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.goAway(0, 0xff);
                byte[] data = bytes("h2spec\u0000\u0000");
                peer.ping(false, data);
                peer.verifyPingAckOrClose(data);
            }
        }

        @Test
        @DisplayName("http2/7/2 Sends a RST_STREAM frame with unknown error code")
        void rstWithUnknownCode() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(post(peer)));
                peer.rst(1, 0xff);
                peer.ping(false, new byte[8]);
                peer.verifyPingAckOrClose(new byte[8]);
            }
        }
    }

    @Nested
    @DisplayName("http2/8 HTTP Message Exchanges")
    class MessageExchanges {

        private void streamError(H2specPeer peer, List<String[]> headers) throws Exception {
            peer.headers(1, true, true, peer.encode(headers));
            peer.verifyStreamError(1, PROTOCOL_ERROR);
        }

        private List<String[]> without(List<String[]> headers, String name) {
            headers.removeIf(h -> h[0].equals(name));
            return headers;
        }

        @Test
        @DisplayName("http2/8.1/1 Sends a second HEADERS frame without the END_STREAM flag")
        void trailersWithoutEndStream() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(post(peer)));
                peer.data(1, false, bytes("test"));
                List<String[]> trailers = new ArrayList<>();
                trailers.add(new String[] {"x-test", "ok"});
                peer.headers(1, false, true, peer.encode(trailers));
                peer.verifyStreamError(1, PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/8.1.2/1 Sends a HEADERS frame that contains the header field name in uppercase letters")
        void uppercaseName() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, with(peer.common(PATH), "X-TEST", "ok"));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.1/1 Sends a HEADERS frame that contains a unknown pseudo-header field")
        void unknownPseudoHeader() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, with(peer.common(PATH), ":test", "ok"));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.1/2 Sends a HEADERS frame that contains the pseudo-header field defined for response")
        void responsePseudoHeader() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, with(peer.common(PATH), ":status", "200"));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.1/3 Sends a HEADERS frame that contains a pseudo-header field as trailers")
        void pseudoHeaderInTrailers() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(post(peer)));
                peer.data(1, false, bytes("test"));
                List<String[]> trailers = new ArrayList<>();
                trailers.add(new String[] {":method", "POST"});
                peer.headers(1, false, true, peer.encode(trailers));
                peer.verifyStreamError(1, PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/8.1.2.1/4 Sends a HEADERS frame that contains a pseudo-header field that appears in a "
                + "header block after a regular header field")
        void pseudoHeaderAfterRegular() throws Exception {
            try (H2specPeer peer = connect()) {
                List<String[]> headers = new ArrayList<>();
                headers.add(new String[] {"x-test", "ok"});
                headers.addAll(peer.common(PATH));
                streamError(peer, headers);
            }
        }

        @Test
        @DisplayName("http2/8.1.2.2/1 Sends a HEADERS frame that contains the connection-specific header field")
        void connectionSpecificHeader() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, with(peer.common(PATH), "connection", "keep-alive"));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.2/2 Sends a HEADERS frame that contains the TE header field with any value other "
                + "than \"trailers\"")
        void teOtherThanTrailers() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, with(with(peer.common(PATH), "trailers", "test"), "te", "trailers, deflate"));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.3/1 Sends a HEADERS frame with empty \":path\" pseudo-header field")
        void emptyPath() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, peer.common(""));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.3/2 Sends a HEADERS frame that omits \":method\" pseudo-header field")
        void noMethod() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, without(peer.common(PATH), ":method"));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.3/3 Sends a HEADERS frame that omits \":scheme\" pseudo-header field")
        void noScheme() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, without(peer.common(PATH), ":scheme"));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.3/4 Sends a HEADERS frame that omits \":path\" pseudo-header field")
        void noPath() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, without(peer.common(PATH), ":path"));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.3/5 Sends a HEADERS frame with duplicated \":method\" pseudo-header field")
        void twoMethods() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, with(peer.common(PATH), ":method", "GET"));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.3/6 Sends a HEADERS frame with duplicated \":scheme\" pseudo-header field")
        void twoSchemes() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, with(peer.common(PATH), ":scheme", "http"));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.3/7 Sends a HEADERS frame with duplicated \":path\" pseudo-header field")
        void twoPaths() throws Exception {
            try (H2specPeer peer = connect()) {
                streamError(peer, with(peer.common(PATH), ":path", PATH));
            }
        }

        @Test
        @DisplayName("http2/8.1.2.6/1 Sends a HEADERS frame with the \"content-length\" header field which does not "
                + "equal the DATA frame payload length")
        void contentLengthAboveData() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(with(post(peer), "content-length", "1")));
                peer.data(1, true, bytes("test"));
                peer.verifyStreamError(1, PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/8.1.2.6/2 Sends a HEADERS frame with the \"content-length\" header field which does not "
                + "equal the sum of the multiple DATA frames payload length")
        void contentLengthAboveDataFrames() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(with(post(peer), "content-length", "1")));
                peer.data(1, false, bytes("test"));
                peer.data(1, true, bytes("test"));
                peer.verifyStreamError(1, PROTOCOL_ERROR);
            }
        }

        @Test
        @DisplayName("http2/8.2/1 Sends a PUSH_PROMISE frame")
        void pushPromise() throws Exception {
            try (H2specPeer peer = connect()) {
                byte[] payload = concat(H2Wire.int32(3), peer.encode(peer.common(PATH)));
                peer.frame(H2Codes.PUSH_PROMISE, H2Codes.END_HEADERS, 1, payload);
                peer.verifyConnectionError(PROTOCOL_ERROR);
            }
        }
    }

    @Nested
    @DisplayName("beyond h2spec: the reactions h2spec leaves open, pinned")
    class BeyondH2spec {

        @Test
        @DisplayName("PRIORITY making an open stream depend on itself resets that stream; the connection goes on")
        void priorityMakingAnOpenStreamDependOnItself() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.headers(1, false, true, peer.encode(post(peer)));
                peer.priority(1, 1);
                H2specPeer.Frame reset =
                        peer.await("RST_STREAM or GOAWAY", f -> f.type() == RST_STREAM || f.type() == GOAWAY);
                assertThat(reset.type()).isEqualTo(RST_STREAM);
                assertThat(reset.stream()).isEqualTo(1);
                assertThat(reset.code()).isEqualTo(PROTOCOL_ERROR);
                peer.headers(3, true, true, peer.encode(peer.common(PATH)));
                assertThat(peer.verifyHeaders(3).headers().status().toString()).isEqualTo("200");
            }
        }

        @Test
        @DisplayName("PRIORITY making an idle stream depend on itself is a connection error, not a RST_STREAM on an "
                + "idle stream (RFC 9113 6.4)")
        void priorityMakingAnIdleStreamDependOnItself() throws Exception {
            try (H2specPeer peer = connect()) {
                peer.priority(1, 1);
                H2specPeer.Frame goAway =
                        peer.await("RST_STREAM or GOAWAY", f -> f.type() == RST_STREAM || f.type() == GOAWAY);
                assertThat(goAway.type()).isEqualTo(GOAWAY);
                assertThat(goAway.code()).isEqualTo(PROTOCOL_ERROR);
                peer.verifyConnectionClose();
            }
        }
    }

    @Nested
    @DisplayName("hpack HPACK: Header Compression for HTTP/2")
    class Hpack {

        /** h2spec's request headers followed (or preceded) by a representation, in one HEADERS frame. */
        private void decodingError(H2specPeer peer, byte[] representation, boolean first) throws Exception {
            byte[] block = peer.encode(peer.common(PATH));
            peer.headers(1, true, true, first ? concat(representation, block) : concat(block, representation));
            peer.verifyConnectionError(COMPRESSION_ERROR);
        }

        @Test
        @DisplayName("hpack/2.3.3/1 Sends a indexed header field representation with invalid index")
        void indexedOutOfRange() throws Exception {
            try (H2specPeer peer = connect()) {
                decodingError(peer, bytes("\u00c6"), false);
            }
        }

        @Test
        @DisplayName("hpack/2.3.3/2 Sends a literal header field representation with invalid index")
        void literalNameOutOfRange() throws Exception {
            try (H2specPeer peer = connect()) {
                decodingError(peer, bytes("\u007f\u0007\u0000"), false);
            }
        }

        @Test
        @DisplayName("hpack/4.2/1 Sends a dynamic table size update at the end of header block")
        void tableSizeUpdateAtTheEnd() throws Exception {
            try (H2specPeer peer = connect()) {
                decodingError(peer, bytes("\u0021"), false);
            }
        }

        @Test
        @DisplayName("hpack/5.2/1 Sends a Huffman-encoded string literal representation with padding longer than 7 "
                + "bits")
        void huffmanPaddingLongerThanSevenBits() throws Exception {
            try (H2specPeer peer = connect()) {
                decodingError(
                        peer, bytes("\u0000\u0085\u00f2\u00b2\u004a\u0084\u00ff\u0084\u0049\u0050\u009f\u00ff"), false);
            }
        }

        @Test
        @DisplayName("hpack/5.2/2 Sends a Huffman-encoded string literal representation padded by zero")
        void huffmanPaddedByZero() throws Exception {
            try (H2specPeer peer = connect()) {
                decodingError(peer, bytes("\u0000\u0085\u00f2\u00b2\u004a\u0084\u00ff\u0083\u0049\u0050\u0090"), false);
            }
        }

        @Test
        @DisplayName("hpack/5.2/3 Sends a Huffman-encoded string literal representation containing the EOS symbol")
        void huffmanWithEos() throws Exception {
            try (H2specPeer peer = connect()) {
                decodingError(
                        peer,
                        bytes("\u0000\u0085\u00f2\u00b2\u004a\u0084\u00ff\u0087\u0049\u0051\u00ff\u00ff\u00ff\u00fa"
                                + "\u007f"),
                        false);
            }
        }

        @Test
        @DisplayName("hpack/6.1/1 Sends a indexed header field representation with index 0")
        void indexZero() throws Exception {
            try (H2specPeer peer = connect()) {
                decodingError(peer, bytes("\u0080"), false);
            }
        }

        @Test
        @DisplayName("hpack/6.3/1 Sends a dynamic table size update larger than the value of "
                + "SETTINGS_HEADER_TABLE_SIZE")
        void tableSizeUpdateAboveTheSetting() throws Exception {
            try (H2specPeer peer = connect()) {
                ByteArrayOutputStream update = new ByteArrayOutputStream();
                H2Wire.integer(update, 0x20, 5, 4096 + 1);
                decodingError(peer, update.toByteArray(), true);
            }
        }
    }
}
