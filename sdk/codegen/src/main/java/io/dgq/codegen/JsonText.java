package io.dgq.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes JSON as the OpenAPI document is written by hand: two spaces of indentation, {@code "name": value}, and an
 * object or array on one line, {@code {"$ref": "..."}} or {@code ["array", "null"]}, when it fits the line of
 * {@value Generator#LINE} characters; a {@code properties} object always one member per line.
 */
final class JsonText {

    private JsonText() {}

    /**
     * {@return an object written one member per line, its first line not indented, its closing brace at the indent}
     *
     * @param object the object
     * @param indent the indentation of the line the object starts on
     */
    static String expanded(JsonNode object, int indent) {
        String inner = " ".repeat(indent + 2);
        List<String> members = new ArrayList<>();
        for (Map.Entry<String, JsonNode> member : object.properties()) {
            String start = inner + quoted(member.getKey()) + ": ";
            JsonNode value = member.getValue();
            boolean expand = value.isContainerNode()
                    && (member.getKey().equals("properties")
                            || start.length() + oneLine(value).length() + 1 > Generator.LINE);
            members.add(start + (expand ? container(value, indent + 2) : oneLine(value)));
        }
        return "{\n" + String.join(",\n", members) + "\n" + " ".repeat(indent) + "}";
    }

    private static String container(JsonNode value, int indent) {
        if (value.isObject()) {
            return expanded(value, indent);
        }
        String inner = " ".repeat(indent + 2);
        List<String> elements = new ArrayList<>();
        for (JsonNode element : value) {
            elements.add(inner
                    + (element.isObject() && inner.length() + oneLine(element).length() + 1 > Generator.LINE
                            ? expanded(element, indent + 2)
                            : oneLine(element)));
        }
        return "[\n" + String.join(",\n", elements) + "\n" + " ".repeat(indent) + "]";
    }

    /** {@return a value on one line: {@code {"name": value, ...}}, {@code [a, b]}, or a scalar as JSON} */
    static String oneLine(JsonNode value) {
        if (value.isObject()) {
            List<String> members = new ArrayList<>();
            value.properties()
                    .forEach(member -> members.add(quoted(member.getKey()) + ": " + oneLine(member.getValue())));
            return "{" + String.join(", ", members) + "}";
        }
        if (value.isArray()) {
            List<String> elements = new ArrayList<>();
            value.forEach(element -> elements.add(oneLine(element)));
            return "[" + String.join(", ", elements) + "]";
        }
        return value.toString();
    }

    private static String quoted(String text) {
        return TextNode.valueOf(text).toString();
    }
}
