package io.dgq.server.internal.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import java.util.function.Predicate;

/** The JSON type of a record field, with the value an unset field holds. */
public enum FieldType {
    STRING("a string"),
    INTEGER("an integer"),
    NUMBER("a number"),
    BOOLEAN("a boolean"),
    OBJECT("an object"),
    STRING_ARRAY("an array of strings"),
    OBJECT_ARRAY("an array of objects"),
    ARRAY("an array"),
    /** A value of any JSON type, such as the nullable {@code total_likes}. */
    ANY("any value");

    private final String description;

    FieldType(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    /** Whether a non-null value has this type. */
    public boolean accepts(JsonNode value) {
        return switch (this) {
            case STRING -> value.isTextual();
            case INTEGER -> value.isIntegralNumber() && value.canConvertToLong();
            case NUMBER -> value.isNumber();
            case BOOLEAN -> value.isBoolean();
            case OBJECT -> value.isObject();
            case STRING_ARRAY -> value.isArray() && allElements(value, JsonNode::isTextual);
            case OBJECT_ARRAY -> value.isArray() && allElements(value, JsonNode::isObject);
            case ARRAY -> value.isArray();
            case ANY -> true;
        };
    }

    /** Whether values of this type are scalars (or may be, for {@link #ANY}): the types of list columns. */
    boolean isScalar() {
        return this == STRING || this == INTEGER || this == NUMBER || this == BOOLEAN || this == ANY;
    }

    /** The value of an unset field: {@code []} for arrays, {@code 0} for integers, {@code null} otherwise. */
    JsonNode unsetValue() {
        return switch (this) {
            case STRING_ARRAY, OBJECT_ARRAY, ARRAY -> JsonNodeFactory.instance.arrayNode();
            case INTEGER -> IntNode.valueOf(0);
            default -> NullNode.getInstance();
        };
    }

    private static boolean allElements(JsonNode array, Predicate<JsonNode> test) {
        for (JsonNode element : array) {
            if (!test.test(element)) {
                return false;
            }
        }
        return true;
    }
}
