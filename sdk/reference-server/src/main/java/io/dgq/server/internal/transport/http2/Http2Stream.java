package io.dgq.server.internal.transport.http2;

import io.dgq.server.internal.transport.TransportAnswer;
import io.dgq.server.internal.transport.TransportRequest;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One stream's state: its request as it is received, its windows, whether it was dispatched, reset or closed by the
 * client, and the bytes of the body budget it holds.
 */
final class Http2Stream {

    final int id;
    private final AtomicBoolean dispatched = new AtomicBoolean();
    volatile boolean remoteClosed;
    volatile boolean reset;
    /** While the body is being received: the {@link System#nanoTime()} by which it must end (odd); else 0. */
    volatile long deadline;
    /** Guarded by the flow lock of {@link Http2Streams}. */
    long sendWindow;

    int receiveWindow;
    int unacked;
    String method;
    String path;
    String query;
    Map<String, List<String>> headers;
    long contentLength = -1;
    long received;
    byte[] body = Http2Connection.NO_BYTES;
    int bodyLength;
    boolean overLimit;
    volatile TransportRequest request;
    volatile TransportAnswer refusal;
    /** The rest of the answer being written, once its head is out; {@code null} before and when there is none. */
    volatile Http2Outgoing outgoing;

    private long taken;
    /** The bytes of the header budget the stream's request head holds, given back with the body's. */
    private long headTaken;

    private boolean released;

    /** A stream opened by the client with this id. */
    Http2Stream(int id) {
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

    /**
     * Takes {@code bytes} of the server's budget for the request's head, once the connection's share allowed it.
     *
     * @return whether the server's budget had room
     */
    synchronized boolean takeHead(Http2Host host, long bytes) {
        if (released || !host.takeBody(bytes)) {
            return false;
        }
        headTaken += bytes;
        return true;
    }

    /**
     * Gives back what the stream holds of the budget, once.
     *
     * @return the bytes of the head given back, for the connection's share
     */
    synchronized long release(Http2Host host) {
        released = true;
        long head = headTaken;
        if (taken + headTaken > 0) {
            host.giveBody(taken + headTaken);
            taken = 0;
            headTaken = 0;
        }
        return head;
    }
}
