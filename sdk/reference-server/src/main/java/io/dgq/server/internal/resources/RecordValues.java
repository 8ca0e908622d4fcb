package io.dgq.server.internal.resources;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.schema.FieldSpec;
import java.util.List;

/** How a resource shapes the values it writes and answers: given fields, nested objects completed or merged, views. */
final class RecordValues {

    private RecordValues() {}

    static String given(ObjectNode values, String field, String fallback) {
        JsonNode value = values.get(field);
        return value != null && value.isTextual() ? value.textValue() : fallback;
    }

    /** An update's value of a field: nested objects merge member by member into the current one. */
    static JsonNode merge(FieldSpec spec, JsonNode current, JsonNode value) {
        if (spec.nested() == null
                || spec.nested().open()
                || !value.isObject()
                || current == null
                || !current.isObject()) {
            return complete(spec, value);
        }
        ObjectNode merged = (ObjectNode) current.deepCopy();
        for (FieldSpec member : spec.nested().fields()) {
            JsonNode memberValue = value.get(member.name());
            if (memberValue != null) {
                merged.set(member.name(), memberValue.isNull() ? member.unset() : memberValue.deepCopy());
            }
        }
        return merged;
    }

    /**
     * A nested object of a closed schema (credentials) gets every member of its schema, unset ones included; one of
     * an open schema (an owner, a content block: members only type-checked) is kept as sent.
     */
    static JsonNode complete(FieldSpec spec, JsonNode value) {
        if (spec.nested() == null || spec.nested().open() || !value.isObject()) {
            return value.deepCopy();
        }
        ObjectNode completed = Json.object();
        for (FieldSpec member : spec.nested().fields()) {
            JsonNode memberValue = value.get(member.name());
            completed.set(
                    member.name(),
                    memberValue == null || memberValue.isNull() ? member.unset() : memberValue.deepCopy());
        }
        return completed;
    }

    static ObjectNode project(ObjectNode record, List<String> fields) {
        ObjectNode view = Json.object(fields.size());
        for (String field : fields) {
            JsonNode value = record.get(field);
            view.set(field, value);
        }
        return view;
    }
}
