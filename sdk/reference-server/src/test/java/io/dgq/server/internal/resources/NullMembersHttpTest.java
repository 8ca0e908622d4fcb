package io.dgq.server.internal.resources;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code null} in a request body is accepted exactly where the OpenAPI document allows it, so that a validating
 * gateway in front of the server and the server agree: for every member of every list body, and of the bodies that
 * select (attribute patterns, field properties, tabs) or write tabs and groups, the body with that one member
 * {@code null} is refused with a 400 naming the member when the document refuses it, and accepted when the document
 * accepts it.
 */
class NullMembersHttpTest {

    private static final String V1 = "/api/v1";

    private static OpenApiDocument document;
    private static ReferenceServer server;
    private static RawHttp http;
    private static String tabId;
    private static String groupId;
    private static String termId;

    @BeforeAll
    static void start() {
        document = OpenApiDocument.load();
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
        JsonNode tabs = http.post(V1 + "/governance/field/tabs-by-level", Map.of("level", "domain"))
                .body()
                .path("data")
                .path("tabs");
        tabId = tabs.get(0).path("id").asText();
        groupId = http.post(V1 + "/governance/field/update-group", Map.of("name", "Null members"))
                .body()
                .path("data")
                .path("id")
                .asText();
        termId = http.post(V1 + "/governance/term/list", Map.of())
                .body()
                .path("data")
                .path("data")
                .get(0)
                .path("id")
                .asText();
        assertThat(tabId).isNotEmpty();
        assertThat(termId).isNotEmpty();
        assertThat(groupId).isNotEmpty();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** One operation with a body whose every member is set. */
    record Case(String template, String path, String body) {
        @Override
        public String toString() {
            return template;
        }
    }

    static Stream<Case> cases() {
        List<Case> cases = new ArrayList<>();
        OpenApiDocument doc = OpenApiDocument.load();
        doc.operations().forEach((operation, definition) -> {
            String schema = definition
                    .path("requestBody")
                    .path("content")
                    .path("application/json")
                    .path("schema")
                    .path("$ref")
                    .asText();
            if (!operation.startsWith("POST ") || !schema.endsWith("ListRequest")) {
                return;
            }
            String template = operation.substring("POST ".length());
            String column = column(doc, definition);
            String body = ("{'pagination': {'page': 1, 'pageSize': 5},"
                            + " 'sorting': [{'column': '" + column + "', 'direction': 'asc'}],"
                            + " 'filters': [{'column': '" + column + "', 'operator': 'ne', 'value': 'x'}],"
                            + " 'search': '', 'export': false}")
                    .replace('\'', '"');
            cases.add(
                    new Case(template, template.replace("{category}", "domain").replace("{objectId}", "o-1"), body));
        });
        String v1 = V1;
        cases.add(new Case(v1 + "/metrics/pattern/attribute-pattern", null, "{\"attribute_id\": \"a-1\"}"));
        cases.add(new Case(v1 + "/metrics/pattern/attribute-pattern", null, "{\"term_id\": \"TERM\"}"));
        cases.add(new Case(
                v1 + "/governance/field-property",
                null,
                "{\"field_tab_id\": \"TAB\", \"level\": \"domain\", \"entity_id\": \"e-1\"}"));
        cases.add(new Case(v1 + "/governance/field/tabs-by-level", null, "{\"level\": \"domain\"}"));
        cases.add(new Case(
                v1 + "/governance/field/update-tab", null, "{\"id\": \"TAB\", \"name\": \"Tab\", \"icon\": \"i\"}"));
        cases.add(new Case(v1 + "/governance/field/update-tab-icon", null, "{\"id\": \"TAB\", \"icon\": \"i\"}"));
        cases.add(new Case(v1 + "/governance/field/update-group", null, "{\"id\": \"GROUP\", \"name\": \"Group\"}"));
        cases.add(new Case(v1 + "/governance/domain/tree-view", null, "{\"has_user_filter\": true}"));
        assertThat(cases).hasSizeGreaterThan(20);
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aNullIsRefusedExactlyWhereTheDocumentRefusesIt(Case given) {
        String path = given.path() == null ? given.template() : given.path();
        ObjectNode full = (ObjectNode) OpenApiDocument.readJsonText(
                given.body().replace("TAB", tabId).replace("GROUP", groupId).replace("TERM", termId));
        assertThat(document.validateRequest("POST", given.template(), full))
                .as("the document accepts %s", full)
                .isEmpty();
        assertThat(http.post(path, full.toString()).status()).as("%s", full).isEqualTo(200);
        List<String> members = new ArrayList<>();
        collect(full, "", members);
        SoftAssertions softly = new SoftAssertions();
        for (String member : members) {
            ObjectNode body = full.deepCopy();
            setNull(body, member);
            boolean documentAccepts =
                    document.validateRequest("POST", given.template(), body).isEmpty();
            RawHttp.Answer answer = http.post(path, body.toString());
            if (documentAccepts) {
                softly.assertThat(answer.status())
                        .as("%s with %s = null, which the document allows -> %s", path, member, answer.body())
                        .isEqualTo(200);
            } else {
                softly.assertThat(answer.status())
                        .as("%s with %s = null, which the document refuses -> %s", path, member, answer.body())
                        .isEqualTo(400);
                softly.assertThat(answer.body()
                                .path("data")
                                .path("error")
                                .path("details")
                                .findValuesAsText("field"))
                        .as("%s with %s = null: the details of %s", path, member, answer.body())
                        .contains(member);
            }
        }
        softly.assertAll();
    }

    /** The list's first column among created_at and name: a scalar member of its list item. */
    private static String column(OpenApiDocument doc, JsonNode operation) {
        JsonNode list = doc.resolve(operation
                .path("responses")
                .path("200")
                .path("content")
                .path("application/json")
                .path("schema")
                .path("allOf")
                .get(1)
                .path("properties")
                .path("data"));
        JsonNode item = doc.resolve(list.path("properties").path("data").path("items"));
        for (String candidate : List.of("created_at", "name")) {
            if (item.path("properties").has(candidate)) {
                return candidate;
            }
        }
        throw new AssertionError("no created_at or name in " + item);
    }

    /** Every member's path: {@code pagination}, {@code pagination.page}, {@code sorting[0]}, {@code sorting[0].column}. */
    private static void collect(JsonNode node, String prefix, List<String> paths) {
        node.properties().forEach(member -> {
            String path = prefix + member.getKey();
            paths.add(path);
            JsonNode value = member.getValue();
            if (value.isObject()) {
                collect(value, path + ".", paths);
            } else if (value.isArray()) {
                for (int i = 0; i < value.size(); i++) {
                    paths.add(path + "[" + i + "]");
                    collect(value.get(i), path + "[" + i + "].", paths);
                }
            }
        });
    }

    private static void setNull(ObjectNode body, String path) {
        String[] steps = path.split("\\.");
        JsonNode parent = body;
        for (int i = 0; i < steps.length - 1; i++) {
            parent = step(parent, steps[i]);
        }
        String last = steps[steps.length - 1];
        int bracket = last.indexOf('[');
        if (bracket < 0) {
            ((ObjectNode) parent).putNull(last);
        } else {
            ((ArrayNode) parent.get(last.substring(0, bracket)))
                    .set(Integer.parseInt(last.substring(bracket + 1, last.length() - 1)), (JsonNode) null);
        }
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
