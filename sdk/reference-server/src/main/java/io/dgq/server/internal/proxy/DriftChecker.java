package io.dgq.server.internal.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks one answer of the upstream against the published document: its status is declared for the operation, its
 * body is the envelope, and its members are those the answer's schema names, with their types, formats, enum values
 * and nullability. What it finds is drift: the service and its document no longer say the same.
 */
final class DriftChecker {

    /** What kind of difference a finding is. */
    enum Kind {
        /** A status the operation does not declare. */
        UNDECLARED_STATUS,
        /** A body that is not JSON, or not the envelope. */
        NOT_JSON,
        /** A member the document does not name. */
        UNDECLARED_MEMBER,
        /** A member the document requires, absent. */
        MISSING_MEMBER,
        /** A value of another JSON type than declared. */
        TYPE_MISMATCH,
        /** A value of the declared type but not of its format (uuid, date-time, int64). */
        FORMAT_MISMATCH,
        /** A value an enum of the document does not list. */
        UNDECLARED_ENUM_VALUE,
        /** A {@code null} where the document does not allow it. */
        NULL_NOT_ALLOWED
    }

    /**
     * One difference.
     *
     * @param member where, such as {@code data.data[].name}; {@code (status)} or {@code (body)} for the answer itself
     * @param kind what kind
     * @param detail what was declared and what was seen
     * @param example the value seen, or {@code null}
     */
    record Finding(String member, Kind kind, String detail, JsonNode example) {}

    private static final Pattern UUID =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    private static final int MAX_DEPTH = 64;

    private final ApiDocument document;
    private final JsonNode errorEnvelope;

    DriftChecker(ApiDocument document) {
        this.document = document;
        this.errorEnvelope = document.resolve(
                JsonNodeFactory.instance.objectNode().put("$ref", "#/components/schemas/ErrorEnvelope"));
    }

    /**
     * Checks an answer.
     *
     * @param operation the operation the call matched
     * @param status the upstream's status
     * @param body the answer's JSON, or {@code null} when it was not JSON
     * @return the differences, empty when the answer is as documented
     */
    List<Finding> check(ApiDocument.Operation operation, int status, JsonNode body) {
        List<Finding> findings = new ArrayList<>();
        JsonNode declared = operation.responses().get(Integer.toString(status));
        if (declared == null) {
            declared = operation.responses().get(status / 100 + "XX");
        }
        if (declared == null) {
            declared = operation.responses().get("default");
        }
        if (declared == null) {
            findings.add(new Finding(
                    "(status)",
                    Kind.UNDECLARED_STATUS,
                    "status " + status + " is not declared; declared: "
                            + new java.util.TreeSet<>(operation.responses().keySet()),
                    JsonNodeFactory.instance.numberNode(status)));
        }
        JsonNode schema = declared == null ? (status >= 400 ? errorEnvelope : null) : document.answerSchema(declared);
        if (body == null) {
            findings.add(new Finding("(body)", Kind.NOT_JSON, "the answer is not JSON", null));
            return findings;
        }
        if (schema != null) {
            walk(schema, body, "", findings, 0);
        }
        return findings;
    }

    private void walk(JsonNode rawSchema, JsonNode node, String path, List<Finding> findings, int depth) {
        if (depth > MAX_DEPTH) {
            return;
        }
        JsonNode schema = flatten(rawSchema);
        if (schema == null) {
            return;
        }
        JsonNode options = schema.has("oneOf") ? schema.get("oneOf") : schema.get("anyOf");
        if (options != null && options.isArray() && options.size() > 0) {
            List<Finding> best = null;
            for (JsonNode option : options) {
                List<Finding> tried = new ArrayList<>();
                walk(option, node, path, tried, depth + 1);
                if (best == null || tried.size() < best.size()) {
                    best = tried;
                }
            }
            findings.addAll(best);
            return;
        }
        Set<String> types = types(schema);
        String seen = typeOf(node);
        String where = path.isEmpty() ? "(body)" : path;
        if (node.isNull()) {
            if (!types.isEmpty() && !types.contains("null")) {
                findings.add(new Finding(where, Kind.NULL_NOT_ALLOWED, "null where " + types + " is declared", null));
            }
            return;
        }
        if (!types.isEmpty() && !fitsType(types, node)) {
            findings.add(new Finding(where, Kind.TYPE_MISMATCH, "declared " + types + ", seen " + seen, node));
            return;
        }
        JsonNode values = schema.get("enum");
        if (values != null && values.isArray() && !contains(values, node)) {
            findings.add(new Finding(where, Kind.UNDECLARED_ENUM_VALUE, "a value the enum does not list", node));
        }
        String format = schema.path("format").asText("");
        if (!format.isEmpty() && !fitsFormat(format, node)) {
            findings.add(new Finding(where, Kind.FORMAT_MISMATCH, "not of the declared format " + format, node));
        }
        if (node.isObject()) {
            object(schema, node, path, findings, depth);
        } else if (node.isArray() && schema.has("items")) {
            for (JsonNode item : node) {
                walk(schema.get("items"), item, path + "[]", findings, depth + 1);
            }
        }
    }

