package io.dgq.server.internal.schema;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Request bodies generated from the OpenAPI document's create schemas, sent to the reference server: a body the
 * document calls valid is accepted and answered as the document says; the same body with one member (at the top or
 * inside a nested record) of the wrong type is refused by the document and by the server, with a 400 whose details
 * name that member's path; no answer is a 5xx. The cases come from a fixed seed, so a failure names a case that
 * repeats exactly. The stateful sequence through each create's declared links is {@link SchemaDrivenRunHttpTest}'s.
 */
class RequestBodiesPropertyTest {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final String V1 = "/api/v1";
    /** The creates exercised, by path: every record kind whose create takes free values. */
    private static final List<String> CREATES = List.of(
            "/governance/domain",
            "/governance/term",
            "/governance/application",
            "/governance/tag",
            "/governance/glossary",
            "/core/document",
            "/core/source",
            "/metrics/detail",
            "/metrics/template",
            "/metrics/parameter",
            "/core/conversation");
    /** Members whose values must name other records or follow rules beyond their type: left out. */
    static final Set<String> SEMANTIC = Set.of(
            "parent_id",
            "status",
            "level",
            "template_id",
            "source_id",
            "source_type_id",
            "system_metric_id",
            "system_pattern_id",
            "attribute_id",
            "parents",
            "credentials",
            "category",
            "cluster_status",
            "metric_detail_id",
            "term",
            "glossary_id",
            "domain",
            "application",
            "product");

    private static OpenApiDocument document;
    private static ReferenceServer server;
    private static RawHttp http;

    private static final long SEED = 20261124L;
    private static final int CASES = 150;

