package io.dgq.server.internal.transport.http2;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The rest of one stream's answer once its head is written: the body bytes still to send, written as the send windows
 * allow by the thread that answered or, parked while the windows are closed, by the connection's drain. It ends once:
 * written, or dropped with its stream or connection, or past its deadline.
 */
final class Http2Outgoing {

    final Http2Stream stream;
    final byte[] body;
    final int length;
    /** Whether the answer ends with END_STREAM; otherwise the stream is reset once {@link #length} bytes are out. */
    final boolean whole;
    /** The {@link System#nanoTime()} by which the answer must be written, else the stream is cancelled. */
    final long deadline;
    /** The pace of a body an injected fault slows down, in bytes a second; 0 when it is not paced. */
    final long rate;
    /** The bytes sent so far; touched by one thread at a time (the one writing it, or the drain). */
    int offset;
    /** The bytes {@link Http2Streams#nextWritable()} took from the windows for the drain's next frame. */
    int grant;

    private final AtomicBoolean ended = new AtomicBoolean();

    /** The rest of {@code stream}'s answer, {@code body} from {@code offset} to {@code length}. */
    Http2Outgoing(Http2Stream stream, byte[] body, int offset, int length, boolean whole, long deadline, long rate) {
        this.rate = rate;
        this.stream = stream;
        this.body = body;
        this.offset = offset;
        this.length = length;
        this.whole = whole;
        this.deadline = deadline;
    }

    /** Whether an injected fault paces the body: written by a thread of its own, which waits for the pace. */
    boolean paced() {
        return rate > 0;
    }

    /** The bytes still to send. */
    int remaining() {
        return length - offset;
    }

    /** Marks the answer ended; whether this call did. */
    boolean end() {
        return ended.compareAndSet(false, true);
    }

    /** Whether the answer has ended. */
    boolean isEnded() {
        return ended.get();
    }
}
