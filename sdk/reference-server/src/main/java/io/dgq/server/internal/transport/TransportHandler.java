package io.dgq.server.internal.transport;

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
}
