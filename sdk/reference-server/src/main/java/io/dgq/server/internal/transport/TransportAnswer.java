package io.dgq.server.internal.transport;

import java.io.InputStream;
import java.time.Duration;
import java.util.Map;

/**
 * One HTTP answer for the transport to send. Besides status, headers and body it says how to send it, which only
 * the transport can do since it owns the socket: whole or broken ({@link Delivery}), at a rate, and how long the
 * connection may then stay idle.
 *
 * @param status the HTTP status
 * @param headers the headers to send besides the content type
 * @param body the JSON body
 * @param delivery how the transport sends it: whole, or broken as an injected fault asked
 * @param bytesPerSecond the rate the body is sent at, as an injected fault asked; 0 for as fast as it goes
 * @param idleClose how long the connection may then stay idle before it is closed unannounced, as an injected
 *     fault asked; {@code null} for the transport's idle timeout
 * @param tail the rest of the body, streamed after {@code body} as it arrives (sent chunked over HTTP/1.1), which
 *     the transport closes once sent; {@code null} when {@code body} is the whole body
 */
public record TransportAnswer(
        int status,
        Map<String, String> headers,
        byte[] body,
        Delivery delivery,
        long bytesPerSecond,
        Duration idleClose,
        InputStream tail) {

    /** How a transport sends an answer; the broken forms serve tests of clients' failure paths. */
    public enum Delivery {
        /** The whole answer, as usual. */
        WHOLE,
        /** No byte at all: the connection is closed at once. */
        DROP,
        /** The head, declaring the whole body's length, and the first half of the body; then the connection closes. */
        HALF_BODY
    }

    /** Copies the headers. */
    public TransportAnswer {
        headers = Map.copyOf(headers);
    }

    /** An answer whose body is all in {@code body}. */
    public TransportAnswer(
            int status,
            Map<String, String> headers,
            byte[] body,
            Delivery delivery,
            long bytesPerSecond,
            Duration idleClose) {
        this(status, headers, body, delivery, bytesPerSecond, idleClose, null);
    }

    /** An answer sent whole, at full speed. */
    public TransportAnswer(int status, Map<String, String> headers, byte[] body) {
        this(status, headers, body, Delivery.WHOLE, 0, null);
    }
}
