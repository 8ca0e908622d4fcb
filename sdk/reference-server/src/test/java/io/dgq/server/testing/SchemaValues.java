package io.dgq.server.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Values generated from the OpenAPI document's schemas, as a schema-driven tester makes them: every keyword the
 * document's request schemas use ({@code $ref}, {@code anyOf}, {@code oneOf}, {@code type} with {@code null},
 * {@code enum}, {@code const}, {@code pattern}, {@code format}, {@code minimum}, {@code maximum}, {@code maxItems}, {@code required},
 * {@code additionalProperties}) is followed, so a value is one the document accepts. Members marked
 * {@code x-dgq-derived} (any value, ignored) are left out, and so are the optional members a filter names.
 */
public final class SchemaValues {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final OpenApiDocument document;
    private final Random random;
    private final Predicate<String> leaveOut;

    /**
     * @param document the document whose schemas the values follow
     * @param random the source of every choice, seeded by the caller
     * @param leaveOut the optional members left out, by name
     */
    public SchemaValues(OpenApiDocument document, Random random, Predicate<String> leaveOut) {
        this.document = document;
        this.random = random;
        this.leaveOut = leaveOut;
    }

    /** {@return a value the schema accepts, or {@code null} when it accepts only JSON {@code null}} */
    public JsonNode value(JsonNode schema) {
        return value(schema, 0);
    }

    private JsonNode value(JsonNode schema, int depth) {
        JsonNode resolved = document.resolve(schema);
        if (resolved.has("properties")) {
            return object(resolved, depth);
        }
        for (String union : List.of("anyOf", "oneOf")) {
            if (resolved.has(union)) {
                List<JsonNode> options = new ArrayList<>();
                resolved.path(union).forEach(options::add);
                JsonNode option = options.get(random.nextInt(options.size()));
                JsonNode value = value(option, depth);
                return value != null ? value : value(options.get(0), depth);
            }
        }
        if (resolved.has("const")) {
            return resolved.get("const").isNull() ? null : resolved.get("const");
        }
        if (resolved.has("enum")) {
            JsonNode values = resolved.path("enum");
            JsonNode chosen = values.get(random.nextInt(values.size()));
            return chosen.isNull() ? null : chosen;
        }
        List<String> types = new ArrayList<>();
        JsonNode type = resolved.path("type");
        if (type.isArray()) {
            type.forEach(each -> {
                if (!each.asText().equals("null")) {
                    types.add(each.asText());
                }
            });
        } else if (type.isTextual()) {
            types.add(type.asText());
        }
        if (types.isEmpty()) {
            // No type: any value is valid; a plain text is what a member of open type most often holds.
            return JSON.textNode(text(resolved));
        }
        return switch (types.get(random.nextInt(types.size()))) {
            case "string" -> JSON.textNode(text(resolved));
            case "integer" -> JSON.numberNode(integer(resolved));
            case "number" -> JSON.numberNode(random.nextInt(100_000) / 100.0);
            case "boolean" -> JSON.booleanNode(random.nextBoolean());
            case "array" -> array(resolved, depth);
            default -> object(resolved, depth);
        };
    }

    /** {@return an object with every required member and about half of the optional ones} */
    public ObjectNode object(JsonNode schema, int depth) {
        JsonNode resolved = document.resolve(schema);
        ObjectNode object = JSON.objectNode();
        Set<String> required = new HashSet<>();
        resolved.path("required").forEach(name -> required.add(name.asText()));
        // A oneOf of required lists beside the properties: one list is chosen, the others' members left out.
        Set<String> excluded = new HashSet<>();
        JsonNode oneOf = resolved.path("oneOf");
        if (!oneOf.isEmpty()) {
            int chosen = random.nextInt(oneOf.size());
            for (int i = 0; i < oneOf.size(); i++) {
                Set<String> into = i == chosen ? required : excluded;
                oneOf.get(i).path("required").forEach(name -> into.add(name.asText()));
            }
            excluded.removeAll(required);
        }
        for (Map.Entry<String, JsonNode> member : resolved.path("properties").properties()) {
            String name = member.getKey();
            boolean needed = required.contains(name);
            if (excluded.contains(name)) {
                continue;
            }
            if (!needed
                    && (member.getValue().path("x-dgq-derived").asBoolean()
                            || leaveOut.test(name)
                            || depth > 2
                            || random.nextBoolean())) {
                continue;
            }
            JsonNode value = value(member.getValue(), depth + 1);
            if (value != null) {
                object.set(name, value);
            } else {
                object.putNull(name);
            }
        }
        return object;
    }

    private ArrayNode array(JsonNode schema, int depth) {
        ArrayNode array = JSON.arrayNode();
        JsonNode items = schema.path("items");
        int most = Math.min(schema.path("maxItems").asInt(3), 3);
        for (int i = depth > 2 ? 0 : random.nextInt(most + 1); i > 0 && !items.isMissingNode(); i--) {
            JsonNode item = value(items, depth + 1);
            if (item != null) {
                array.add(item);
            }
        }
        return array;
    }

    private long integer(JsonNode schema) {
        long minimum = schema.has("minimum") ? schema.path("minimum").asLong() : 0;
        long maximum = schema.has("maximum") ? schema.path("maximum").asLong() : minimum + 1000;
        return minimum + random.nextInt((int) Math.min(maximum - minimum + 1, 1000));
    }

    private String text(JsonNode schema) {
        if (schema.has("pattern")) {
            // A pattern: the first of the texts the documents' patterns describe that this one takes.
            Pattern pattern = Pattern.compile(schema.path("pattern").asText());
            String plain = "v" + Long.toString(random.nextLong() & Long.MAX_VALUE, 36);
            for (String candidate : List.of(
                    plain,
                    "2099-0" + (1 + random.nextInt(9)) + "-1" + random.nextInt(10) + "T12:00:00Z",
                    "/governance/" + plain,
                    "https://example.com/" + plain,
                    "X-" + plain)) {
                if (pattern.matcher(candidate).find()) {
                    return candidate;
                }
            }
            throw new AssertionError("no text for the pattern " + pattern);
        }
        return switch (schema.path("format").asText("")) {
            case "uuid" -> new UUID(random.nextLong(), random.nextLong()).toString();
            case "date-time" -> "2026-11-" + (10 + random.nextInt(18)) + "T12:00:00.000Z";
            default -> "v" + Long.toString(random.nextLong() & Long.MAX_VALUE, 36);
        };
    }
}
