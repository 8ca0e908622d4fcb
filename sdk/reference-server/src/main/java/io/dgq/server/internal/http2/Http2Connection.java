package io.dgq.server.internal.http2;

import io.dgq.server.internal.api.ApiRequest;
import io.dgq.server.internal.api.ApiResponse;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.support.HttpDates;
import io.dgq.server.internal.support.LazyLogger;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import javax.net.ssl.SSLSocket;

/**
 * Serves one HTTP/2 connection (RFC 9113) once its preface has been read: the connection's thread reads frames and
 * keeps the streams' states; each request, once received, is answered on a thread of the transport, so the streams
 * of one connection are answered concurrently, or on the reading thread itself when the handler answers without
 * waiting and the answer fits the send windows; every frame is written under one lock, header blocks encoded under
 * it, so the peer's decoder sees them in the order they were encoded.
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
    /** Streams reset by the client within {@link #RESET_PERIOD_NANOS} past which, if half those opened, it is cut. */
    static final int MAX_RESETS = 200;

    static final long RESET_PERIOD_NANOS = TimeUnit.SECONDS.toNanos(30);
    /** Control frames (PING, SETTINGS, PRIORITY, empty DATA) within {@link #CONTROL_PERIOD_NANOS} past which it is cut. */
    static final int MAX_CONTROL_FRAMES = 1000;

    static final long CONTROL_PERIOD_NANOS = TimeUnit.SECONDS.toNanos(10);
    /** The ids of streams recently reset by the server, whose late frames are ignored. */
    private static final int RECENT_RESETS = 1024;
    /** The most answers the reading thread leaves unflushed while more requests are there to read. */
    private static final int MAX_UNFLUSHED = 16;

    private static final long MAX_WINDOW = Integer.MAX_VALUE;
    private static final int DEFAULT_WINDOW = 65535;
    private static final long LINGER_MILLIS = 1000;
    /** How long closing the server waits for a connection's writer to be free to send its GOAWAY. */
    private static final long ABORT_WAIT_MILLIS = 100;

    private static final byte[] NO_BYTES = new byte[0];
    private static final System.Logger LOG = LazyLogger.of(Http2Connection.class);
    private static final Set<String> CONNECTION_HEADERS =
            Set.of("connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade");

    private final Http2Host host;
    private final Http2Options options;
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final String clientAddress;
    private final HpackDecoder decoder;
    private final int blockLimit;
    private final int receiveWindow;

    private final ReentrantLock writeLock = new ReentrantLock();
    /** Guarded by the write lock. */
    private final HpackEncoder encoder = new HpackEncoder(false);
    /** Guarded by the write lock. */
    private final byte[] frameHead = new byte[9];
    /** Answers written by the reading thread and not flushed yet. Guarded by the write lock. */
    private int unflushed;
    /** The {@link System#nanoTime()} at which the write under way began (odd), 0 when none is. */
    private volatile long writingSince;

    private final Map<Integer, Stream> streams = new ConcurrentHashMap<>();
    /** Streams whose request went to the handler and whose answer is not written yet, reset or not. */
    private final AtomicInteger running = new AtomicInteger();

    /** Guards the send windows. */
    private final Object flow = new Object();
    /** Guarded by {@link #flow}. */
    private long connectionSendWindow = DEFAULT_WINDOW;
    /** Guarded by {@link #flow}. */
    private long peerInitialWindow = DEFAULT_WINDOW;

    private volatile int peerMaxFrame = MAX_FRAME_SIZE;

    private volatile boolean closed;
    private volatile boolean goingAway;
    /** The {@link System#nanoTime()} since which no stream is open (odd), 0 while one is. */
    private volatile long idleSince;
    /** The idle time an injected fault set, in place of the options', closing the connection unannounced. */
    private volatile Duration idleOverride;
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
    private long resetPeriodStart;
    private int resets;
    private int opened;
    private long controlPeriodStart;
    private int controlFrames;
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
        this.clientAddress = clientAddress;
        this.decoder = new HpackDecoder(options.maxHeadBytes(), HEADER_TABLE_SIZE);
        this.blockLimit = 2 * options.maxHeadBytes();
        this.receiveWindow = (int) Math.min(1 << 20, Math.max(DEFAULT_WINDOW, options.maxBodyBytes() + 1));
    }

    /** Serves the connection until the client closes it, it breaks the protocol, or a deadline or the server closes it. */
    public void serve() throws IOException {
        idleSince = System.nanoTime() | 1;
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
     * Enforces the deadlines: closes a connection whose write or header block outlives its deadline, or idle too
     * long; answers 408 to a stream whose body did not arrive in time.
     */
    public void checkDeadlines(long now) {
        if (closed) {
            return;
        }
        long since = writingSince;
        long blockBy = blockDeadline;
        if ((since != 0 && now - since > options.bodyTimeout().toNanos()) || (blockBy != 0 && now - blockBy > 0)) {
            close();
            return;
        }
        for (Stream stream : streams.values()) {
            long deadline = stream.deadline;
            if (deadline != 0 && now - deadline > 0 && stream.dispatch()) {
                stream.refusal = host.errorResponse(ApiError.requestTimeout("request body", options.bodyTimeout()));
                run(stream);
            }
        }
        long idle = idleSince;
        Duration override = idleOverride;
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
        flushAnswers();
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
            sendWindowUpdate(0, increment);
        }
        Stream stream = streams.get(id);
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
            countControl();
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
            dispatch(stream);
            return;
        }
        stream.unacked += length;
        if (!stream.dispatched() && stream.unacked >= receiveWindow / 2) {
            int increment = stream.unacked;
            stream.unacked = 0;
            stream.receiveWindow += increment;
            sendWindowUpdate(id, increment);
        }
    }

    /** Adds bytes to a stream's body, growing it only as bytes arrive, each growth taken from the budget first. */
    private void append(Stream stream, int from, int bytes) throws IOException {
        if (bytes == 0) {
            return;
        }
        long limit = Math.min(options.maxBodyBytes(), Integer.MAX_VALUE - 16);
        int needed = stream.bodyLength + bytes;
        if (needed > limit) {
            stream.overLimit = true;
            dispatch(stream);
            return;
        }
        if (needed > stream.body.length) {
            int larger = (int) Math.min(limit, Math.max(needed, Math.max(512, 2L * stream.body.length)));
            if (!stream.take(host, larger - stream.body.length)) {
                stream.refusal = host.errorResponse(ApiError.unavailable("The server is receiving too many request "
                        + "bodies at once (" + host.bodyCapacity() + " bytes in memory); retry shortly"));
                dispatch(stream);
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
        Stream existing = streams.get(id);
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
        countOpened();
        if (selfDependent) {
            sendReset(id, PROTOCOL_ERROR); // a stream depending on itself (RFC 9113 section 5.3.1)
            return;
        }
        if (goingAway || streams.size() >= MAX_CONCURRENT_STREAMS || running.get() >= MAX_CONCURRENT_STREAMS) {
            sendReset(id, REFUSED_STREAM);
            countReset();
            return;
        }
        Stream stream = new Stream(id);
        if (tooLarge) {
            stream.refusal = host.errorResponse(ApiError.headTooLarge(options.maxHeadBytes()));
        } else {
            String malformed = request(stream, fields);
            if (malformed != null) {
                sendReset(id, PROTOCOL_ERROR);
                return;
            }
        }
        synchronized (flow) {
            stream.sendWindow = peerInitialWindow;
        }
        stream.receiveWindow = receiveWindow;
        streams.put(id, stream);
        idleSince = 0;
        if (endStream) {
            stream.remoteClosed = true;
            if (stream.contentLength > 0 && stream.refusal == null && !stream.overLimit) {
                resetStream(stream, PROTOCOL_ERROR); // a content-length without the body
                return;
            }
            dispatch(stream);
        } else if (stream.refusal != null || stream.overLimit) {
            dispatch(stream); // answered now; the body that follows is dropped
        } else {
            stream.deadline = (System.nanoTime() + options.bodyTimeout().toNanos()) | 1;
        }
    }

    private void trailers(Stream stream, boolean endStream, List<Http2Header> fields) throws IOException {
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
        dispatch(stream); // trailers carry nothing the server reads
    }

    /**
     * Reads a request's pseudo-headers and headers into the stream (RFC 9113 section 8.3.1).
     *
     * @return what makes it malformed, or {@code null}
     */
    private String request(Stream stream, List<Http2Header> fields) {
        Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        String method = null;
        String scheme = null;
        String path = null;
        String authority = null;
        boolean regular = false;
        int count = 0;
        List<String> cookies = new ArrayList<>();
        for (Http2Header field : fields) {
            String name = field.name();
            String value = field.value();
            if (!validValue(value)) {
                return "a header value with CR, LF or NUL";
            }
            if (name.startsWith(":")) {
                if (regular) {
                    return "a pseudo-header after a regular header";
                }
                switch (name) {
                    case ":method" -> {
                        if (method != null) {
                            return "two :method";
                        }
                        method = value;
                    }
                    case ":scheme" -> {
                        if (scheme != null) {
                            return "two :scheme";
                        }
                        scheme = value;
                    }
                    case ":path" -> {
                        if (path != null) {
                            return "two :path";
                        }
                        path = value;
                    }
                    case ":authority" -> {
                        if (authority != null) {
                            return "two :authority";
                        }
                        authority = value;
                    }
                    default -> {
                        return "an unknown pseudo-header " + name;
                    }
                }
                continue;
            }
            regular = true;
            if (!validName(name)) {
                return "a header name that is not lowercase token characters";
            }
            if (CONNECTION_HEADERS.contains(name)) {
                return "a connection-specific header " + name;
            }
            if (name.equals("te") && !value.equals("trailers")) {
                return "te other than trailers";
            }
            count++;
            if (name.equals("cookie")) {
                cookies.add(value);
                continue;
            }
            headers.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
        }
        if (method == null || scheme == null || path == null || path.isEmpty() || !validToken(method)) {
            return "missing or empty :method, :scheme or :path";
        }
        if (!cookies.isEmpty()) {
            headers.put("cookie", List.of(String.join("; ", cookies)));
        }
        if (authority != null && !headers.containsKey("host")) {
            headers.put("host", List.of(authority));
        }
        List<String> lengths = headers.get("content-length");
        if (lengths != null) {
            if (lengths.size() != 1
                    || lengths.get(0).isEmpty()
                    || lengths.get(0).length() > 18
                    || !lengths.get(0).chars().allMatch(c -> c >= '0' && c <= '9')) {
                return "a content-length that is not one number";
            }
            stream.contentLength = Long.parseLong(lengths.get(0));
            stream.overLimit = stream.contentLength > options.maxBodyBytes();
        }
        stream.method = method;
        stream.headers = headers;
        if (count > options.maxHeaderCount()) {
            stream.refusal = host.errorResponse(ApiError.tooManyHeaders(options.maxHeaderCount()));
            return null;
        }
        try {
            String target = host.originForm(path);
            int question = target.indexOf('?');
            stream.path = question < 0 ? target : target.substring(0, question);
            stream.query = question < 0 ? "" : target.substring(question + 1);
        } catch (ApiError e) {
            stream.refusal = host.errorResponse(e);
        }
        return null;
    }

    private static boolean validValue(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\r' || c == '\n' || c == 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean validName(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if ((c >= 'A' && c <= 'Z') || c <= ' ' || c >= 127 || "\"(),/:;<=>?@[\\]{}".indexOf(c) >= 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean validToken(String token) {
        if (token.isEmpty()) {
            return false;
        }
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c <= ' ' || c >= 127 || "\"(),/:;<=>?@[\\]{}".indexOf(c) >= 0) {
                return false;
            }
        }
        return true;
    }

    private void priority(int id) throws IOException, ConnectionError {
        if (id == 0) {
            throw new ConnectionError(PROTOCOL_ERROR, "PRIORITY on stream 0");
        }
        countControl();
        if (length() != 5) {
            Stream stream = streams.get(id);
            if (stream != null) {
                resetStream(stream, FRAME_SIZE_ERROR);
            } else {
                sendReset(id, FRAME_SIZE_ERROR);
            }
        } else if ((int32(payload, 0) & 0x7fffffff) == id) {
            Stream stream = streams.get(id); // a stream depending on itself (RFC 9113 section 5.3.1)
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
        Stream stream = streams.get(id);
        if (stream == null && id > lastStreamId) {
            throw new ConnectionError(PROTOCOL_ERROR, "RST_STREAM on stream " + id + ", which is idle");
        }
        if (stream != null) {
            stream.reset = true;
            remove(stream);
        }
        countReset();
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
        countControl();
        for (int at = 0; at < length; at += 6) {
            int setting = ((payload[at] & 0xff) << 8) | (payload[at + 1] & 0xff);
            long value = int32(payload, at + 2) & 0xffffffffL;
            switch (setting) {
                case 0x1 -> {
                    writeLock.lock();
                    try {
                        encoder.maxTableSize((int) Math.min(value, HEADER_TABLE_SIZE));
                    } finally {
                        writeLock.unlock();
                    }
                }
                case 0x2 -> {
                    if (value > 1) {
                        throw new ConnectionError(PROTOCOL_ERROR, "SETTINGS_ENABLE_PUSH other than 0 or 1");
                    }
                }
                case 0x4 -> initialWindow(value);
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
        locked(() -> frame(SETTINGS, ACK, 0, NO_BYTES, 0, 0));
    }

    private void initialWindow(long value) throws ConnectionError {
        if (value > MAX_WINDOW) {
            throw new ConnectionError(FLOW_CONTROL_ERROR, "SETTINGS_INITIAL_WINDOW_SIZE above 2^31-1");
        }
        synchronized (flow) {
            long delta = value - peerInitialWindow;
            peerInitialWindow = value;
            for (Stream stream : streams.values()) {
                stream.sendWindow += delta;
                if (stream.sendWindow > MAX_WINDOW) {
                    throw new ConnectionError(FLOW_CONTROL_ERROR, "a stream's window above 2^31-1");
                }
            }
            flow.notifyAll();
        }
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
        countControl();
        locked(() -> frame(PING, ACK, 0, payload, 0, 8));
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
            synchronized (flow) {
                connectionSendWindow += increment;
                if (connectionSendWindow > MAX_WINDOW) {
                    throw new ConnectionError(FLOW_CONTROL_ERROR, "the connection's window above 2^31-1");
                }
                flow.notifyAll();
            }
            return;
        }
        Stream stream = streams.get(id);
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
        boolean overflow;
        synchronized (flow) {
            stream.sendWindow += increment;
            overflow = stream.sendWindow > MAX_WINDOW;
            flow.notifyAll();
        }
        if (overflow) {
            resetStream(stream, FLOW_CONTROL_ERROR);
        }
    }

    /** Counts a stream opened, for the share of streams reset. */
    private void countOpened() {
        rollResetPeriod();
        opened++;
    }

    /**
     * Counts a stream reset by the client, or refused: more than {@link #MAX_RESETS} in 30 s, and more than half
     * of the streams opened then, is the rapid-reset attack (CVE-2023-44487), and the connection is cut.
     */
    private void countReset() throws ConnectionError {
        rollResetPeriod();
        resets++;
        if (resets > MAX_RESETS && resets * 2L > opened) {
            throw new ConnectionError(
                    ENHANCE_YOUR_CALM,
                    "more than " + MAX_RESETS + " streams reset in 30 s, more than half of those opened");
        }
    }

    private void rollResetPeriod() {
        long now = System.nanoTime();
        if (now - resetPeriodStart > RESET_PERIOD_NANOS) {
            resetPeriodStart = now;
            resets = 0;
            opened = 0;
        }
    }

    private void countControl() throws ConnectionError {
        long now = System.nanoTime();
        if (now - controlPeriodStart > CONTROL_PERIOD_NANOS) {
            controlPeriodStart = now;
            controlFrames = 0;
        }
        if (++controlFrames > MAX_CONTROL_FRAMES) {
            throw new ConnectionError(
                    ENHANCE_YOUR_CALM,
                    "more than " + MAX_CONTROL_FRAMES + " PING, SETTINGS, PRIORITY or empty DATA frames in 10 s");
        }
    }

    // ---------------------------------------------------------------- streams

    /** Sends a stream's request to the handler, once. */
    private void dispatch(Stream stream) {
        if (stream.dispatch()) {
            stream.deadline = 0;
            if (stream.refusal == null) {
                stream.request = new ApiRequest(
                        stream.method,
                        stream.path,
                        stream.headers,
                        stream.overLimit ? NO_BYTES : Arrays.copyOf(stream.body, stream.bodyLength),
                        stream.overLimit,
                        stream.query,
                        clientAddress,
                        "HTTP/2");
                stream.body = NO_BYTES;
            }
            if (host.answersWithoutWaiting()) {
                answerInline(stream);
            } else {
                run(stream);
            }
        }
    }

    /**
     * Answers a stream on the reading thread: the handler answers without waiting, and the answer is written as far
     * as the send windows allow without waiting (its head, and its body when it fits); a paced body or what waits
     * for a window is handed to a thread of the transport, as the reading thread must go on reading to receive the
     * window. The answer is flushed when the reader has nothing more to read, so the answers of the requests that
     * arrived together leave in one write.
     */
    private void answerInline(Stream stream) {
        running.incrementAndGet();
        boolean handedOff = false;
        try {
            Rest rest = respond(stream, response(stream), true);
            if (rest != null) {
                host.execute(() -> {
                    try {
                        rest.write();
                        endAnswer(stream);
                    } catch (IOException | OutOfMemoryError e) {
                        close();
                    } finally {
                        running.decrementAndGet();
                        remove(stream);
                    }
                });
                handedOff = true;
                return;
            }
            endAnswer(stream);
        } catch (RejectedExecutionException e) {
            stream.reset = true;
            try {
                sendReset(stream.id, INTERNAL_ERROR); // its head is out; the transport is closing
            } catch (IOException ignored) {
                // the connection is going
            }
        } catch (IOException | OutOfMemoryError e) {
            close();
        } finally {
            if (!handedOff) {
                running.decrementAndGet();
                remove(stream);
            }
        }
    }

    /** Writes the answers the reading thread left in the buffer, once nothing more is there to read. */
    private void flushAnswers() throws IOException {
        if (unflushed == 0 || (in.available() > 0 && unflushed < MAX_UNFLUSHED)) {
            return; // unflushed is read without the lock: only the reading thread makes it non-zero
        }
        locked(() -> {});
    }

    private void run(Stream stream) {
        running.incrementAndGet();
        try {
            host.execute(() -> answer(stream));
        } catch (RejectedExecutionException | OutOfMemoryError e) {
            running.decrementAndGet();
            stream.reset = true;
            remove(stream);
            try {
                sendReset(stream.id, REFUSED_STREAM);
            } catch (IOException ignored) {
                // the connection is going
            }
        }
    }

    private void answer(Stream stream) {
        try {
            respond(stream, response(stream), false);
            endAnswer(stream);
        } catch (IOException e) {
            close();
        } catch (OutOfMemoryError e) {
            close();
        } finally {
            running.decrementAndGet();
            remove(stream);
        }
    }

    /** The handler's answer to a stream's request, or its refusal. */
    private ApiResponse response(Stream stream) {
        ApiResponse response;
        try {
            response = stream.refusal != null ? stream.refusal : host.handle(stream.request);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "Answering a request failed", e);
            response = host.errorResponse(ApiError.internal());
        }
        stream.request = null;
        return response;
    }

    /** Ends a stream whose answer is written: the rest of a body still coming is not wanted. */
    private void endAnswer(Stream stream) throws IOException {
        if (!stream.remoteClosed && !stream.reset) {
            stream.reset = true;
            sendReset(stream.id, NO_ERROR); // the answer is whole; the rest of the body is not wanted
        }
    }

    /** What is left of an answer once its head is written. */
    private interface Rest {
        void write() throws IOException;
    }

    /**
     * Writes an answer; {@code inline} (on the reading thread), writes what goes out without waiting, unflushed, and
     * returns the rest to be written on another thread, or {@code null} when nothing is left.
     */
    private Rest respond(Stream stream, ApiResponse response, boolean inline) throws IOException {
        if (response.delivery() == ApiResponse.Delivery.DROP) {
            stream.reset = true;
            sendReset(stream.id, INTERNAL_ERROR);
            return null;
        }
        if (response.idleClose() != null) {
            idleOverride = response.idleClose();
        }
        byte[] body = response.body();
        boolean headOnly = "HEAD".equals(stream.method);
        int length = response.delivery() == ApiResponse.Delivery.HALF_BODY ? body.length / 2 : body.length;
        if (headOnly) {
            length = 0;
        }
        List<Http2Header> fields = new ArrayList<>(8);
        fields.add(new Http2Header(":status", Integer.toString(response.status())));
        fields.add(new Http2Header("date", HttpDates.now()));
        boolean typed = false;
        for (Map.Entry<String, String> header : response.headers().entrySet()) {
            String name = header.getKey().toLowerCase(Locale.ROOT);
            if (CONNECTION_HEADERS.contains(name) || name.equals("content-length")) {
                continue;
            }
            typed |= name.equals("content-type");
            fields.add(new Http2Header(name, header.getValue()));
        }
        if (!typed) {
            fields.add(new Http2Header("content-type", "application/json; charset=utf-8"));
        }
        fields.add(new Http2Header("content-length", Integer.toString(body.length)));
        boolean whole = response.delivery() == ApiResponse.Delivery.WHOLE;
        long rate = response.bytesPerSecond();
        long pacing = rate > 0 ? body.length * 1_000_000_000L / rate : 0;
        long deadline = System.nanoTime() + options.bodyTimeout().toNanos() + pacing;
        int slice = rate > 0 ? (int) Math.max(1, Math.min(MAX_FRAME_SIZE, rate / 10)) : MAX_FRAME_SIZE;
        // an answer that fits the windows goes out with its head in one write
        int first = rate > 0 || length == 0 ? 0 : tryReserve(stream, Math.min(slice, length));
        writeLock.lock();
        try {
            if (stream.reset || closed) {
                return null;
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
        int sent = first;
        int total = length;
        Rest rest = () -> rest(stream, body, sent, total, whole, rate, slice, deadline);
        if (inline && (first < length || rate > 0)) {
            return rest; // waits for a window or paces: not on the reading thread
        }
        rest.write();
        return null;
    }

    /** Writes an answer's body from {@code offset} as the windows open, then resets a stream whose body is cut. */
    private void rest(
            Stream stream, byte[] body, int offset, int length, boolean whole, long rate, int slice, long deadline)
            throws IOException {
        long start = System.nanoTime() - (rate > 0 ? offset * 1_000_000_000L / rate : 0);
        while (offset < length) {
            if (rate > 0) {
                pace(start + offset * 1_000_000_000L / rate);
            }
            int n = reserve(stream, Math.min(slice, length - offset), deadline);
            if (n <= 0) {
                if (n < 0) {
                    stream.reset = true;
                    sendReset(stream.id, CANCEL); // the client did not open its window in time
                }
                return;
            }
            int at = offset;
            boolean last = at + n == length && whole;
            locked(() -> {
                if (!stream.reset) {
                    frame(DATA, last ? END_STREAM : 0, stream.id, body, at, n);
                }
            });
            offset += n;
        }
        if (!whole) {
            stream.reset = true;
            sendReset(stream.id, INTERNAL_ERROR);
        }
    }

    private static void pace(long due) throws IOException {
        long wait = due - System.nanoTime();
        if (wait > 0) {
            try {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while pacing an answer");
            }
        }
    }

    /** Takes up to {@code wanted} bytes of the send windows without waiting; 0 when they are closed. */
    private int tryReserve(Stream stream, int wanted) {
        synchronized (flow) {
            long window = Math.min(connectionSendWindow, stream.sendWindow);
            if (window <= 0 || stream.reset || closed) {
                return 0;
            }
            int n = (int) Math.min(Math.min(window, wanted), peerMaxFrame);
            connectionSendWindow -= n;
            stream.sendWindow -= n;
            return n;
        }
    }

    /**
     * Takes up to {@code wanted} bytes of the connection's and the stream's send windows, waiting for the client to
     * open them until the deadline.
     *
     * @return the bytes that may be sent; 0 when the stream or connection is gone; -1 when the deadline passed
     */
    private int reserve(Stream stream, int wanted, long deadline) throws IOException {
        synchronized (flow) {
            while (true) {
                if (stream.reset || closed) {
                    return 0;
                }
                long window = Math.min(connectionSendWindow, stream.sendWindow);
                if (window > 0) {
                    int n = (int) Math.min(Math.min(window, wanted), peerMaxFrame);
                    connectionSendWindow -= n;
                    stream.sendWindow -= n;
                    return n;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return -1;
                }
                try {
                    flow.wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new InterruptedIOException("interrupted while waiting for a window");
                }
            }
        }
    }

    /** Resets a stream the server still holds, as a stream error. */
    private void resetStream(Stream stream, int code) throws IOException {
        stream.reset = true;
        remove(stream);
        sendReset(stream.id, code);
    }

    private void remove(Stream stream) {
        if (streams.remove(stream.id, stream)) {
            if (streams.isEmpty()) {
                idleSince = System.nanoTime() | 1;
            }
            synchronized (flow) {
                flow.notifyAll();
            }
        }
        stream.release(host);
    }

    // ---------------------------------------------------------------- writing

    private void sendPrologue() throws IOException {
        byte[] settings = new byte[5 * 6];
        setting(settings, 0, 0x1, HEADER_TABLE_SIZE);
        setting(settings, 6, 0x3, MAX_CONCURRENT_STREAMS);
        setting(settings, 12, 0x4, receiveWindow);
        setting(settings, 18, 0x5, MAX_FRAME_SIZE);
        setting(settings, 24, 0x6, options.maxHeadBytes());
        connectionReceiveWindow = CONNECTION_WINDOW;
        locked(() -> {
            frame(SETTINGS, 0, 0, settings, 0, settings.length);
            frame(WINDOW_UPDATE, 0, 0, int32Bytes(CONNECTION_WINDOW - DEFAULT_WINDOW), 0, 4);
        });
    }

    private static void setting(byte[] into, int at, int id, int value) {
        into[at] = (byte) (id >>> 8);
        into[at + 1] = (byte) id;
        byte[] v = int32Bytes(value);
        System.arraycopy(v, 0, into, at + 2, 4);
    }

    private static byte[] int32Bytes(long value) {
        return new byte[] {(byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value};
    }

    private void sendWindowUpdate(int id, long increment) throws IOException {
        locked(() -> frame(WINDOW_UPDATE, 0, id, int32Bytes(increment), 0, 4));
    }

    private void sendReset(int id, int code) throws IOException {
        synchronized (recentResets) {
            if (recentResets.add(id)) {
                recentResetOrder.add(id);
                if (recentResetOrder.size() > RECENT_RESETS) {
                    recentResets.remove(recentResetOrder.poll());
                }
            }
        }
        locked(() -> frame(RST_STREAM, 0, id, int32Bytes(code), 0, 4));
    }

    /**
     * Sends a GOAWAY with the last stream id, if the writer is free within {@code waitMillis}.
     *
     * @throws IOException when the connection is gone
     */
    private void goAway(int code, String debug, long waitMillis) throws IOException {
        goingAway = true;
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
            if (closed) {
                return;
            }
            writingSince = System.nanoTime() | 1;
            byte[] text = debug.getBytes(StandardCharsets.UTF_8);
            byte[] frame = new byte[8 + text.length];
            System.arraycopy(int32Bytes(lastStreamId), 0, frame, 0, 4);
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
    private void headerFrames(int id, byte[] encoded, boolean endStream) throws IOException {
        int max = peerMaxFrame;
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

    private interface Frames {
        void write() throws IOException;
    }

    /** Writes frames and flushes them under the write lock, watched by the write deadline. */
    private void locked(Frames frames) throws IOException {
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
    private void frame(int type, int flags, int id, byte[] data, int offset, int length) throws IOException {
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

    private void close() {
        closed = true;
        synchronized (flow) {
            flow.notifyAll();
        }
        try {
            socket.close();
        } catch (IOException e) {
            // already closed
        }
        for (Stream stream : streams.values()) {
            stream.reset = true;
            remove(stream);
        }
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

    /** One stream's state. */
    private static final class Stream {

        final int id;
        private final AtomicBoolean dispatched = new AtomicBoolean();
        volatile boolean remoteClosed;
        volatile boolean reset;
        /** While the body is being received: the {@link System#nanoTime()} by which it must end (odd); else 0. */
        volatile long deadline;
        /** Guarded by the connection's flow lock. */
        long sendWindow;

        int receiveWindow;
        int unacked;
        String method;
        String path;
        String query;
        Map<String, List<String>> headers;
        long contentLength = -1;
        long received;
        byte[] body = NO_BYTES;
        int bodyLength;
        boolean overLimit;
        volatile ApiRequest request;
        volatile ApiResponse refusal;
        private long taken;
        private boolean released;

        Stream(int id) {
            this.id = id;
        }

        boolean dispatch() {
            return dispatched.compareAndSet(false, true);
        }

        boolean dispatched() {
            return dispatched.get();
        }

        synchronized boolean take(Http2Host host, long bytes) {
            if (released || !host.takeBody(bytes)) {
                return false;
            }
            taken += bytes;
            return true;
        }

        synchronized void release(Http2Host host) {
            released = true;
            if (taken > 0) {
                host.giveBody(taken);
                taken = 0;
            }
        }
    }
}
