package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.H2Codes.ACK;
import static io.dgq.server.internal.transport.http2.H2Codes.CONTINUATION;
import static io.dgq.server.internal.transport.http2.H2Codes.DATA;
import static io.dgq.server.internal.transport.http2.H2Codes.END_HEADERS;
import static io.dgq.server.internal.transport.http2.H2Codes.END_STREAM;
import static io.dgq.server.internal.transport.http2.H2Codes.GOAWAY;
import static io.dgq.server.internal.transport.http2.H2Codes.HEADERS;
import static io.dgq.server.internal.transport.http2.H2Codes.INITIAL_WINDOW_SIZE;
import static io.dgq.server.internal.transport.http2.H2Codes.NO_ERROR;
import static io.dgq.server.internal.transport.http2.H2Codes.PING;
import static io.dgq.server.internal.transport.http2.H2Codes.PRIORITY;
import static io.dgq.server.internal.transport.http2.H2Codes.PRIORITY_FLAG;
import static io.dgq.server.internal.transport.http2.H2Codes.RST_STREAM;
import static io.dgq.server.internal.transport.http2.H2Codes.SETTINGS;
import static io.dgq.server.internal.transport.http2.H2Codes.WINDOW_UPDATE;
import static io.dgq.server.internal.transport.http2.H2Wire.int32;
import static org.assertj.core.api.Assertions.assertThat;

import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.DefaultHttp2HeadersEncoder;
import io.netty.handler.codec.http2.Http2Exception;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2Settings;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/**
 * The client side of the HTTP/2 conformance cases, acting as h2spec's connection does: the same handshake (preface,
 * SETTINGS with INITIAL_WINDOW_SIZE 65535, both SETTINGS acknowledged), frames written by hand so that any of them
 * may be malformed, write errors ignored (the server may have closed first), header blocks encoded by Netty's HPACK
 * encoder (or as plain literals where their order or content is what is being tested), and the server's frames
 * parsed by Netty's strict frame reader. The {@code verify...} methods judge the server's reaction as h2spec's
 * verifiers do, waiting on frames with a deadline.
 */
final class H2specPeer implements AutoCloseable {

    /** How long a verifier waits for the next frame (h2spec's default timeout is 2 s). */
    static final Duration TIMEOUT = Duration.ofSeconds(3);

    /** A frame the server sent; {@code flag} is END_STREAM or ACK, {@code code} an error code or PING's data. */
    record Frame(
            int type, int stream, boolean flag, long code, int length, Http2Headers headers, Http2Settings settings) {

        @Override
        public String toString() {
            return switch (type) {
                case DATA -> "DATA(stream " + stream + ", " + length + " bytes" + (flag ? ", END_STREAM)" : ")");
                case HEADERS -> "HEADERS(stream " + stream + ", " + headers.status() + (flag ? ", END_STREAM)" : ")");
                case RST_STREAM -> "RST_STREAM(stream " + stream + ", code " + code + ")";
                case GOAWAY -> "GOAWAY(last " + stream + ", code " + code + ")";
                case SETTINGS -> flag ? "SETTINGS ACK" : "SETTINGS";
                case PING -> "PING ACK(" + code + ")";
                case WINDOW_UPDATE -> "WINDOW_UPDATE(stream " + stream + ", " + code + ")";
                case -1 -> "the connection's end";
                default -> "a frame the reader could not parse: error " + code;
            };
        }
    }

    private static final Frame CLOSED = new Frame(-1, 0, true, 0, 0, null, null);

    private final Socket socket;
    private final OutputStream out;
    private final LinkedBlockingQueue<Frame> frames = new LinkedBlockingQueue<>();
    private final DefaultHttp2HeadersEncoder encoder = new DefaultHttp2HeadersEncoder();
    private final String authority;

    private H2specPeer(Socket socket) throws IOException {
        this.socket = socket;
        this.out = socket.getOutputStream();
        this.authority = "127.0.0.1:" + socket.getPort();
        H2Wire.startReading(
                socket,
                "h2spec-peer-reader",
                read -> frames.add(
                        read.type() == H2Wire.END
                                ? CLOSED
                                : new Frame(
                                        read.type(),
                                        read.stream(),
                                        read.flag(),
                                        read.code(),
                                        read.length(),
                                        read.headers(),
                                        read.settings())));
    }

