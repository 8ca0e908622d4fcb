package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.Http2Connection.DEFAULT_WINDOW;
import static io.dgq.server.internal.transport.http2.Http2Connection.FLOW_CONTROL_ERROR;

import io.dgq.server.internal.transport.http2.Http2Connection.ConnectionError;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Keeps the open streams of one HTTP/2 connection and its send windows: the connection's and each stream's, opened by
 * the peer's WINDOW_UPDATE and SETTINGS frames and taken by the answers being written. An answer whose windows are
 * closed is parked here, holding no thread: when a window opens, one task of the transport (the connection's drain)
 * writes the parked answers a frame at a time, in turn, until they are written or their windows close again.
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

    /** Answers waiting for a window, in the order they are written in turn. Guarded by {@link #flow}. */
    private final ArrayDeque<Http2Outgoing> parked = new ArrayDeque<>();
    /** Whether the connection's drain is scheduled or running. Guarded by {@link #flow}. */
    private boolean draining;
    /** Schedules the connection's drain on a thread of the transport; set once by the answers. */
    private volatile Runnable drainer = () -> {};

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
        wakeParked();
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
        wakeParked();
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
        wakeParked();
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

    /** Sets what schedules the connection's drain on a thread of the transport. */
    void drainer(Runnable value) {
        drainer = value;
    }

    /**
     * Takes up to {@code wanted} bytes of the send windows for an answer's rest, or parks it, holding no thread,
     * until a window opens.
     *
     * @return the bytes that may be sent; 0 when the answer is over (its stream or the connection gone); -1 when
     *     it is parked
     */
    int reserveOrPark(Http2Outgoing outgoing, int wanted) {
        synchronized (flow) {
            Http2Stream stream = outgoing.stream;
            if (stream.reset || connection.isClosed() || outgoing.isEnded()) {
                return 0;
            }
            long window = Math.min(connectionSendWindow, stream.sendWindow);
            if (window > 0) {
                int n = (int) Math.min(Math.min(window, wanted), connection.peerMaxFrame());
                connectionSendWindow -= n;
                stream.sendWindow -= n;
                return n;
            }
            parked.add(outgoing);
            return -1;
        }
    }

    /**
     * Parks an answer's rest for the connection's drain.
     *
     * @return {@code false} when the answer is over instead (its stream or the connection gone)
     */
    boolean park(Http2Outgoing outgoing) {
        synchronized (flow) {
            if (outgoing.stream.reset || connection.isClosed() || outgoing.isEnded()) {
                return false;
            }
            parked.add(outgoing);
            return true;
        }
    }

    /**
     * For the connection's drain: the next parked answer that may go on, with its grant taken from the windows (0 when
     * its stream is gone and it is to be ended), taken off the queue; {@code null} when none may, the drain then over.
     */
    Http2Outgoing nextWritable() {
        synchronized (flow) {
            for (Iterator<Http2Outgoing> it = parked.iterator(); it.hasNext(); ) {
                Http2Outgoing outgoing = it.next();
                Http2Stream stream = outgoing.stream;
                if (stream.reset || connection.isClosed() || outgoing.isEnded()) {
                    it.remove();
                    outgoing.grant = 0;
                    return outgoing;
                }
                long window = Math.min(connectionSendWindow, stream.sendWindow);
                if (window > 0) {
                    it.remove();
                    int n = (int) Math.min(Math.min(window, outgoing.remaining()), connection.peerMaxFrame());
                    connectionSendWindow -= n;
                    stream.sendWindow -= n;
                    outgoing.grant = n;
                    return outgoing;
                }
            }
            draining = false;
            return null;
        }
    }

    /** Puts an answer the drain wrote a frame of back at the end of the queue, for the next turn. */
    void requeue(Http2Outgoing outgoing) {
        synchronized (flow) {
            parked.add(outgoing);
        }
    }

    /** Schedules the connection's drain when a parked answer may go on and none is scheduled. */
    void wakeParked() {
        synchronized (flow) {
            if (draining || parked.isEmpty()) {
                return;
            }
            boolean writable = false;
            for (Http2Outgoing outgoing : parked) {
                Http2Stream stream = outgoing.stream;
                if (stream.reset || outgoing.isEnded() || Math.min(connectionSendWindow, stream.sendWindow) > 0) {
                    writable = true;
                    break;
                }
            }
            if (!writable) {
                return;
            }
            draining = true;
        }
        try {
            drainer.run();
        } catch (RuntimeException e) {
            synchronized (flow) {
                draining = false; // the transport is closing: its close ends the parked answers
            }
        }
    }

    /** {@return how many answers wait for a window} */
    int parkedCount() {
        synchronized (flow) {
            return parked.size();
        }
    }

    /**
     * Ends an answer that is written or will not be: no longer counted as running, and its stream forgotten.
     *
     * @return whether this call ended it (it was not ended before)
     */
    boolean end(Http2Outgoing outgoing) {
        if (!outgoing.end()) {
            return false;
        }
        synchronized (flow) {
            parked.remove(outgoing);
        }
        answered(outgoing.stream);
        return true;
    }

    /** Forgets a stream and gives back the bytes of the body budget it holds. */
    void remove(Http2Stream stream) {
        Http2Outgoing outgoing = stream.outgoing;
        if (outgoing != null && outgoing.end()) {
            synchronized (flow) {
                parked.remove(outgoing);
            }
            running.decrementAndGet();
        }
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
