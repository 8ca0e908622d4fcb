package io.dgq.server.internal.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.routing.Reply;

/** Writes the common envelope {@code {success, message, timestamp, correlation_id, data}} of every answer. */
public final class Envelope {

    private Envelope() {}

    static byte[] success(Reply reply, String timestamp, String correlationId, AnswerBudget budget) {
        return budget.write(envelope(true, reply.message(), timestamp, correlationId, reply.data()));
    }

    public static byte[] error(ApiError error, String timestamp, String correlationId) {
        ObjectNode data = Json.object();
        ObjectNode body = data.putObject("error").put("code", error.code());
        ArrayNode details = body.putArray("details");
        error.details()
                .forEach(detail ->
                        details.addObject().put("field", detail.field()).put("message", detail.message()));
        return Json.write(envelope(false, error.getMessage(), timestamp, correlationId, data));
    }

    private static ObjectNode envelope(
            boolean success, String message, String timestamp, String correlationId, JsonNode data) {
        ObjectNode envelope = Json.object();
        envelope.put("success", success);
        envelope.put("message", message);
        envelope.put("timestamp", timestamp);
        envelope.put("correlation_id", correlationId);
        envelope.set("data", data);
        return envelope;
    }
}