    /** A plain connection (h2c with prior knowledge), nothing sent yet. */
    static H2specPeer plain(int port) throws IOException {
        return new H2specPeer(H2Wire.connect(port));
    }

    /** A TLS connection that negotiated h2 by ALPN, nothing sent yet. */
    static H2specPeer tls(int port, SSLContext context) throws IOException {
        SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket("127.0.0.1", port);
        SSLParameters parameters = socket.getSSLParameters();
        parameters.setApplicationProtocols(new String[] {"h2"});
        socket.setSSLParameters(parameters);
        socket.startHandshake();
        assertThat(socket.getApplicationProtocol()).as("ALPN").isEqualTo("h2");
        return new H2specPeer(socket);
    }

    /** A plain connection past h2spec's handshake. */
    static H2specPeer connect(int port) throws IOException, InterruptedException {
        H2specPeer peer = plain(port);
        peer.handshake();
        return peer;
    }

    /**
     * h2spec's handshake: the preface and SETTINGS (INITIAL_WINDOW_SIZE 65535), then frames until the server's
     * SETTINGS (acknowledged) and the acknowledgement of ours have both arrived.
     */
    void handshake() throws InterruptedException {
        send(Http2Connection.PREFACE);
        settings(INITIAL_WINDOW_SIZE, 65535);
        boolean local = false;
        boolean remote = false;
        while (!(local && remote)) {
            Frame frame = next(TIMEOUT);
            assertThat(frame).as("a frame of the handshake").isNotNull().isNotEqualTo(CLOSED);
            if (frame.type() == SETTINGS) {
                if (frame.flag()) {
                    local = true;
                } else {
                    remote = true;
                    frame(SETTINGS, ACK, 0, new byte[0]);
                }
            }
        }
    }

    // ---------------------------------------------------------------- writing (errors ignored, as h2spec does)

    /** Writes raw bytes. */
    void send(byte[] bytes) {
        try {
            synchronized (out) {
                out.write(bytes);
                out.flush();
            }
        } catch (IOException e) {
            // the server closed first; the verifier judges what it sent
        }
    }

    /** Writes one frame as given, whatever it is. */
    void frame(int type, int flags, int stream, byte[] payload) {
        send(H2Wire.frame(type, flags, stream, payload));
    }

    void headers(int stream, boolean endStream, boolean endHeaders, byte[] block) {
        frame(HEADERS, (endStream ? END_STREAM : 0) | (endHeaders ? END_HEADERS : 0), stream, block);
    }

    /** HEADERS with the PRIORITY flag: a dependency, not exclusive, and weight 256. */
    void headersWithPriority(int stream, boolean endStream, int dependency, byte[] block) {
        byte[] payload = new byte[5 + block.length];
        System.arraycopy(int32(dependency), 0, payload, 0, 4);
        payload[4] = (byte) 255;
        System.arraycopy(block, 0, payload, 5, block.length);
        frame(HEADERS, (endStream ? END_STREAM : 0) | END_HEADERS | PRIORITY_FLAG, stream, payload);
    }

    void continuation(int stream, boolean endHeaders, byte[] block) {
        frame(CONTINUATION, endHeaders ? END_HEADERS : 0, stream, block);
    }

    void data(int stream, boolean endStream, byte[] bytes) {
        frame(DATA, endStream ? END_STREAM : 0, stream, bytes);
    }

    /** PRIORITY: a dependency, not exclusive, and weight 256. */
    void priority(int stream, int dependency) {
        byte[] payload = Arrays.copyOf(int32(dependency), 5);
        payload[4] = (byte) 255;
        frame(PRIORITY, 0, stream, payload);
    }

    void rst(int stream, long code) {
        frame(RST_STREAM, 0, stream, int32(code));
    }

    /** SETTINGS of id and value pairs. */
    void settings(long... idsAndValues) {
        ByteArrayOutputStream payload = new ByteArrayOutputStream();
        for (int i = 0; i < idsAndValues.length; i += 2) {
            payload.write((int) (idsAndValues[i] >>> 8));
            payload.write((int) idsAndValues[i]);
            payload.writeBytes(int32(idsAndValues[i + 1]));
        }
        frame(SETTINGS, 0, 0, payload.toByteArray());
    }

