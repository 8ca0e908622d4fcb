package io.dgq.server.internal.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;

/** Names JSON value kinds in error messages. */
public final class JsonTypes {

    private JsonTypes() {}

    public static String describe(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return "null";
        }
        return switch (node.getNodeType()) {
            case ARRAY -> "an array";
            case OBJECT, POJO -> "an object";
            case STRING -> "a string";
            case BOOLEAN -> "a boolean";
            case NUMBER -> node.isIntegralNumber() ? "an integer" : "a number";
            default -> "a " + node.getNodeType().name().toLowerCase(Locale.ROOT);
        };
    }

    /** The JSON text of a value, shortened for an error message. */
    public static String brief(JsonNode node) {
        String text = node == null ? "nothing" : node.toString();
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }
}
