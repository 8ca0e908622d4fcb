package io.dgq.server.internal.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.internal.data.query.ListQuery;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import io.dgq.server.testing.SevereLogCapture;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Requests a client can send to hurt the server: malformed token claims and list bodies of huge lists. Each is the
 * client's fault, answered with a 4xx naming the problem, and none leaves a SEVERE record in the server's log.
 */
class HostileRequestsHttpTest {

    private static final String LIST = "/api/v1/metrics/parameter/list";

    private static ReferenceServer server;
    private static RawHttp http;
    private static SevereLogCapture severe;

    @BeforeAll
    static void start() {
        severe = SevereLogCapture.start();
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
    }

    @AfterAll
    static void stop() {
        server.close();
        severe.close();
    }

    @AfterEach
    void nothingSevereWasLogged() {
        assertThat(severe.drain()).extracting(LogRecord::getMessage).isEmpty();
    }

    @Test
    void tokenDatesOutOfEveryRangeAre401sLikeAnyOtherMalformedToken() {
        for (String claims : List.of(
                "{\"exp\":9223372036854775807}",
                "{\"exp\":-9223372036854775808}",
                "{\"exp\":31556889864403200}",
                "{\"nbf\":9223372036854775807,\"exp\":1}",
                "{\"iat\":-9223372036854775807,\"exp\":1}")) {
            String token = part("{\"alg\":\"HS256\"}") + "." + part(claims) + ".AAAA";
            RawHttp.Answer answer = send(token);
            assertThat(answer.status()).as(claims).isEqualTo(401);
            assertThat(answer.code()).isEqualTo("UNAUTHORIZED");
            assertThat(answer.message()).isEqualTo("Token is not a valid JWT");
        }
        // The token of the report, as sent.
        RawHttp.Answer reported = send("eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjkyMjMzNzIwMzY4NTQ3NzU4MDd9.AAAA");
        assertThat(reported.status()).isEqualTo(401);
    }

    @Test
    void aHundredThousandSortEntriesAreA400NamingTheLimitNotAStackOverflow() {
        List<Map<String, String>> sorting = Collections.nCopies(100_000, Map.of("column", "name", "direction", "desc"));
        RawHttp.Answer answer = http.post(LIST, Map.of("sorting", sorting));
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.body().toString()).contains("sorting").contains("at most 32 sort entries, got 100000");
    }

    @Test
    void thirtyTwoSortEntriesAreTakenAndTheThirtyThirdIsRefused() {
        List<Map<String, String>> sorting = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            sorting.add(Map.of("column", i % 2 == 0 ? "name" : "type", "direction", i % 3 == 0 ? "desc" : "asc"));
        }
        assertThat(http.post(LIST, Map.of("sorting", sorting)).status()).isEqualTo(200);
        sorting.add(Map.of("column", "name"));
        RawHttp.Answer refused = http.post(LIST, Map.of("sorting", sorting));
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.body().toString()).contains("at most 32 sort entries, got 33");
    }

    @Test
    void filtersAndInValuesPastTheirLimitsAre400sNamingTheLimit() {
        List<Map<String, Object>> filters = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            filters.add(Map.of("column", "name", "operator", "ne", "value", "x" + i));
        }
        assertThat(http.post(LIST, Map.of("filters", filters)).status()).isEqualTo(200);
        filters.add(Map.of("column", "name", "operator", "ne", "value", "y"));
        RawHttp.Answer tooManyFilters = http.post(LIST, Map.of("filters", filters));
        assertThat(tooManyFilters.status()).isEqualTo(400);
        assertThat(tooManyFilters.body().toString()).contains("at most 64 filters, got 65");

        List<String> values = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            values.add("v" + i);
        }
        Map<String, Object> in = Map.of("column", "name", "operator", "in", "value", values);
        assertThat(http.post(LIST, Map.of("filters", List.of(in))).status()).isEqualTo(200);
        values.add("one more");
        RawHttp.Answer tooManyValues = http.post(LIST, Map.of("filters", List.of(in)));
        assertThat(tooManyValues.status()).isEqualTo(400);
        assertThat(tooManyValues.body().toString())
                .contains("filters[0].value")
                .contains("at most 1000 values, got 1001");
        List<String> huge = Collections.nCopies(200_000, "v");
        RawHttp.Answer reported =
                http.post(LIST, Map.of("filters", List.of(Map.of("column", "name", "operator", "in", "value", huge))));
        assertThat(reported.status()).isEqualTo(400);
    }

    @Test
    void theOpenApiDocumentStatesTheSameLimits() {
        JsonNode schemas = OpenApiDocument.readJson(OpenApiDocument.projectFile(OpenApiDocument.LOCATION))
                .path("components")
                .path("schemas");
        List<String> lists = new ArrayList<>();
        schemas.properties().forEach(schema -> {
            if (!schema.getKey().endsWith("ListRequest")) {
                return;
            }
            lists.add(schema.getKey());
            String prefix = schema.getKey().substring(0, schema.getKey().length() - "ListRequest".length());
            JsonNode list = schema.getValue().path("properties");
            assertThat(list.path("sorting").path("maxItems").asInt())
                    .as(schema.getKey())
                    .isEqualTo(ListQuery.MAX_SORT_ENTRIES);
            assertThat(list.path("filters").path("maxItems").asInt())
                    .as(schema.getKey())
                    .isEqualTo(ListQuery.MAX_FILTERS);
            assertThat(schemas.path(prefix + "Filter")
                            .path("properties")
                            .path("value")
                            .path("maxItems")
                            .asInt())
                    .as(prefix + "Filter")
                    .isEqualTo(ListQuery.MAX_IN_VALUES);
        });
        assertThat(lists).hasSize(13);
    }

    @Test
    void aStringOperandAgainstANumberInAColumnOfAnyTypeIsSimplyNoMatch() {
        String domains = "/api/v1/governance/domain";
        assertThat(http.post(domains, Map.of("name", "liked", "total_likes", 5)).status())
                .isEqualTo(200);
        for (String operator : List.of("eq", "ne", "in", "lt")) {
            Object value = operator.equals("in") ? List.of("5", 5.0) : "5";
            RawHttp.Answer answer = http.post(
                    domains + "/list",
                    Map.of("filters", List.of(Map.of("column", "total_likes", "operator", operator, "value", value))));
            assertThat(answer.status()).as(operator).isEqualTo(200);
        }
    }

    private static RawHttp.Answer send(String token) {
        return http.send(
                "POST",
                LIST,
                "{}".getBytes(StandardCharsets.UTF_8),
                Map.of("Authorization", "Bearer " + token, "Content-Type", "application/json"));
    }

    private static String part(String json) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }
}
