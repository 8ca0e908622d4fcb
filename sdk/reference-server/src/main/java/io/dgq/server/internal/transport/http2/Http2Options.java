package io.dgq.server.internal.transport.http2;

import java.time.Duration;

/**
 * The transport's limits and deadlines that an HTTP/2 connection applies, as the HTTP/1.1 transport does.
 *
 * @param maxBodyBytes the largest request body; a larger one is answered 413
 * @param headTimeout the time for a header block to arrive, from its first frame
 * @param bodyTimeout the time for a request's body to arrive, and for an answer to be sent
 * @param idleTimeout how long a connection may stay without an open stream
 * @param maxHeadBytes the largest header list (SETTINGS_MAX_HEADER_LIST_SIZE); larger is answered 431
 * @param maxHeaderCount the most header fields of a request; more is answered 431
 */
public record Http2Options(
        long maxBodyBytes,
        Duration headTimeout,
        Duration bodyTimeout,
        Duration idleTimeout,
        int maxHeadBytes,
        int maxHeaderCount) {}
