package io.dgq.sdk.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.JsonNodeDeserializer;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.sdk.internal.json.Json;
import io.dgq.sdk.internal.json.TreeValues;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Converts between {@link JsonValue} and the Jackson trees the SDK reads and writes with, out of the public API: the
 * SDK parses with Jackson, and a value becomes a {@link JsonValue} only where a reader asks for one. The packages
 * above reach it as {@link JsonValue}'s companion, a {@link TreeValues}.
 */
final class JsonValueCodec implements TreeValues<JsonValue> {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** Made once, by the companions' lookup, for the packages above; the conversions are static. */
    private JsonValueCodec() {}

    @Override
    public JsonValue valueOf(JsonNode tree) {
        return of(tree);
    }

    /** {@return a tree as a value; an object keeps its tree, copied unless {@code owned}} */
    static JsonValue of(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return JsonNull.INSTANCE;
        } else if (node.isObject()) {
            return JsonObject.wrap(((ObjectNode) node).deepCopy());
        } else if (node.isArray()) {
            List<JsonValue> elements = new ArrayList<>(node.size());
            node.forEach(element -> elements.add(of(element)));
            return new JsonArray(elements);
        } else if (node.isTextual()) {
            return new JsonString(node.textValue());
        } else if (node.isBoolean()) {
            return JsonBoolean.of(node.booleanValue());
        } else if (node.isNumber()) {
            return new JsonNumber(node.numberValue());
        }
        // binary and POJO nodes are never read from JSON text; write them as the text they stand for
        return new JsonString(node.asText());
    }

    /** {@return a value as a tree the caller owns} */
    static JsonNode toNode(JsonValue value) {
        if (value == null || value instanceof JsonNull) {
            return NODES.nullNode();
        } else if (value instanceof JsonObject object) {
            return object.node().deepCopy();
        } else if (value instanceof JsonArray array) {
            ArrayNode node = NODES.arrayNode(array.size());
            array.elements().forEach(element -> node.add(toNode(element)));
            return node;
        } else if (value instanceof JsonString string) {
            return NODES.textNode(string.value());
        } else if (value instanceof JsonBoolean b) {
            return NODES.booleanNode(b.value());
        }
        Number number = ((JsonNumber) value).value();
        if (number instanceof Integer i) {
            return NODES.numberNode(i);
        } else if (number instanceof Long l) {
            return NODES.numberNode(l);
        } else if (number instanceof BigInteger big) {
            return NODES.numberNode(big);
        } else if (number instanceof BigDecimal decimal) {
            return NODES.numberNode(decimal);
        }
        return NODES.numberNode(number.doubleValue());
    }

    static JsonValue from(Object value, String where) {
        if (value instanceof JsonValue json) {
            return json;
        }
        return of(JsonValues.toNode(value, where));
    }

    static JsonValue parse(String json) {
        try {
            return of(Json.readTree(json));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(
                    "Not one JSON value: " + e.getOriginalMessage() + " at "
                            + e.getLocation().offsetDescription(),
                    null);
        }
    }

    static IllegalStateException wrongKind(String expected, JsonValue found) {
        return new IllegalStateException("Expected " + expected + ", but this JSON value is " + found.kind());
    }

    static String quote(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        JsonStringEncoder.getInstance().quoteAsString(text, out);
        return out.append('"').toString();
    }

    /** Writes any value with any Jackson 2 mapper, as the SDK's own writes it. */
    static final class Writer extends JsonSerializer<JsonValue> {
        @Override
        public void serialize(JsonValue value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
            if (value instanceof JsonObject object) {
                gen.writeTree(object.node());
            } else {
                gen.writeTree(toNode(value));
            }
        }
    }

    /** Reads any JSON value; JSON {@code null} inside a list as {@link JsonNull#INSTANCE}. */
    static final class Reader extends JsonDeserializer<JsonValue> {

        /** Jackson's own reader of trees, as a {@code JsonNode} property has it. */
        private static final JsonDeserializer<? extends JsonNode> TREES =
                JsonNodeDeserializer.getDeserializer(JsonNode.class);

        @Override
        public JsonValue deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonNode node = TREES.deserialize(p, ctxt);
            return node.isObject() ? JsonObject.wrap((ObjectNode) node) : of(node);
        }

        @Override
        public JsonValue getNullValue(DeserializationContext ctxt) {
            return JsonNull.INSTANCE;
        }
    }

    /**
     * Reads a JSON object as Jackson reads an {@code ObjectNode} property, which refuses any other value as it
     * refuses a value of the wrong type; the tree it reads is the object's, not copied.
     */
    static final class ObjectReader extends JsonDeserializer<JsonObject> {

        private static final JsonDeserializer<? extends JsonNode> OBJECTS =
                JsonNodeDeserializer.getDeserializer(ObjectNode.class);

        @Override
        public JsonObject deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            return JsonObject.wrap((ObjectNode) OBJECTS.deserialize(p, ctxt));
        }
    }
}
