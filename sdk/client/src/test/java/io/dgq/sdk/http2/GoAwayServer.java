package io.dgq.sdk.http2;

import io.dgq.sdk.testing.SocketServer;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A bare h2c server (prior knowledge), written frame by frame so that a test controls exactly what the client sees:
 * on its first connection it answers the first request's HEADERS with a GOAWAY; the GOAWAY's last stream id is below
 * that request's stream (RFC 9113 section 6.8: the request was not processed), and the connection stays open until the
 * client closes it, or, when so built, that stream itself (it may have been processed: the client cannot tell), and the
 * connection closes at once. On later connections it
 * answers every complete request with 200 and a fixed JSON body. It counts the requests it processed.
 */
final class GoAwayServer implements AutoCloseable {

    private static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    private static final int DATA = 0x0;
    private static final int HEADERS = 0x1;
    private static final int SETTINGS = 0x4;
    private static final int GOAWAY = 0x7;
    private static final int END_STREAM = 0x1;
    private static final int END_HEADERS = 0x4;
    private static final int ACK = 0x1;

    /** Requests answered, their whole body read. */
    final AtomicInteger processed = new AtomicInteger();
    /** Requests turned away by the GOAWAY. */
    final AtomicInteger refused = new AtomicInteger();

    private final byte[] body;
    private final AtomicBoolean goAwaySent = new AtomicBoolean();
    private final boolean coversTheStream;
    private final SocketServer socket;

    GoAwayServer(String body, boolean coversTheStream) {
        this.body = body.getBytes(StandardCharsets.UTF_8);
        this.coversTheStream = coversTheStream;
        this.socket = new SocketServer("goaway", this::serve);
    }

    String baseUrl() {
        return socket.baseUrl();
    }

    private void serve(Socket connection) {
        try (connection) {
            DataInputStream in = new DataInputStream(connection.getInputStream());
            OutputStream out = connection.getOutputStream();
            byte[] preface = new byte[PREFACE.length];
            in.readFully(preface);
            writeFrame(out, SETTINGS, 0, 0, new byte[0]);
            while (true) {
                int length = in.readUnsignedShort() << 8 | in.readUnsignedByte();
                int type = in.readUnsignedByte();
                int flags = in.readUnsignedByte();
                int stream = in.readInt() & 0x7fffffff;
                byte[] payload = new byte[length];
                in.readFully(payload);
                if (type == SETTINGS && (flags & ACK) == 0) {
                    writeFrame(out, SETTINGS, ACK, 0, new byte[0]);
                } else if (type == HEADERS && goAwaySent.compareAndSet(false, true)) {
                    refused.incrementAndGet();
                    byte[] goAway = new byte[8];
                    // The stream before this one (this request was not processed), or this one (it may have been).
                    int last = coversTheStream ? stream : stream - 2;
                    goAway[0] = (byte) (last >>> 24);
                    goAway[1] = (byte) (last >>> 16);
                    goAway[2] = (byte) (last >>> 8);
                    goAway[3] = (byte) last; // then NO_ERROR, four zero bytes
                    writeFrame(out, GOAWAY, 0, 0, goAway);
                    if (!coversTheStream) {
                        // as a server shutting down gracefully does: the connection stays open, frames of streams
                        // above the last one discarded, until the client closes it; closing at once would race the
                        // client's write of the body, which then fails as "closed", a failure that does not say
                        // whether the request was processed
                        connection.setSoTimeout(5000);
                        byte[] discarded = new byte[4096];
                        while (in.read(discarded) >= 0) {
                            // until the client closes, or the read times out
                        }
                    }
                    return;
                } else if ((type == HEADERS || type == DATA) && (flags & END_STREAM) != 0) {
                    processed.incrementAndGet();
                    answer(out, stream);
                }
            }
        } catch (IOException e) {
            // the client went away
        }
    }

    /** Writes 200 with {@code content-type: application/json} (HPACK: indexed status, literal type) and the body. */
    private void answer(OutputStream out, int stream) throws IOException {
        byte[] type = "application/json".getBytes(StandardCharsets.US_ASCII);
        byte[] block = new byte[3 + type.length + 1];
        block[0] = (byte) 0x88; // :status 200, static table entry 8
        block[1] = 0x0f; // literal without indexing, name: static entry 31 (content-type) = 15 + 16
        block[2] = 0x10;
        block[3] = (byte) type.length;
        System.arraycopy(type, 0, block, 4, type.length);
        writeFrame(out, HEADERS, END_HEADERS, stream, java.util.Arrays.copyOf(block, 4 + type.length));
        writeFrame(out, DATA, END_STREAM, stream, body);
    }

    private static synchronized void writeFrame(OutputStream out, int type, int flags, int stream, byte[] payload)
            throws IOException {
        byte[] head = {
            (byte) (payload.length >>> 16),
            (byte) (payload.length >>> 8),
            (byte) payload.length,
            (byte) type,
            (byte) flags,
            (byte) (stream >>> 24),
            (byte) (stream >>> 16),
            (byte) (stream >>> 8),
            (byte) stream
        };
        out.write(head);
        out.write(payload);
        out.flush();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
