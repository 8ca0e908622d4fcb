package io.dgq.server.internal.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.json.JsonTypes;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Checks a create or update body against a resource's schema: the JSON type of every field, the required fields and,
 * unless lenient, that every field is known. Fields the server manages are type-checked like the others (the document
 * types them, marked {@code readOnly}) and then dropped, as are unknown ones when lenient.
 */
public final class BodyValidator {

    private final boolean lenient;

    public BodyValidator(boolean lenient) {
        this.lenient = lenient;
    }

    /**
     * Validates a body.
     *
     * @param schema the resource's schema
     * @param body the request body
     * @param creating {@code true} for a create, where required fields must be present
     * @return the fields a client may write, as sent
     * @throws ApiError VALIDATION_FAILED listing every problem
     */
    public ObjectNode writableFields(Schema schema, ObjectNode body, boolean creating) {
        List<ApiError.Detail> problems = new ArrayList<>();
        ObjectNode accepted = check(schema, body, "", problems);
        for (FieldSpec spec : schema.fields()) {
            if (!spec.required() || spec.serverManaged()) {
                continue;
            }
            JsonNode value = body.get(spec.name());
            boolean absent = value == null;
            if ((creating && (absent || value.isNull())) || (!creating && !absent && value.isNull())) {
                problems.add(new ApiError.Detail(spec.name(), "is required"));
            }
        }
        if (!problems.isEmpty()) {
            throw ApiError.validation(
                    problems.stream()
                            .map(problem -> problem.field() + " " + problem.message())
                            .collect(Collectors.joining("; ")),
                    problems);
        }
        return accepted;
    }

    private ObjectNode check(Schema schema, ObjectNode body, String prefix, List<ApiError.Detail> problems) {
        ObjectNode accepted = Json.object();
        for (Iterator<Map.Entry<String, JsonNode>> it = body.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            String name = entry.getKey();
            JsonNode value = entry.getValue();
            FieldSpec spec = schema.field(name);
            if (spec == null) {
                if (schema.open()) {
                    accepted.set(name, value);
                } else if (!lenient) {
                    problems.add(new ApiError.Detail(prefix + name, "is not a known field"));
                }
                continue;
            }
            if (value.isNull() && schema.nullResets(name)) {
                // credentials.included_databases: null empties it, as null resets a record's own list; the answer
                // keeps its type, [].
                if (!spec.serverManaged()) {
                    accepted.set(name, JsonNodeFactory.instance.arrayNode());
                }
                continue;
            }
            if (value.isNull() && spec.required() && schema.idField() == null) {
                problems.add(new ApiError.Detail(
                        prefix + name, "must be " + spec.type().description() + ", got null"));
                continue;
            }
            if (!value.isNull() && !spec.type().accepts(value)) {
                problems.add(new ApiError.Detail(
                        prefix + name,
                        spec.type() == FieldType.INTEGER && value.isIntegralNumber()
                                ? "must be a 64-bit integer, from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE
                                        + ", got " + value.asText()
                                : "must be " + spec.type().description() + ", got " + JsonTypes.describe(value)));
                continue;
            }
            // A derived member is checked as the document types it, then dropped: the server alone sets it.
            ObjectNode target = spec.serverManaged() ? Json.object() : accepted;
            if (spec.nested() != null && value.isObject()) {
                target.set(name, check(spec.nested(), (ObjectNode) value, prefix + name + ".", problems));
            } else if (spec.nested() != null && value.isArray()) {
                ArrayNode elements = target.putArray(name);
                for (int i = 0; i < value.size(); i++) {
                    elements.add(
                            check(spec.nested(), (ObjectNode) value.get(i), prefix + name + "[" + i + "].", problems));
                }
            } else {
                target.set(name, value);
            }
        }
        return accepted;
    }
}
