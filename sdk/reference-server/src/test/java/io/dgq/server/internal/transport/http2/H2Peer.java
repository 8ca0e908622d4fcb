package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.H2Codes.DATA;
import static io.dgq.server.internal.transport.http2.H2Codes.END_HEADERS;
import static io.dgq.server.internal.transport.http2.H2Codes.END_STREAM;
import static io.dgq.server.internal.transport.http2.H2Codes.GOAWAY;
import static io.dgq.server.internal.transport.http2.H2Codes.HEADERS;
import static io.dgq.server.internal.transport.http2.H2Codes.PING;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A strict HTTP/2 client for framing tests, on a plain socket with prior knowledge: frames are written by hand (so
 * that a test can write any sequence, abusive ones included), header blocks encoded by Netty's HPACK encoder, and
 * the server's frames parsed by Netty's frame reader and HPACK decoder, so that anything malformed fails the test.
 */
final class H2Peer implements AutoCloseable {

    /** A frame the server sent, as Netty's reader parsed it. */
    record Frame(
            int type, int stream, boolean end, long code, byte[] data, Http2Headers headers, Http2Settings settings) {

        String status() {
            return headers == null ? null : String.valueOf(headers.status());
        }

        String text() {
            return new String(data, StandardCharsets.UTF_8);
        }
    }

    /** The end of the connection, as the reader saw it. */
    static final Frame CLOSED = new Frame(-1, 0, true, 0, new byte[0], null, null);

    private final Socket socket;
    private final OutputStream out;
    private final LinkedBlockingQueue<Frame> frames = new LinkedBlockingQueue<>();
    private final DefaultHttp2HeadersEncoder encoder = new DefaultHttp2HeadersEncoder();

    /** Connects, sends the preface and {@code settings} (id to value), and starts reading. */
    H2Peer(int port, Map<Character, Long> settings) throws IOException {
        socket = H2Wire.connect(port);
        out = socket.getOutputStream();
        out.write(Http2Connection.PREFACE);
        ByteArrayOutputStream payload = new ByteArrayOutputStream();
        settings.forEach((id, value) -> {
            payload.write(id >>> 8);
            payload.write(id);
            payload.writeBytes(int32(value));
        });
        frame(SETTINGS, 0, 0, payload.toByteArray());
        H2Wire.startReading(socket, "h2-peer-reader", read -> {
            int type = read.type();
            if (type == H2Wire.END) {
                frames.add(CLOSED);
            } else if (type != PING || read.flag()) { // the acknowledgements of this peer's own PINGs only
                // a RST_STREAM, GOAWAY or frame that could not be parsed ends what it applies to
                boolean end = read.flag() || type == RST_STREAM || type == GOAWAY || type == H2Wire.MALFORMED;
                frames.add(
                        new Frame(type, read.stream(), end, read.code(), read.data(), read.headers(), read.settings()));
            }
        });
    }

    H2Peer(int port) throws IOException {
        this(port, Map.of());
    }

    /** Writes one frame as given, whatever it is. */
    void frame(int type, int flags, int stream, byte[] payload) throws IOException {
        raw(H2Wire.frame(type, flags, stream, payload));
    }

    /** Writes raw bytes. */
    void raw(byte[] bytes) throws IOException {
        synchronized (out) {
            out.write(bytes);
            out.flush();
        }
    }

    /** The header block of a request, encoded by Netty's HPACK encoder. */
    byte[] block(Http2Headers headers) throws Http2Exception {
        return H2Wire.block(encoder, headers);
    }

    /** A request's headers: a GET of {@code path} unless told otherwise. */
    static Http2Headers request(String method, String path) {
        return new DefaultHttp2Headers(false)
                .method(method)
                .scheme("http")
                .path(path)
                .authority("127.0.0.1");
    }

    /** Sends a request's HEADERS in one frame. */
    void headers(int stream, Http2Headers headers, boolean endStream) throws IOException, Http2Exception {
        frame(HEADERS, END_HEADERS | (endStream ? END_STREAM : 0), stream, block(headers));
    }

    void data(int stream, byte[] bytes, boolean endStream) throws IOException {
        frame(DATA, endStream ? END_STREAM : 0, stream, bytes);
    }

