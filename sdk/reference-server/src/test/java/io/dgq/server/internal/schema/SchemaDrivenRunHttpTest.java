package io.dgq.server.internal.schema;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import io.dgq.server.testing.RequestBodies;
import io.dgq.server.testing.SchemaValues;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A schema-driven run of the reference server against its OpenAPI document, as Schemathesis makes one, with a fixed
 * seed so that a failure repeats exactly:
 *
 * <ul>
 *   <li>for every operation, requests generated from its schemas: path parameters (ids the server answered, and
 *       other texts) and bodies the document calls valid, each answered with a status the operation declares and
 *       validated against the document's schema for it; and bodies the document refuses (a member of the wrong type,
 *       an unknown member, a required one left out, an array for an object), each answered 4xx;
 *   <li>for every resource whose create declares links, the stateful sequence create, get, update, list and delete,
 *       through the links, every answer validated; the list finds the record, and a get after the delete does not.
 * </ul>
 *
 * No answer is a 5xx. {@value #CASES_PROPERTY} raises the number of cases per operation (valid and invalid each)
 * for a long run; the run prints one summary line of what it covered.
 */
public class SchemaDrivenRunHttpTest {

    /** The system property that sets the number of valid and of invalid cases per operation. */
    public static final String CASES_PROPERTY = "dgq.schemarun.cases";

    private static final long SEED = 20261127L;
    private static final int CASES = Integer.getInteger(CASES_PROPERTY, 4);
    private static final String V1 = "/api/v1";
    private static final Pattern PATH_PARAMETER = Pattern.compile("\\{([^}/]+)}");
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    /** Members whose values must name other records or follow rules beyond their type: left out unless required. */
    private static final Set<String> SEMANTIC =
            union(RequestBodiesPropertyTest.SEMANTIC, Set.of("field_tab_id", "field_group_id", "data_type"));

    private static OpenApiDocument document;
    private static ReferenceServer server;
    private static RawHttp http;
    private static final List<String> IDS = new ArrayList<>();
    private static final Map<String, String> FIXED = new LinkedHashMap<>();

    private static final Set<String> covered = new TreeSet<>();
    private static final List<String> violations = new ArrayList<>();
    private static final List<String> serverErrors = new ArrayList<>();
    private static final Map<Integer, Integer> statuses = new java.util.TreeMap<>();
    private static int requests;
    private static int validated;
    private static int resources;

    @BeforeAll
    static void start() {
        document = OpenApiDocument.load();
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
        for (String list : List.of("/governance/domain/list", "/governance/term/list", "/core/source/list")) {
            http.post(V1 + list, "{}")
                    .data()
                    .path("data")
                    .forEach(item -> IDS.add(item.path("id").asText()));
        }
        String domain = IDS.get(0);
        String tab = http.get(V1 + "/governance/field/tabs-groups")
                .data()
                .path("tab")
                .get(0)
                .path("id")
                .asText();
        // The values the stateful sequence's creates need where a type says too little.
        FIXED.put("category", "domain");
        FIXED.put("object_id", domain);
        FIXED.put("field_tab_id", tab);
        FIXED.put("level", "domain");
        FIXED.put("data_type", "text");
    }

    @AfterAll
    static void stop() {
        server.close();
        System.out.printf(
                Locale.ROOT,
                "Schema-driven run: %d of %d operations covered, %d requests sent, %d answers validated, 5xx = %d,"
                        + " schema violations = %d; answers by status %s; %d resources through create, get, update,"
                        + " list and delete (seed %d, %d valid and %d invalid cases per operation, -D%s=N for more)%n",
                covered.size(),
                document.operations().size(),
                requests,
                validated,
                serverErrors.size(),
                violations.size(),
                statuses,
                resources,
                SEED,
                CASES,
                CASES,
                CASES_PROPERTY);
    }

    @Test
    void everyOperationAnswersGeneratedRequestsAsItDeclares() {
        int errorsBefore = serverErrors.size();
        int violationsBefore = violations.size();
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
                String path = fill(template, random);
                JsonNode body = bodySchema.isMissingNode()
                        ? null
                        : RequestBodies.validBody(document, method, template, bodySchema, random);
                RawHttp.Answer answer = send(method, path, body);
                String what = method + " " + path + " " + abbreviate(body);
                check(method, template, answer, what);
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
        assertThat(serverErrors.subList(errorsBefore, serverErrors.size()))
                .as("5xx answers")
                .isEmpty();
        assertThat(violations.subList(violationsBefore, violations.size()))
                .as("answers that break the document")
                .isEmpty();
        assertThat(covered)
                .containsExactlyInAnyOrderElementsOf(document.operations().keySet());
    }

    @Test
    void everyResourceGoesThroughCreateGetUpdateListAndDeleteByItsLinks() {
        int errorsBefore = serverErrors.size();
        int violationsBefore = violations.size();
        Random random = new Random(SEED + 1);
        for (Map.Entry<String, JsonNode> operation : document.operations().entrySet()) {
            JsonNode links = operation.getValue().path("responses").path("200").path("links");
            if (!links.isObject() || links.isEmpty()) {
                continue;
            }
            String createPath = operation.getKey().substring("POST ".length());
            for (int i = 0; i < CASES; i++) {
                sequence(operation.getKey(), createPath, links, random);
            }
            resources++;
        }
        assertThat(resources).as("resources whose create declares links").isEqualTo(13);
        assertThat(serverErrors.subList(errorsBefore, serverErrors.size()))
                .as("5xx answers")
                .isEmpty();
        assertThat(violations.subList(violationsBefore, violations.size()))
                .as("answers that break the document")
                .isEmpty();
    }

    private void sequence(String create, String createPath, JsonNode links, Random random) {
        JsonNode schema = document.operations()
                .get(create)
                .path("requestBody")
                .path("content")
                .path("application/json")
                .path("schema");
        ObjectNode body = new SchemaValues(document, random, SEMANTIC::contains).object(schema, 0);
        FIXED.forEach((name, value) -> {
            if (body.has(name)) {
                body.put(name, value);
            }
        });
        RawHttp.Answer created = send("POST", createPath, body);
        check("POST", createPath, created, create + " " + body);
        assertThat(created.status())
                .as("%s %s -> %s", create, body, created.body())
                .isEqualTo(200);
        covered.add(create);
        JsonNode record = created.data();
        String id = record.path("id").asText();
        Map<String, String[]> byMethod = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> link : links.properties()) {
            String target = operationById(link.getValue().path("operationId").asText());
            String template = target.substring(target.indexOf(' ') + 1);
            String path = template;
            for (Map.Entry<String, JsonNode> parameter :
                    link.getValue().path("parameters").properties()) {
                String expression = parameter.getValue().asText();
                JsonNode value = created.body().at(expression.substring("$response.body#".length()));
                path = path.replace("{" + parameter.getKey() + "}", encode(value.asText()));
            }
            byMethod.put(target.substring(0, target.indexOf(' ')), new String[] {template, path});
        }
        String[] get = byMethod.get("GET");
        if (get != null) {
            RawHttp.Answer read = send("GET", get[1], null);
            check("GET", get[0], read, "GET " + get[1]);
            assertThat(read.status()).as("GET %s", get[1]).isEqualTo(200);
            record = read.data();
        }
        String[] put = byMethod.get("PUT");
        RawHttp.Answer updated = send("PUT", put[1], record);
        check("PUT", put[0], updated, "PUT " + put[1] + " " + abbreviate(record));
        assertThat(updated.status()).as("PUT %s -> %s", put[1], updated.body()).isEqualTo(200);
        list(create, record, id);
        String[] delete = byMethod.get("DELETE");
        RawHttp.Answer deleted = send("DELETE", delete[1], null);
        check("DELETE", delete[0], deleted, "DELETE " + delete[1]);
        assertThat(deleted.status()).as("DELETE %s", delete[1]).isEqualTo(200);
        if (get != null) {
            RawHttp.Answer gone = send("GET", get[1], null);
            check("GET", get[0], gone, "GET " + get[1] + " after the delete");
            boolean softDeleted =
                    gone.status() == 200 && !gone.data().path("is_active").asBoolean(true);
            assertThat(gone.status() == 404 || softDeleted)
                    .as("GET %s after the delete -> %s", get[1], gone.body())
                    .isTrue();
        }
    }

    /**
     * Finds the record through its group's list: the list operation (or, where the group has none, the operation
     * answering the records of an object or asset), its path parameters read from the record, filtered by id when the
     * list can be.
     */
    private void list(String create, JsonNode record, String id) {
        String tag = document.operations().get(create).path("tags").path(0).asText();
        String chosen = null;
        int best = 0;
        for (Map.Entry<String, JsonNode> operation : document.operations().entrySet()) {
            JsonNode sdk = operation.getValue().path("x-dgq-sdk");
            boolean pathless = !operation.getKey().contains("{");
            // A paged list without path parameters first, then one of an object's, then the records of an asset.
            int rank = sdk.has("list") ? (pathless ? 3 : 2) : sdk.has("items") && !pathless ? 1 : 0;
            if (rank > best
                    && operation.getValue().path("tags").path(0).asText().equals(tag)) {
                chosen = operation.getKey();
                best = rank;
            }
        }
        assertThat(chosen).as("a list of %s", tag).isNotNull();
        String method = chosen.substring(0, chosen.indexOf(' '));
        String template = chosen.substring(method.length() + 1);
        Matcher matcher = PATH_PARAMETER.matcher(template);
        StringBuilder path = new StringBuilder();
        while (matcher.find()) {
            String member = matcher.group(1).replaceAll("([A-Z])", "_$1").toLowerCase(Locale.ROOT);
            matcher.appendReplacement(
                    path, Matcher.quoteReplacement(encode(record.path(member).asText())));
        }
        matcher.appendTail(path);
        JsonNode body = null;
        if (method.equals("POST")) {
            ObjectNode filter =
                    JSON.objectNode().put("column", "id").put("operator", "eq").put("value", id);
            ObjectNode list = JSON.objectNode();
            list.putArray("filters").add(filter);
            body = list;
        }
        RawHttp.Answer answer = send(method, path.toString(), body);
        check(method, template, answer, chosen + " " + abbreviate(body));
        assertThat(answer.status()).as("%s -> %s", chosen, answer.body()).isEqualTo(200);
        assertThat(answer.data().findValuesAsText("id"))
                .as("the list %s holds the record %s", chosen, id)
                .contains(id);
        covered.add(chosen);
    }

    // ---- requests ------------------------------------------------------------------------------------------------

    /** Fills each path parameter with an id the server answered, or another text. */
    private static String fill(String template, Random random) {
        Matcher matcher = PATH_PARAMETER.matcher(template);
        StringBuilder path = new StringBuilder();
        while (matcher.find()) {
            String value = switch (random.nextInt(6)) {
                case 0 -> "no-such-" + random.nextInt(1000);
                case 1 -> "x".repeat(300);
                case 2 -> "é ü/?#";
                case 3 -> "domain";
                default -> IDS.get(random.nextInt(IDS.size()));
            };
            matcher.appendReplacement(path, Matcher.quoteReplacement(encode(value)));
        }
        matcher.appendTail(path);
        return path.toString();
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static RawHttp.Answer send(String method, String path, JsonNode body) {
        requests++;
        byte[] bytes = body == null ? null : body.toString().getBytes(StandardCharsets.UTF_8);
        return http.send(
                method,
                path.startsWith(V1) ? path : V1 + path,
                bytes,
                bytes == null ? Map.of() : Map.of("Content-Type", "application/json"));
    }

    /** Checks an answer: no 5xx, a status the operation declares, and a body its schema for that status accepts. */
    private static void check(String method, String template, RawHttp.Answer answer, String what) {
        String full = template.startsWith(V1) ? template : V1 + template;
        if (answer.status() >= 500) {
            serverErrors.add(answer.status() + " " + what + " -> " + answer.body());
        }
        List<String> problems;
        try {
            problems = document.validateAnswer(method, full, answer.status(), answer.body());
        } catch (AssertionError undeclared) {
            problems = List.of(undeclared.getMessage());
        }
        validated++;
        statuses.merge(answer.status(), 1, Integer::sum);
        problems.forEach(problem -> violations.add(what + " -> " + answer.status() + ": " + problem));
    }

    private static String operationById(String operationId) {
        for (Map.Entry<String, JsonNode> operation : document.operations().entrySet()) {
            if (operation.getValue().path("operationId").asText().equals(operationId)) {
                return operation.getKey();
            }
        }
        throw new AssertionError("no operation " + operationId);
    }

    private static Set<String> union(Set<String> first, Set<String> second) {
        Set<String> union = new TreeSet<>(first);
        union.addAll(second);
        return union;
    }

    private static String abbreviate(JsonNode body) {
        String text = String.valueOf(body);
        return text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }
}
