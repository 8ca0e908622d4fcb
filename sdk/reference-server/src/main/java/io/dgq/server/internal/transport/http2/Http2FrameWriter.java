package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.Http2Connection.CONTINUATION;
import static io.dgq.server.internal.transport.http2.Http2Connection.DATA;
import static io.dgq.server.internal.transport.http2.Http2Connection.END_HEADERS;
import static io.dgq.server.internal.transport.http2.Http2Connection.END_STREAM;
import static io.dgq.server.internal.transport.http2.Http2Connection.GOAWAY;
import static io.dgq.server.internal.transport.http2.Http2Connection.HEADERS;
import static io.dgq.server.internal.transport.http2.Http2Connection.WINDOW_UPDATE;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Writes the frames of one HTTP/2 connection: every frame is written under one lock, header blocks encoded under it,
 * so the peer's decoder sees them in the order they were encoded; the time the write under way began is kept for the
 * transport's deadline thread, which closes a connection whose write outlives its deadline.
 */
final class Http2FrameWriter {

    /** The most answers the reading thread leaves unflushed while more requests are there to read. */
    private static final int MAX_UNFLUSHED = 16;

    private final Http2Connection connection;
    private final OutputStream out;

    private final ReentrantLock writeLock = new ReentrantLock();
    /** Guarded by the write lock. */
    private final HpackEncoder encoder = new HpackEncoder(false);
    /** Guarded by the write lock. */
    private final byte[] frameHead = new byte[9];
    /** Answers written by the reading thread and not flushed yet. Guarded by the write lock. */
    private int unflushed;
    /** The {@link System#nanoTime()} at which the write under way began (odd), 0 when none is. */
    private volatile long writingSince;

    /** The writer of {@code connection}'s frames to {@code out}. */
    Http2FrameWriter(Http2Connection connection, OutputStream out) {
        this.connection = connection;
        this.out = out;
    }

    /** The {@link System#nanoTime()} at which the write under way began (odd), 0 when none is. */
    long writingSince() {
        return writingSince;
    }

    /** Records the peer's SETTINGS_HEADER_TABLE_SIZE, the most the encoder's table may hold. */
    void maxTableSize(int size) {
        writeLock.lock();
        try {
            encoder.maxTableSize(size);
        } finally {
            writeLock.unlock();
        }
    }

    /** Writes the answers the reading thread left in the buffer, once nothing more is there to read. */
    void flushAnswers(InputStream in) throws IOException {
        if (unflushed == 0 || (in.available() > 0 && unflushed < MAX_UNFLUSHED)) {
            return; // unflushed is read without the lock: only the reading thread makes it non-zero
        }
        locked(() -> {});
    }

    /**
     * Writes an answer's head and the first {@code first} bytes of its body in one write, unless the stream is reset or
     * the connection closed; {@code inline} (on the reading thread), leaves it unflushed.
     *
     * @return whether it was written
     */
    boolean head(
            Http2Stream stream,
            List<Http2Header> fields,
            byte[] body,
            int first,
            int length,
            boolean whole,
            boolean inline)
            throws IOException {
        writeLock.lock();
        try {
            if (stream.reset || connection.isClosed()) {
                return false;
            }
            writingSince = System.nanoTime() | 1;
            ByteArrayOutputStream encoded = new ByteArrayOutputStream(128);
            encoder.encode(fields, encoded);
            headerFrames(stream.id, encoded.toByteArray(), length == 0 && whole);
            if (first > 0) {
                frame(DATA, first == length && whole ? END_STREAM : 0, stream.id, body, 0, first);
            }
            if (inline) {
                unflushed++;
            } else {
                out.flush();
                unflushed = 0;
            }
        } finally {
            writingSince = 0;
            writeLock.unlock();
        }
        return true;
    }

    static void setting(byte[] into, int at, int id, int value) {
        into[at] = (byte) (id >>> 8);
        into[at + 1] = (byte) id;
        byte[] v = int32Bytes(value);
        System.arraycopy(v, 0, into, at + 2, 4);
    }

    static byte[] int32Bytes(long value) {
        return new byte[] {(byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value};
    }

    void sendWindowUpdate(int id, long increment) throws IOException {
        locked(() -> frame(WINDOW_UPDATE, 0, id, int32Bytes(increment), 0, 4));
    }

    /**
     * Sends a GOAWAY with the last stream id, if the writer is free within {@code waitMillis}.
     *
     * @throws IOException when the connection is gone
     */
    void goAway(int code, String debug, long waitMillis) throws IOException {
        boolean locked;
        try {
            locked = writeLock.tryLock(waitMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        if (!locked) {
            return;
        }
        try {
            if (connection.isClosed()) {
                return;
            }
            writingSince = System.nanoTime() | 1;
            byte[] text = debug.getBytes(StandardCharsets.UTF_8);
            byte[] frame = new byte[8 + text.length];
            System.arraycopy(int32Bytes(connection.lastStreamId()), 0, frame, 0, 4);
            System.arraycopy(int32Bytes(code), 0, frame, 4, 4);
            System.arraycopy(text, 0, frame, 8, text.length);
            frame(GOAWAY, 0, 0, frame, 0, frame.length);
            out.flush();
        } finally {
            writingSince = 0;
            writeLock.unlock();
        }
    }

    /** Writes a header block as a HEADERS frame and as many CONTINUATION frames as the peer's frame size needs. */
    void headerFrames(int id, byte[] encoded, boolean endStream) throws IOException {
        int max = connection.peerMaxFrame();
        int offset = 0;
        int type = HEADERS;
        do {
            int n = Math.min(max, encoded.length - offset);
            boolean last = offset + n == encoded.length;
            int flags = (last ? END_HEADERS : 0) | (type == HEADERS && endStream ? END_STREAM : 0);
            frame(type, flags, id, encoded, offset, n);
            offset += n;
            type = CONTINUATION;
        } while (offset < encoded.length);
    }

    interface Frames {
        void write() throws IOException;
    }

    /** Writes frames and flushes them under the write lock, watched by the write deadline. */
    void locked(Frames frames) throws IOException {
        writeLock.lock();
        try {
            writingSince = System.nanoTime() | 1;
            frames.write();
            out.flush();
            unflushed = 0;
        } finally {
            writingSince = 0;
            writeLock.unlock();
        }
    }

    /** Writes one frame; the caller holds the write lock. */
    void frame(int type, int flags, int id, byte[] data, int offset, int length) throws IOException {
        frameHead[0] = (byte) (length >>> 16);
        frameHead[1] = (byte) (length >>> 8);
        frameHead[2] = (byte) length;
        frameHead[3] = (byte) type;
        frameHead[4] = (byte) flags;
        frameHead[5] = (byte) (id >>> 24);
        frameHead[6] = (byte) (id >>> 16);
        frameHead[7] = (byte) (id >>> 8);
        frameHead[8] = (byte) id;
        out.write(frameHead);
        out.write(data, offset, length);
    }
}