    void rst(int stream, long code) throws IOException {
        frame(RST_STREAM, 0, stream, int32(code));
    }

    void windowUpdate(int stream, long increment) throws IOException {
        frame(WINDOW_UPDATE, 0, stream, int32(increment));
    }

    void ping(long data) throws IOException {
        byte[] payload = new byte[8];
        for (int i = 0; i < 8; i++) {
            payload[i] = (byte) (data >>> (56 - 8 * i));
        }
        frame(PING, 0, 0, payload);
    }

    /**
     * Waits for the first frame that matches, the frames before it dropped.
     *
     * @throws AssertionError naming what came instead, when the connection ends or the time passes
     */
    Frame await(String what, Predicate<Frame> match, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        List<String> seen = new ArrayList<>();
        while (true) {
            Frame frame = frames.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (frame == null || frame == CLOSED) {
                if (frame == CLOSED) {
                    frames.add(CLOSED);
                }
                throw new AssertionError(
                        "expected " + what + ", got " + seen + (frame == null ? " then nothing" : " then the end"));
            }
            if (match.test(frame)) {
                return frame;
            }
            if (seen.size() < 20) {
                seen.add(describe(frame));
            }
        }
    }

    Frame await(String what, Predicate<Frame> match) throws InterruptedException {
        return await(what, match, Duration.ofSeconds(10));
    }

    /** Waits for a GOAWAY with this code, then for the connection to close. */
    Frame goAway(long code) throws InterruptedException {
        Frame goAway = await("GOAWAY " + code, f -> f.type() == GOAWAY);
        assertThat(goAway.code()).as("GOAWAY's code; debug: %s", goAway.text()).isEqualTo(code);
        awaitClosed();
        return goAway;
    }

    /** Waits for a RST_STREAM of the stream, and checks its code. */
    Frame reset(int stream, long code) throws InterruptedException {
        Frame reset = await("RST_STREAM on " + stream, f -> f.type() == RST_STREAM && f.stream() == stream);
        assertThat(reset.code()).as("RST_STREAM's code").isEqualTo(code);
        return reset;
    }

    /** Waits for the answer's HEADERS on a stream. */
    Frame response(int stream) throws InterruptedException {
        return await("HEADERS on " + stream, f -> f.type() == HEADERS && f.stream() == stream);
    }

    /** Waits for the answer's body on a stream, to its END_STREAM. */
    String body(int stream) throws InterruptedException {
        StringBuilder body = new StringBuilder();
        while (true) {
            Frame frame = await("DATA on " + stream, f -> f.type() == DATA && f.stream() == stream);
            body.append(frame.text());
            if (frame.end()) {
                return body.toString();
            }
        }
    }

    /** Waits for the connection to end, the frames before dropped. */
    void awaitClosed() throws InterruptedException {
        assertThat(closedWithin(Duration.ofSeconds(10)))
                .as("the connection ends")
                .isTrue();
    }

    /** Whether the connection ended, waiting up to the timeout. */
    boolean closedWithin(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            Frame frame = frames.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (frame == null) {
                return false;
            }
            if (frame == CLOSED) {
                frames.add(CLOSED);
                return true;
            }
        }
    }

    /** The frames until the connection ends, up to the timeout; the end itself is not among them. */
    List<Frame> untilClosed(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        List<Frame> seen = new ArrayList<>();
        while (true) {
            Frame frame = frames.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (frame == null) {
                throw new AssertionError("the connection did not end; frames: "
                        + seen.stream().map(H2Peer::describe).toList());
            }
            if (frame == CLOSED) {
                frames.add(CLOSED);
                return seen;
            }
            seen.add(frame);
        }
    }

    static String describe(Frame frame) {
        return switch (frame.type()) {
            case DATA -> "DATA(" + frame.stream() + ", " + frame.data().length + ")";
            case HEADERS -> "HEADERS(" + frame.stream() + ", " + frame.status() + ")";
            case RST_STREAM -> "RST_STREAM(" + frame.stream() + ", " + frame.code() + ")";
            case GOAWAY -> "GOAWAY(" + frame.code() + ", " + frame.text() + ")";
            case SETTINGS -> frame.end() ? "SETTINGS ACK" : "SETTINGS";
            case -2 -> "unparseable: " + frame.text();
            default -> "frame " + frame.type();
        };
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
