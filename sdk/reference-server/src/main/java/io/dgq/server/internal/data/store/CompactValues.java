package io.dgq.server.internal.data.store;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeType;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.NumericNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.json.JsonValues;
import java.io.IOException;

/**
 * The compact form in which records keep their field values, instead of a tree of JSON nodes per record:
 *
 * <ul>
 *   <li>JSON {@code null} is Java {@code null}; a field the record lacks is {@link #ABSENT};</li>
 *   <li>a string is a {@link String}, a boolean the shared {@link BooleanNode}, a number its immutable
 *       {@link NumericNode} (so it is written exactly as it was parsed);</li>
 *   <li>an object or an array is {@link Raw}: its JSON text, as the answers' writer wrote it, written back
 *       verbatim.</li>
 * </ul>
 *
 * <p>Comparison and equality follow {@link JsonValues}: numbers by value, strings case-insensitively then exactly,
 * values of different kinds by kind.
 */
public final class CompactValues {

    /** The value of a field the record lacks. */
    static final Object ABSENT = new Object() {
        @Override
        public String toString() {
            return "absent";
        }
    };

    /**
     * An object or array, as its JSON text.
     *
     * @param json the compact JSON text, as the answers' writer writes it
     */
    public record Raw(String json) {

        boolean isObject() {
            return json.charAt(0) == '{';
        }
    }

    static final Raw EMPTY_ARRAY = new Raw("[]");
    static final Raw EMPTY_OBJECT = new Raw("{}");
    private static final IntNode[] SMALL_INTS = new IntNode[1024];

    static {
        for (int i = 0; i < SMALL_INTS.length; i++) {
            SMALL_INTS[i] = IntNode.valueOf(i);
        }
    }

    private CompactValues() {}

    /** The compact form of a value; {@code null} (a missing member) is {@link #ABSENT}. */
    public static Object compact(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return ABSENT;
        }
        if (node.isNull()) {
            return null;
        }
        if (node.isTextual()) {
            return node.textValue();
        }
        if (node.isBoolean()) {
            return BooleanNode.valueOf(node.booleanValue());
        }
        if (node instanceof IntNode number) {
            int value = number.intValue();
            return value >= 0 && value < SMALL_INTS.length ? SMALL_INTS[value] : number;
        }
        if (node instanceof NumericNode) {
            return node;
        }
        if (node.isContainerNode() && node.isEmpty()) {
            return node.isArray() ? EMPTY_ARRAY : EMPTY_OBJECT;
        }
        return new Raw(Json.writeText(node));
    }

    /** The JSON node of a compact value, newly built for containers; {@code null} for {@link #ABSENT}. */
    static JsonNode node(Object value) {
        if (value == ABSENT) {
            return null;
        }
        if (value == null) {
            return NullNode.getInstance();
        }
        if (value instanceof String text) {
            return TextNode.valueOf(text);
        }
        if (value instanceof Raw raw) {
            return Json.parseStored(raw.json());
        }
        return (JsonNode) value;
    }

    /** Writes a present value as the answers' writer writes its JSON node. */
    static void write(JsonGenerator generator, Object value, SerializerProvider provider) throws IOException {
        if (value == null || value == ABSENT) {
            generator.writeNull();
        } else if (value instanceof String text) {
            generator.writeString(text);
        } else if (value instanceof Raw raw) {
            generator.writeRawValue(raw.json());
        } else {
            ((JsonNode) value).serialize(generator, provider);
        }
    }

    public static boolean isNull(Object value) {
        return value == null || value == ABSENT;
    }

    /** The JSON type of a present, non-null value. */
    public static JsonNodeType type(Object value) {
        if (value instanceof String) {
            return JsonNodeType.STRING;
        }
        if (value instanceof Raw raw) {
            return raw.isObject() ? JsonNodeType.OBJECT : JsonNodeType.ARRAY;
        }
        return ((JsonNode) value).getNodeType();
    }

    /** Orders two non-null values as {@link JsonValues#compare} orders their nodes. */
    public static int compare(Object a, Object b) {
        if (a instanceof String left && b instanceof String right) {
            int folded = String.CASE_INSENSITIVE_ORDER.compare(left, right);
            return folded != 0 ? folded : left.compareTo(right);
        }
        if (a instanceof JsonNode left && b instanceof JsonNode right) {
            return JsonValues.compare(left, right);
        }
        JsonNodeType left = type(a);
        JsonNodeType right = type(b);
        if (left != right) {
            return Integer.compare(left.ordinal(), right.ordinal());
        }
        if (a instanceof Raw && b instanceof Raw) {
            // Two objects or two arrays: equal in order, as JsonValues.compare has them, without parsing either.
            return 0;
        }
        return JsonValues.compare(node(a), node(b));
    }

    /** Equality as {@link JsonValues#same}: numbers by value, nulls equal each other. */
    public static boolean same(Object a, Object b) {
        if (isNull(a) || isNull(b)) {
            return isNull(a) && isNull(b);
        }
        if (a instanceof String left) {
            return left.equals(b);
        }
        if (a instanceof Raw || b instanceof Raw) {
            return type(a) == type(b) && node(a).equals(node(b));
        }
        // A number or boolean is never the same as a string (on a column of any type either may come first).
        return a instanceof JsonNode left && b instanceof JsonNode right && JsonValues.same(left, right);
    }
}
