package io.dgq.server;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The successful result of an operation: the envelope's message and data.
 *
 * @param message the human-readable result message
 * @param data the envelope's {@code data}: an object, or a node that writes one
 */
record Reply(String message, JsonNode data) {

    static Reply of(String message, JsonNode data) {
        return new Reply(message, data);
    }

    static Reply empty(String message) {
        return new Reply(message, Json.object());
    }
}
