package io.dgq.server.internal.routing;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.internal.json.Json;

/**
 * The successful result of an operation: the envelope's message and data.
 *
 * @param message the human-readable result message
 * @param data the envelope's {@code data}: an object, or a node that writes one
 */
public record Reply(String message, JsonNode data) {

    public static Reply of(String message, JsonNode data) {
        return new Reply(message, data);
    }

    public static Reply empty(String message) {
        return new Reply(message, Json.object());
    }
}
