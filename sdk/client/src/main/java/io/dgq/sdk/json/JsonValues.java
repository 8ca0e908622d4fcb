package io.dgq.sdk.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.sdk.internal.checks.Companions;
import io.dgq.sdk.internal.json.Json;
import io.dgq.sdk.internal.json.JsonForm;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.temporal.TemporalAccessor;
import java.util.Collection;
import java.util.Map;

/**
 * Converts plain Java values into JSON trees, refusing what JSON cannot hold. A value of a type above this package
 * (an owner, a reference, an open enumeration) is written by the {@link JsonForm} its type, or a superclass, names as
 * its companion.
 */
final class JsonValues {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** The JSON forms of the types above this package, each made when first needed. */
    private static final Companions<JsonForm> FORMS = Companions.of(JsonForm.class);

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
        } else if (value instanceof JsonNode jsonNode) {
            return jsonNode.deepCopy();
        } else if (value instanceof JsonValue jsonValue) {
            return JsonValueCodec.toNode(jsonValue);
        } else if (value instanceof String string) {
            return NODES.textNode(string);
        } else if (value instanceof Boolean b) {
            return NODES.booleanNode(b);
        } else if (value instanceof Integer
                || value instanceof Long
                || value instanceof Short
                || value instanceof Byte) {
            long number = ((Number) value).longValue();
            // the node type the parser gives the same JSON text, so a built value equals a decoded one
            return number == (int) number ? NODES.numberNode((int) number) : NODES.numberNode(number);
        } else if (value instanceof BigInteger bigInteger) {
            return NODES.numberNode(bigInteger);
        } else if (value instanceof BigDecimal bigDecimal) {
            return NODES.numberNode(bigDecimal);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new IllegalArgumentException("'" + where + "' is " + d + ", which JSON cannot hold");
            }
            return NODES.numberNode(d);
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
        JsonForm form = FORMS.nearest(value.getClass());
        JsonNode tree = form == null ? null : form.toTree(value, where);
        if (tree != null) {
            return tree;
        }
        throw new IllegalArgumentException(
                "'" + where + "' has a value of type " + value.getClass().getName()
                        + ", which is not a JSON value (use a string, number, boolean, list, map or null)");
    }
}
