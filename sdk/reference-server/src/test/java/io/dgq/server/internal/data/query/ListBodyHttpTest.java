package io.dgq.server.internal.data.query;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.testing.RawHttp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rules of the common list body, over raw HTTP against 120 parameters. */
class ListBodyHttpTest {

    private static final String LIST = "/api/v1/metrics/parameter/list";

    private static ReferenceServer server;
    private static RawHttp http;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
        for (int i = 0; i < 120; i++) {
            Map<String, Object> body = new HashMap<>();
            body.put("name", String.format("param-%03d", i));
            body.put("type", i % 3 == 0 ? null : (i % 3 == 1 ? "number" : "Text"));
            body.put("value", String.valueOf(i));
            body.put("is_active", i % 2 == 0);
            assertThat(http.post("/api/v1/metrics/parameter", body).status()).isEqualTo(200);
        }
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void anEmptyBodyAnswersTheFirstFiftyInInsertionOrder() {
        JsonNode page = list(Map.of());
        assertThat(page.path("data").size()).isEqualTo(50);
        assertThat(page.path("total_count").asInt()).isEqualTo(120);
        assertThat(page.path("data").get(0).path("name").asText()).isEqualTo("param-000");
        assertThat(http.send("POST", LIST, null, Map.of()).status()).isEqualTo(200);
    }

    @Test
    void aQueryParameterIsRefusedNamingItInsteadOfBeingIgnored() {
        RawHttp.Answer paged = http.post(LIST + "?page=2&size=1", Map.of());
        assertThat(paged.status()).isEqualTo(400);
        assertThat(paged.code()).isEqualTo("VALIDATION_FAILED");
        assertThat(paged.body().path("data").path("error").path("details").findValuesAsText("field"))
                .containsExactly("page");
        assertThat(paged.message()).contains("in its body");
        assertThat(http.get("/api/v1/metrics/parameter/" + "x".repeat(3) + "?" + "q".repeat(100))
                        .message())
                .contains("q".repeat(57) + "...")
                .doesNotContain("q".repeat(58));
        assertThat(http.post(LIST + "?", Map.of()).status())
                .as("an empty query")
                .isEqualTo(200);
    }

    @Test
    void pagesCountFromOneAndAPagePastTheEndIsEmpty() {
        JsonNode third = list(Map.of("pagination", Map.of("page", 3, "pageSize", 50)));
        assertThat(names(third)).hasSize(20).startsWith("param-100");
        JsonNode past = list(Map.of("pagination", Map.of("page", 4, "pageSize", 50)));
        assertThat(past.path("data").size()).isZero();
        assertThat(past.path("total_count").asInt()).isEqualTo(120);
    }

    @Test
    void sortingAppliesInOrderWithNullsLastBothWays() {
        for (String direction : List.of("asc", "DESC")) {
            JsonNode page = list(Map.of(
                    "pagination",
                    Map.of("pageSize", 1000),
                    "sorting",
                    List.of(
                            Map.of("column", "type", "direction", direction),
                            Map.of("column", "name", "direction", "desc"))));
            List<String> types = new ArrayList<>();
            page.path("data").forEach(item -> types.add(item.path("type").textValue()));
            assertThat(types.subList(80, 120)).containsOnlyNulls();
            assertThat(types.get(0)).isEqualTo(direction.equals("asc") ? "number" : "Text");
            assertThat(names(page).get(0)).isEqualTo(direction.equals("asc") ? "param-118" : "param-119");
        }
    }

    @Test
    void aSortedPageDeepInTheListMatchesAFullSort() {
        List<String> all = names(list(Map.of(
                "pagination",
                Map.of("pageSize", 1000),
                "sorting",
                List.of(Map.of("column", "value", "direction", "desc")))));
        JsonNode page = list(Map.of(
                "pagination",
                Map.of("page", 2, "pageSize", 7),
                "sorting",
                List.of(Map.of("column", "value", "direction", "desc"))));
        assertThat(names(page)).isEqualTo(all.subList(7, 14));
    }