    void ping(boolean ack, byte[] data) {
        frame(PING, ack ? ACK : 0, 0, data);
    }

    void goAway(int last, long code) {
        byte[] payload = new byte[8];
        System.arraycopy(int32(last), 0, payload, 0, 4);
        System.arraycopy(int32(code), 0, payload, 4, 4);
        frame(GOAWAY, 0, 0, payload);
    }

    void windowUpdate(int stream, long increment) {
        frame(WINDOW_UPDATE, 0, stream, int32(increment));
    }

    // ---------------------------------------------------------------- header blocks

    /** h2spec's common request headers: GET of {@code path}, scheme http, this connection's authority. */
    List<String[]> common(String path) {
        List<String[]> fields = new ArrayList<>();
        fields.add(new String[] {":method", "GET"});
        fields.add(new String[] {":scheme", "http"});
        fields.add(new String[] {":path", path});
        fields.add(new String[] {":authority", authority});
        return fields;
    }

    /** h2spec's dummy header: {@code x-dummy0} with 4000 bytes of "x". */
    static List<String[]> dummy() {
        List<String[]> fields = new ArrayList<>();
        fields.add(new String[] {"x-dummy0", "x".repeat(4000)});
        return fields;
    }

    /**
     * The header block of the fields in their order: by Netty's encoder (with its dynamic table and Huffman coding)
     * when the pseudo-headers come first, else as literals without indexing, so that nothing reorders them.
     */
    byte[] encode(List<String[]> fields) {
        boolean regular = false;
        boolean pseudoFirst = true;
        for (String[] field : fields) {
            if (field[0].startsWith(":")) {
                pseudoFirst &= !regular;
            } else {
                regular = true;
            }
        }
        return pseudoFirst ? netty(fields) : literals(fields);
    }

    private byte[] netty(List<String[]> fields) {
        Http2Headers headers = new DefaultHttp2Headers(false);
        for (String[] field : fields) {
            headers.add(field[0], field[1]);
        }
        try {
            return H2Wire.block(encoder, headers);
        } catch (Http2Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The fields as literal header fields without indexing, new names, no Huffman coding (RFC 7541 6.2.2). */
    static byte[] literals(List<String[]> fields) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String[] field : fields) {
            out.write(0);
            string(out, field[0]);
            string(out, field[1]);
        }
        return out.toByteArray();
    }

