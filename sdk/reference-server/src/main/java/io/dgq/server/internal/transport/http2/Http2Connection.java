package io.dgq.server.internal.transport.http2;

import io.dgq.server.internal.transport.TransportRefusal;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLSocket;

/**
 * Serves one HTTP/2 connection (RFC 9113) once its preface has been read: the connection's thread reads frames and
 * keeps the streams' states; each request, once received, is answered on a thread of the transport, so the streams
 * of one connection are answered concurrently, or on the reading thread itself when the handler answers without
 * waiting; an answer's body that waits for the peer's flow-control window is parked, holding no thread, and written
 * by one task of the connection when the window opens; every frame is written under one lock, header blocks encoded
 * under it, so the peer's decoder sees them in the order they were encoded.
 *
 * <p>Every limit is checked before memory is taken: a frame's declared length against {@link #MAX_FRAME_SIZE}
 * before its bytes are read into a fixed buffer, a header block's bytes across its CONTINUATION frames, a body's
 * bytes as they arrive against the body limit and the transport's budget. Deadlines are enforced by the
 * transport's deadline thread through {@link #checkDeadlines(long)}.
 */
public final class Http2Connection {

    /** The client connection preface. */
    public static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);

    static final int DATA = 0x0;
    static final int HEADERS = 0x1;
    static final int PRIORITY = 0x2;
    static final int RST_STREAM = 0x3;
    static final int SETTINGS = 0x4;
    static final int PUSH_PROMISE = 0x5;
    static final int PING = 0x6;
    static final int GOAWAY = 0x7;
    static final int WINDOW_UPDATE = 0x8;
    static final int CONTINUATION = 0x9;

    static final int END_STREAM = 0x1;
    static final int ACK = 0x1;
    static final int END_HEADERS = 0x4;
    static final int PADDED = 0x8;
    static final int PRIORITY_FLAG = 0x20;

    static final int NO_ERROR = 0x0;
    static final int PROTOCOL_ERROR = 0x1;
    static final int INTERNAL_ERROR = 0x2;
    static final int FLOW_CONTROL_ERROR = 0x3;
    static final int STREAM_CLOSED = 0x5;
    static final int FRAME_SIZE_ERROR = 0x6;
    static final int REFUSED_STREAM = 0x7;
    static final int CANCEL = 0x8;
    static final int COMPRESSION_ERROR = 0x9;
    static final int ENHANCE_YOUR_CALM = 0xb;

    /** The largest frame payload this server reads (SETTINGS_MAX_FRAME_SIZE, the protocol's minimum). */
    public static final int MAX_FRAME_SIZE = 16384;
    /** The streams a client may have open at once (SETTINGS_MAX_CONCURRENT_STREAMS). */
    public static final int MAX_CONCURRENT_STREAMS = 256;
    /** The size of the table of the header decoder (SETTINGS_HEADER_TABLE_SIZE), and at most of the encoder's. */
    static final int HEADER_TABLE_SIZE = 4096;
    /** The connection's receive window, opened at the start and kept open as bodies are read. */
    static final int CONNECTION_WINDOW = 16 << 20;
    /** The most frames (a HEADERS and its CONTINUATIONs) of one header block. */
    static final int MAX_BLOCK_FRAMES = 64;
    /** The ids of streams recently reset by the server, whose late frames are ignored. */
    private static final int RECENT_RESETS = 1024;

    /**
     * What a stream costs the header budget on top of twice its decoded header list (RFC 9113's size: name, value and
     * 32 per field; twice for the decoded strings and the request made of them, a cookie's crumbs joined included):
     * the stream's state, its map of headers and its request.
     */
    static final int STREAM_HEAD_OVERHEAD = 1024;
    /** The least share of the header budget one connection's open streams may hold. */
    static final long MIN_CONNECTION_HEAD_SHARE = 1 << 20;

    static final int DEFAULT_WINDOW = 65535;
    private static final long LINGER_MILLIS = 1000;
    /** How long closing the server waits for a connection's writer to be free to send its GOAWAY. */
    private static final long ABORT_WAIT_MILLIS = 100;

    static final byte[] NO_BYTES = new byte[0];
    static final Set<String> CONNECTION_HEADERS =
            Set.of("connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade");

    private final Http2Host host;
    private final Http2Options options;
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final HpackDecoder decoder;
    private final int blockLimit;
    /** The most bytes of the header budget this connection's open streams may hold at once. */
    private final long headShare;

    private final int receiveWindow;
    private final Http2FrameWriter writer;
    private final Http2Streams streams;
    private final Http2Answers answers;
    private final Http2Requests requests;

    private volatile int peerMaxFrame = MAX_FRAME_SIZE;

    private volatile boolean closed;
    private volatile boolean goingAway;
    /** The {@link System#nanoTime()} by which the header block being received must end (odd), 0 when none is. */
    private volatile long blockDeadline;

    private volatile int lastStreamId;
    // the reader's own state, touched by the connection's thread only
    private final byte[] head = new byte[9];
    private final byte[] payload = new byte[MAX_FRAME_SIZE];
    private long connectionReceiveWindow = DEFAULT_WINDOW;
    private long connectionUnacked;
    private int blockStream;
    private boolean blockEndStream;
    /** Whether the header block's HEADERS made its stream depend on itself: a stream error once decoded. */
    private boolean selfDependent;

    private byte[] block = new byte[1024];
    private int blockLength;
    private int blockFrames;
    private final Http2FloodGuard flood = new Http2FloodGuard();
    private final Set<Integer> recentResets = new HashSet<>();
    private final ArrayDeque<Integer> recentResetOrder = new ArrayDeque<>();

    /**
     * A connection whose preface has been read.
     *
     * @param host the transport
     * @param socket the connection's socket, plain or TLS
     * @param in the socket's input after the preface (with any byte read past it first)
     * @param clientAddress the client's IP address, for the requests
     */
    public Http2Connection(Http2Host host, Socket socket, InputStream in, String clientAddress) throws IOException {
        this.host = host;
        this.options = host.options();
        this.socket = socket;
        this.in = new BufferedInputStream(in, MAX_FRAME_SIZE + 9);
        this.out = new BufferedOutputStream(socket.getOutputStream(), 2 * MAX_FRAME_SIZE + 64);
        this.decoder = new HpackDecoder(options.maxHeadBytes(), HEADER_TABLE_SIZE);
        this.blockLimit = 2 * options.maxHeadBytes();
        this.headShare = connectionHeadShare(options.maxHeadBytes());
        this.receiveWindow = (int) Math.min(1 << 20, Math.max(DEFAULT_WINDOW, options.maxBodyBytes() + 1));
        this.writer = new Http2FrameWriter(this, out);
        this.streams = new Http2Streams(this, host);
        this.answers = new Http2Answers(this, host, clientAddress, writer, streams);
        this.requests = new Http2Requests(host);
    }

    /**
     * The share of the header budget one connection's open streams may hold: four requests of the largest head, and
     * at least {@link #MIN_CONNECTION_HEAD_SHARE} (256 streams of 1 KiB of headers each fit in it).
     */
    static long connectionHeadShare(int maxHeadBytes) {
        return Math.max(MIN_CONNECTION_HEAD_SHARE, 4L * (2L * maxHeadBytes + STREAM_HEAD_OVERHEAD));
    }

    /** What a stream whose decoded header list is {@code fields} (or was too large, {@code null}) costs. */
    static long headCost(List<Http2Header> fields) {
        long list = 0;
        if (fields != null) {
            for (Http2Header field : fields) {
                list += field.name().length() + field.value().length() + HpackDecoder.ENTRY_OVERHEAD;
            }
        }
        return STREAM_HEAD_OVERHEAD + 2 * list;
    }

    /** Serves the connection until the client closes it, it breaks the protocol, or a deadline or the server closes it. */
    public void serve() throws IOException {
        streams.idleFromNow();
        try {
            socket.setSoTimeout(0); // deadlines are enforced by the transport's deadline thread
            sendPrologue();
            if (!readFrame()) {
                return;
            }
            if (type() != SETTINGS || (flags() & ACK) != 0) {
                throw new ConnectionError(PROTOCOL_ERROR, "the connection preface must be followed by SETTINGS");
            }
            do {
                frame();
            } while (readFrame());
        } catch (ConnectionError e) {
            goAway(e.code, e.getMessage(), LINGER_MILLIS);
            linger();
        } finally {
            close();
        }
    }

    /**
     * Closes the connection now, announcing it with a GOAWAY when the writer is free within a moment (an answer being
     * written finishes first; a writer stalled by its client is not waited for longer); a blocked thread wakes up.
     */
    public void abort() {
        if (!closed) {
            try {
                goAway(NO_ERROR, "the server is closing", ABORT_WAIT_MILLIS);
            } catch (IOException e) {
                // closing anyway
            }
        }
        close();
    }

    /**
     * The {@link System#nanoTime()} (odd) since which no stream is open, no header block is being received and no
     * frame is being written; 0 while one is, or once the connection is closed.
     */
    public long idleSince() {
        long idle = streams.idleSince();
        return closed || blockDeadline != 0 || writer.writingSince() != 0 || !streams.isEmpty() ? 0 : idle;
    }

    /**
     * Enforces the deadlines: closes a connection whose write or header block outlives its deadline, or idle too
     * long; answers 408 to a stream whose body did not arrive in time.
     */
    public void checkDeadlines(long now) {
        if (closed) {
            return;
        }
        long since = writer.writingSince();
        long blockBy = blockDeadline;
        if ((since != 0 && now - since > options.bodyTimeout().toNanos()) || (blockBy != 0 && now - blockBy > 0)) {
            close();
            return;
        }
        answers.cancelLate(now);
        for (Http2Stream stream : streams.values()) {
            long deadline = stream.deadline;
            if (deadline != 0 && now - deadline > 0 && stream.dispatch()) {
                stream.refusal =
                        host.errorResponse(TransportRefusal.requestTimeout("request body", options.bodyTimeout()));
                answers.run(stream);
            }
        }
        long idle = streams.idleSince();
        Duration override = answers.idleOverride();
        Duration limit = override != null ? override : options.idleTimeout();
        if (idle != 0 && blockBy == 0 && streams.isEmpty() && now - idle > limit.toNanos()) {
            if (override == null) {
                try {
                    goAway(NO_ERROR, "idle", 0);
                } catch (IOException e) {
                    // closing anyway
                }
            }
            close();
        }
    }

    // ---------------------------------------------------------------- reading

    private boolean readFrame() throws IOException, ConnectionError {
        writer.flushAnswers(in);
        if (!readFully(head, 9, true)) {
            return false;
        }
        int length = length();
        if (length > MAX_FRAME_SIZE) {
            throw new ConnectionError(
                    FRAME_SIZE_ERROR,
                    "a frame of " + length + " bytes; this server reads frames of at most " + MAX_FRAME_SIZE);
        }
        readFully(payload, length, false);
        return true;
    }

    private boolean readFully(byte[] into, int length, boolean atBoundary) throws IOException {
        int done = 0;
        while (done < length) {
            int n = in.read(into, done, length - done);
            if (n < 0) {
                if (atBoundary && done == 0) {
                    return false;
                }
                throw new EOFException("the connection closed in the middle of a frame");
            }
            done += n;
        }
        return true;
    }

    private int length() {
        return ((head[0] & 0xff) << 16) | ((head[1] & 0xff) << 8) | (head[2] & 0xff);
    }

    private int type() {
        return head[3] & 0xff;
    }

    private int flags() {
        return head[4] & 0xff;
    }

    private int streamId() {
        return int32(head, 5) & 0x7fffffff;
    }

    private static int int32(byte[] bytes, int at) {
        return (bytes[at] & 0xff) << 24
                | (bytes[at + 1] & 0xff) << 16
                | (bytes[at + 2] & 0xff) << 8
                | (bytes[at + 3] & 0xff);
    }

    private void frame() throws IOException, ConnectionError {
        int type = type();
        int id = streamId();
        if (blockStream != 0 && (type != CONTINUATION || id != blockStream)) {
            throw new ConnectionError(PROTOCOL_ERROR, "a header block must be continued by CONTINUATION frames alone");
        }
        switch (type) {
            case DATA -> data(id);
            case HEADERS -> headers(id);
            case PRIORITY -> priority(id);
            case RST_STREAM -> rstStream(id);
            case SETTINGS -> settings(id);
            case PUSH_PROMISE -> throw new ConnectionError(PROTOCOL_ERROR, "a client must not send PUSH_PROMISE");
            case PING -> ping(id);
            case GOAWAY -> goAwayReceived(id);
            case WINDOW_UPDATE -> windowUpdate(id);
            case CONTINUATION -> continuation();
            default -> {
                // an unknown frame type is ignored (RFC 9113 section 4.1)
            }
        }
    }

    /** The payload's bounds without padding: {start, end}. */
    private int[] unpadded(int start) throws ConnectionError {
        int length = length();
        if ((flags() & PADDED) == 0) {
            return new int[] {start, length};
        }
        if (length < 1) {
            throw new ConnectionError(PROTOCOL_ERROR, "a padded frame without its pad length");
        }
        int pad = payload[0] & 0xff;
        if (start + 1 + pad > length) {
            throw new ConnectionError(PROTOCOL_ERROR, "a frame's padding is longer than its payload");
        }
        return new int[] {start + 1, length - pad};
    }

    private void data(int id) throws IOException, ConnectionError {
        if (id == 0) {
            throw new ConnectionError(PROTOCOL_ERROR, "DATA on stream 0");
        }
        int length = length();
        int[] bounds = unpadded(0);
        boolean end = (flags() & END_STREAM) != 0;
        connectionReceiveWindow -= length;
        if (connectionReceiveWindow < 0) {
            throw new ConnectionError(FLOW_CONTROL_ERROR, "DATA beyond the connection's flow-control window");
        }
        connectionUnacked += length;
        if (connectionUnacked >= CONNECTION_WINDOW / 2) {
            long increment = connectionUnacked;
            connectionUnacked = 0;
            connectionReceiveWindow += increment;
            writer.sendWindowUpdate(0, increment);
        }
        Http2Stream stream = streams.get(id);
        if (stream == null) {
            if (id > lastStreamId) {
                throw new ConnectionError(PROTOCOL_ERROR, "DATA on stream " + id + ", which is not open");
            }
            if (!recentResets.contains(id)) {
                sendReset(id, STREAM_CLOSED);
            }
            return;
        }
        if (stream.remoteClosed) {
            resetStream(stream, STREAM_CLOSED);
            return;
        }
        stream.receiveWindow -= length;
        if (stream.receiveWindow < 0) {
            resetStream(stream, FLOW_CONTROL_ERROR);
            return;
        }
        int bytes = bounds[1] - bounds[0];
        if (bytes == 0 && !end) {
            flood.countControl();
        }
        stream.received += bytes;
        if (stream.contentLength >= 0 && stream.received > stream.contentLength) {
            resetStream(stream, PROTOCOL_ERROR); // malformed: more than its content-length (RFC 9113 8.1.1)
            return;
        }
        if (!stream.dispatched()) {
            append(stream, bounds[0], bytes);
        }
        if (end) {
            stream.remoteClosed = true;
            stream.deadline = 0;
            if (stream.contentLength >= 0 && stream.received != stream.contentLength && !stream.dispatched()) {
                resetStream(stream, PROTOCOL_ERROR);
                return;
            }
            answers.dispatch(stream);
            return;
        }
        stream.unacked += length;
        if (!stream.dispatched() && stream.unacked >= receiveWindow / 2) {
            int increment = stream.unacked;
            stream.unacked = 0;
            stream.receiveWindow += increment;
            writer.sendWindowUpdate(id, increment);
        }
    }

    /** Adds bytes to a stream's body, growing it only as bytes arrive, each growth taken from the budget first. */
    private void append(Http2Stream stream, int from, int bytes) throws IOException {
        if (bytes == 0) {
            return;
        }
        long limit = Math.min(options.maxBodyBytes(), Integer.MAX_VALUE - 16);
        int needed = stream.bodyLength + bytes;
        if (needed > limit) {
            stream.overLimit = true;
            answers.dispatch(stream);
            return;
        }
        if (needed > stream.body.length) {
            int larger = (int) Math.min(limit, Math.max(needed, Math.max(512, 2L * stream.body.length)));
            if (!stream.take(host, larger - stream.body.length)) {
                stream.refusal =
                        host.errorResponse(TransportRefusal.unavailable("The server is receiving too many request "
                                + "bodies at once (" + host.bodyCapacity() + " bytes in memory); retry shortly"));
                answers.dispatch(stream);
                return;
            }
            stream.body = Arrays.copyOf(stream.body, larger);
        }
        System.arraycopy(payload, from, stream.body, stream.bodyLength, bytes);
        stream.bodyLength = needed;
    }

    private void headers(int id) throws IOException, ConnectionError {
        if (id == 0 || id % 2 == 0) {
            throw new ConnectionError(PROTOCOL_ERROR, "HEADERS on stream " + id + "; a client opens odd streams");
        }
        int[] bounds = unpadded(0);
        int start = bounds[0];
        if ((flags() & PRIORITY_FLAG) != 0) {
            if (bounds[1] - start < 5) {
                throw new ConnectionError(FRAME_SIZE_ERROR, "HEADERS too short for its priority");
            }
            selfDependent = (int32(payload, start) & 0x7fffffff) == id;
            start += 5;
        }
        if ((flags() & PRIORITY_FLAG) == 0) {
            selfDependent = false;
        }
        blockStream = id;
        blockEndStream = (flags() & END_STREAM) != 0;
        blockLength = 0;
        blockFrames = 0;
        blockDeadline = (System.nanoTime() + options.headTimeout().toNanos()) | 1;
        appendBlock(start, bounds[1] - start);
    }

    private void continuation() throws IOException, ConnectionError {
        if (blockStream == 0) {
            throw new ConnectionError(PROTOCOL_ERROR, "CONTINUATION without a HEADERS before it");
        }
        appendBlock(0, length());
    }

    private void appendBlock(int from, int length) throws IOException, ConnectionError {
        if (++blockFrames > MAX_BLOCK_FRAMES || blockLength + length > blockLimit) {
            throw new ConnectionError(
                    ENHANCE_YOUR_CALM,
                    "a header block of more than " + blockLimit + " bytes or " + MAX_BLOCK_FRAMES + " frames");
        }
        if (blockLength + length > block.length) {
            block = Arrays.copyOf(block, Math.min(blockLimit, Math.max(blockLength + length, 2 * block.length)));
        }
        System.arraycopy(payload, from, block, blockLength, length);
        blockLength += length;
        if ((flags() & END_HEADERS) != 0) {
            int id = blockStream;
            blockStream = 0;
            blockDeadline = 0;
            headerBlock(id, blockEndStream);
            if (block.length > 4096) {
                block = new byte[1024];
            }
        }
    }

    private void headerBlock(int id, boolean endStream) throws IOException, ConnectionError {
        List<Http2Header> fields = null;
        boolean tooLarge = false;
        try {
            fields = decoder.decode(block, 0, blockLength);
        } catch (HpackException e) {
            if (!e.headerListTooLarge()) {
                throw new ConnectionError(COMPRESSION_ERROR, "a header block that cannot be decoded");
            }
            tooLarge = true;
        }
        Http2Stream existing = streams.get(id);
        if (existing != null) {
            trailers(existing, endStream, fields);
            return;
        }
        if (id <= lastStreamId) {
            if (recentResets.contains(id)) {
                return; // a late frame of a stream this server reset
            }
            throw new ConnectionError(
                    id == lastStreamId ? STREAM_CLOSED : PROTOCOL_ERROR,
                    "HEADERS on stream " + id + ", not above the last one opened (" + lastStreamId + ")");
        }
        lastStreamId = id;
        flood.countOpened();
        if (selfDependent) {
            sendReset(id, PROTOCOL_ERROR); // a stream depending on itself (RFC 9113 section 5.3.1)
            return;
        }
        if (goingAway || streams.size() >= MAX_CONCURRENT_STREAMS || streams.running() >= MAX_CONCURRENT_STREAMS) {
            sendReset(id, REFUSED_STREAM);
            flood.countReset();
            return;
        }
        Http2Stream stream = new Http2Stream(id);
        switch (streams.takeHead(stream, headCost(fields), headShare)) {
            case CONNECTION_FULL ->
                throw new ConnectionError(
                        ENHANCE_YOUR_CALM, "the open streams' request headers hold more than " + headShare + " bytes");
            case SERVER_FULL -> {
                tooLarge = false;
                fields = null;
                stream.refusal =
                        host.errorResponse(TransportRefusal.unavailable("The server holds too many request headers "
                                + "and bodies at once (" + host.bodyCapacity() + " bytes in memory); retry shortly"));
            }
            case TAKEN -> {
                // within the budget
            }
        }
        if (stream.refusal != null) {
            // refused for want of memory: its headers are not kept
        } else if (tooLarge) {
            stream.refusal = host.errorResponse(TransportRefusal.headTooLarge(options.maxHeadBytes()));
        } else {
            String malformed = requests.request(stream, fields);
            if (malformed != null) {
                streams.remove(stream); // gives back its head's bytes
                sendReset(id, PROTOCOL_ERROR);
                return;
            }
        }
        stream.receiveWindow = receiveWindow;
        streams.open(stream);
        if (endStream) {
            stream.remoteClosed = true;
            if (stream.contentLength > 0 && stream.refusal == null && !stream.overLimit) {
                resetStream(stream, PROTOCOL_ERROR); // a content-length without the body
                return;
            }
            answers.dispatch(stream);
        } else if (stream.refusal != null || stream.overLimit) {
            answers.dispatch(stream); // answered now; the body that follows is dropped
        } else {
            stream.deadline = (System.nanoTime() + options.bodyTimeout().toNanos()) | 1;
        }
    }

    private void trailers(Http2Stream stream, boolean endStream, List<Http2Header> fields) throws IOException {
        if (stream.remoteClosed) {
            resetStream(stream, STREAM_CLOSED);
            return;
        }
        if (!endStream
                || fields == null
                || fields.stream().anyMatch(f -> f.name().startsWith(":"))) {
            resetStream(stream, PROTOCOL_ERROR);
            return;
        }
        stream.remoteClosed = true;
        stream.deadline = 0;
        if (stream.contentLength >= 0 && stream.received != stream.contentLength && !stream.dispatched()) {
            resetStream(stream, PROTOCOL_ERROR);
            return;
        }
        answers.dispatch(stream); // trailers carry nothing the server reads
    }

    private void priority(int id) throws IOException, ConnectionError {
        if (id == 0) {
            throw new ConnectionError(PROTOCOL_ERROR, "PRIORITY on stream 0");
        }
        flood.countControl();
        if (length() != 5) {
            Http2Stream stream = streams.get(id);
            if (stream != null) {
                resetStream(stream, FRAME_SIZE_ERROR);
            } else {
                sendReset(id, FRAME_SIZE_ERROR);
            }
        } else if ((int32(payload, 0) & 0x7fffffff) == id) {
            Http2Stream stream = streams.get(id); // a stream depending on itself (RFC 9113 section 5.3.1)
            if (stream != null) {
                resetStream(stream, PROTOCOL_ERROR);
            } else if (id > lastStreamId) { // no RST_STREAM on an idle stream (section 6.4): the whole connection
                throw new ConnectionError(PROTOCOL_ERROR, "PRIORITY making idle stream " + id + " depend on itself");
            } else {
                sendReset(id, PROTOCOL_ERROR);
            }
        }
        // otherwise ignored: the server answers streams as they come (RFC 9113 deprecates this scheme)
    }

    private void rstStream(int id) throws IOException, ConnectionError {
        if (id == 0) {
            throw new ConnectionError(PROTOCOL_ERROR, "RST_STREAM on stream 0");
        }
        if (length() != 4) {
            throw new ConnectionError(FRAME_SIZE_ERROR, "RST_STREAM of " + length() + " bytes, not 4");
        }
        Http2Stream stream = streams.get(id);
        if (stream == null && id > lastStreamId) {
            throw new ConnectionError(PROTOCOL_ERROR, "RST_STREAM on stream " + id + ", which is idle");
        }
        if (stream != null) {
            stream.reset = true;
            streams.remove(stream);
        }
        flood.countReset();
    }

    private void settings(int id) throws IOException, ConnectionError {
        if (id != 0) {
            throw new ConnectionError(PROTOCOL_ERROR, "SETTINGS on stream " + id);
        }
        int length = length();
        if ((flags() & ACK) != 0) {
            if (length != 0) {
                throw new ConnectionError(FRAME_SIZE_ERROR, "a SETTINGS acknowledgement with a payload");
            }
            return;
        }
        if (length % 6 != 0) {
            throw new ConnectionError(FRAME_SIZE_ERROR, "SETTINGS of " + length + " bytes, not a multiple of 6");
        }
        flood.countControl();
        for (int at = 0; at < length; at += 6) {
            int setting = ((payload[at] & 0xff) << 8) | (payload[at + 1] & 0xff);
            long value = int32(payload, at + 2) & 0xffffffffL;
            switch (setting) {
                case 0x1 -> writer.maxTableSize((int) Math.min(value, HEADER_TABLE_SIZE));
                case 0x2 -> {
                    if (value > 1) {
                        throw new ConnectionError(PROTOCOL_ERROR, "SETTINGS_ENABLE_PUSH other than 0 or 1");
                    }
                }
                case 0x4 -> streams.initialWindow(value);
                case 0x5 -> {
                    if (value < MAX_FRAME_SIZE || value > 0xffffff) {
                        throw new ConnectionError(PROTOCOL_ERROR, "SETTINGS_MAX_FRAME_SIZE out of range: " + value);
                    }
                    peerMaxFrame = (int) value;
                }
                default -> {
                    // MAX_CONCURRENT_STREAMS (the server opens none), MAX_HEADER_LIST_SIZE (advisory), unknown
                }
            }
        }
        writer.locked(() -> writer.frame(SETTINGS, ACK, 0, NO_BYTES, 0, 0));
    }

    /** The largest frame payload the peer reads (its SETTINGS_MAX_FRAME_SIZE). */
    int peerMaxFrame() {
        return peerMaxFrame;
    }

    private void ping(int id) throws IOException, ConnectionError {
        if (id != 0) {
            throw new ConnectionError(PROTOCOL_ERROR, "PING on stream " + id);
        }
        if (length() != 8) {
            throw new ConnectionError(FRAME_SIZE_ERROR, "PING of " + length() + " bytes, not 8");
        }
        if ((flags() & ACK) != 0) {
            return;
        }
        flood.countControl();
        writer.locked(() -> writer.frame(PING, ACK, 0, payload, 0, 8));
    }

    private void goAwayReceived(int id) throws ConnectionError {
        if (id != 0) {
            throw new ConnectionError(PROTOCOL_ERROR, "GOAWAY on stream " + id);
        }
        goingAway = true; // no new stream; those open are answered, then the client closes
    }

    private void windowUpdate(int id) throws IOException, ConnectionError {
        if (length() != 4) {
            throw new ConnectionError(FRAME_SIZE_ERROR, "WINDOW_UPDATE of " + length() + " bytes, not 4");
        }
        long increment = int32(payload, 0) & 0x7fffffffL;
        if (id == 0) {
            if (increment == 0) {
                throw new ConnectionError(PROTOCOL_ERROR, "a WINDOW_UPDATE of 0");
            }
            streams.connectionWindowUpdate(increment);
            return;
        }
        Http2Stream stream = streams.get(id);
        if (stream == null) {
            if (id > lastStreamId) {
                throw new ConnectionError(PROTOCOL_ERROR, "WINDOW_UPDATE on stream " + id + ", which is idle");
            }
            return;
        }
        if (increment == 0) {
            resetStream(stream, PROTOCOL_ERROR);
            return;
        }
        if (streams.streamWindowUpdate(stream, increment)) {
            resetStream(stream, FLOW_CONTROL_ERROR);
        }
    }

    /** Resets a stream the server still holds, as a stream error. */
    private void resetStream(Http2Stream stream, int code) throws IOException {
        stream.reset = true;
        streams.remove(stream);
        sendReset(stream.id, code);
    }

    // ---------------------------------------------------------------- writing

    private void sendPrologue() throws IOException {
        byte[] settings = new byte[5 * 6];
        Http2FrameWriter.setting(settings, 0, 0x1, HEADER_TABLE_SIZE);
        Http2FrameWriter.setting(settings, 6, 0x3, MAX_CONCURRENT_STREAMS);
        Http2FrameWriter.setting(settings, 12, 0x4, receiveWindow);
        Http2FrameWriter.setting(settings, 18, 0x5, MAX_FRAME_SIZE);
        Http2FrameWriter.setting(settings, 24, 0x6, options.maxHeadBytes());
        connectionReceiveWindow = CONNECTION_WINDOW;
        writer.locked(() -> {
            writer.frame(SETTINGS, 0, 0, settings, 0, settings.length);
            writer.frame(WINDOW_UPDATE, 0, 0, Http2FrameWriter.int32Bytes(CONNECTION_WINDOW - DEFAULT_WINDOW), 0, 4);
        });
    }

    /** Resets a stream, remembering its id so that its late frames are ignored. */
    void sendReset(int id, int code) throws IOException {
        synchronized (recentResets) {
            if (recentResets.add(id)) {
                recentResetOrder.add(id);
                if (recentResetOrder.size() > RECENT_RESETS) {
                    recentResets.remove(recentResetOrder.poll());
                }
            }
        }
        writer.locked(() -> writer.frame(RST_STREAM, 0, id, Http2FrameWriter.int32Bytes(code), 0, 4));
    }

    /** The id of the last stream the client opened. */
    int lastStreamId() {
        return lastStreamId;
    }

    /**
     * Sends a GOAWAY with the last stream id, if the writer is free within {@code waitMillis}.
     *
     * @throws IOException when the connection is gone
     */
    private void goAway(int code, String debug, long waitMillis) throws IOException {
        goingAway = true;
        writer.goAway(code, debug, waitMillis);
    }

    // ---------------------------------------------------------------- closing

    /** Stops sending, then reads what the client still sends for a moment, so that it reads the GOAWAY. */
    private void linger() {
        try {
            if (socket instanceof SSLSocket) {
                out.flush();
            } else {
                socket.shutdownOutput();
            }
            socket.setSoTimeout((int) LINGER_MILLIS);
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(LINGER_MILLIS);
            byte[] sink = payload;
            while (System.nanoTime() - end < 0 && in.read(sink) >= 0) {
                // discarded
            }
        } catch (SocketTimeoutException e) {
            // the client did not close in time
        } catch (IOException e) {
            // gone
        }
    }

    /** Closes the connection now: its socket, and its streams, waking the threads waiting for a window. */
    void close() {
        closed = true;
        streams.wake();
        try {
            socket.close();
        } catch (IOException e) {
            // already closed
        }
        for (Http2Stream stream : streams.values()) {
            stream.reset = true;
            streams.remove(stream);
        }
    }

    /** Whether the connection is closed. */
    boolean isClosed() {
        return closed;
    }

    /** A protocol error of the whole connection: answered with a GOAWAY of its code, then the connection closes. */
    static final class ConnectionError extends Exception {

        private static final long serialVersionUID = 1L;
        final int code;

        ConnectionError(int code, String message) {
            super(message, null, false, false);
            this.code = code;
        }
    }
}