    private void object(JsonNode schema, JsonNode node, String path, List<Finding> findings, int depth) {
        JsonNode properties = schema.get("properties");
        JsonNode additional = schema.get("additionalProperties");
        boolean closed = properties != null
                || (additional != null && additional.isBoolean() && !additional.asBoolean())
                || schema.path("maxProperties").asInt(-1) == 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> member = it.next();
            String memberPath = path.isEmpty() ? member.getKey() : path + "." + member.getKey();
            JsonNode declared = properties == null ? null : properties.get(member.getKey());
            if (declared != null) {
                walk(declared, member.getValue(), memberPath, findings, depth + 1);
            } else if (additional != null && additional.isObject()) {
                walk(additional, member.getValue(), path + ".*", findings, depth + 1);
            } else if (closed && (additional == null || !additional.asBoolean(false))) {
                findings.add(new Finding(
                        memberPath,
                        Kind.UNDECLARED_MEMBER,
                        "a member the document does not name, seen " + typeOf(member.getValue()),
                        member.getValue()));
            }
        }
        for (JsonNode required : schema.path("required")) {
            if (!node.has(required.asText())) {
                String memberPath = path.isEmpty() ? required.asText() : path + "." + required.asText();
                findings.add(new Finding(memberPath, Kind.MISSING_MEMBER, "a required member, absent", null));
            }
        }
    }

    /** Merges {@code allOf} into one schema (later members win) and resolves references. */
    private JsonNode flatten(JsonNode raw) {
        JsonNode schema = document.resolve(raw);
        if (schema == null || !schema.isObject()) {
            return null;
        }
        JsonNode parts = schema.get("allOf");
        if (parts == null || !parts.isArray()) {
            return schema;
        }
        ObjectNode merged = JsonNodeFactory.instance.objectNode();
        ObjectNode properties = JsonNodeFactory.instance.objectNode();
        Set<String> required = new LinkedHashSet<>();
        List<JsonNode> all = new ArrayList<>();
        parts.forEach(all::add);
        all.add(schema);
        for (JsonNode part : all) {
            JsonNode flat = part == schema ? schema : flatten(part);
            if (flat == null) {
                continue;
            }
            flat.fields().forEachRemaining(field -> {
                switch (field.getKey()) {
                    case "allOf" -> {}
                    case "properties" -> properties.setAll((ObjectNode) field.getValue());
                    case "required" -> field.getValue().forEach(name -> required.add(name.asText()));
                    default -> merged.set(field.getKey(), field.getValue());
                }
            });
        }
        if (!properties.isEmpty()) {
            merged.set("properties", properties);
        }
        if (!required.isEmpty()) {
            required.forEach(merged.putArray("required")::add);
        }
        return merged;
    }

    private static Set<String> types(JsonNode schema) {
        Set<String> types = new LinkedHashSet<>();
        JsonNode type = schema.get("type");
        if (type != null && type.isTextual()) {
            types.add(type.asText());
        } else if (type != null && type.isArray()) {
            type.forEach(t -> types.add(t.asText()));
        }
        if (schema.path("nullable").asBoolean(false)) {
            types.add("null");
        }
        return types;
    }

    private static boolean fitsType(Set<String> types, JsonNode node) {
        for (String type : types) {
            boolean fits = switch (type) {
                case "string" -> node.isTextual();
                case "integer" ->
                    node.isIntegralNumber()
                            || (node.isNumber()
                                    && node.decimalValue().stripTrailingZeros().scale() <= 0);
                case "number" -> node.isNumber();
                case "boolean" -> node.isBoolean();
                case "array" -> node.isArray();
                case "object" -> node.isObject();
                default -> false;
            };
            if (fits) {
                return true;
            }
        }
        return false;
    }

    private static boolean fitsFormat(String format, JsonNode node) {
        switch (format) {
            case "uuid" -> {
                return !node.isTextual() || UUID.matcher(node.asText()).matches();
            }
            case "date-time" -> {
                if (!node.isTextual()) {
                    return true;
                }
                try {
                    OffsetDateTime.parse(node.asText());
                    return true;
                } catch (DateTimeParseException e) {
                    return false;
                }
            }
            case "int64" -> {
                return !node.isNumber() || node.canConvertToLong();
            }
            case "int32" -> {
                return !node.isNumber() || node.canConvertToInt();
            }
            default -> {
                return true;
            }
        }
    }

    private static boolean contains(JsonNode values, JsonNode node) {
        for (JsonNode value : values) {
            if (value.equals(node)) {
                return true;
            }
        }
        return false;
    }

    /** {@return the JSON type of a value, as JSON Schema names it} */
    static String typeOf(JsonNode node) {
        if (node.isNull()) {
            return "null";
        } else if (node.isIntegralNumber()) {
            return "integer";
        } else if (node.isNumber()) {
            return "number";
        } else if (node.isTextual()) {
            return "string";
        } else if (node.isBoolean()) {
            return "boolean";
        } else if (node.isArray()) {
            return "array";
        }
        return "object";
    }
}
