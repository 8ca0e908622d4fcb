package io.dgq.server.internal.resources;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.internal.data.seed.SeedRecords;
import io.dgq.server.internal.schema.Schemas;
import io.dgq.server.testing.DemoServerHttpTest;
import io.dgq.server.testing.RawHttp;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The records of every resource, over raw HTTP against the demo seed: create, get, update and delete, views, lists
 * and reset. {@code ResourceRulesHttpTest} has the rules and special routes of particular kinds.
 */
class ResourcesHttpTest extends DemoServerHttpTest {

    private static final String V1 = "/api/v1";

    ResourcesHttpTest() {
        super(true);
    }

    @Test
    void createAnswersTheFullRecordWithEveryFieldAndDefaults() {
        JsonNode domain = ok(http.post(V1 + "/governance/domain", Map.of("name", "Logistics")));
        assertThat(domain.path("id").asText()).matches("[0-9a-f-]{36}");
        assertThat(domain.path("name").asText()).isEqualTo("Logistics");
        assertThat(domain.get("description").isNull()).isTrue();
        assertThat(domain.path("owner").isArray()).isTrue();
        assertThat(domain.path("owner").size()).isZero();
        assertThat(domain.path("total_views").asInt()).isZero();
        assertThat(domain.path("is_active").asBoolean()).isTrue();
        assertThat(domain.path("is_deleted").asBoolean()).isFalse();
        assertThat(domain.path("created_at").asText()).endsWith("Z");
        assertThat(domain.path("created_by").asText()).isEqualTo("reference-user");
        assertThat(domain.has("context_freshness")).isTrue();
        assertThat(domain.size()).isEqualTo(Schemas.domain().detailFields().size());
    }

    @Test
    void updateMergesPresentFieldsAndNullClears() {
        String id = ok(http.post(V1 + "/metrics/parameter", Map.of("name", "p", "type", "number", "value", "5")))
                .path("id")
                .asText();
        Map<String, Object> change = new HashMap<>();
        change.put("value", "7");
        change.put("type", null);
        RawHttp.Answer updated = http.put(V1 + "/metrics/parameter/" + id, change);
        assertThat(updated.status()).isEqualTo(200);
        assertThat(updated.data().size()).isZero();
        JsonNode record = ok(http.get(V1 + "/metrics/parameter/" + id));
        assertThat(record.path("name").asText()).isEqualTo("p");
        assertThat(record.path("value").asText()).isEqualTo("7");
        assertThat(record.get("type").isNull()).isTrue();
        assertThat(http.put(V1 + "/metrics/parameter/" + id, Map.of("name", 3)).status())
                .isEqualTo(400);
        Map<String, Object> clearName = new HashMap<>();
        clearName.put("name", null);
        assertThat(http.put(V1 + "/metrics/parameter/" + id, clearName).message())
                .isEqualTo("name is required");
    }

    @Test
    void deleteAnswersEmptyAndALaterGetIsA404() {
        String id = ok(http.post(V1 + "/governance/tag", Map.of("name", "Temporary")))
                .path("id")
                .asText();
        RawHttp.Answer deleted = http.delete(V1 + "/governance/tag/" + id);
        assertThat(deleted.status()).isEqualTo(200);
        assertThat(deleted.data().size()).isZero();
        assertThat(http.get(V1 + "/governance/tag/" + id).status()).isEqualTo(404);
        assertThat(http.delete(V1 + "/governance/tag/" + id).status()).isEqualTo(404);
    }

    @Test
    void stringsRoundTripExactly() {
        String name = "nul\u0000 rtl\u202Eevil emoji\uD83D\uDE00 \u00e9\u4e2d\uD834\uDD1E \\\"quoted\"";
        JsonNode created = ok(http.post(V1 + "/governance/glossary", Map.of("name", name, "description", name)));
        assertThat(created.path("name").asText()).isEqualTo(name);
        JsonNode fetched =
                ok(http.get(V1 + "/governance/glossary/" + created.path("id").asText()));
        assertThat(fetched.path("name").asText()).isEqualTo(name);
        assertThat(fetched.path("description").asText()).isEqualTo(name);
    }

