package io.dgq.server.internal.api;

import java.util.Map;

/**
 * One HTTP answer, independent of the transport.
 *
 * @param status the HTTP status
 * @param headers the headers to send besides the content type
 * @param body the JSON body
 * @param delivery how the transport sends it: whole, or broken as an injected fault asked
 */
public record ApiResponse(int status, Map<String, String> headers, byte[] body, Delivery delivery) {

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

    /** An answer sent whole. */
    public ApiResponse(int status, Map<String, String> headers, byte[] body) {
        this(status, headers, body, Delivery.WHOLE);
    }

    /** The same answer, sent another way. */
    ApiResponse deliver(Delivery how) {
        return new ApiResponse(status, headers, body, how);
    }
}
