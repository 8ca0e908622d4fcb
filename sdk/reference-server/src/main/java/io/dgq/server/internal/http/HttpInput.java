package io.dgq.server.internal.http;

import io.dgq.server.internal.error.ApiError;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The buffered input of one connection, every read bounded by a deadline: before each read the socket's timeout is
 * set to the time left, so a client that trickles bytes is cut off when its deadline passes, not when it pauses.
 */
final class HttpInput {

    private static final int BUFFER_BYTES = 8192;
    private static final int MAX_CHUNK_LINE = 4096;

    private final Socket socket;
    private final InputStream in;
    private byte[] buf = new byte[BUFFER_BYTES];
    private int pos;
    private int lim;
    private int timeoutMillis = -1;

    HttpInput(Socket socket) throws IOException {
        this.socket = socket;
        this.in = socket.getInputStream();
    }

    /**
     * Waits for the first byte of a next request.
     *
     * @return {@code false} when the peer closed the connection or sent nothing before the deadline
     */
    boolean await(long deadline) throws IOException {
        if (pos < lim) {
            return true;
        }
        reset();
        try {
            return fill(deadline) > 0;
        } catch (SocketTimeoutException e) {
            return false;
        }
    }

    /**
     * Reads a request's line and headers.
     *
     * @return the head's bytes, from the request line to the empty line, or {@code null} when the peer closed the
     *     connection before sending a byte
     * @throws ApiError when the head is larger than {@code maxBytes}
     * @throws SocketTimeoutException when the deadline passed
     */
    byte[] readHead(long deadline, int maxBytes) throws IOException {
        compact();
        int lineStart = pos;
        int scan = pos;
        while (true) {
            for (; scan < lim; scan++) {
                if (buf[scan] != '\n') {
                    continue;
                }
                int length = scan - lineStart;
                boolean empty = length == 0 || length == 1 && buf[lineStart] == '\r';
                if (empty && lineStart == pos) {
                    pos = scan + 1; // an empty line before the request line is ignored
                } else if (empty) {
                    byte[] head = Arrays.copyOfRange(buf, pos, lineStart);
                    pos = scan + 1;
                    return head;
                }
                lineStart = scan + 1;
            }
            if (lim - pos >= maxBytes) {
                throw ApiError.headTooLarge(maxBytes);
            }
            if (lim == buf.length) {
                int shift = pos;
                compact();
                lineStart -= shift;
                scan -= shift;
                if (lim == buf.length) {
                    buf = Arrays.copyOf(buf, Math.min(buf.length * 2, maxBytes + 2));
                }
            }
            if (fill(deadline) < 0) {
                if (lim == pos) {
                    return null;
                }
                throw new EOFException("the connection closed in the middle of a request's head");
            }
        }
    }

    /** Whether a request has begun: bytes of its head were received but not its end. */
    boolean partial() {
        return pos < lim;
    }

    /**
     * Reads a body of growing size, up to {@code declared} bytes, without trusting the declared length for the
     * array's size: memory grows with the bytes actually received.
     */
    byte[] readBody(long declared, long deadline) throws IOException {
        byte[] body = new byte[(int) Math.min(declared, 1 << 20)];
        int done = take(body, 0, body.length);
        while (done < declared) {
            if (done == body.length) {
                body = Arrays.copyOf(body, (int) Math.min(declared, 2L * body.length));
            }
            done += readDirect(body, done, body.length - done, deadline);
        }
        return body;
    }

    /**
     * Reads a chunked body.
     *
     * @return the body, or {@code null} when it is longer than {@code maxBytes} (the rest is left unread)
     * @throws ApiError when the chunk framing is malformed
     */
    byte[] readChunked(long maxBytes, long deadline, int maxTrailerBytes) throws IOException {
        byte[] body = new byte[256];
        int length = 0;
        while (true) {
            long size = chunkSize(readLine(deadline, MAX_CHUNK_LINE));
            if (size == 0) {
                break;
            }
            if (length + size > maxBytes) {
                return null;
            }
            int end = (int) (length + size);
            if (end > body.length) {
                body = Arrays.copyOf(body, (int) Math.min(Math.max(end, 2L * body.length), maxBytes));
            }
            length += take(body, length, end - length);
            while (length < end) {
                length += readDirect(body, length, end - length, deadline);
            }
            if (!readLine(deadline, MAX_CHUNK_LINE).isEmpty()) {
                throw ApiError.badRequest("a chunk of the body is longer than its declared size");
            }
        }
        int trailers = 0;
        for (String line = readLine(deadline, MAX_CHUNK_LINE); !line.isEmpty();
                line = readLine(deadline, MAX_CHUNK_LINE)) {
            trailers += line.length() + 2;
            if (trailers > maxTrailerBytes) {
                throw ApiError.headTooLarge(maxTrailerBytes);
            }
        }
        return length == body.length ? body : Arrays.copyOf(body, length);
    }

