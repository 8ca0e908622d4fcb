package io.dgq.server.internal.resources;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.testing.RawHttp;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Members of nested records are type-checked like top-level fields: a wrong type anywhere is a 400 whose details
 * name the field's path, so no client can store a record that breaks every list and typed client after it. Members
 * the document does not name are kept as sent.
 */
class NestedMembersHttpTest {

    private static ReferenceServer server;
    private static RawHttp http;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            /api/v1/core/document          | {"title":"t","content":[{"backgroundColor":{}}]}           | content[0].backgroundColor | a string
            /api/v1/core/document          | {"title":"t","content":[{"position":"first"}]}             | content[0].position        | an integer
            /api/v1/core/document          | {"title":"t","content":["text"]}                           | content                    | an array of objects
            /api/v1/core/source            | {"name":"s","source_type":{"is_delete":"AAA"}}             | source_type.is_delete      | a boolean
            /api/v1/metrics/detail         | {"name":"m","threshold":{"upper_threshold":{}}}            | threshold.upper_threshold  | a number
            /api/v1/metrics/detail         | {"name":"m","threshold_constraint":{"manual":["AAA"]}}      | threshold_constraint.manual | an array of objects
            /api/v1/governance/application | {"name":"a","tag":[{"id":"t-1"},{"name":5}]}               | tag[1].name                | a string
            /api/v1/governance/domain      | {"name":"d","owner":[{"name":5}]}                          | owner[0].name              | a string
            /api/v1/governance/domain      | {"name":"d","context_freshness":{"synonyms":[]}}           | context_freshness.synonyms | a string
            """)
    void aWrongTypeInANestedMemberIsA400NamingItsPath(String path, String body, String field, String expected) {
        RawHttp.Answer answer = http.post(path, body);
        assertThat(answer.status()).as(answer.body().toString()).isEqualTo(400);
        JsonNode details = answer.data().path("error").path("details");
        assertThat(details.findValuesAsText("field")).contains(field);
        assertThat(answer.message()).contains(field).contains("must be " + expected);
    }

    @Test
    void anIntegerPastSixtyFourBitsSaysTheRange() {
        RawHttp.Answer answer =
                http.post("/api/v1/governance/domain", "{\"name\":\"d\",\"total_issues\":9223372036854775808}");
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.message())
                .contains("total_issues must be a 64-bit integer, from -9223372036854775808 to "
                        + "9223372036854775807, got 9223372036854775808");
    }

    @Test
    void rightTypesAndUnnamedMembersAreStoredAsSent() {
        RawHttp.Answer created = http.post(
                "/api/v1/governance/domain",
                Map.of("name", "Nested", "owner", List.of(Map.of("id", "u-1", "name", "Priya", "extra", 7))));
        assertThat(created.status()).as(created.body().toString()).isEqualTo(200);
        JsonNode owner = http.get(
                        "/api/v1/governance/domain/" + created.data().path("id").asText())
                .data()
                .path("owner")
                .path(0);
        assertThat(owner.path("name").asText()).isEqualTo("Priya");
        assertThat(owner.path("extra").asInt()).isEqualTo(7);
    }
}
