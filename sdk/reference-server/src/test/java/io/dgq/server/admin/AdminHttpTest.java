package io.dgq.server.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.RequestPattern;
import io.dgq.server.faults.Fault;
import io.dgq.server.testing.DemoServerHttpTest;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The administration API under /__admin: its token, its health, reset and document, and what it refuses. */
class AdminHttpTest extends DemoServerHttpTest {

    AdminHttpTest() {
        super(true);
    }

    @Test
    void healthNeedsNoTokenAndTellsTheVersion() {
        RawHttp.Answer health = new RawHttp(server.baseUrl(), null).get("/__admin/health");
        assertThat(health.status()).isEqualTo(200);
        assertThat(health.body().path("success").asBoolean()).isTrue();
        assertThat(health.header("X-Correlation-Id"))
                .isEqualTo(health.body().path("correlation_id").asText());
        assertThat(health.data().path("status").asText()).isEqualTo("UP");
        assertThat(health.data().path("version").asText())
                .isEqualTo(ReferenceServer.version())
                .matches("\\d+\\.\\d+\\.\\d+.*");
        assertThat(health.data().path("uptime_seconds").isIntegralNumber()).isTrue();
        assertThat(health.data().path("admin_api").asBoolean()).isTrue();
    }

    @Test
    void everyOtherEndpointNeedsTheAdminTokenAndAnApiTokenNeverOpensIt() {
        String apiToken = server.apiToken();
        for (RawHttp refused : new RawHttp[] {
            new RawHttp(server.baseUrl(), null),
            new RawHttp(server.baseUrl(), apiToken),
            new RawHttp(server.baseUrl(), server.adminToken() + "x"),
            new RawHttp(server.baseUrl(), server.adminToken().substring(1))
        }) {
            for (String path : new String[] {
                "/__admin/faults", "/__admin/requests", "/__admin/openapi.json", "/__admin/no-such-thing"
            }) {
                RawHttp.Answer answer = refused.get(path);
                assertThat(answer.status()).as(path).isEqualTo(401);
                assertThat(answer.header("WWW-Authenticate")).isEqualTo("Bearer realm=\"dgq-admin\"");
                assertThat(answer.code()).isEqualTo("UNAUTHORIZED");
                assertThat(answer.raw().body())
                        .asString(StandardCharsets.UTF_8)
                        .doesNotContain(apiToken)
                        .doesNotContain(server.adminToken());
            }
        }
        assertThat(new RawHttp(server.baseUrl(), apiToken)
                        .post("/__admin/reset", Map.of())
                        .message())
                .contains("not an API token");
        RawHttp.Answer basic =
                admin.send("GET", "/__admin/faults", null, Map.of("Authorization", "Basic " + server.adminToken()));
        assertThat(basic.status()).isEqualTo(401);
        assertThat(basic.message()).contains("Bearer");
    }

    @Test
    void theAdminTokenNeverOpensTheApi() {
        RawHttp.Answer answer = admin.post("/api/v1/governance/domain/list", Map.of());
        assertThat(answer.status()).isEqualTo(401);
        assertThat(answer.code()).isEqualTo("UNAUTHORIZED");
    }

    @Test
    void unknownPathsAre404AndOtherMethods405WithAllow() {
        for (String path : new String[] {"/__admin", "/__admin/", "/__admin/nothing/1", "/__admin/%66aults"}) {
            RawHttp.Answer answer = admin.get(path);
            assertThat(answer.status()).as(path).isEqualTo(404);
            assertThat(answer.code()).isEqualTo("NOT_FOUND");
            assertThat(answer.body().path("success").asBoolean()).isFalse();
        }
        RawHttp.Answer put = admin.put("/__admin/reset", Map.of());
        assertThat(put.status()).isEqualTo(405);
        assertThat(put.header("Allow")).isEqualTo("POST");
        RawHttp.Answer patch = admin.send("PATCH", "/__admin/faults", null, Map.of());
        assertThat(patch.status()).isEqualTo(405);
        assertThat(patch.header("Allow")).isEqualTo("DELETE, GET, POST");
        assertThat(admin.delete("/__admin/health").header("Allow")).isEqualTo("GET");
        assertThat(admin.get("/__admin/faults/1").header("Allow"))
                .as("one rule is only removed")
                .isEqualTo("DELETE");
        assertThat(admin.get("/__admin/faults/").status())
                .as("a trailing slash is ignored")
                .isEqualTo(200);
    }

