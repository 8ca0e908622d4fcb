package io.dgq.server.internal.transport.http;

import io.dgq.server.internal.support.HttpTokens;
import io.dgq.server.internal.transport.TransportRefusal;
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
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
    /** The smallest array of a body once its first bytes have arrived; it grows as more arrive. */
    private static final int MIN_BODY_BYTES = 512;
    /** What a request costs the budget besides its head's strings: its maps and the request object. */
    private static final int HEAD_OVERHEAD = 1024;

    /** The first byte of a TLS record that opens a handshake: a client speaking TLS to this plain port. */
    private static final byte TLS_HANDSHAKE = 0x16;

    private final Socket socket;
    private final InputStream in;
    /** What a head larger than the fixed buffer takes from the budget, given back when the buffer shrinks. */
    private final BodyBudget.Share headShare;
    /** What the body being received takes from the budget, given back once its request is answered. */
    private final BodyBudget.Share bodyShare;
    /** What the request being answered holds of its parsed head, given back once it is answered. */
    private final BodyBudget.Share requestShare;

    private byte[] buf = new byte[BUFFER_BYTES];
    private int pos;
    private int lim;
    private int timeoutMillis = -1;

    /** The input of a connection whose request data beyond its fixed buffer is taken from {@code budget}. */
    /** Whether the client has sent a byte yet. */
    private volatile boolean received;

    /** Whether the client has sent a byte on this connection yet. */
    boolean received() {
        return received;
    }

    HttpInput(Socket socket, BodyBudget budget) throws IOException {
        this.socket = socket;
        this.in = socket.getInputStream();
        this.headShare = new BodyBudget.Share(budget);
        this.bodyShare = new BodyBudget.Share(budget);
        this.requestShare = new BodyBudget.Share(budget);
    }

    /**
     * Takes from the budget what a parsed request head of {@code headBytes} holds until its request is answered:
     * twice its bytes (its strings and the request made of them) and a fixed overhead.
     *
     * @throws TransportRefusal 503 when the budget has no room left
     */
    void holdHead(int headBytes) {
        requestShare.take(2L * headBytes + HEAD_OVERHEAD);
    }

    /** Puts back a byte read from the socket before this input was made, as the first byte of the next read. */
    void unread(int first) {
        buf[lim++] = (byte) first;
        received = true;
    }

    /** Gives back to the budget what the last request's body took; called once its answer is written. */
    void releaseBody() {
        bodyShare.giveBack();
        requestShare.giveBack();
    }

    /** Gives back everything this connection took from the budget; called when it closes. */
    void releaseAll() {
        bodyShare.giveBack();
        requestShare.giveBack();
        headShare.giveBack();
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
     * @throws TransportRefusal when the head is larger than {@code maxBytes}
     * @throws SocketTimeoutException when the deadline passed
     */
    byte[] readHead(long deadline, int maxBytes) throws IOException {
        compact();
        int lineStart = pos;
        int scan = pos;
        while (true) {
            if (scan == pos && lim > pos && buf[pos] == TLS_HANDSHAKE) {
                throw TransportRefusal.badRequest("This port speaks plain HTTP, not TLS: use an http:// URL");
            }
            for (; scan < lim; scan++) {
                if (buf[scan] != '\n') {
                    continue;
                }
                int length = scan - lineStart;
                boolean empty = length == 0 || (length == 1 && buf[lineStart] == '\r');
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
                throw TransportRefusal.headTooLarge(maxBytes);
            }
            if (lim == buf.length) {
                int shift = pos;
                compact();
                lineStart -= shift;
                scan -= shift;
                if (lim == buf.length) {
                    int larger = Math.min(buf.length * 2, maxBytes + 2);
                    headShare.take(larger - buf.length);
                    buf = Arrays.copyOf(buf, larger);
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

    /**
     * Reads the first bytes of the connection as far as they match {@code preface}, and consumes them when they are
     * all of it: how an HTTP/2 client with prior knowledge starts. Bytes that differ, or the end of the stream, or
     * the deadline, end the check with the bytes read left for the HTTP/1.1 request they begin.
     *
     * @return whether the connection began with the whole preface, now consumed
     */
    boolean preface(byte[] preface, long deadline) throws IOException {
        while (true) {
            int available = lim - pos;
            for (int i = 0; i < Math.min(available, preface.length); i++) {
                if (buf[pos + i] != preface[i]) {
                    return false;
                }
            }
            if (available >= preface.length) {
                pos += preface.length;
                return true;
            }
            try {
                if (fill(deadline) < 0) {
                    return false;
                }
            } catch (SocketTimeoutException e) {
                return false;
            }
        }
    }

    /** The rest of the connection's input: the bytes buffered, then the socket's, read without a deadline. */
    InputStream rest() throws IOException {
        byte[] buffered = Arrays.copyOfRange(buf, pos, lim);
        pos = lim;
        return new SequenceInputStream(new ByteArrayInputStream(buffered), in);
    }

    /** Whether a request has begun: bytes of its head were received but not its end. */
    boolean partial() {
        return pos < lim;
    }

    /**
     * Reads a body of {@code declared} bytes. The declared length never sizes an array: the body's array grows only
     * once bytes have arrived to fill it (doubling, so it is at most twice what arrived), each growth taken from the
     * budget first.
     *
     * @throws TransportRefusal 503 when receiving more would pass the budget of bodies in memory
     */
    byte[] readBody(long declared, long deadline) throws IOException {
        byte[] body = new byte[0];
        int done = 0;
        while (done < declared) {
            int n = receive(declared - done, deadline);
            if (done + n > body.length) {
                body = grow(body, done + n, declared);
            }
            done += take(body, done, n);
        }
        return body;
    }

    /**
     * Waits until bytes of a body are in the buffer, and says how many of them belong to the body: at most
     * {@code wanted}.
     */
    private int receive(long wanted, long deadline) throws IOException {
        if (pos == lim) {
            reset();
            if (fill(deadline) < 0) {
                throw new EOFException("the connection closed in the middle of a request's body");
            }
        }
        return (int) Math.min(wanted, lim - pos);
    }

    /**
     * A larger copy of a body that must hold {@code needed} bytes: at least twice its size and a small minimum, at
     * most {@code max}; the growth is taken from the budget first.
     */
    private byte[] grow(byte[] body, long needed, long max) {
        int larger = (int) Math.min(max, Math.max(needed, Math.max(MIN_BODY_BYTES, 2L * body.length)));
        try {
            bodyShare.take(larger - body.length);
        } catch (TransportRefusal refused) {
            // the body is dropped with this refusal: what it took goes back now, not once the 503 is written and the
            // connection has lingered, so that the bodies still arriving beside it can use the room
            bodyShare.giveBack();
            throw refused;
        }
        return Arrays.copyOf(body, larger);
    }

    /**
     * Reads a chunked body, strictly as RFC 9112 frames it: each chunk line and the body's end with CR LF, a chunk
     * size of hexadecimal digits only, extensions as {@code ;name[=value]} tokens or quoted strings, trailer lines
     * as header fields. Memory grows with the bytes received, never with a declared chunk size.
     *
     * @return the body, or {@code null} when it is longer than {@code maxBytes} (the rest is left unread)
     * @throws TransportRefusal 400 when the framing is malformed, 503 when receiving more would pass the budget
     */
    byte[] readChunked(long maxBytes, long deadline, int maxTrailerBytes) throws IOException {
        byte[] body = new byte[0];
        int length = 0;
        while (true) {
            long size = chunkSize(readLine(deadline, MAX_CHUNK_LINE));
            if (size == 0) {
                break;
            }
            if (length + size > maxBytes) {
                return null;
            }
            long end = length + size;
            while (length < end) {
                int n = receive(end - length, deadline);
                if (length + n > body.length) {
                    body = grow(body, length + n, maxBytes);
                }
                length += take(body, length, n);
            }
            if (!readLine(deadline, MAX_CHUNK_LINE).isEmpty()) {
                throw TransportRefusal.badRequest("a chunk of the body is longer than its declared size");
            }
        }
        int trailers = 0;
        for (String line = readLine(deadline, MAX_CHUNK_LINE);
                !line.isEmpty();
                line = readLine(deadline, MAX_CHUNK_LINE)) {
            trailers += line.length() + 2;
            if (trailers > maxTrailerBytes) {
                throw TransportRefusal.headTooLarge(maxTrailerBytes);
            }
            if (!HttpHead.isHeaderField(line)) {
                throw TransportRefusal.badRequest("a trailer line of the chunked body is not a header field");
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
            headShare.giveBack();
        }
    }

    /** The size of a chunk line: 1 to 15 hexadecimal digits, then only well-formed extensions, no white space. */
    static long chunkSize(String line) {
        int digits = 0;
        long size = 0;
        for (; digits < line.length(); digits++) {
            int digit = Character.digit(line.charAt(digits), 16);
            if (digit < 0 || line.charAt(digits) > 'f') {
                break;
            }
            size = size * 16 + digit;
        }
        if (digits == 0 || digits > 15) {
            throw TransportRefusal.badRequest(
                    "a chunk size must be 1 to 15 hexadecimal digits, got '" + printable(line) + "'");
        }
        if (!extensions(line, digits)) {
            throw TransportRefusal.badRequest("malformed chunk line: after the size only ;name[=value] extensions may "
                    + "follow, got '" + printable(line) + "'");
        }
        return size;
    }

    /** Whether {@code line} from {@code at} is a sequence of {@code ;token[=token|quoted-string]}. */
    private static boolean extensions(String line, int at) {
        int i = at;
        while (i < line.length()) {
            if (line.charAt(i++) != ';') {
                return false;
            }
            int name = tokenEnd(line, i);
            if (name == i) {
                return false;
            }
            i = name;
            if (i < line.length() && line.charAt(i) == '=') {
                i++;
                if (i < line.length() && line.charAt(i) == '"') {
                    i = quotedEnd(line, i);
                    if (i < 0) {
                        return false;
                    }
                } else {
                    int value = tokenEnd(line, i);
                    if (value == i) {
                        return false;
                    }
                    i = value;
                }
            }
        }
        return true;
    }

    private static int tokenEnd(String text, int from) {
        int i = from;
        while (i < text.length() && HttpTokens.isTokenChar(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The index after the quoted string starting at {@code from}, or -1 when it is malformed. */
    private static int quotedEnd(String text, int from) {
        for (int i = from + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                return i + 1;
            }
            if (c == '\\') {
                i++;
                if (i >= text.length() || (text.charAt(i) < ' ' && text.charAt(i) != '\t') || text.charAt(i) == 127) {
                    return -1;
                }
            } else if ((c < ' ' && c != '\t') || c == 127) {
                return -1;
            }
        }
        return -1;
    }

    /** A line as a message may quote it: control bytes as {@code \xNN}, at most 40 characters. */
    private static String printable(String line) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < line.length() && text.length() < 40; i++) {
            char c = line.charAt(i);
            if (c < ' ' || c >= 127) {
                text.append(String.format("\\x%02X", (int) c));
            } else {
                text.append(c);
            }
        }
        return text.toString();
    }

    /** A line without its line end, decoded as ISO-8859-1; at most {@code max} bytes before the line end. */
    private String readLine(long deadline, int max) throws IOException {
        compact();
        int scan = pos;
        while (true) {
            for (; scan < lim; scan++) {
                if (buf[scan] == '\n') {
                    if (scan == pos || buf[scan - 1] != '\r') {
                        throw TransportRefusal.badRequest(
                                "a line of the chunked body must end with CR LF, not a bare LF");
                    }
                    int end = scan - 1;
                    for (int i = pos; i < end; i++) {
                        if (buf[i] == '\r') {
                            throw TransportRefusal.badRequest("a bare CR in a line of the chunked body");
                        }
                    }
                    String line = new String(buf, pos, end - pos, StandardCharsets.ISO_8859_1);
                    pos = scan + 1;
                    return line;
                }
            }
            if (lim - pos > max + 1) {
                throw TransportRefusal.badRequest("a line of the chunked body is longer than " + max + " bytes");
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

    /** Reads what is available into the buffer after {@code lim}; -1 at the end of the stream. */
    private int fill(long deadline) throws IOException {
        if (lim == buf.length) {
            compact();
        }
        timeout(deadline);
        int n = in.read(buf, lim, buf.length - lim);
        if (n > 0) {
            lim += n;
            if (!received) {
                received = true;
            }
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
