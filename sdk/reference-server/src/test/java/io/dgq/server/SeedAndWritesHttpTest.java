package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.internal.auth.CredentialCipher;
import io.dgq.server.internal.data.seed.SeedRecords;
import io.dgq.server.testing.RawHttp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Found by a client written from the specification: seed ids, nested credential updates, long numbers. */
class SeedAndWritesHttpTest {

    private static final String SECRET = "seed-and-writes-secret";
    private static final String UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
    private static final String SOURCES = "/api/v1/core/source";

    @Test
    void everyIdOfTheDemoSeedIsAUuidAndTheSameOnEveryStart() {
        List<String> first = seedIds();
        assertThat(first)
                .hasSizeGreaterThan(100)
                .allSatisfy(id -> assertThat(id).matches(UUID));
        assertThat(seedIds()).isEqualTo(first);
    }

    private static List<String> seedIds() {
        try (ReferenceServer server = ReferenceServer.builder().seed(Seed.DEMO).start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            List<String> ids = new ArrayList<>();
            for (JsonNode cluster :
                    ok(http.post("/api/v1/metrics/alert-cluster/list", "{}")).path("data")) {
                ids.add(cluster.path("alert_cluster_id").asText());
                ids.add(cluster.path("root_asset_id").asText());
                ids.add(cluster.path("root_alert_id").asText());
                cluster.path("domain")
                        .forEach(domain -> ids.add(domain.path("id").asText()));
                JsonNode detail = ok(http.get("/api/v1/metrics/alert-cluster/"
                        + cluster.path("alert_cluster_id").asText()));
                detail.path("alerts").forEach(alert -> {
                    ids.add(alert.path("id").asText());
                    ids.add(alert.path("asset_id").asText());
                });
            }
            for (JsonNode pattern :
                    ok(http.post("/api/v1/metrics/pattern/list", "{}")).path("data")) {
                ids.add(pattern.path("attribute_id").asText());
                ids.add(pattern.path("system_pattern_id").asText());
            }
            for (JsonNode term :
                    ok(http.post("/api/v1/governance/term/export", "{}")).path("data")) {
                ids.add(term.path("id").asText());
                term.path("linked_assets").forEach(asset -> ids.add(asset.asText()));
            }
            for (JsonNode source : ok(http.post(SOURCES + "/list", "{}")).path("data")) {
                source.path("audiences")
                        .forEach(audience -> ids.add(audience.path("id").asText()));
            }
            for (JsonNode document :
                    ok(http.post("/api/v1/core/document/list", "{}")).path("data")) {
                ids.add(document.path("object_id").asText());
            }
            String metric = SeedRecords.id("metric", "orders-volume");
            ids.add(ok(http.get("/api/v1/metrics/detail/" + metric))
                    .path("asset_id")
                    .asText());
            return ids;
        }
    }

    @Test
    void anUpdateOfOneCredentialMemberKeepsTheOthers() {
        CredentialCipher cipher = new CredentialCipher(SECRET);
        try (ReferenceServer server =
                ReferenceServer.builder().jwtSecret(SECRET).start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            JsonNode created = ok(http.post(
                    SOURCES,
                    Map.of(
                            "name",
                            "orders",
                            "credentials",
                            Map.of(
                                    "port",
                                    "5432",
                                    "server",
                                    "db.internal",
                                    "database",
                                    "orders",
                                    "username",
                                    "reader",
                                    "password",
                                    "old"))));
            String id = created.path("id").asText();
            JsonNode before = created.path("credentials");

            ok(http.put(SOURCES + "/" + id, Map.of("credentials", Map.of("password", "new"))));
            JsonNode after = ok(http.get(SOURCES + "/" + id)).path("credentials");
            assertThat(after.path("port").asText()).isEqualTo("5432");
            assertThat(after.path("database").asText()).isEqualTo("orders");
            assertThat(after.path("server")).isEqualTo(before.path("server"));
            assertThat(after.path("username")).isEqualTo(before.path("username"));
            assertThat(cipher.decrypt(after.path("password").asText())).isEqualTo("new");
            assertThat(cipher.decrypt(after.path("server").asText())).isEqualTo("db.internal");

            ok(http.put(SOURCES + "/" + id, Map.of("credentials", RawHttp.MAPPER.convertValue(after, Map.class))));
            JsonNode sentBack = ok(http.get(SOURCES + "/" + id)).path("credentials");
            assertThat(sentBack).isEqualTo(after);

            ok(http.put(SOURCES + "/" + id, "{\"credentials\":{\"port\":null,\"included_databases\":[\"a\"]}}"));
            JsonNode reset = ok(http.get(SOURCES + "/" + id)).path("credentials");
            assertThat(reset.get("port").isNull()).isTrue();
            assertThat(reset.path("included_databases").get(0).asText()).isEqualTo("a");
            assertThat(reset.path("database").asText()).isEqualTo("orders");
            assertThat(reset.path("password")).isEqualTo(after.path("password"));

            // included_databases is nullable in the credentials a write sends: null empties the list.
            ok(http.put(SOURCES + "/" + id, "{\"credentials\":{\"included_databases\":null}}"));
            JsonNode emptied = ok(http.get(SOURCES + "/" + id)).path("credentials");
            assertThat(emptied.path("included_databases").isArray()).isTrue();
            assertThat(emptied.path("included_databases")).isEmpty();
            assertThat(emptied.path("database").asText()).isEqualTo("orders");

            RawHttp.Answer wrong = http.put(SOURCES + "/" + id, "{\"credentials\":{\"port\":5432}}");
            assertThat(wrong.status()).isEqualTo(400);
            assertThat(wrong.message()).contains("credentials.port");
        }
    }

    @Test
    void aNumberTooLongIsA400SayingSo() {
        try (ReferenceServer server = ReferenceServer.builder().start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            String digits = "9".repeat(2000);
            for (String body : List.of(
                    "{\"name\":\"x\",\"total_views\":" + digits + "}",
                    "{\"name\":\"x\",\"total_likes\":0." + digits + "}",
                    "[" + digits + "]")) {
                RawHttp.Answer answer = http.post("/api/v1/governance/domain", body);
                assertThat(answer.status()).isEqualTo(400);
                assertThat(answer.code()).isEqualTo("VALIDATION_FAILED");
                assertThat(answer.message())
                        .startsWith("Request body has a number too long: at most 1000 digits")
                        .doesNotContain("nest")
                        .doesNotContain("StreamReadConstraints");
            }
            RawHttp.Answer deep = http.post("/api/v1/governance/domain", "[".repeat(100) + "]".repeat(100));
            assertThat(deep.message()).isEqualTo("Request body nests deeper than 64 levels");
            RawHttp.Answer huge =
                    http.post("/api/v1/governance/domain", "{\"name\":\"x\",\"total_likes\":1e999999999}");
            assertThat(huge.status()).as(huge.body().toString()).isEqualTo(200);
        }
    }

    private static JsonNode ok(RawHttp.Answer answer) {
        assertThat(answer.status()).as(answer.body().toString()).isEqualTo(200);
        return answer.data();
    }
}
