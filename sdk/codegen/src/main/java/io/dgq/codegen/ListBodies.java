package io.dgq.codegen;

import static io.dgq.codegen.ApiDescription.require;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.codegen.ApiDescription.Body;
import io.dgq.codegen.ApiDescription.Client;
import io.dgq.codegen.ApiDescription.Column;
import io.dgq.codegen.ApiDescription.ColumnEnum;
import io.dgq.codegen.ApiDescription.Method;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes each list's own request schemas into the OpenAPI document, from the columns of its client's column enum (the
 * scalar properties of the record schema its lists return, as {@code DomainColumn} has them): for the domains,
 * {@code DomainColumn} (a string {@code enum} of exactly those columns), {@code DomainSort} and {@code DomainFilter}
 * (whose {@code column} is a {@code DomainColumn}) and {@code DomainListRequest} (the list body, whose
 * {@code sorting} and {@code filters} hold them). Every list and export operation of the client must take
 * {@code DomainListRequest}.
 *
 * <p>The schemas are the only part of the source document the generator writes: they are marked
 * {@value #MARKER}, sit together among the component schemas (first written after {@value #ANCHOR}), and are
 * replaced in the text as a whole, every other byte of the document kept as it is. So the document's column enums
 * and the SDK's cannot drift apart: the generation test fails when they differ.
 */
final class ListBodies {

    /** The extension that marks a schema this class writes; the published document leaves it out. */
    static final String MARKER = "x-dgq-generated";

    /** The schema the generated ones first follow. */
    static final String ANCHOR = "FilterOperator";

    /** How many sort instructions a list body takes, as the reference server enforces. */
    static final int MAX_SORTING = 32;

    /** How many filters a list body takes. */
    static final int MAX_FILTERS = 64;

    /** How many values the operand of {@code in} takes. */
    static final int MAX_IN_VALUES = 1000;

    private static final String REFS = "#/components/schemas/";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private ListBodies() {}

    /**
     * {@return the prefix of a client's list schemas: {@code Domain} for {@code DomainColumn}}
     *
     * @param columns the column enum
     */
    static String prefix(ColumnEnum columns) {
        require(columns.name().endsWith("Column"), columns.name(), "a column enum's name does not end with Column");
        return columns.name().substring(0, columns.name().length() - "Column".length());
    }

    /**
     * Makes the schemas of every list, in the order of the column enums.
     *
     * @param description what the generator read of the document
     * @return the schemas by name: for each list its column enum, sort, filter and request
     */
    static Map<String, ObjectNode> schemas(ApiDescription description) {
        Map<String, ObjectNode> schemas = new LinkedHashMap<>();
        for (ColumnEnum columns : description.columnEnums()) {
            String prefix = prefix(columns);
            schemas.put(prefix + "Column", column(columns));
            schemas.put(prefix + "Sort", sort(columns, prefix));
            schemas.put(prefix + "Filter", filter(columns, prefix));
            schemas.put(prefix + "ListRequest", request(columns, prefix));
        }
        return schemas;
    }

    private static ObjectNode column(ColumnEnum columns) {
        ObjectNode schema = NODES.objectNode().put("type", "string");
        ArrayNode values = schema.putArray("enum");
        columns.columns().stream().map(Column::json).forEach(values::add);
        schema.put(
                "description",
                "A column " + columns.scope() + " sorts and filters by: a scalar member of " + columns.of()
                        + ". Any other is a 400 naming the sort instruction's or filter's column.");
        return marked(schema, columns);
    }

    private static ObjectNode sort(ColumnEnum columns, String prefix) {
        ObjectNode schema = NODES.objectNode().put("type", "object");
        schema.put(
                "description",
                "One sort instruction of " + columns.scope()
                        + "; instructions apply in order, null values sort last in both directions.");
        schema.putArray("required").add("column");
        ObjectNode properties = schema.putObject("properties");
        properties.set("column", ref(prefix + "Column"));
        properties.set("direction", ref("SortDirection"));
        schema.put("additionalProperties", false);
        return marked(schema, columns);
    }

    private static ObjectNode filter(ColumnEnum columns, String prefix) {
        ObjectNode schema = NODES.objectNode().put("type", "object");
        schema.put("description", "One filter of " + columns.scope() + "; every filter must hold.");
        schema.putArray("required").add("column").add("operator").add("value");
        ObjectNode properties = schema.putObject("properties");
        properties.set("column", ref(prefix + "Column"));
        properties.set("operator", ref("FilterOperator"));
        properties
                .putObject("value")
                .put("maxItems", MAX_IN_VALUES)
                .put(
                        "description",
                        "The operand: a value of the column's type, or an array of at most " + MAX_IN_VALUES
                                + " of them for in (else 400).");
        schema.put("additionalProperties", false);
        return marked(schema, columns);
    }

    private static ObjectNode request(ColumnEnum columns, String prefix) {
        ObjectNode schema = NODES.objectNode().put("type", "object");
        schema.put(
                "description",
                "The body of " + columns.scope() + ". Every member is optional; {} takes every default. A column"
                        + " outside " + prefix + "Column is a 400.");
        ObjectNode properties = schema.putObject("properties");
        ObjectNode pagination = properties.putObject("pagination");
        pagination
                .putArray("anyOf")
                .add(ref("Pagination"))
                .add(NODES.objectNode().put("type", "null"));
        pagination.put("description", "null or absent for the first page of 50.");
        ObjectNode sorting = properties.putObject("sorting");
        sorting.putArray("type").add("array").add("null");
        sorting.set("items", ref(prefix + "Sort"));
        sorting.put("maxItems", MAX_SORTING);
        sorting.put(
                "description",
                "Empty, null or absent for none. At most " + MAX_SORTING
                        + " entries (else 400); a column sorted twice counts once.");
        ObjectNode filters = properties.putObject("filters");
        filters.putArray("type").add("array").add("null");
        filters.set("items", ref(prefix + "Filter"));
        filters.put("maxItems", MAX_FILTERS);
        filters.put("description", "Empty, null or absent for none. At most " + MAX_FILTERS + " filters (else 400).");
        ObjectNode search = properties.putObject("search");
        search.putArray("type").add("string").add("null");
        search.put(
                "description",
                "Case-insensitive substring match on name and description; empty, null or absent for none.");
        ObjectNode export = properties.putObject("export");
        export.putArray("type").add("boolean").add("null");
        export.put("default", false);
        export.put("description", "true answers every match in one unpaged answer.");
        schema.put("additionalProperties", false);
        return marked(schema, columns);
    }

    private static ObjectNode ref(String schema) {
        return NODES.objectNode().put("$ref", REFS + schema);
    }

    private static ObjectNode marked(ObjectNode schema, ColumnEnum columns) {
        return schema.put(MARKER, "by sdk/codegen from the scalar properties of " + columns.of());
    }

    /**
     * Checks that every list and export operation of a client with columns takes its client's list request, and that
     * no other operation takes one.
     *
     * @param description what the generator read of the document
     * @param document the document
     * @throws IllegalArgumentException naming the operation whose body is another schema
     */
    static void checkOperations(ApiDescription description, JsonNode document) {
        Map<String, String> expected = new LinkedHashMap<>();
        Map<String, ColumnEnum> byName = new LinkedHashMap<>();
        description.columnEnums().forEach(columns -> byName.put(columns.name(), columns));
        for (Client client : description.clients()) {
            for (Method method : client.methods()) {
                if (method.body() == Body.LIST || method.body() == Body.EXPORT) {
                    require(
                            client.columns() != null,
                            method.operationId(),
                            "is a list of a client without columns (x-dgq-client.columns)");
                    expected.put(method.operationId(), REFS + prefix(byName.get(client.columns())) + "ListRequest");
                }
            }
        }
        Set<String> generated = new LinkedHashSet<>(expected.values());
        document.path("paths")
                .properties()
                .forEach(path -> path.getValue().properties().forEach(operation -> {
                    String id = operation.getValue().path("operationId").asText("");
                    String body = operation
                            .getValue()
                            .path("requestBody")
                            .path("content")
                            .path("application/json")
                            .path("schema")
                            .path("$ref")
                            .asText("");
                    if (expected.containsKey(id)) {
                        require(
                                body.equals(expected.get(id)),
                                id,
                                "a list's body must be " + expected.get(id) + ", not "
                                        + (body.isEmpty() ? "an inline schema" : body));
                    } else {
                        require(!generated.contains(body), id, "takes " + body + " but is not one of its lists");
                    }
                }));
    }

    /**
     * Writes the generated schemas into the document's text, replacing those it holds (the schemas marked
     * {@value #MARKER}, which must sit together) or, when it holds none, after {@value #ANCHOR}.
     *
     * @param text the document's text
     * @param schemas the schemas, by name
     * @return the document's new text; every byte outside the generated schemas is kept
     * @throws IllegalArgumentException if the marked schemas do not sit together, one of them is named by a schema
     *     that is not marked, or there is no anchor
     */
    static String splice(String text, Map<String, ObjectNode> schemas) {
        List<Entry> entries = entries(text);
        int first = -1;
        int last = -1;
        for (int i = 0; i < entries.size(); i++) {
            Entry entry = entries.get(i);
            if (entry.generated()) {
                require(first < 0 || last == i - 1, entry.name(), "the generated list schemas must sit together");
                first = first < 0 ? i : first;
                last = i;
            } else {
                require(
                        !schemas.containsKey(entry.name()),
                        entry.name(),
                        "is a generated list schema's name, but not marked " + MARKER);
            }
        }
        if (first >= 0) {
            Entry from = entries.get(first);
            String block = block(schemas, from.keyStart() - from.lineStart());
            return text.substring(0, from.lineStart())
                    + block
                    + text.substring(entries.get(last).valueEnd());
        }
        Entry anchor = entries.stream()
                .filter(entry -> entry.name().equals(ANCHOR))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "components.schemas: no " + ANCHOR + " to write the list schemas after"));
        String block = block(schemas, anchor.keyStart() - anchor.lineStart());
        return text.substring(0, anchor.valueEnd()) + ",\n" + block + text.substring(anchor.valueEnd());
    }

    /** One member of {@code components.schemas}, where its text is. */
    private record Entry(String name, int lineStart, int keyStart, int valueEnd, boolean generated) {}

    /** {@return the members of the document's {@code components.schemas}, in order, with their places in the text} */
    private static List<Entry> entries(String text) {
        List<Entry> entries = new ArrayList<>();
        try (JsonParser parser = JSON.createParser(text)) {
            require(parser.nextToken() == JsonToken.START_OBJECT, "the document", "is not a JSON object");
            if (!enter(parser, "components") || !enter(parser, "schemas")) {
                throw new IllegalArgumentException("the document has no components.schemas");
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String name = parser.currentName();
                int keyStart = (int) parser.currentTokenLocation().getCharOffset();
                parser.nextToken();
                JsonNode schema = parser.readValueAsTree();
                int valueEnd = (int) parser.currentTokenLocation().getCharOffset() + 1;
                int lineStart = text.lastIndexOf('\n', keyStart) + 1;
                entries.add(new Entry(name, lineStart, keyStart, valueEnd, schema.has(MARKER)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return entries;
    }

    /** Moves the parser into the object member of the current object named so; answers whether there is one. */
    private static boolean enter(JsonParser parser, String member) throws IOException {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            boolean found = parser.currentName().equals(member);
            if (parser.nextToken() == JsonToken.START_OBJECT && found) {
                return true;
            }
            parser.skipChildren();
        }
        return false;
    }

    /** {@return the schemas as members of {@code components.schemas}, each line indented, without a last comma} */
    private static String block(Map<String, ObjectNode> schemas, int indent) {
        List<String> members = new ArrayList<>();
        schemas.forEach((name, schema) ->
                members.add(" ".repeat(indent) + quoted(name) + ": " + JsonText.expanded(schema, indent)));
        return String.join(",\n", members);
    }

    private static String quoted(String text) {
        return NODES.textNode(text).toString();
    }
}
