package io.dgq.server.internal.transport;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/** What answers the requests a transport reads, and words its refusals of those it reads no further. */
public interface TransportHandler {

    /**
     * Answers one request.
     *
     * @param request the request as read
     * @return the answer to send
     */
    TransportAnswer handle(TransportRequest request);

    /**
     * The answer to a request the transport refuses before {@link #handle} sees it.
     *
     * @param refusal why
     * @return the answer to send
     */
    TransportAnswer refuse(TransportRefusal refusal);

    /**
     * Answers one request as {@link #handle} does, but without holding a thread while an injected delay runs: the
     * answer is then made on {@code executor}. By default it is made now, on the calling thread.
     *
     * @param request the request as read
     * @param executor where the answer is made after a delay
     * @return the answer; complete when this returns unless a delay applies
     */
    default CompletableFuture<TransportAnswer> handleLater(TransportRequest request, Executor executor) {
        return CompletableFuture.completedFuture(handle(request));
    }
}
