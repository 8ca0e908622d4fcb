package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.internal.data.seed.SeedRecords;
import io.dgq.server.testing.DemoServerHttpTest;
import io.dgq.server.testing.RawHttp;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Lists at their edges: huge page numbers, timestamps in other forms, views, and conversation search. */
class ListEdgesHttpTest extends DemoServerHttpTest {

    private static final String DOMAINS = "/api/v1/governance/domain";
    private static final String TAGS = "/api/v1/governance/tag/list";

    ListEdgesHttpTest() {
        super(false);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "9223372036854775807|2",
                "9223372036854775807|1000",
                "9223372036854775807|1",
                "4611686018427387904|1000",
                "2|1000",
                "8|1"
            })
    void pagesFarPastTheEndAreEmptyWithTheTotal(String page, String pageSize) {
        RawHttp.Answer answer =
                http.post(TAGS, "{\"pagination\":{\"page\":" + page + ",\"pageSize\":" + pageSize + "}}");
        assertThat(answer.status()).as(answer.body().toString()).isEqualTo(200);
        assertThat(answer.data().path("data").size()).isZero();
        assertThat(answer.data().path("total_count").asInt()).isEqualTo(6);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"pagination\":{\"page\":9223372036854775808}}|pagination.page",
                "{\"pagination\":{\"page\":-9223372036854775808}}|pagination.page",
                "{\"pagination\":{\"page\":1e400}}|pagination.page",
                "{\"pagination\":{\"page\":0}}|pagination.page",
                "{\"pagination\":{\"pageSize\":18446744073709551616}}|pagination.pageSize",
                "{\"pagination\":{\"pageSize\":1001}}|pagination.pageSize",
                "{\"pagination\":{\"pageSize\":0}}|pagination.pageSize",
                "{\"pagination\":{\"pageSize\":-9223372036854775808}}|pagination.pageSize"
            })
    void pageNumbersAndSizesOutOfRangeAre400sNamingTheField(String body, String field) {
        RawHttp.Answer answer = http.post(TAGS, body);
        assertThat(answer.status()).as(answer.body().toString()).isEqualTo(400);
        assertThat(answer.message()).startsWith(field + " ");
        assertThat(answer.data()
                        .path("error")
                        .path("details")
                        .get(0)
                        .path("field")
                        .asText())
                .isEqualTo(field);
    }

    @Test
    void timestampFiltersCompareInstantsWhateverTheirForm() {
        JsonNode created = ok(http.post(DOMAINS, Map.of("name", "stamped")));
        String at = created.path("created_at").asText();
        Instant instant = Instant.parse(at);
        String offset = instant.atOffset(ZoneOffset.ofHours(2)).toString();
        String micros = at.replace("Z", "000Z");
        for (String same : List.of(
                at,
                offset,
                micros,
                instant.atOffset(ZoneOffset.ofHoursMinutes(-5, -30)).toString())) {
            assertThat(names(filter("created_at", "eq", "\"" + same + "\"")))
                    .as(same)
                    .containsExactly("stamped");
            assertThat(names(filter("created_at", "gte", "\"" + same + "\"")))
                    .as(same)
                    .contains("stamped");
            assertThat(names(filter("created_at", "lt", "\"" + same + "\"")))
                    .as(same)
                    .doesNotContain("stamped");
            assertThat(names(filter("created_at", "ne", "\"" + same + "\"")))
                    .as(same)
                    .doesNotContain("stamped")
                    .isNotEmpty();
            assertThat(names(filter("created_at", "in", "[\"2001-01-01\",\"" + same + "\"]")))
                    .as(same)
                    .containsExactly("stamped");
        }
        String later = instant.plusMillis(1).atOffset(ZoneOffset.ofHours(9)).toString();
        assertThat(names(filter("created_at", "lt", "\"" + later + "\""))).contains("stamped");
        assertThat(names(filter("created_at", "eq", "\"" + later + "\""))).isEmpty();
        assertThat(names(filter("created_at", "gt", "\"2000-01-01\"")))
                .contains("stamped", "Finance")
                .hasSizeGreaterThan(7);
        assertThat(names(filter("created_at", "contains", "\"" + at.substring(0, 10) + "\"")))
                .contains("stamped");
        assertThat(names(filter("created_at", "eq", "\"not a time\""))).isEmpty();
    }

    @Test
    void viewsKeepTheListCacheButListsShowCurrentViewCounts() {
        String id = ok(http.post(DOMAINS, Map.of("name", "viewed"))).path("id").asText();
        String body = "{\"search\":\"viewed\"}";
        assertThat(ok(http.post(DOMAINS + "/list", body))
                        .path("data")
                        .get(0)
                        .path("total_views")
                        .asInt())
                .isZero();
        long version = server.workspace().domains.store().version();
        ok(http.get(DOMAINS + "/" + id));
        ok(http.get(DOMAINS + "/" + id));
        assertThat(server.workspace().domains.store().version()).isEqualTo(version);
        assertThat(ok(http.post(DOMAINS + "/list", body))
                        .path("data")
                        .get(0)
                        .path("total_views")
                        .asInt())
                .isEqualTo(2);
        assertThat(names(filter("total_views", "eq", "2"))).contains("viewed");
        ok(http.put(DOMAINS + "/" + id, Map.of("name", "viewed and renamed")));
        assertThat(names(ok(http.post(DOMAINS + "/list", body)))).containsExactly("viewed and renamed");
        ok(http.delete(DOMAINS + "/" + id));
        assertThat(ok(http.post(DOMAINS + "/list", body)).path("total_count").asInt())
                .isZero();
    }

    @Test
    void conversationSearchLooksAtTitleAndComment() {
        String finance = SeedRecords.id("domain", "finance");
        String path = "/api/v1/core/conversation/domain/" + finance;
        JsonNode byTitle = ok(http.post(path, Map.of("search", "FX RATES")));
        assertThat(byTitle.path("total_count").asInt()).isEqualTo(1);
        assertThat(byTitle.path("data").get(0).path("title").asText()).isEqualTo("Who owns the FX rates table?");
        JsonNode byComment = ok(http.post(path, Map.of("search", "treasury will own")));
        assertThat(byComment.path("data").get(0).path("comment").asText())
                .isEqualTo("Treasury will own it from next month.");
        assertThat(ok(http.post(path, Map.of("search", "nothing like this")))
                        .path("total_count")
                        .asInt())
                .isZero();
    }

    private JsonNode filter(String column, String operator, String value) {
        return ok(http.post(
                DOMAINS + "/list",
                "{\"filters\":[{\"column\":\"" + column + "\",\"operator\":\"" + operator + "\",\"value\":" + value
                        + "}],\"export\":true}"));
    }

    private static List<String> names(JsonNode answer) {
        List<String> names = new ArrayList<>();
        answer.path("data").forEach(item -> names.add(item.path("name").asText()));
        return names;
    }

    private static JsonNode ok(RawHttp.Answer answer) {
        assertThat(answer.status()).as(answer.body().toString()).isEqualTo(200);
        return answer.data();
    }
}