    @Test
    void sourceCredentialsAreNeverAnsweredInPlainText() {
        Map<String, Object> credentials = Map.of(
                "server",
                "db.internal.example.com",
                "username",
                "admin",
                "password",
                "hunter2-plaintext",
                "port",
                "5432",
                "included_databases",
                List.of("sales"));
        RawHttp.Answer created = http.post(
                V1 + "/core/source",
                Map.of(
                        "name",
                        "Sales DB",
                        "type",
                        "postgresql",
                        "credentials",
                        credentials,
                        "source_type",
                        Map.of("tag", "postgres")));
        assertThat(created.status()).isEqualTo(200);
        String id = created.data().path("id").asText();
        String raw = new String(created.raw().body(), StandardCharsets.UTF_8);
        assertThat(raw)
                .doesNotContain("hunter2-plaintext")
                .doesNotContain("db.internal.example.com")
                .doesNotContain("\"admin\"");
        JsonNode stored = ok(http.get(V1 + "/core/source/" + id)).path("credentials");
        assertThat(stored.path("port").asText()).isEqualTo("5432");
        assertThat(stored.path("database").isNull()).isTrue();
        assertThat(Base64.getDecoder().decode(stored.path("password").asText())).hasSizeGreaterThan(16);
        assertThat(stored.path("password").asText())
                .isNotEqualTo(stored.path("username").asText());

        http.put(V1 + "/core/source/" + id, Map.of("description", "unchanged credentials"));
        assertThat(ok(http.get(V1 + "/core/source/" + id)).path("credentials")).isEqualTo(stored);

        JsonNode item = ok(http.post(V1 + "/core/source/list", Map.of("search", "sales db")))
                .path("data")
                .get(0);
        assertThat(item.has("credentials")).isFalse();
        assertThat(item.has("source_type")).isFalse();
        assertThat(item.path("source_type_tag").asText()).isEqualTo("postgres");
        assertThat(item.path("audiences").isArray()).isTrue();
    }

    @Test
    void parameterDeleteIsSoft() {
        String id = ok(http.post(V1 + "/metrics/parameter", Map.of("name", "soft")))
                .path("id")
                .asText();
        assertThat(http.delete(V1 + "/metrics/parameter/" + id).status()).isEqualTo(200);
        JsonNode record = ok(http.get(V1 + "/metrics/parameter/" + id));
        assertThat(record.path("is_active").asBoolean()).isFalse();
        JsonNode list = ok(http.post(V1 + "/metrics/parameter/list", Map.of("search", "soft")));
        assertThat(list.path("total_count").asInt()).isZero();
        assertThat(http.put(V1 + "/metrics/parameter/" + id, Map.of("value", "1"))
                        .status())
                .isEqualTo(404);
        assertThat(http.delete(V1 + "/metrics/parameter/" + id).status()).isEqualTo(404);
    }

    @Test
    void governanceGetsCountViewsAndRecordTheViewer() {
        String id = SeedRecords.id("term", "arr");
        ok(http.get(V1 + "/governance/term/" + id));
        JsonNode term = ok(http.get(V1 + "/governance/term/" + id));
        assertThat(term.path("total_views").asInt()).isEqualTo(2);
        assertThat(term.path("viewers").size()).isEqualTo(1);
        JsonNode viewer = term.path("viewers").get(0);
        assertThat(viewer.path("id").asText()).isEqualTo("reference-user");
        assertThat(viewer.path("email").asText()).isEqualTo("reference.user@example.com");
        assertThat(viewer.path("viewed_at").asText()).endsWith("+00:00");
        assertThat(term.path("glossary_name").asText()).isEqualTo("Enterprise Business Glossary");
        JsonNode fresh = ok(http.post(V1 + "/governance/term", Map.of("name", "Fresh")));
        assertThat(fresh.path("viewers").size())
                .as("unset values are shared, never modified")
                .isZero();
        assertThat(fresh.path("total_views").asInt()).isZero();
    }

    @Test
    void listsFollowEveryWrite() {
        Map<String, Object> search = Map.of("search", "finance");
        assertThat(ok(http.post(V1 + "/governance/domain/list", search))
                        .path("total_count")
                        .asInt())
                .isEqualTo(1);
        http.put(V1 + "/governance/domain/" + SeedRecords.id("domain", "finance"), Map.of("name", "Treasury"));
        assertThat(ok(http.post(V1 + "/governance/domain/list", search))
                        .path("total_count")
                        .asInt())
                .isZero();
        ok(http.post(V1 + "/governance/domain", Map.of("name", "Finance again")));
        assertThat(ok(http.post(V1 + "/governance/domain/list", search))
                        .path("total_count")
                        .asInt())
                .isEqualTo(1);
    }

    @Test
    void resetReturnsToTheSeed() {
        ok(http.post(V1 + "/governance/domain", Map.of("name", "Temporary")));
        server.reset();
        JsonNode list = ok(http.post(V1 + "/governance/domain/list", Map.of("search", "temporary")));
        assertThat(list.path("total_count").asInt()).isZero();
        assertThat(ok(http.post(V1 + "/governance/domain/list", Map.of()))
                        .path("total_count")
                        .asInt())
                .isEqualTo(7);
    }

    private static JsonNode ok(RawHttp.Answer answer) {
        assertThat(answer.status()).as(answer.message()).isEqualTo(200);
        assertThat(answer.body().path("success").asBoolean()).isTrue();
        return answer.data();
    }
}
