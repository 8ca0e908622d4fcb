package io.dgq.server.internal.data.query;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The OpenAPI document and the reference server agree on the columns of every list: for each list (and export)
 * operation, the {@code enum} of its request schema's {@code sorting[].column} and {@code filters[].column} is exactly
 * the set of columns the server sorts and filters by. Every value of the enum is accepted, in a sort and in a filter,
 * and answered as the document says. Every other name any schema of the document gives a member (the server's records
 * are generated from those schemas, so no column of the server can hide outside them) is answered 400 naming the sort
 * instruction's column, once for each request schema (an export takes its list's); for every operation, the columns
 * of other lists and a few near misses (another case, a trailing space, the empty name) are refused by the document
 * and by the server, in a sort and in a filter, naming the column.
 */
class ListColumnsAgreementHttpTest {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private static OpenApiDocument document;
    private static ReferenceServer server;
    private static RawHttp http;
    private static String domainId;

    @BeforeAll
    static void start() {
        document = OpenApiDocument.load();
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
        domainId = http.post("/api/v1/governance/domain/list", "{}")
                .data()
                .path("data")
                .get(0)
                .path("id")
                .asText();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void everyListAcceptsExactlyTheColumnsOfItsEnum() {
        Map<String, List<String>> lists = lists();
        assertThat(lists).as("the list and export operations").hasSize(19);
        Set<String> names = memberNames(document.root().path("components"));
        SoftAssertions softly = new SoftAssertions();
        int requests = 0;
        Set<String> otherColumns = new TreeSet<>();
        lists.values().forEach(otherColumns::addAll);
        Set<String> swept = new java.util.HashSet<>();
        for (Map.Entry<String, List<String>> list : lists.entrySet()) {
            String template = list.getKey().substring("POST ".length());
            String path = template.replace("{category}", "domain").replace("{objectId}", domainId);
            List<String> columns = list.getValue();
            for (String column : columns) {
                ObjectNode body = JSON.objectNode();
                body.putObject("pagination").put("pageSize", 2);
                body.putArray("sorting").addObject().put("column", column).put("direction", "desc");
                body.putArray("filters")
                        .addObject()
                        .put("column", column)
                        .put("operator", "ne")
                        .putNull("value");
                softly.assertThat(document.validateRequest("POST", template, body))
                        .as("the document takes %s for %s", column, list.getKey())
                        .isEmpty();
                RawHttp.Answer answer = http.post(path, body.toString());
                requests++;
                softly.assertThat(answer.status())
                        .as("%s by %s -> %s", list.getKey(), column, answer.body())
                        .isEqualTo(200);
                softly.assertThat(document.validateAnswer("POST", template, answer.status(), answer.body()))
                        .as("the answer to %s by %s", list.getKey(), column)
                        .isEmpty();
            }
            List<String> nearMisses =
                    List.of("", columns.get(0).toUpperCase(Locale.ROOT), columns.get(0) + " ", "no_such_column");
            Set<String> outside = new LinkedHashSet<>(nearMisses);
            if (swept.add(document.resolve(requestBody(list.getKey())).toString())) {
                outside.addAll(names);
            } else {
                outside.addAll(otherColumns);
            }
            outside.removeAll(columns);
            for (String column : outside) {
                // The server checks a filter's column as a sort's: every name in a sort, the likely ones in a filter.
                boolean likely = nearMisses.contains(column) || otherColumns.contains(column);
                for (String member : likely ? List.of("sorting", "filters") : List.of("sorting")) {
                    ObjectNode body = JSON.objectNode();
                    ObjectNode element = body.putArray(member).addObject().put("column", column);
                    if (member.equals("filters")) {
                        element.put("operator", "eq").put("value", "x");
                    }
                    if (likely) {
                        softly.assertThat(document.validateRequest("POST", template, body))
                                .as("the document refuses %s '%s' for %s", member, column, list.getKey())
                                .isNotEmpty();
                    }
                    RawHttp.Answer answer = http.post(path, body.toString());
                    requests++;
                    softly.assertThat(answer.status())
                            .as("%s %s by '%s' -> %s", list.getKey(), member, column, answer.body())
                            .isEqualTo(400);
                    softly.assertThat(answer.body()
                                    .path("data")
                                    .path("error")
                                    .path("details")
                                    .findValuesAsText("field"))
                            .as("the details of %s by '%s'", list.getKey(), column)
                            .containsExactly(member + "[0].column");
                }
            }
        }
        softly.assertAll();
        assertThat(requests).isGreaterThan(13 * names.size());
        System.out.println("List columns: " + lists.size() + " list operations, " + requests + " requests");
    }

    /** {@return the column enum of every operation whose body is a list request, by "POST /path"} */
    private static Map<String, List<String>> lists() {
        Map<String, List<String>> lists = new LinkedHashMap<>();
        document.operations().forEach((operation, node) -> {
            JsonNode body = requestBody(operation);
            if (!body.path("$ref").asText("").endsWith("ListRequest")) {
                return;
            }
            JsonNode properties = document.resolve(body).path("properties");
            List<String> sorting = columnEnum(properties.path("sorting"));
            List<String> filters = columnEnum(properties.path("filters"));
            assertThat(sorting)
                    .as("the sort and filter columns of %s", operation)
                    .isNotEmpty()
                    .isEqualTo(filters);
            lists.put(operation, sorting);
        });
        return lists;
    }

    private static JsonNode requestBody(String operation) {
        return document.operations()
                .get(operation)
                .path("requestBody")
                .path("content")
                .path("application/json")
                .path("schema");
    }

    private static List<String> columnEnum(JsonNode member) {
        JsonNode column = document.resolve(
                document.resolve(member.path("items")).path("properties").path("column"));
        List<String> values = new ArrayList<>();
        column.path("enum").forEach(value -> values.add(value.asText()));
        return values;
    }

    /** {@return every name a schema under the node gives a member} */
    private static Set<String> memberNames(JsonNode node) {
        Set<String> names = new TreeSet<>();
        collect(node, names);
        return names;
    }

    private static void collect(JsonNode node, Set<String> names) {
        if (node.isObject()) {
            node.properties().forEach(member -> {
                if (member.getKey().equals("properties") && member.getValue().isObject()) {
                    member.getValue().fieldNames().forEachRemaining(names::add);
                }
                collect(member.getValue(), names);
            });
        } else if (node.isArray()) {
            node.forEach(element -> collect(element, names));
        }
    }
}
