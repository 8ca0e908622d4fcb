package io.dgq.server.internal.transport.http;

import java.time.Duration;
import java.util.function.Consumer;

/**
 * The limits and deadlines of the HTTP transport.
 *
 * @param maxBodyBytes the largest request body read; a larger one is answered 413 and the connection closed
 * @param headTimeout the time to receive a request's line and headers, from the connection's accept or, on a
 *     kept-alive connection, from the request's first byte
 * @param bodyTimeout the time to receive a request's body once its head is read, and to send an answer
 * @param idleTimeout how long a kept-alive connection may wait for its next request
 * @param maxConnections the open connections served at once; one more is answered 503 and closed
 * @param maxHeadBytes the largest request line plus headers; larger is answered 431
 * @param maxHeaderCount the most header fields of a request; more is answered 431
 * @param onOutOfMemory what to do when serving a connection runs out of memory, after the connection is closed;
 *     {@code null} to log it and go on serving the other connections
 * @param maxBodyBytesInFlight the request bytes all connections together may hold in memory beyond their fixed
 *     buffers (bodies being received, large heads); a request that would pass it is answered 503 and its
 *     connection closed; 0 for a quarter of the JVM's maximum heap
 * @param http2 whether HTTP/2 is spoken: negotiated by ALPN over TLS, with prior knowledge on the plain port
 */
public record HttpOptions(
        long maxBodyBytes,
        Duration headTimeout,
        Duration bodyTimeout,
        Duration idleTimeout,
        int maxConnections,
        int maxHeadBytes,
        int maxHeaderCount,
        Consumer<OutOfMemoryError> onOutOfMemory,
        long maxBodyBytesInFlight,
        boolean http2) {

    public static final Duration DEFAULT_HEAD_TIMEOUT = Duration.ofSeconds(10);
    public static final Duration DEFAULT_BODY_TIMEOUT = Duration.ofSeconds(30);
    public static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofSeconds(60);
    public static final int DEFAULT_MAX_CONNECTIONS = 4096;
    public static final int MAX_HEAD_BYTES = 32 * 1024;
    public static final int MAX_HEADER_COUNT = 100;

    public HttpOptions {
        if (maxBodyBytes < 1
                || maxConnections < 1
                || maxHeadBytes < 64
                || maxHeaderCount < 1
                || maxBodyBytesInFlight < 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
        requirePositive(headTimeout);
        requirePositive(bodyTimeout);
        requirePositive(idleTimeout);
    }

    /** Options with HTTP/2 spoken. */
    public HttpOptions(
            long maxBodyBytes,
            Duration headTimeout,
            Duration bodyTimeout,
            Duration idleTimeout,
            int maxConnections,
            int maxHeadBytes,
            int maxHeaderCount,
            Consumer<OutOfMemoryError> onOutOfMemory,
            long maxBodyBytesInFlight) {
        this(
                maxBodyBytes,
                headTimeout,
                bodyTimeout,
                idleTimeout,
                maxConnections,
                maxHeadBytes,
                maxHeaderCount,
                onOutOfMemory,
                maxBodyBytesInFlight,
                true);
    }

    /** The checked value of a timeout option: positive and at most a day. */
    public static Duration requirePositive(Duration value, String name) {
        if (value == null || value.isNegative() || value.isZero() || value.compareTo(Duration.ofDays(1)) > 0) {
            throw new IllegalArgumentException(name + " must be more than 0 and at most 1 day, got " + value);
        }
        return value;
    }

    private static void requirePositive(Duration value) {
        requirePositive(value, "timeout");
    }
}
