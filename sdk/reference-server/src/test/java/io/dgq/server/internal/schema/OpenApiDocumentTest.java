package io.dgq.server.internal.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.dgq.server.internal.auth.CredentialCipher;
import io.dgq.server.internal.auth.Tokens;
import io.dgq.server.internal.data.query.ListQueryParser;
import io.dgq.server.internal.data.store.Capacity;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.resources.Workspace;
import io.dgq.server.internal.routes.Routes;
import io.dgq.server.internal.routing.Router;
import io.dgq.server.internal.support.Timestamps;
import io.dgq.server.testing.OpenApiDocument;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The OpenAPI document ({@code src/docs/openapi.json}) is a sound OpenAPI 3.1 document, and names exactly the
 * operations the reference server routes and the specification lists.
 */
class OpenApiDocumentTest {

    private static final Pattern PATH_PARAM = Pattern.compile("\\{([^}/]+)}");

    private final OpenApiDocument document = OpenApiDocument.load();

    @Test
    void theDocumentsAreReadByAParserThatRefusesAMemberNamedTwice() {
        assertThatThrownBy(() -> OpenApiDocument.readJsonText("{\"a\": {\"x-dgq-name\": 1, \"x-dgq-name\": 1}}"))
                .hasMessageContaining("Duplicate field 'x-dgq-name'");
        assertThat(OpenApiDocument.load("src/docs/admin-openapi.json")
                        .root()
                        .path("openapi")
                        .asText())
                .startsWith("3.1");
        assertThat(document.root().path("openapi").asText()).startsWith("3.1");
    }

    @Test
    void theEnvelopesPinSuccessWithoutABooleanConstantThatJavaGeneratorsCannotCompile() {
        List<String> booleanConstants = new ArrayList<>();
        collectBooleanConstants(document.root(), "#", booleanConstants);
        assertThat(booleanConstants).isEmpty();
        String envelope = "{\"success\": %s, \"message\": \"m\", \"timestamp\": \"2026-01-01T00:00:00Z\","
                + " \"correlation_id\": \"c\", \"data\": {}}";
        assertThat(document.validateComponent(
                        "SuccessEnvelope", OpenApiDocument.readJsonText(envelope.formatted("true"))))
                .noneMatch(problem -> problem.contains("/success"));
        assertThat(document.validateComponent(
                        "SuccessEnvelope", OpenApiDocument.readJsonText(envelope.formatted("false"))))
                .anyMatch(problem -> problem.contains("/success"));
        assertThat(document.validateComponent(
                        "ErrorEnvelope", OpenApiDocument.readJsonText(envelope.formatted("false"))))
                .noneMatch(problem -> problem.contains("/success"));
        assertThat(document.validateComponent(
                        "ErrorEnvelope", OpenApiDocument.readJsonText(envelope.formatted("true"))))
                .anyMatch(problem -> problem.contains("/success"));
    }

