package io.dgq.server.internal.routing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.auth.Caller;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.json.JsonTypes;
import java.util.Map;

/**
 * The input of one operation.
 *
 * @param caller who sent the request
 * @param pathParams the decoded path parameters by template name
 * @param body the parsed JSON body, or {@code null} when none was sent
 */
public record Call(Caller caller, Map<String, String> pathParams, JsonNode body) {

    public String param(String name) {
        String value = pathParams.get(name);
        if (value == null) {
            throw new IllegalStateException("route has no parameter " + name);
        }
        return value;
    }

    /** The body, which must be a JSON object. */
    public ObjectNode requireObject() {
        if (body == null) {
            throw ApiError.badRequest("Request body is required: a JSON object");
        }
        return asObject();
    }

    /** The body as an object; no body counts as {@code {}}. */
    public ObjectNode objectOrEmpty() {
        return body == null ? Json.object() : asObject();
    }

    private ObjectNode asObject() {
        if (!body.isObject()) {
            throw ApiError.badRequest("Request body must be a JSON object, got " + JsonTypes.describe(body));
        }
        return (ObjectNode) body;
    }
}