    /** Reads and discards what the peer still sends, until it closes, for at most {@code millis}. */
    void drain(long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        try {
            reset();
            while (fill(deadline) > 0) {
                reset();
            }
        } catch (IOException e) {
            // the peer is gone or too slow: either way the connection is closed next
        }
    }

    /** Returns the buffer to its usual size when a large head made it grow and it holds nothing more. */
    void shrink() {
        if (buf.length > BUFFER_BYTES && lim - pos <= BUFFER_BYTES) {
            byte[] small = new byte[BUFFER_BYTES];
            System.arraycopy(buf, pos, small, 0, lim - pos);
            lim -= pos;
            pos = 0;
            buf = small;
        }
    }

    private static long chunkSize(String line) {
        int end = line.indexOf(';');
        String hex = (end < 0 ? line : line.substring(0, end)).trim();
        if (hex.isEmpty() || hex.length() > 15) {
            throw ApiError.badRequest("a chunk size must be 1 to 15 hexadecimal digits, got '" + hex + "'");
        }
        long size = 0;
        for (int i = 0; i < hex.length(); i++) {
            int digit = Character.digit(hex.charAt(i), 16);
            if (digit < 0) {
                throw ApiError.badRequest("a chunk size must be hexadecimal, got '" + hex + "'");
            }
            size = size * 16 + digit;
        }
        return size;
    }

    /** A line without its line end, decoded as ISO-8859-1; at most {@code max} bytes before the line end. */
    private String readLine(long deadline, int max) throws IOException {
        compact();
        int scan = pos;
        while (true) {
            for (; scan < lim; scan++) {
                if (buf[scan] == '\n') {
                    int end = scan > pos && buf[scan - 1] == '\r' ? scan - 1 : scan;
                    String line = new String(buf, pos, end - pos, StandardCharsets.ISO_8859_1);
                    pos = scan + 1;
                    return line;
                }
            }
            if (lim - pos > max + 1) {
                throw ApiError.badRequest("a line of the chunked body is longer than " + max + " bytes");
            }
            if (fill(deadline) < 0) {
                throw new EOFException("the connection closed in the middle of a chunked body");
            }
        }
    }

    private int take(byte[] target, int offset, int length) {
        int n = Math.min(length, lim - pos);
        System.arraycopy(buf, pos, target, offset, n);
        pos += n;
        return n;
    }

    private int readDirect(byte[] target, int offset, int length, long deadline) throws IOException {
        timeout(deadline);
        int n = in.read(target, offset, length);
        if (n < 0) {
            throw new EOFException("the connection closed in the middle of a request's body");
        }
        return n;
    }

    /** Reads what is available into the buffer after {@code lim}; -1 at the end of the stream. */
    private int fill(long deadline) throws IOException {
        if (lim == buf.length) {
            compact();
        }
        timeout(deadline);
        int n = in.read(buf, lim, buf.length - lim);
        if (n > 0) {
            lim += n;
        }
        return n;
    }

    private void timeout(long deadline) throws IOException {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new SocketTimeoutException("deadline passed");
        }
        int millis = (int) Math.min(Integer.MAX_VALUE, (left + 999_999) / 1_000_000);
        if (millis != timeoutMillis) {
            socket.setSoTimeout(millis);
            timeoutMillis = millis;
        }
    }

    private void compact() {
        if (pos == lim) {
            reset();
        } else if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, lim - pos);
            lim -= pos;
            pos = 0;
        }
    }

    private void reset() {
        pos = 0;
        lim = 0;
    }
}
