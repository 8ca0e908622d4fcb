package io.dgq.server.internal.transport.http2;

import io.dgq.server.internal.transport.TransportAnswer;
import io.dgq.server.internal.transport.TransportRefusal;
import io.dgq.server.internal.transport.TransportRequest;

/**
 * What an HTTP/2 connection needs from the transport that accepted it: the options, the handler, the threads that
 * answer streams and the budget of request bodies in memory that every connection shares.
 */
public interface Http2Host {

    /** The transport's limits and deadlines. */
    Http2Options options();

    /** Answers one request with the server's handler. */
    TransportAnswer handle(TransportRequest request);

    /**
     * Whether {@link #handle} answers now without waiting (no injected fault, a delay among them, is in force), so that
     * a connection's reading thread may run it itself rather than hand it to a thread of the transport.
     */
    default boolean answersWithoutWaiting() {
        return false;
    }

    /** The error envelope of a request refused before the handler sees it. */
    TransportAnswer errorResponse(TransportRefusal error);

    /**
     * Runs a stream's work on a thread of the transport.
     *
     * @throws java.util.concurrent.RejectedExecutionException when the transport is closing or has no thread
     */
    void execute(Runnable work);

    /** Takes {@code bytes} from the budget of request bytes in memory, or says no without taking anything. */
    boolean takeBody(long bytes);

    /** Gives back bytes taken before. */
    void giveBody(long bytes);

    /** The budget's size, for the message of a request refused for want of it. */
    long bodyCapacity();

    /**
     * The path and query of a request target, checked as the HTTP/1.1 transport checks a request line's target.
     *
     * @throws TransportRefusal 400 naming what is wrong with it
     */
    String originForm(String target);

    /** Whether the server is closing. */
    boolean closing();
}