    @Test
    void filtersMustAllHold() {
        JsonNode page = list(Map.of(
                "filters",
                List.of(
                        Map.of("column", "type", "operator", "eq", "value", "number"),
                        Map.of("column", "name", "operator", "gte", "value", "param-100"),
                        Map.of("column", "is_active", "operator", "ne", "value", true))));
        assertThat(names(page)).containsExactly("param-103", "param-109", "param-115");
        assertThat(list(Map.of(
                                "filters",
                                List.of(Map.of("column", "name", "operator", "contains", "value", "PARAM-11"))))
                        .path("total_count")
                        .asInt())
                .isEqualTo(10);
        assertThat(list(Map.of(
                                "filters",
                                List.of(Map.of(
                                        "column", "value", "operator", "in", "value", List.of("1", "2", "200")))))
                        .path("total_count")
                        .asInt())
                .isEqualTo(2);
        assertThat(list(Map.of("filters", List.of(Map.of("column", "name", "operator", "LT", "value", "param-005"))))
                        .path("total_count")
                        .asInt())
                .isEqualTo(5);
    }

    @Test
    void searchMatchesNameCaseInsensitively() {
        assertThat(list(Map.of("search", "PARAM-01")).path("total_count").asInt())
                .isEqualTo(10);
        assertThat(list(Map.of("search", "")).path("total_count").asInt()).isEqualTo(120);
    }

    @Test
    void exportAnswersEveryMatchUnpaged() {
        JsonNode export = list(Map.of("export", true, "pagination", Map.of("page", 2, "pageSize", 5)));
        assertThat(export.path("data").size()).isEqualTo(120);
        assertThat(export.path("total_count").asInt()).isEqualTo(120);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"pagination\":{\"page\":0}}|pagination.page",
                "{\"pagination\":{\"pageSize\":0}}|pagination.pageSize",
                "{\"pagination\":{\"pageSize\":1001}}|pagination.pageSize",
                "{\"pagination\":{\"pageSize\":\"ten\"}}|pagination.pageSize",
                "{\"pagination\":{\"page\":1.5}}|pagination.page",
                "{\"pagination\":[]}|pagination",
                "{\"sorting\":[{\"column\":\"colour\"}]}|sorting[0].column",
                "{\"sorting\":[{\"column\":\"name\",\"direction\":\"up\"}]}|sorting[0].direction",
                "{\"sorting\":{\"column\":\"name\"}}|sorting",
                "{\"filters\":[{\"column\":\"name\",\"operator\":\"like\",\"value\":\"x\"}]}|filters[0].operator",
                "{\"filters\":[{\"column\":\"name\",\"operator\":\"eq\",\"value\":5}]}|filters[0].value",
                "{\"filters\":[{\"column\":\"is_active\",\"operator\":\"eq\",\"value\":\"yes\"}]}|filters[0].value",
                "{\"filters\":[{\"column\":\"name\",\"operator\":\"in\",\"value\":\"x\"}]}|filters[0].value",
                "{\"filters\":[{\"column\":\"is_active\",\"operator\":\"contains\",\"value\":\"t\"}]}|filters[0].value",
                "{\"filters\":[{\"column\":\"name\",\"operator\":\"eq\"}]}|filters[0].value",
                "{\"filters\":[{\"column\":\"nope\",\"operator\":\"eq\",\"value\":1}]}|filters[0].column",
                "{\"search\":5}|search",
                "{\"export\":\"yes\"}|export",
                "{\"paging\":{}}|paging",
            })
    void badListBodiesAre400sNamingTheBadPart(String body, String part) {
        RawHttp.Answer answer = http.post(LIST, body);
        assertThat(answer.status()).as(body).isEqualTo(400);
        assertThat(answer.code()).isEqualTo("VALIDATION_FAILED");
        assertThat(answer.message()).startsWith(part + " ");
        assertThat(answer.data()
                        .path("error")
                        .path("details")
                        .get(0)
                        .path("field")
                        .asText())
                .isEqualTo(part);
    }

    private static JsonNode list(Object body) {
        RawHttp.Answer answer = http.post(LIST, body);
        assertThat(answer.status()).as(answer.message()).isEqualTo(200);
        return answer.data();
    }

    private static List<String> names(JsonNode page) {
        List<String> names = new ArrayList<>();
        page.path("data").forEach(item -> names.add(item.path("name").asText()));
        return names;
    }
}
