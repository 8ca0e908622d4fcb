package io.dgq.sdk.internal;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.sdk.internal.clients.ApiOperations;
import io.dgq.sdk.internal.json.Json;
import io.dgq.sdk.json.JsonObject;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.time.temporal.Temporal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every response type the SDK decodes (the response type of each declared operation), and for each a valid envelope built from the type's own JSON properties: every field present, every
 * list with one element, every nested record filled to a few levels.
 */
final class SampleEnvelopes {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final int MAX_DEPTH = 4;

    private SampleEnvelopes() {}

    /** {@return every response type of every declared operation, by "Client.operation", plus the free-form object} */
    static Map<String, ResponseType<?>> allResponseTypes() {
        Map<String, ResponseType<?>> types = new LinkedHashMap<>();
        types.put("ResponseType.object()", ResponseType.object());
        ApiOperations.all()
                .forEach((client, operations) -> operations.forEach(operation ->
                        types.put(client.getSimpleName() + "." + operation.name(), operation.responseType())));
        return types;
    }

    /** {@return a success envelope whose data is a full sample of the type} */
    static ObjectNode envelope(ResponseType<?> type) {
        ObjectNode envelope = NODES.objectNode();
        envelope.put("success", true);
        envelope.put("message", "OK");
        envelope.put("timestamp", "2026-11-22T10:15:30.123+00:00");
        envelope.put("correlation_id", "corr-1");
        envelope.set("data", sample(type.dataType(), 0));
        return envelope;
    }

    private static JsonNode sample(JavaType type, int depth) {
        Class<?> raw = type.getRawClass();
        if (raw == String.class) {
            return NODES.textNode("text");
        }
        if (raw == Integer.class || raw == int.class || raw == Long.class || raw == long.class) {
            return NODES.numberNode(7);
        }
        if (raw == Double.class || raw == double.class || raw == BigDecimal.class || raw == Number.class) {
            return NODES.numberNode(1.5);
        }
        if (raw == Boolean.class || raw == boolean.class) {
            return NODES.booleanNode(true);
        }
        if (Temporal.class.isAssignableFrom(raw)) {
            return NODES.textNode("2026-11-22T10:15:30Z");
        }
        if (raw == JsonObject.class || Map.class.isAssignableFrom(raw)) {
            return NODES.objectNode().put("key", "value");
        }
        if (JsonNode.class.isAssignableFrom(raw) || raw == Object.class) {
            return NODES.textNode("any");
        }
        if (Collection.class.isAssignableFrom(raw)) {
            ArrayNode array = NODES.arrayNode();
            if (depth < MAX_DEPTH) {
                array.add(sample(type.getContentType(), depth + 1));
            }
            return array;
        }
        if (hasTextCreator(raw)) {
            return NODES.textNode("VERIFIED");
        }
        ObjectNode object = NODES.objectNode();
        if (depth >= MAX_DEPTH) {
            return object;
        }
        BeanDescription description =
                Json.newMapper().getDeserializationConfig().introspect(type);
        for (BeanPropertyDefinition property : description.findProperties()) {
            if (property.hasField() || property.hasSetter()) {
                object.set(property.getName(), sample(property.getPrimaryType(), depth + 1));
            }
        }
        return object;
    }

    private static boolean hasTextCreator(Class<?> raw) {
        for (Method method : raw.getDeclaredMethods()) {
            if (method.isAnnotationPresent(JsonCreator.class)
                    && method.getParameterCount() == 1
                    && method.getParameterTypes()[0] == String.class) {
                return true;
            }
        }
        return false;
    }

    /** {@return every location in a tree: each object field and array element, with its parent} */
    static List<Location> locations(JsonNode root) {
        List<Location> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(JsonNode node, List<Location> out) {
        if (node instanceof ObjectNode objectNode) {
            List<String> names = new ArrayList<>();
            node.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                out.add(new Location(objectNode, name, -1));
                collect(node.get(name), out);
            }
        } else if (node instanceof ArrayNode) {
            for (int i = 0; i < node.size(); i++) {
                out.add(new Location(node, null, i));
                collect(node.get(i), out);
            }
        }
    }

    /** One place in a tree: a field of an object or an element of an array. */
    record Location(JsonNode parent, String field, int index) {

        JsonNode value() {
            return field != null ? parent.get(field) : parent.get(index);
        }

        void set(JsonNode value) {
            if (field != null) {
                ((ObjectNode) parent).set(field, value);
            } else {
                ((ArrayNode) parent).set(index, value);
            }
        }

        void remove() {
            if (field != null) {
                ((ObjectNode) parent).remove(field);
            } else {
                ((ArrayNode) parent).remove(index);
            }
        }
    }
}