    @Test
    void resetReturnsToTheSeedWithoutFaultsOrJournal() {
        int seeded = domainCount();
        assertThat(http.post("/api/v1/governance/domain", Map.of("name", "Added"))
                        .status())
                .isEqualTo(200);
        assertThat(domainCount()).isEqualTo(seeded + 1);
        server.faults().always("GET", "/governance/domain/{id}", Fault.error(500));

        RawHttp.Answer reset = admin.post("/__admin/reset", null);
        assertThat(reset.status()).isEqualTo(200);
        assertThat(reset.body().path("success").asBoolean()).isTrue();
        assertThat(domainCount()).isEqualTo(seeded);
        assertThat(server.faults().rules()).isEmpty();
        assertThat(server.requests()).hasSize(1); // the count above, after the reset
    }

    @Test
    void servesThePublishedOpenApiDocumentWithoutTheJavaGeneratorsExtensions() throws Exception {
        RawHttp.Answer answer = admin.get("/__admin/openapi.json");
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.header("Content-Type")).startsWith("application/json");
        assertThat(answer.raw().body())
                .isEqualTo(Files.readAllBytes(Path.of("..", "..", "src", "docs", "published", "openapi.json")));
        assertThat(answer.body().path("openapi").asText()).startsWith("3.");
        // Language-neutral: only the extensions that say something of the API itself are left.
        Set<String> extensions = new TreeSet<>();
        collectExtensions(answer.body(), extensions);
        assertThat(extensions).containsExactly("x-dgq-derived", "x-dgq-inferred");
        // Nothing else is lost: the source without the generator's extensions is the served document.
        JsonNode source = OpenApiDocument.load().root().deepCopy();
        removeExtensions(
                source,
                Set.of(
                        "x-dgq-client",
                        "x-dgq-enums",
                        "x-dgq-generated",
                        "x-dgq-get",
                        "x-dgq-model",
                        "x-dgq-name",
                        "x-dgq-request",
                        "x-dgq-sdk",
                        "x-dgq-server",
                        "x-dgq-set"));
        assertThat(answer.body()).isEqualTo(source);
    }

    private static void collectExtensions(JsonNode node, Set<String> found) {
        node.properties().forEach(member -> {
            if (member.getKey().startsWith("x-dgq-")) {
                found.add(member.getKey());
            }
            collectExtensions(member.getValue(), found);
        });
        if (node.isArray()) {
            node.forEach(item -> collectExtensions(item, found));
        }
    }

    private static void removeExtensions(JsonNode node, Set<String> names) {
        if (node instanceof ObjectNode object) {
            object.remove(names);
            object.forEach(child -> removeExtensions(child, names));
        } else if (node.isArray()) {
            node.forEach(item -> removeExtensions(item, names));
        }
    }

    @Test
    void adminRequestsAreNeitherFaultedNorJournaled() {
        server.faults().always(RequestPattern.any(), Fault.error(500));
        assertThat(admin.get("/__admin/faults").status()).isEqualTo(200);
        assertThat(admin.get("/__admin/requests").status()).isEqualTo(200);
        assertThat(http.post("/api/v1/governance/domain/list", Map.of()).status())
                .isEqualTo(500);
        assertThat(server.requests())
                .extracting(request -> request.path())
                .containsExactly("/api/v1/governance/domain/list");
    }

    @Test
    void aGivenTokenOpensItAndATurnedOffApiAnswersOnlyHealth() {
        try (ReferenceServer given =
                ReferenceServer.builder().adminToken("given-admin-token").start()) {
            assertThat(given.adminToken()).isEqualTo("given-admin-token");
            assertThat(new RawHttp(given.baseUrl(), "given-admin-token")
                            .get("/__admin/faults")
                            .status())
                    .isEqualTo(200);
        }
        try (ReferenceServer off = ReferenceServer.builder().adminApi(false).start()) {
            assertThatThrownBy(off::adminToken)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("adminApi(false)");
            RawHttp anyToken = new RawHttp(off.baseUrl(), "anything");
            for (String path : new String[] {"/__admin/faults", "/__admin/reset", "/__admin/openapi.json"}) {
                assertThat(anyToken.get(path).status()).as(path).isEqualTo(404);
            }
            RawHttp.Answer health = new RawHttp(off.baseUrl(), null).get("/__admin/health");
            assertThat(health.status()).isEqualTo(200);
            assertThat(health.data().path("admin_api").asBoolean()).isFalse();
        }
    }

    @Test
    void theBuilderRefusesUnusableTokensAndLifetimes() {
        ReferenceServer.Builder builder = ReferenceServer.builder();
        for (String token : new String[] {"", "with space", "line\nbreak", "é", "x".repeat(513)}) {
            assertThatThrownBy(() -> builder.adminToken(token))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("adminToken");
        }
        assertThatThrownBy(() -> builder.apiTokenTtl(Duration.ofMillis(999)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> builder.apiTokenTtl(Duration.ofDays(3651)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> builder.clock(null)).isInstanceOf(NullPointerException.class);
    }

    private int domainCount() {
        return http.post("/api/v1/governance/domain/list", Map.of())
                .data()
                .path("total_count")
                .asInt();
    }
}
