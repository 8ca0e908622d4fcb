package io.dgq.server.admin;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.journal.RecordedRequest;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/** Requests of the journal as JSON, with the secrets the journal already redacted. */
final class JournalJson {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JournalJson() {}

    static ArrayNode requests(List<RecordedRequest> requests) {
        ArrayNode array = JsonNodeFactory.instance.arrayNode();
        requests.forEach(request -> array.add(request(request)));
        return array;
    }

    /**
     * One request: {@code sequence, time, method, path, template, query, protocol, headers, body, body_bytes,
     * status, correlation_id, duration_ms, fault, response_body};
     * {@code body} is the JSON sent (redacted) or {@code null}, {@code fault} the fault that applied or
     * {@code null}.
     */
    private static com.fasterxml.jackson.databind.JsonNode parsed(String json) {
        if (json == null) {
            return JsonNodeFactory.instance.nullNode();
        }
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            return JsonNodeFactory.instance.nullNode();
        }
    }

    static ObjectNode request(RecordedRequest request) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        json.put("sequence", request.sequence());
        json.put("time", DateTimeFormatter.ISO_INSTANT.format(request.time()));
        json.put("method", request.method());
        json.put("path", request.path());
        json.put("template", request.template());
        json.put("query", request.query());
        json.put("protocol", request.protocol());
        ObjectNode headers = json.putObject("headers");
        for (Map.Entry<String, List<String>> header : request.headers().entrySet()) {
            ArrayNode values = headers.putArray(header.getKey());
            header.getValue().forEach(values::add);
        }
        if (request.body() == null) {
            json.putNull("body");
        } else {
            try {
                json.set("body", MAPPER.readTree(request.body()));
            } catch (JsonProcessingException e) {
                json.putNull("body");
            }
        }
        json.put("body_bytes", request.bodyBytes());
        json.set("response_body", parsed(request.responseBody()));
        json.put("status", request.status());
        json.put("correlation_id", request.correlationId());
        json.put("duration_ms", request.duration().toNanos() / 1_000_000.0);
        if (request.fault() == null) {
            json.putNull("fault");
        } else {
            json.set("fault", FaultJson.fault(request.fault()));
        }
        return json;
    }
}
