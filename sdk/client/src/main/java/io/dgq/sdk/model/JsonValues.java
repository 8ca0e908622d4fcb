package io.dgq.sdk.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.sdk.internal.Json;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.temporal.TemporalAccessor;
import java.util.Collection;
import java.util.Map;

/** Converts plain Java values into JSON trees, refusing what JSON cannot hold. */
final class JsonValues {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonValues() {}

    static ObjectNode objectNode(Map<String, ?> fields) {
        ObjectNode node = NODES.objectNode();
        fields.forEach((name, value) -> {
            if (name == null) {
                throw new IllegalArgumentException("A JSON field name must not be null");
            }
            node.set(name, toNode(value, name));
        });
        return node;
    }

    static JsonNode toNode(Object value, String where) {
        if (value == null) {
            return NODES.nullNode();
        } else if (value instanceof JsonNode) {
            return ((JsonNode) value).deepCopy();
        } else if (value instanceof Owner) {
            return ((Owner) value).toJsonNode();
        } else if (value instanceof NamedReference) {
            return ((NamedReference) value).toJsonNode();
        } else if (value instanceof JsonObject) {
            return ((JsonObject) value).toJsonNode();
        } else if (value instanceof String) {
            return NODES.textNode((String) value);
        } else if (value instanceof Boolean) {
            return NODES.booleanNode((Boolean) value);
        } else if (value instanceof Integer
                || value instanceof Long
                || value instanceof Short
                || value instanceof Byte) {
            long number = ((Number) value).longValue();
            // the node type the parser gives the same JSON text, so a built value equals a decoded one
            return number == (int) number ? NODES.numberNode((int) number) : NODES.numberNode(number);
        } else if (value instanceof BigInteger) {
            return NODES.numberNode((BigInteger) value);
        } else if (value instanceof BigDecimal) {
            return NODES.numberNode((BigDecimal) value);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new IllegalArgumentException("'" + where + "' is " + d + ", which JSON cannot hold");
            }
            return NODES.numberNode(d);
        } else if (value instanceof OpenEnum) {
            return NODES.textNode(((OpenEnum) value).value());
        } else if (value instanceof Enum) {
            return NODES.textNode(((Enum<?>) value).name());
        } else if (value instanceof TemporalAccessor) {
            return NODES.textNode(Json.timeText(value, where));
        } else if (value instanceof Map) {
            ObjectNode node = NODES.objectNode();
            ((Map<?, ?>) value).forEach((k, v) -> node.set(String.valueOf(k), toNode(v, where + "." + k)));
            return node;
        } else if (value instanceof Collection) {
            ArrayNode array = NODES.arrayNode();
            int i = 0;
            for (Object element : (Collection<?>) value) {
                array.add(toNode(element, where + "[" + i++ + "]"));
            }
            return array;
        }
        throw new IllegalArgumentException(
                "'" + where + "' has a value of type " + value.getClass().getName()
                        + ", which is not a JSON value (use a string, number, boolean, list, map or null)");
    }
}
