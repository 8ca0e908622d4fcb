package io.dgq.server.internal.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import io.dgq.server.testing.SevereLogCapture;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Seeded random requests to every operation of the OpenAPI document, bodies built from the document's member names
 * with values of every JSON type (huge numbers, deep and empty containers, tokens, long texts): whatever they hold,
 * the answer is never a 5xx and the server's log never gets a SEVERE record.
 */
class HostileRequestsFuzzHttpTest {

    private static final long SEED = 6;
    private static final int REQUESTS = 3000;
    private static SevereLogCapture severe;

    private static ReferenceServer server;
    private static RawHttp http;
    private static final List<String[]> OPERATIONS = new ArrayList<>();
    private static final List<String> NAMES = new ArrayList<>();
    private static final List<String> IDS = new ArrayList<>();

    @BeforeAll
    static void start() {
        severe = SevereLogCapture.start();
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
        JsonNode document = OpenApiDocument.readJson(OpenApiDocument.projectFile(OpenApiDocument.LOCATION));
        for (Iterator<Map.Entry<String, JsonNode>> paths =
                        document.path("paths").fields();
                paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<String> methods = path.getValue().fieldNames(); methods.hasNext(); ) {
                String method = methods.next();
                if (OpenApiDocument.METHODS.contains(method)) {
                    OPERATIONS.add(new String[] {method.toUpperCase(java.util.Locale.ROOT), path.getKey()});
                }
            }
        }
        TreeSet<String> names = new TreeSet<>(List.of(
                "pagination",
                "page",
                "pageSize",
                "sorting",
                "filters",
                "column",
                "operator",
                "value",
                "direction",
                "search",
                "export",
                "name",
                "id",
                "parent_id",
                "status",
                "credentials",
                "connection_string"));
        document.path("components")
                .path("schemas")
                .forEach(schema -> schema.path("properties").fieldNames().forEachRemaining(names::add));
        NAMES.addAll(names);
        for (String list : List.of("/api/v1/governance/domain/list", "/api/v1/governance/term/list")) {
            http.post(list, Map.of())
                    .data()
                    .forEach(item -> IDS.add(item.path("id").asText()));
        }
    }

    @AfterAll
    static void stop() {
        server.close();
        severe.close();
    }

    @Test
    void noRequestIsAnsweredWithA5xxOrLogsASevereRecord() {
        Random random = new Random(SEED);
        List<String> failures = new ArrayList<>();
        Map<Integer, Integer> statuses = new java.util.TreeMap<>();
        for (int i = 0; i < REQUESTS; i++) {
            String[] operation = OPERATIONS.get(random.nextInt(OPERATIONS.size()));
            String path = fill(operation[1], random);
            JsonNode body =
                    operation[1].endsWith("/list") && random.nextBoolean() ? listBody(random) : value(random, 0, true);
            String method = random.nextInt(20) == 0 ? "PUT" : operation[0];
            byte[] bytes = body.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
            boolean withBody = method.equals("POST") || method.equals("PUT") || method.equals("PATCH");
            RawHttp.Answer answer =
                    http.send(method, path, withBody ? bytes : null, Map.of("Content-Type", "application/json"));
            statuses.merge(answer.status(), 1, Integer::sum);
            if (answer.status() >= 500 && answer.status() != 507 && answer.status() != 501) {
                failures.add(answer.status() + " " + method + " " + path + " " + abbreviate(body.toString()));
            }
        }
        System.out.println("Hostile requests by status: " + statuses);
        assertThat(statuses).as("requests got through to the operations too").containsKey(200);
        assertThat(failures).isEmpty();
        assertThat(severe.drain()).extracting(LogRecord::getMessage).isEmpty();
    }

    private static String fill(String template, Random random) {
        StringBuilder path = new StringBuilder();
        for (String part : template.substring(1).split("/")) {
            path.append('/');
            if (part.startsWith("{")) {
                path.append(
                        switch (random.nextInt(5)) {
                            case 0 -> "not-an-id";
                            case 1 -> "%C3%A9%00";
                            case 2 -> "x".repeat(300);
                            default -> IDS.get(random.nextInt(IDS.size()));
                        });
            } else {
                path.append(part);
            }
        }
        return path.toString();
    }

    private static ObjectNode listBody(Random random) {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        if (random.nextBoolean()) {
            body.set(
                    "pagination",
                    random.nextBoolean()
                            ? JsonNodeFactory.instance.objectNode().set("pageSize", scalar(random))
                            : scalar(random));
        }
        ArrayNode sorting = body.putArray("sorting");
        for (int i = random.nextInt(4); i > 0; i--) {
            sorting.addObject()
                    .put("column", NAMES.get(random.nextInt(NAMES.size())))
                    .set("direction", scalar(random));
        }
        ArrayNode filters = body.putArray("filters");
        for (int i = random.nextInt(4); i > 0; i--) {
            ObjectNode filter = filters.addObject().put("column", NAMES.get(random.nextInt(NAMES.size())));
            filter.put(
                    "operator",
                    List.of("eq", "ne", "lt", "lte", "gt", "gte", "contains", "in", "IN", "x")
                            .get(random.nextInt(10)));
            filter.set("value", value(random, 1, false));
        }
        if (random.nextBoolean()) {
            body.set("search", scalar(random));
        }
        return body;
    }

    private static JsonNode value(Random random, int depth, boolean object) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (object || (depth < 4 && random.nextInt(3) == 0)) {
            if (object || random.nextBoolean()) {
                ObjectNode node = nodes.objectNode();
                for (int i = random.nextInt(depth == 0 ? 8 : 4); i > 0; i--) {
                    node.set(NAMES.get(random.nextInt(NAMES.size())), value(random, depth + 1, false));
                }
                return node;
            }
            ArrayNode array = nodes.arrayNode();
            for (int i = random.nextInt(4); i > 0; i--) {
                array.add(value(random, depth + 1, false));
            }
            return array;
        }
        return scalar(random);
    }

    private static JsonNode scalar(Random random) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        return switch (random.nextInt(16)) {
            case 0 -> nodes.nullNode();
            case 1 -> nodes.booleanNode(random.nextBoolean());
            case 2 -> nodes.numberNode(random.nextInt(5) - 1);
            case 3 -> nodes.numberNode(Long.MAX_VALUE);
            case 4 -> nodes.numberNode(new BigInteger("9".repeat(40)));
            case 5 -> nodes.numberNode(new BigDecimal("1e400"));
            case 6 -> nodes.numberNode(new BigDecimal("-0.0"));
            case 7 -> nodes.numberNode(new BigDecimal("1e-400"));
            case 8 -> nodes.textNode("");
            case 9 -> nodes.textNode("2026-01-01T00:00:00Z");
            case 10 -> nodes.textNode("9999999999-01-01T00:00:00Z");
            case 11 -> nodes.textNode("x".repeat(random.nextInt(5000)));
            case 12 -> nodes.textNode(IDS.get(random.nextInt(IDS.size())));
            case 13 -> nodes.textNode("é\u0000\ud83d\ude00");
            case 14 -> nodes.textNode(NAMES.get(random.nextInt(NAMES.size())));
            default ->
                nodes.textNode(List.of("VERIFIED", "asc", "desc", "user", "domain", "number", "*", "(")
                        .get(random.nextInt(8)));
        };
    }

    private static String abbreviate(String text) {
        return text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }
}
