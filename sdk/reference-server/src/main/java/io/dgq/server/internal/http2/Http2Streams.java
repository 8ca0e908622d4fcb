package io.dgq.server.internal.http2;

import static io.dgq.server.internal.http2.Http2Connection.DEFAULT_WINDOW;
import static io.dgq.server.internal.http2.Http2Connection.FLOW_CONTROL_ERROR;

import io.dgq.server.internal.http2.Http2Connection.ConnectionError;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Keeps the open streams of one HTTP/2 connection and its send windows: the connection's and each stream's, opened by
 * the peer's WINDOW_UPDATE and SETTINGS frames and taken by the threads writing answers, which wait for them.
 */
final class Http2Streams {

    private static final long MAX_WINDOW = Integer.MAX_VALUE;

    private final Http2Connection connection;
    private final Http2Host host;

    private final Map<Integer, Http2Stream> streams = new ConcurrentHashMap<>();
    /** Streams whose request went to the handler and whose answer is not written yet, reset or not. */
    private final AtomicInteger running = new AtomicInteger();

    /** Guards the send windows. */
    private final Object flow = new Object();
    /** Guarded by {@link #flow}. */
    private long connectionSendWindow = DEFAULT_WINDOW;
    /** Guarded by {@link #flow}. */
    private long peerInitialWindow = DEFAULT_WINDOW;

    /** The {@link System#nanoTime()} since which no stream is open (odd), 0 while one is. */
    private volatile long idleSince;

    /** The bytes of the header budget the open streams' request heads hold: the connection's share in use. */
    private final AtomicLong heads = new AtomicLong();

    /** The streams of {@code connection}, whose bodies take from {@code host}'s budget. */
    Http2Streams(Http2Connection connection, Http2Host host) {
        this.connection = connection;
        this.host = host;
    }

    /** The open stream of this id, or {@code null}. */
    Http2Stream get(int id) {
        return streams.get(id);
    }

    /** The open streams. */
    Collection<Http2Stream> values() {
        return streams.values();
    }

    /** How many streams are open. */
    int size() {
        return streams.size();
    }

    /** Whether no stream is open. */
    boolean isEmpty() {
        return streams.isEmpty();
    }

    /** {@return the streams whose request went to the handler and whose answer is not written yet, reset or not} */
    int running() {
        return running.get();
    }

    /** Counts a stream whose answer is starting. */
    void answering() {
        running.incrementAndGet();
    }

    /** Ends a stream whose answer is done or will not be given: no longer counted, and forgotten. */
    void answered(Http2Stream stream) {
        running.decrementAndGet();
        remove(stream);
    }

    /** Opens a stream with the peer's initial send window. */
    void open(Http2Stream stream) {
        synchronized (flow) {
            stream.sendWindow = peerInitialWindow;
        }
        streams.put(stream.id, stream);
        idleSince = 0;
    }

    /** Applies the peer's SETTINGS_INITIAL_WINDOW_SIZE to the send windows of every stream. */
    void initialWindow(long value) throws ConnectionError {
        if (value > MAX_WINDOW) {
            throw new ConnectionError(FLOW_CONTROL_ERROR, "SETTINGS_INITIAL_WINDOW_SIZE above 2^31-1");
        }
        synchronized (flow) {
            long delta = value - peerInitialWindow;
            peerInitialWindow = value;
            for (Http2Stream stream : streams.values()) {
                stream.sendWindow += delta;
                if (stream.sendWindow > MAX_WINDOW) {
                    throw new ConnectionError(FLOW_CONTROL_ERROR, "a stream's window above 2^31-1");
                }
            }
            flow.notifyAll();
        }
    }

    /** Opens the connection's send window by a WINDOW_UPDATE's increment. */
    void connectionWindowUpdate(long increment) throws ConnectionError {
        synchronized (flow) {
            connectionSendWindow += increment;
            if (connectionSendWindow > MAX_WINDOW) {
                throw new ConnectionError(FLOW_CONTROL_ERROR, "the connection's window above 2^31-1");
            }
            flow.notifyAll();
        }
    }

    /**
     * Opens a stream's send window by a WINDOW_UPDATE's increment.
     *
     * @return whether the window overflowed
     */
    boolean streamWindowUpdate(Http2Stream stream, long increment) {
        boolean overflow;
        synchronized (flow) {
            stream.sendWindow += increment;
            overflow = stream.sendWindow > MAX_WINDOW;
            flow.notifyAll();
        }
        return overflow;
    }

    /** Takes up to {@code wanted} bytes of the send windows without waiting; 0 when they are closed. */
    int tryReserve(Http2Stream stream, int wanted) {
        synchronized (flow) {
            long window = Math.min(connectionSendWindow, stream.sendWindow);
            if (window <= 0 || stream.reset || connection.isClosed()) {
                return 0;
            }
            int n = (int) Math.min(Math.min(window, wanted), connection.peerMaxFrame());
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
    int reserve(Http2Stream stream, int wanted, long deadline) throws IOException {
        synchronized (flow) {
            while (true) {
                if (stream.reset || connection.isClosed()) {
                    return 0;
                }
                long window = Math.min(connectionSendWindow, stream.sendWindow);
                if (window > 0) {
                    int n = (int) Math.min(Math.min(window, wanted), connection.peerMaxFrame());
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

    /** Forgets a stream and gives back the bytes of the body budget it holds. */
    void remove(Http2Stream stream) {
        if (streams.remove(stream.id, stream)) {
            if (streams.isEmpty()) {
                idleSince = System.nanoTime() | 1;
            }
            synchronized (flow) {
                flow.notifyAll();
            }
        }
        heads.addAndGet(-stream.release(host));
    }

    /** What a stream's head may take: within the connection's share. */
    enum HeadRoom {
        TAKEN,
        CONNECTION_FULL,
        SERVER_FULL
    }

    /**
     * Takes {@code bytes} for a stream's request head from the connection's share of {@code share} bytes, then from
     * the server's budget; takes nothing when either has no room.
     */
    HeadRoom takeHead(Http2Stream stream, long bytes, long share) {
        if (heads.addAndGet(bytes) > share) {
            heads.addAndGet(-bytes);
            return HeadRoom.CONNECTION_FULL;
        }
        if (!stream.takeHead(host, bytes)) {
            heads.addAndGet(-bytes);
            return HeadRoom.SERVER_FULL;
        }
        return HeadRoom.TAKEN;
    }

    /** {@return the bytes of the header budget the open streams' heads hold} */
    long headBytes() {
        return heads.get();
    }

    /** The {@link System#nanoTime()} since which no stream is open (odd), 0 while one is. */
    long idleSince() {
        return idleSince;
    }

    /** Marks the connection idle from now, as it is when it starts. */
    void idleFromNow() {
        idleSince = System.nanoTime() | 1;
    }

    /** Wakes the threads waiting for a window, as the connection closes. */
    void wake() {
        synchronized (flow) {
            flow.notifyAll();
        }
    }
}
