package io.dgq.server.testing;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The project's OpenAPI document ({@code src/docs/openapi.json}), read for tests: its operations, and validation of
 * answers and request bodies against the schemas it gives them (JSON Schema draft 2020-12, as OpenAPI 3.1 uses).
 *
 * <p>Answers are validated strictly: an object schema that requires every member it names gets
 * {@code additionalProperties: false} for the check, so an answer member the document does not name fails, even
 * though the published document lets clients meet unknown members.
 */
public final class OpenApiDocument {

    public static final String LOCATION = "src/docs/openapi.json";
    public static final List<String> METHODS =
            List.of("get", "put", "post", "delete", "patch", "head", "options", "trace");

    /**
     * Reads as strict parsers do: a member named twice in one object fails (lenient parsers keep the last value, YAML
     * based tools refuse the document as a "duplicated mapping key").
     */
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private static final String DIALECT = "https://json-schema.org/draft/2020-12/schema";

    private final JsonNode document;
    private final ObjectNode strictComponents;
    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(
            SpecificationVersion.DRAFT_2020_12,
            builder -> builder.schemaRegistryConfig(
                    SchemaRegistryConfig.builder().formatAssertionsEnabled(true).build()));
    private final Map<String, Schema> schemas = new ConcurrentHashMap<>();

    private OpenApiDocument(JsonNode document) {
        this.document = document;
        this.strictComponents = document.path("components").deepCopy();
        strict(strictComponents);
    }

    public static OpenApiDocument load() {
        return load(LOCATION);
    }

    /** The document at a path from the project's root, such as {@code src/docs/admin-openapi.json}. */
    public static OpenApiDocument load(String location) {
        return new OpenApiDocument(readJson(projectFile(location)));
    }

    /**
     * Finds a file of the project by its path from the root, looking upwards from the working directory (the
     * module's directory under Maven, the root or the module's directory in an IDE).
     */
    public static Path projectFile(String relative) {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(relative);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException(
                "no " + relative + " above " + Path.of("").toAbsolutePath());
    }

    public static JsonNode readJson(Path file) {
        try {
            return MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static JsonNode readJsonText(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public JsonNode root() {
        return document;
    }

    /** {@return every operation by "METHOD /path" as the document writes them, in document order} */
    public Map<String, JsonNode> operations() {
        Map<String, JsonNode> operations = new LinkedHashMap<>();
        document.path("paths")
                .properties()
                .forEach(path -> path.getValue().properties().forEach(member -> {
                    if (METHODS.contains(member.getKey())) {
                        operations.put(
                                member.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey(), member.getValue());
                    }
                }));
        return operations;
    }

    /** {@return the node a local {@code $ref} names, or the node itself when it is no reference} */
    public JsonNode resolve(JsonNode node) {
        JsonNode current = node;
        while (current.has("$ref")) {
            String ref = current.get("$ref").asText();
            if (!ref.startsWith("#/")) {
                throw new IllegalArgumentException("not a local reference: " + ref);
            }
            JsonNode target = document.at(ref.substring(1));
            if (target.isMissingNode()) {
                throw new IllegalArgumentException("unresolved reference: " + ref);
            }
            current = target;
        }
        return current;
    }

    /**
     * Validates an answer against the document's schema for the operation and status.
     *
     * @param method the HTTP method
     * @param template the path as the document writes it
     * @param status the answer's status
     * @param body the answer's body
     * @return the problems; empty when the answer conforms
     * @throws AssertionError when the document has no such operation or does not document the status
     */
    public List<String> validateAnswer(String method, String template, int status, JsonNode body) {
        JsonNode operation = operation(method, template);
        JsonNode response = operation.path("responses").get(Integer.toString(status));
        if (response == null) {
            throw new AssertionError(method + " " + template + " does not document status " + status);
        }
        JsonNode schema =
                resolve(response).path("content").path("application/json").path("schema");
        return validate(method + " " + template + " " + status, schema, body);
    }

    /** {@return the problems of a request body against the operation's request body schema} */
    public List<String> validateRequest(String method, String template, JsonNode body) {
        JsonNode schema = operation(method, template)
                .path("requestBody")
                .path("content")
                .path("application/json")
                .path("schema");
        if (schema.isMissingNode()) {
            throw new AssertionError(method + " " + template + " documents no request body");
        }
        return validate(method + " " + template + " request", schema, body);
    }

    /** {@return the problems of a value against a component schema, such as "ErrorEnvelope"} */
    public List<String> validateComponent(String name, JsonNode value) {
        ObjectNode ref = MAPPER.createObjectNode().put("$ref", "#/components/schemas/" + name);
        return validate("component " + name, ref, value);
    }

    private JsonNode operation(String method, String template) {
        JsonNode operation = document.path("paths").path(template).path(method.toLowerCase(Locale.ROOT));
        if (operation.isMissingNode()) {
            throw new AssertionError("the document has no operation " + method + " " + template);
        }
        return operation;
    }

    private List<String> validate(String key, JsonNode schema, JsonNode value) {
        Schema compiled = schemas.computeIfAbsent(key, unused -> {
            ObjectNode root = MAPPER.createObjectNode();
            root.put("$schema", DIALECT);
            root.set("components", strictComponents);
            root.putArray("allOf").add(schema);
            return registry.getSchema(root);
        });
        return compiled.validate(value).stream().map(Error::toString).toList();
    }

    /**
     * Closes every object schema that requires each member it names: the answers of such shapes are fully known, so
     * a member the document misses is found.
     */
    private static void strict(JsonNode node) {
        if (node instanceof ObjectNode object) {
            JsonNode properties = object.get("properties");
            JsonNode required = object.get("required");
            if (properties != null
                    && properties.isObject()
                    && !properties.isEmpty()
                    && required != null
                    && required.isArray()
                    && !object.has("additionalProperties")
                    && names(required).equals(memberNames(properties))) {
                object.set("additionalProperties", BooleanNode.FALSE);
            }
            object.properties().forEach(member -> strict(member.getValue()));
        } else if (node instanceof ArrayNode array) {
            array.forEach(OpenApiDocument::strict);
        }
    }

    private static Set<String> memberNames(JsonNode object) {
        Set<String> names = new HashSet<>();
        object.properties().forEach(member -> names.add(member.getKey()));
        return names;
    }

    private static Set<String> names(JsonNode array) {
        Set<String> names = new HashSet<>();
        array.forEach(name -> names.add(name.asText()));
        return names;
    }
}
