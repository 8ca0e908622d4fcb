package io.dgq.server;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The successful result of an operation: the envelope's message and data.
 *
 * @param message the human-readable result message
 * @param data the envelope's {@code data} object
 */
record Reply(String message, ObjectNode data) {

    static Reply of(String message, ObjectNode data) {
        return new Reply(message, data);
    }

    static Reply empty(String message) {
        return new Reply(message, Json.object());
    }
}