    @BeforeAll
    static void start() {
        document = OpenApiDocument.load();
        server = ReferenceServer.builder().start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** One generated case: the create's path and a seed for its body. */
    record Case(String path, long seed) {}

    static Stream<Case> cases() {
        Random random = new Random(SEED);
        return Stream.generate(() -> new Case(CREATES.get(random.nextInt(CREATES.size())), random.nextLong()))
                .limit(CASES);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void validBodiesAreAcceptedAndAnsweredAsDocumented(Case generated) {
        ObjectNode body = validBody(generated);
        assertThat(document.validateRequest("POST", V1 + generated.path(), body))
                .as("the document accepts %s", body)
                .isEmpty();
        RawHttp.Answer answer = http.post(V1 + generated.path(), body.toString());
        assertThat(answer.status())
                .as("%s %s -> %s", generated.path(), body, answer.body())
                .isEqualTo(200);
        assertThat(document.validateAnswer("POST", V1 + generated.path(), 200, answer.body()))
                .isEmpty();
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aMemberOfTheWrongTypeIsRefusedNamingItsPath(Case generated) {
        ObjectNode body = validBody(generated);
        Random random = new Random(generated.seed());
        List<String> paths = new ArrayList<>();
        collectScalarPaths(body, "", paths);
        String path = paths.get(random.nextInt(paths.size()));
        JsonNode wrong = spoil(body, path);
        assertThat(document.validateRequest("POST", V1 + generated.path(), body))
                .as("the document refuses %s", body)
                .isNotEmpty();
        RawHttp.Answer answer = http.post(V1 + generated.path(), body.toString());
        assertThat(answer.status())
                .as("%s %s = %s -> %s", generated.path(), path, wrong, answer.body())
                .isEqualTo(400);
        assertThat(answer.body().path("data").path("error").path("details").findValuesAsText("field"))
                .as("the details of %s", answer.body())
                .contains(path);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aNullIsAcceptedExactlyWhereTheDocumentAllowsIt(Case generated) {
        List<String> paths = new ArrayList<>();
        collectMemberPaths(validBody(generated), "", paths);
        SoftAssertions softly = new SoftAssertions();
        for (String path : paths) {
            ObjectNode body = validBody(generated);
            setNull(body, path);
            boolean documentAccepts = document.validateRequest("POST", V1 + generated.path(), body)
                    .isEmpty();
            RawHttp.Answer answer = http.post(V1 + generated.path(), body.toString());
            if (documentAccepts) {
                softly.assertThat(answer.status())
                        .as("%s %s = null, which the document allows -> %s", generated.path(), path, answer.body())
                        .isEqualTo(200);
                softly.assertThat(document.validateAnswer("POST", V1 + generated.path(), 200, answer.body()))
                        .as("the answer to %s", body)
                        .isEmpty();
            } else {
                softly.assertThat(answer.status())
                        .as("%s %s = null, which the document refuses -> %s", generated.path(), path, answer.body())
                        .isEqualTo(400);
                softly.assertThat(answer.body()
                                .path("data")
                                .path("error")
                                .path("details")
                                .findValuesAsText("field"))
                        .as("the details of %s", answer.body())
                        .contains(path);
            }
        }
        softly.assertAll();
    }

    // ---- bodies from the document ---------------------------------------------------------------------------------

    private ObjectNode validBody(Case generated) {
        Random random = new Random(generated.seed());
        JsonNode schema = document.resolve(document.root()
                .path("paths")
                .path(V1 + generated.path())
                .path("post")
                .path("requestBody")
                .path("content")
                .path("application/json")
                .path("schema"));
        return object(schema, random, 0);
    }

    private ObjectNode object(JsonNode schema, Random random, int depth) {
        ObjectNode object = JSON.objectNode();
        Set<String> required = new java.util.HashSet<>();
        schema.path("required").forEach(name -> required.add(name.asText()));
        for (Map.Entry<String, JsonNode> member : schema.path("properties").properties()) {
            String name = member.getKey();
            JsonNode memberSchema = member.getValue();
            if (memberSchema.path("x-dgq-derived").asBoolean()
                    || (SEMANTIC.contains(name) && !required.contains(name))) {
                continue;
            }
            if (required.contains(name) || random.nextInt(3) == 0) {
                JsonNode value = value(memberSchema, random, depth);
                if (value != null) {
                    object.set(name, value);
                }
            }
        }
        return object;
    }

    /** A value of the schema's (non-null) type, or {@code null} when the schema says nothing to generate from. */
    private JsonNode value(JsonNode schema, Random random, int depth) {
        JsonNode resolved = document.resolve(schema);
        if (resolved.has("anyOf")) {
            for (JsonNode option : resolved.path("anyOf")) {
                JsonNode value = value(option, random, depth);
                if (value != null) {
                    return value;
                }
            }
            return null;
        }
        if (resolved.has("enum")) {
            JsonNode values = resolved.path("enum");
            JsonNode chosen = values.get(random.nextInt(values.size()));
            return chosen.isNull() ? null : chosen;
        }
        String type = type(resolved);
        return switch (type) {
            case "string" -> JSON.textNode(text(resolved, random));
            case "integer" -> JSON.numberNode(random.nextInt(1000));
            case "number" -> JSON.numberNode(random.nextInt(10_000) / 100.0);
            case "boolean" -> JSON.booleanNode(random.nextBoolean());
            case "object" ->
                resolved.has("properties") && depth < 2 ? object(resolved, random, depth + 1) : JSON.objectNode();
            case "array" -> {
                ArrayNode array = JSON.arrayNode();
                JsonNode items = resolved.path("items");
                for (int i = random.nextInt(3); i > 0 && depth < 2 && !items.isMissingNode(); i--) {
                    JsonNode item = value(items, random, depth + 1);
                    if (item != null) {
                        array.add(item);
                    }
                }
                yield array;
            }
            default -> null;
        };
    }

    private static String type(JsonNode schema) {
        JsonNode type = schema.path("type");
        if (type.isArray()) {
            for (JsonNode option : type) {
                if (!option.asText().equals("null")) {
                    return option.asText();
                }
            }
        }
        return type.asText("");
    }

    private static String text(JsonNode schema, Random random) {
        String format = schema.path("format").asText("");
        return switch (format) {
            case "uuid" -> new java.util.UUID(random.nextLong(), random.nextLong()).toString();
            case "date-time" -> "2026-11-24T12:00:00.000Z";
            default -> "v" + Long.toString(random.nextLong() & Long.MAX_VALUE, 36);
        };
    }

    /** The paths of the scalar members, top-level and inside nested records: {@code name}, {@code owner[0].name}. */
    private static void collectScalarPaths(JsonNode node, String prefix, List<String> paths) {
        node.properties().forEach(member -> {
            String path = prefix + member.getKey();
            JsonNode value = member.getValue();
            if (value.isValueNode()) {
                paths.add(path);
            } else if (value.isObject()) {
                collectScalarPaths(value, path + ".", paths);
            } else if (value.isArray()) {
                for (int i = 0; i < value.size(); i++) {
                    if (value.get(i).isObject()) {
                        collectScalarPaths(value.get(i), path + "[" + i + "].", paths);
                    }
                }
            }
        });
    }

    /** The paths of every member, of any type, top-level and inside nested records. */
    private static void collectMemberPaths(JsonNode node, String prefix, List<String> paths) {
        node.properties().forEach(member -> {
            String path = prefix + member.getKey();
            JsonNode value = member.getValue();
            paths.add(path);
            if (value.isObject()) {
                collectMemberPaths(value, path + ".", paths);
            } else if (value.isArray()) {
                for (int i = 0; i < value.size(); i++) {
                    if (value.get(i).isObject()) {
                        collectMemberPaths(value.get(i), path + "[" + i + "].", paths);
                    }
                }
            }
        });
    }

    /** Replaces the member at {@code path} with JSON {@code null}. */
    private static void setNull(ObjectNode body, String path) {
        String[] steps = path.split("\\.");
        JsonNode parent = body;
        for (int i = 0; i < steps.length - 1; i++) {
            parent = step(parent, steps[i]);
        }
        ((ObjectNode) parent).putNull(steps[steps.length - 1]);
    }

    /** Replaces the scalar at {@code path} with a value of another type; answers the new value. */
    private static JsonNode spoil(ObjectNode body, String path) {
        String[] steps = path.split("\\.");
        JsonNode parent = body;
        for (int i = 0; i < steps.length - 1; i++) {
            parent = step(parent, steps[i]);
        }
        String last = steps[steps.length - 1];
        JsonNode current = parent.get(last);
        JsonNode wrong = current.isTextual()
                ? JSON.objectNode().put("not", "a string")
                : current.isBoolean() ? JSON.textNode("yes") : JSON.arrayNode().add("not a number");
        ((ObjectNode) parent).set(last, wrong);
        return wrong;
    }

    private static JsonNode step(JsonNode node, String step) {
        int bracket = step.indexOf('[');
        if (bracket < 0) {
            return node.get(step);
        }
        return node.get(step.substring(0, bracket))
                .get(Integer.parseInt(step.substring(bracket + 1, step.length() - 1)));
    }
}
