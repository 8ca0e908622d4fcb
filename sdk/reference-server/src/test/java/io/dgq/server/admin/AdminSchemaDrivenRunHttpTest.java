package io.dgq.server.admin;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.internal.schema.SchemaDrivenRunHttpTest;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import io.dgq.server.testing.RawSocket;
import io.dgq.server.testing.RequestBodies;
import io.dgq.server.testing.SchemaValues;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A schema-driven run of the admin API against its document, {@code src/docs/admin-openapi.json}, with a fixed seed
 * so that a failure repeats exactly: for every operation, requests generated from its schemas (path and query
 * parameters, bodies the document calls valid), each answered with a status the operation declares and validated
 * against the document's schema for it; bodies the document refuses (a member of the wrong type, an unknown member, a
 * required one left out, an array for an object), each answered 4xx; and a snapshot taken and put back, answered 200
 * with the state unchanged. No answer is a 5xx. {@value SchemaDrivenRunHttpTest#CASES_PROPERTY} raises the number of
 * cases per operation, as for the API's run.
 */
class AdminSchemaDrivenRunHttpTest {

    private static final String ADMIN_DOCUMENT = "src/docs/admin-openapi.json";
    private static final long SEED = 20261128L;
    private static final int CASES = Integer.getInteger(SchemaDrivenRunHttpTest.CASES_PROPERTY, 4);
    private static final Pattern PATH_PARAMETER = Pattern.compile("\\{([^}/]+)}");
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private static OpenApiDocument document;
    private static ReferenceServer server;
    private static RawHttp admin;
    private static final List<String> RESOURCES = new ArrayList<>();

    private static final Set<String> covered = new TreeSet<>();
    private static final List<String> violations = new ArrayList<>();
    private static final List<String> serverErrors = new ArrayList<>();
    private static final Map<Integer, Integer> statuses = new TreeMap<>();
    private static int requests;

    @BeforeAll
    static void start() {
        document = OpenApiDocument.load(ADMIN_DOCUMENT);
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        admin = new RawHttp(server.baseUrl(), server.adminToken());
        admin.get("/__admin/records")
                .data()
                .path("resources")
                .forEach(kind -> RESOURCES.add(kind.path("name").asText()));
        assertThat(RESOURCES).isNotEmpty();
    }

    @AfterAll
    static void stop() {
        server.close();
        System.out.printf(
                Locale.ROOT,
                "Admin schema-driven run: %d of %d operations covered, %d requests sent, 5xx = %d, schema violations"
                        + " = %d; answers by status %s (seed %d, %d valid and %d invalid cases per operation)%n",
                covered.size(),
                document.operations().size(),
                requests,
                serverErrors.size(),
                violations.size(),
                statuses,
                SEED,
                CASES,
                CASES);
    }

    @Test
    void everyAdminOperationAnswersGeneratedRequestsAsItDeclares() {
        Random random = new Random(SEED);
        for (Map.Entry<String, JsonNode> operation : document.operations().entrySet()) {
            String method = operation.getKey().substring(0, operation.getKey().indexOf(' '));
            String template = operation.getKey().substring(method.length() + 1);
            JsonNode bodySchema = operation
                    .getValue()
                    .path("requestBody")
                    .path("content")
                    .path("application/json")
                    .path("schema");
            for (int i = 0; i < CASES; i++) {
                if (template.equals("/__admin/console")) {
                    console();
                    covered.add(operation.getKey());
                    continue;
                }
                String path = fill(template, random) + query(operation.getValue(), random);
                JsonNode body = bodySchema.isMissingNode()
                        ? null
                        : RequestBodies.validBody(document, method, template, bodySchema, random);
                RawHttp.Answer answer = send(method, path, body);
                check(method, template, answer, method + " " + path + " " + abbreviate(body));
                covered.add(operation.getKey());
                if (!bodySchema.isMissingNode()) {
                    ObjectNode valid =
                            (ObjectNode) RequestBodies.validBody(document, method, template, bodySchema, random);
                    JsonNode invalid = RequestBodies.invalidBody(document, method, template, valid, random);
                    RawHttp.Answer refused = send(method, fill(template, random), invalid);
                    check(method, template, refused, method + " " + template + " " + abbreviate(invalid));
                    if (refused.status() < 400 || refused.status() >= 500) {
                        violations.add("an invalid body answered " + refused.status() + ": " + method + " " + template
                                + " " + abbreviate(invalid));
                    }
                }
            }
        }
        assertThat(serverErrors).as("5xx answers").isEmpty();
        assertThat(violations).as("answers that break the document").isEmpty();
        assertThat(covered)
                .containsExactlyInAnyOrderElementsOf(document.operations().keySet());
    }

    @Test
    void aSnapshotTakenAndPutBackIsTakenAndChangesNothing() {
        String before = server.snapshot();
        JsonNode snapshot = OpenApiDocument.readJsonText(before);
        assertThat(document.validateRequest("PUT", "/__admin/snapshot", snapshot))
                .isEmpty();
        RawHttp.Answer restored = send("PUT", "/__admin/snapshot", snapshot);
        check("PUT", "/__admin/snapshot", restored, "PUT /__admin/snapshot (its own)");
        assertThat(restored.status()).isEqualTo(200);
        assertThat(server.snapshot()).isEqualTo(before);
    }

    /** The console is a page, not JSON: answered 200 as text/html. */
    private static void console() {
        requests++;
        byte[] answer = RawSocket.exchange(server.port(), "GET", "/__admin/console", server.adminToken(), null);
        String head = RawSocket.head(answer);
        assertThat(head).startsWith("HTTP/1.1 200 ");
        assertThat(head.toLowerCase(Locale.ROOT)).contains("content-type: text/html");
        statuses.merge(200, 1, Integer::sum);
    }

    /** Fills each path parameter with a value the server knows (a kind's name, a rule's id), or another text. */
    private static String fill(String template, Random random) {
        Matcher matcher = PATH_PARAMETER.matcher(template);
        StringBuilder path = new StringBuilder();
        while (matcher.find()) {
            String value = switch (random.nextInt(4)) {
                case 0 -> "no-such-" + random.nextInt(1000);
                case 1 -> "é ü/?#";
                default ->
                    matcher.group(1).equals("resource")
                            ? RESOURCES.get(random.nextInt(RESOURCES.size()))
                            : Integer.toString(1 + random.nextInt(8));
            };
            matcher.appendReplacement(path, Matcher.quoteReplacement(encode(value)));
        }
        matcher.appendTail(path);
        return path.toString();
    }

    /** A query of the operation's query parameters, each present or not, with a value its schema takes. */
    private static String query(JsonNode operation, Random random) {
        List<String> parts = new ArrayList<>();
        for (JsonNode parameter : operation.path("parameters")) {
            if (parameter.path("in").asText().equals("query") && random.nextBoolean()) {
                JsonNode value = new SchemaValues(document, random, name -> false).value(parameter.path("schema"));
                parts.add(parameter.path("name").asText() + "=" + encode(value.asText()));
            }
        }
        return parts.isEmpty() ? "" : "?" + String.join("&", parts);
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static RawHttp.Answer send(String method, String path, JsonNode body) {
        requests++;
        byte[] bytes = body == null ? null : body.toString().getBytes(StandardCharsets.UTF_8);
        return admin.send(method, path, bytes, bytes == null ? Map.of() : Map.of("Content-Type", "application/json"));
    }

    /** Checks an answer: no 5xx, a status the operation declares, and a body its schema for that status accepts. */
    private static void check(String method, String template, RawHttp.Answer answer, String what) {
        if (answer.status() >= 500) {
            serverErrors.add(answer.status() + " " + what + " -> " + answer.body());
        }
        List<String> problems;
        try {
            problems = document.validateAnswer(method, template, answer.status(), answer.body());
        } catch (AssertionError undeclared) {
            problems = List.of(undeclared.getMessage());
        }
        statuses.merge(answer.status(), 1, Integer::sum);
        problems.forEach(problem -> violations.add(what + " -> " + answer.status() + ": " + problem));
    }

    private static String abbreviate(JsonNode body) {
        String text = String.valueOf(body);
        return text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }
}
