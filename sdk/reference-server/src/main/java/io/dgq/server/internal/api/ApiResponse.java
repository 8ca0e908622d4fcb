package io.dgq.server.internal.api;

import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.support.Timestamps;
import java.io.InputStream;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * One HTTP answer, independent of the transport.
 *
 * @param status the HTTP status
 * @param headers the headers to send besides the content type
 * @param body the JSON body
 * @param delivery how the transport sends it: whole, or broken as an injected fault asked
 * @param bytesPerSecond the rate the body is sent at, as an injected fault asked; 0 for as fast as it goes
 * @param idleClose how long the connection may then stay idle before it is closed unannounced, as an injected
 *     fault asked; {@code null} for the transport's idle timeout
 * @param tail the rest of the body, streamed after {@code body} as it arrives (a proxied answer too large to hold),
 *     which the transport closes once sent; {@code null} when {@code body} is the whole body
 */
public record ApiResponse(
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

    public ApiResponse {
        headers = Map.copyOf(headers);
    }

    /**
     * An error answer: the envelope, the correlation id header and the error's own headers.
     *
     * @param error the error
     * @param time the server's clock, for the envelope's timestamp
     * @param correlationId the request's correlation id
     * @return the answer
     */
    public static ApiResponse error(ApiError error, Timestamps time, String correlationId) {
        Map<String, String> headers = new HashMap<>(error.headers());
        headers.put(ApiHandler.CORRELATION_HEADER, correlationId);
        return new ApiResponse(error.status(), headers, Envelope.error(error, time.offset(), correlationId));
    }

    /** An answer whose body is all in {@code body}. */
    public ApiResponse(
            int status,
            Map<String, String> headers,
            byte[] body,
            Delivery delivery,
            long bytesPerSecond,
            Duration idleClose) {
        this(status, headers, body, delivery, bytesPerSecond, idleClose, null);
    }

    /** An answer sent whole. */
    public ApiResponse(int status, Map<String, String> headers, byte[] body) {
        this(status, headers, body, Delivery.WHOLE);
    }

    /** An answer sent whole or broken, at full speed. */
    public ApiResponse(int status, Map<String, String> headers, byte[] body, Delivery delivery) {
        this(status, headers, body, delivery, 0, null);
    }

    /** The same answer, sent another way. */
    ApiResponse deliver(Delivery how) {
        return new ApiResponse(status, headers, body, how, bytesPerSecond, idleClose, tail);
    }

    /** The same answer, its body sent at this rate. */
    ApiResponse paced(long rate) {
        return new ApiResponse(status, headers, body, delivery, rate, idleClose, tail);
    }

    /** The same answer, its connection closed unannounced once idle this long. */
    ApiResponse closingWhenIdle(Duration idle) {
        return new ApiResponse(status, headers, body, delivery, bytesPerSecond, idle, tail);
    }
}