    private static void string(ByteArrayOutputStream out, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        H2Wire.integer(out, 0, 7, bytes.length);
        out.writeBytes(bytes);
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    static byte[] bytes(String latin1) {
        return latin1.getBytes(StandardCharsets.ISO_8859_1);
    }

    // ---------------------------------------------------------------- reading and judging

    /** The next frame, {@link #CLOSED} at the end, or null when none came in time. */
    private Frame next(Duration timeout) throws InterruptedException {
        Frame frame = frames.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
        if (frame == CLOSED) {
            frames.add(CLOSED);
        }
        return frame;
    }

    /**
     * Waits for a frame that ends the wait: {@code judge} returns true (passed), false (failed), or null (go on).
     * The end of the connection is given to the judge as {@link #CLOSED}; a frame the reader could not parse fails.
     */
    private void verify(String expected, java.util.function.Function<Frame, Boolean> judge)
            throws InterruptedException {
        List<String> seen = new ArrayList<>();
        while (true) {
            Frame frame = next(TIMEOUT);
            if (frame == null) {
                throw new AssertionError("expected " + expected + "; got " + seen + " then nothing for " + TIMEOUT);
            }
            if (frame.type() == -2) {
                throw new AssertionError("expected " + expected + "; got " + seen + " then " + frame);
            }
            seen.add(frame.toString());
            Boolean verdict = judge.apply(frame);
            if (verdict != null) {
                if (!verdict) {
                    throw new AssertionError("expected " + expected + "; got " + seen);
                }
                return;
            }
            if (frame == CLOSED) {
                throw new AssertionError("expected " + expected + "; got " + seen);
            }
        }
    }

    /** The connection ends. */
    void verifyConnectionClose() throws InterruptedException {
        verify("the connection's end", f -> f == CLOSED ? Boolean.TRUE : null);
    }

    /**
     * A connection error: a GOAWAY with one of the codes, then the connection's end; or the end without a GOAWAY
     * (h2spec accepts both). A GOAWAY of another code fails.
     */
    void verifyConnectionError(long... codes) throws InterruptedException {
        String expected = "GOAWAY " + Arrays.toString(codes) + " or the connection's end";
        verify(expected, f -> f == CLOSED ? Boolean.TRUE : f.type() == GOAWAY ? (Boolean) in(f.code(), codes) : null);
        verifyConnectionClose();
    }

    /**
     * A stream error: RST_STREAM on the stream with one of the codes; or, the stream error treated as a connection
     * error, a GOAWAY with one of the codes then the end, or the end (h2spec accepts all three). A RST_STREAM or
     * GOAWAY of another code fails.
     */
    void verifyStreamError(int stream, long... codes) throws InterruptedException {
        String expected = "RST_STREAM on " + stream + " or GOAWAY " + Arrays.toString(codes) + ", or the end";
        boolean[] goAway = new boolean[1];
        verify(expected, f -> {
            if (f == CLOSED) {
                return true;
            }
            if (f.type() == GOAWAY) {
                goAway[0] = true;
                return in(f.code(), codes);
            }
            return f.type() == RST_STREAM && f.stream() == stream ? (Boolean) in(f.code(), codes) : null;
        });
        if (goAway[0]) {
            verifyConnectionClose();
        }
    }

    /** The stream ends: DATA or HEADERS with END_STREAM, or RST_STREAM NO_ERROR. */
    void verifyStreamClose(int stream) throws InterruptedException {
        verify(
                "the end of stream " + stream,
                f -> f.stream() == stream
                                && ((f.type() == DATA || f.type() == HEADERS) && f.flag()
                                        || f.type() == RST_STREAM && f.code() == NO_ERROR)
                        ? Boolean.TRUE
                        : null);
    }

    /** A HEADERS frame on the stream: the answer. */
    Frame verifyHeaders(int stream) throws InterruptedException {
        Frame[] found = new Frame[1];
        verify("HEADERS on " + stream, f -> {
            if (f.type() == HEADERS) {
                found[0] = f;
                return f.stream() == stream;
            }
            return null;
        });
        return found[0];
    }

    /** A SETTINGS frame with ACK. */
    void verifySettingsAck() throws InterruptedException {
        verify("SETTINGS ACK", f -> f.type() == SETTINGS ? (Boolean) f.flag() : null);
    }

    /** A PING with ACK and the data. */
    void verifyPingAck(byte[] data) throws InterruptedException {
        long expected = java.nio.ByteBuffer.wrap(data).getLong();
        verify("PING ACK " + expected, f -> f.type() == PING ? (Boolean) (f.flag() && f.code() == expected) : null);
    }

    /** A PING with ACK and the data, or the connection's end. */
    void verifyPingAckOrClose(byte[] data) throws InterruptedException {
        long expected = java.nio.ByteBuffer.wrap(data).getLong();
        verify(
                "PING ACK " + expected + " or the end",
                f -> f == CLOSED
                        ? Boolean.TRUE
                        : f.type() == PING ? (Boolean) (f.flag() && f.code() == expected) : null);
    }

    /** A frame of the type. */
    Frame verifyType(int type) throws InterruptedException {
        Frame[] found = new Frame[1];
        verify("a frame of type " + type, f -> {
            found[0] = f;
            return f.type() == type ? Boolean.TRUE : null;
        });
        return found[0];
    }

    /** The first DATA frame on the stream, of {@code length} bytes. */
    void verifyDataLength(int stream, int length) throws InterruptedException {
        verify(
                "DATA of " + length + " bytes on " + stream,
                f -> f.type() == DATA ? (Boolean) (f.stream() == stream && f.length() == length) : null);
    }

    /** Waits for frames matching nothing for the test's purpose: the first that matches. */
    Frame await(String what, Predicate<Frame> match) throws InterruptedException {
        Frame[] found = new Frame[1];
        verify(what, f -> {
            found[0] = f;
            return match.test(f) ? Boolean.TRUE : null;
        });
        return found[0];
    }

    private static boolean in(long code, long... codes) {
        for (long c : codes) {
            if (c == code) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