    /** Collects the boolean schemas that declare their values with const or enum, which openapi-generator turns into a Java enum that does not compile. */
    private static void collectBooleanConstants(JsonNode node, String at, List<String> found) {
        if (node.isObject()) {
            if ("boolean".equals(node.path("type").asText()) && (node.has("const") || node.has("enum"))) {
                found.add(at);
            }
            node.properties()
                    .forEach(member -> collectBooleanConstants(member.getValue(), at + "/" + member.getKey(), found));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                collectBooleanConstants(node.get(i), at + "/" + i, found);
            }
        }
    }

    @Test
    void everyDeclaredLinkResolves() {
        Map<String, String> pathByOperationId = new LinkedHashMap<>();
        Map<String, JsonNode> operationById = new LinkedHashMap<>();
        document.operations().forEach((key, operation) -> {
            pathByOperationId.put(operation.path("operationId").asText(), key.substring(key.indexOf(' ') + 1));
            operationById.put(operation.path("operationId").asText(), operation);
        });
        List<String> problems = new ArrayList<>();
        int links = 0;
        for (Map.Entry<String, JsonNode> entry : document.operations().entrySet()) {
            for (Map.Entry<String, JsonNode> answer :
                    entry.getValue().path("responses").properties()) {
                JsonNode response = document.resolve(answer.getValue());
                for (Map.Entry<String, JsonNode> link : response.path("links").properties()) {
                    links++;
                    String at = entry.getKey() + " " + answer.getKey() + " link " + link.getKey();
                    if (!answer.getKey().matches("[1-5]\\d\\d")) {
                        problems.add(at + ": not on a status");
                    }
                    String target = link.getValue().path("operationId").asText();
                    if (!operationById.containsKey(target)) {
                        problems.add(at + ": no operation " + target);
                        continue;
                    }
                    Set<String> pathParameters =
                            pathParameters(pathByOperationId.get(target), operationById.get(target));
                    Set<String> given = new TreeSet<>();
                    link.getValue().path("parameters").properties().forEach(parameter -> {
                        given.add(parameter.getKey());
                        if (!pathParameters.contains(parameter.getKey())) {
                            problems.add(at + ": " + target + " has no path parameter " + parameter.getKey());
                        }
                        checkExpression(at, parameter.getValue().asText(), response, problems);
                    });
                    if (link.getValue().has("requestBody")) {
                        JsonNode body = link.getValue().get("requestBody");
                        if (body.isTextual() && body.asText().startsWith("$")) {
                            checkExpression(at, body.asText(), response, problems);
                        }
                    }
                    if (!given.equals(pathParameters)) {
                        problems.add(at + ": gives " + given + ", " + target + " takes " + pathParameters);
                    }
                }
            }
        }
        assertThat(links).isGreaterThan(30);
        assertThat(problems).isEmpty();
    }

    /** {@return the names of an operation's path parameters, declared on the path or on the operation} */
    private Set<String> pathParameters(String template, JsonNode operation) {
        Set<String> names = new TreeSet<>();
        JsonNode pathItem = document.root().path("paths").path(template);
        for (JsonNode declared : List.of(pathItem.path("parameters"), operation.path("parameters"))) {
            declared.forEach(parameter -> {
                JsonNode resolved = document.resolve(parameter);
                if ("path".equals(resolved.path("in").asText())) {
                    names.add(resolved.path("name").asText());
                }
            });
        }
        return names;
    }

    /** Checks that a {@code $response.body#/...} expression names a member of the answer's schema. */
    private void checkExpression(String at, String expression, JsonNode response, List<String> problems) {
        String prefix = "$response.body#";
        if (!expression.startsWith(prefix)) {
            problems.add(at + ": an expression this test does not read: " + expression);
            return;
        }
        List<JsonNode> schemas =
                List.of(response.path("content").path("application/json").path("schema"));
        for (String member : expression.substring(prefix.length() + 1).split("/", -1)) {
            List<JsonNode> next = new ArrayList<>();
            schemas.forEach(schema -> members(schema, member, next));
            if (next.isEmpty()) {
                problems.add(at + ": " + expression + " names no member of the answer's schema");
                return;
            }
            schemas = next;
        }
        boolean scalar = schemas.stream()
                .map(schema -> document.resolve(schema).path("type").toString())
                .anyMatch(type -> type.contains("string") || type.contains("integer"));
        if (!scalar) {
            problems.add(at + ": " + expression + " is not a string or an integer");
        }
    }

    /** Adds the schemas of a member of an object schema, looking through references and allOf. */
    private void members(JsonNode schema, String name, List<JsonNode> found) {
        JsonNode resolved = document.resolve(schema);
        if (resolved.path("properties").has(name)) {
            found.add(resolved.path("properties").get(name));
        }
        resolved.path("allOf").forEach(part -> members(part, name, found));
    }

    @Test
    void isAnOpenApi31DocumentWithBearerAuthentication() {
        JsonNode root = document.root();
        assertThat(root.path("openapi").asText()).matches("3\\.1\\.\\d+");
        assertThat(root.path("info").path("title").asText()).isNotBlank();
        assertThat(root.path("info").path("version").asText()).isNotBlank();
        JsonNode bearer = root.path("components").path("securitySchemes").path("bearerAuth");
        assertThat(bearer.path("type").asText()).isEqualTo("http");
        assertThat(bearer.path("scheme").asText()).isEqualTo("bearer");
        assertThat(bearer.path("bearerFormat").asText()).isEqualTo("JWT");
        assertThat(root.path("security").toString()).isEqualTo("[{\"bearerAuth\":[]}]");
    }

    @Test
    void everyOperationHasAUniqueIdADeclaredTagASuccessAnswerAndItsPathParameters() {
        Set<String> declaredTags = new HashSet<>();
        document.root()
                .path("tags")
                .forEach(tag -> declaredTags.add(tag.path("name").asText()));
        Set<String> operationIds = new HashSet<>();
        Map<String, JsonNode> operations = document.operations();
        assertThat(operations).hasSize(90);
        operations.forEach((key, operation) -> {
            assertThat(operationIds.add(operation.path("operationId").asText()))
                    .as("operationId of %s is unique", key)
                    .isTrue();
            assertThat(operation.path("operationId").asText()).as(key).matches("[a-z][A-Za-z]*\\.[a-z][A-Za-z]*");
            assertThat(operation.path("tags")).as(key).hasSize(1);
            assertThat(declaredTags)
                    .as(key)
                    .contains(operation.path("tags").get(0).asText());
            assertThat(operation.path("summary").asText()).as(key).isNotBlank();
            JsonNode success = operation.path("responses").path("200");
            assertThat(success.path("content")
                            .path("application/json")
                            .path("schema")
                            .isObject())
                    .as(key)
                    .isTrue();
            assertThat(operation.path("responses").has("401"))
                    .as("%s documents 401", key)
                    .isTrue();
            String path = key.substring(key.indexOf(' ') + 1);
            Set<String> declared = new HashSet<>();
            document.root().path("paths").path(path).path("parameters").forEach(parameter -> {
                assertThat(parameter.path("in").asText()).isEqualTo("path");
                assertThat(parameter.path("required").asBoolean()).isTrue();
                declared.add(parameter.path("name").asText());
            });
            Set<String> inPath = new HashSet<>();
            Matcher matcher = PATH_PARAM.matcher(path);
            while (matcher.find()) {
                inPath.add(matcher.group(1));
            }
            assertThat(declared).as("path parameters of %s", key).isEqualTo(inPath);
            boolean hasBody = operation.has("requestBody");
            assertThat(hasBody)
                    .as("%s takes a body exactly when it is a POST or PUT", key)
                    .isEqualTo(key.startsWith("POST ") || key.startsWith("PUT "));
        });
    }

    @Test
    void everyReferenceResolves() {
        List<String> refs = new ArrayList<>();
        collectRefs(document.root(), refs);
        assertThat(refs).hasSizeGreaterThan(500);
        for (String ref : refs) {
            assertThat(ref).startsWith("#/components/");
            assertThat(document.root().at(ref.substring(1)).isMissingNode())
                    .as("%s resolves", ref)
                    .isFalse();
        }
        Set<String> referenced = new HashSet<>(refs);
        document.root()
                .path("components")
                .path("schemas")
                .properties()
                .forEach(schema -> assertThat(referenced)
                        .as("schema %s is used", schema.getKey())
                        .contains("#/components/schemas/" + schema.getKey()));
    }

    @Test
    void everyComponentSchemaIsAValidDraft202012Schema() {
        Schema metaSchema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
        JsonNode schemas = document.root().path("components").path("schemas");
        assertThat(schemas.size()).isGreaterThan(80);
        schemas.properties()
                .forEach(schema -> assertThat(metaSchema.validate(schema.getValue()))
                        .as("schema %s", schema.getKey())
                        .isEmpty());
        // A schema that breaks the meta-schema is found: the check itself works.
        assertThat(metaSchema.validate(OpenApiDocument.readJsonText("{\"type\": 3}")))
                .isNotEmpty();
    }

    @Test
    void namesExactlyTheRoutesOfTheReferenceServer() {
        Timestamps time = new Timestamps(Clock.systemUTC());
        Workspace workspace = new Workspace(
                new Resource.Services(new BodyValidator(false), new ListQueryParser(false), time),
                new CredentialCipher("secret"),
                Capacity.unlimited());
        Router router = Routes.build(workspace, new Tokens("secret", time), time, false);
        List<String> routes =
                router.describe().stream().map(OpenApiDocumentTest::shape).toList();
        assertThat(routes).hasSize(90).doesNotHaveDuplicates();
        Set<String> documented = document.operations().keySet().stream()
                .map(OpenApiDocumentTest::shape)
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(new TreeSet<>(routes)).isEqualTo(documented);
    }

    @Test
    void namesExactlyTheOperationsOfTheSpecificationWithTheirGroupsAndNames() throws IOException {
        List<String> lines = Files.readAllLines(
                OpenApiDocument.projectFile("sdk/client/src/test/resources/spec-operations.tsv"),
                StandardCharsets.UTF_8);
        Map<String, String[]> listed = new LinkedHashMap<>();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] columns = line.split("\t");
            assertThat(columns).as(line).hasSize(4);
            assertThat(listed.put(columns[2] + " " + columns[3], columns))
                    .as("listed once: %s", line)
                    .isNull();
        }
        Map<String, JsonNode> operations = document.operations();
        assertThat(operations.keySet()).containsExactlyInAnyOrderElementsOf(listed.keySet());
        listed.forEach((key, columns) -> {
            JsonNode operation = operations.get(key);
            assertThat(operation.path("tags").get(0).asText()).as(key).isEqualTo(columns[0]);
            assertThat(operation.path("summary").asText()).as(key).isEqualTo(columns[1].replace(" (inferred)", ""));
        });
    }

    /** A route's method and path with its parameters unnamed and no trailing slash, as the router matches. */
    private static String shape(String route) {
        String shaped = PATH_PARAM.matcher(route).replaceAll("{}");
        return shaped.endsWith("/") ? shaped.substring(0, shaped.length() - 1) : shaped;
    }

    private static void collectRefs(JsonNode node, List<String> refs) {
        if (node.isObject()) {
            node.properties().forEach(member -> {
                if (member.getKey().equals("$ref")) {
                    refs.add(member.getValue().asText());
                } else {
                    collectRefs(member.getValue(), refs);
                }
            });
        } else if (node.isArray()) {
            node.forEach(element -> collectRefs(element, refs));
        }
    }

    @Test
    void theShapeOfARouteIgnoresParameterNamesAndATrailingSlash() {
        assertThat(shape("POST /api/v1/auth/access_token/")).isEqualTo("POST /api/v1/auth/access_token");
        assertThat(shape("GET /api/v1/core/document/{documentId}")).isEqualTo("GET /api/v1/core/document/{}");
    }
}
