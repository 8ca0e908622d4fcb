package io.dgq.server.proxy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.DriftReport;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.faults.Fault;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An upstream made to drift, with the answer faults of the upstream reference server: the drift report names each
 * difference with its count and a redacted example, in {@code drift()}, {@code /__admin/drift} and the file; and the
 * caller's token appears in no file the proxy wrote, nor in its journal or admin data.
 */
class ProxyDriftTest {

    private static final String PATTERN_GET = "/metrics/pattern/{patternId}";

    @TempDir
    Path dir;

    @Test
    void eachKindOfDriftIsNamedWithItsCountAndARedactedExample() throws IOException {
        try (ReferenceServer upstream =
                        ReferenceServer.builder().seed(Seed.DEMO).start();
                ReferenceServer proxy = ReferenceServer.builder()
                        .proxyTo(URI.create(upstream.baseUrl()))
                        .driftReport(dir.resolve("drift.json"))
                        .start()) {
            String token = upstream.apiToken();
            JsonNode pattern = Calls.send(upstream.baseUrl(), "POST", "/api/v1/metrics/pattern/list", token, "{}")
                    .json()
                    .path("data")
                    .path("data")
                    .path(0);
            String id = pattern.path("id").asText();
            String get = "/api/v1/metrics/pattern/" + id;
            com.fasterxml.jackson.databind.node.ObjectNode drifted = pattern.deepCopy();
            drifted.put("risk_score", 7) // a member the document does not name
                    .put("owner_email", "jane.doe@acme.example.com")
                    .put("is_valid", "yes") // declared boolean
                    .putNull("name") // declared string, not nullable
                    .put("created_at", "yesterday") // declared date-time
                    .put("debug", "Bearer " + token); // a member the document does not name, holding the token
            drifted.remove("created_by"); // a required member
            String body = "{\"success\":true,\"message\":\"Pattern found\",\"timestamp\":\"2026-11-28T10:00:00+00:00\","
                    + "\"correlation_id\":\"c1\",\"data\":" + drifted + "}";
            upstream.faults().times(2, "GET", PATTERN_GET, Fault.rawAnswer(200, "application/json", body));
            upstream.faults().times(1, "GET", PATTERN_GET, Fault.error(418));

            for (int i = 0; i < 2; i++) {
                Calls.Answer answer = Calls.send(proxy.baseUrl(), "GET", get, token, null);
                assertThat(answer.status()).isEqualTo(200);
                assertThat(answer.text()).as("the answer goes back unchanged").isEqualTo(body);
            }
            assertThat(Calls.send(proxy.baseUrl(), "GET", get, token, null).status())
                    .isEqualTo(418);
            assertThat(Calls.send(proxy.baseUrl(), "GET", get, token, null).status())
                    .as("faithful again")
                    .isEqualTo(200);

            DriftReport drift = proxy.drift();
            assertThat(drift.checkedAnswers()).isEqualTo(4);
            assertThat(drift.differences())
                    .extracting(d -> d.operationId() + " " + d.member() + " " + d.kind() + " " + d.count())
                    .containsExactly(
                            "patterns.get (status) UNDECLARED_STATUS 1",
                            "patterns.get data.created_at FORMAT_MISMATCH 2",
                            "patterns.get data.created_by MISSING_MEMBER 2",
                            "patterns.get data.debug UNDECLARED_MEMBER 2",
                            "patterns.get data.error.code UNDECLARED_ENUM_VALUE 1",
                            "patterns.get data.is_valid TYPE_MISMATCH 2",
                            "patterns.get data.name NULL_NOT_ALLOWED 2",
                            "patterns.get data.owner_email UNDECLARED_MEMBER 2",
                            "patterns.get data.risk_score UNDECLARED_MEMBER 2");
            assertThat(drift.differences())
                    .filteredOn(d -> d.member().equals("data.risk_score"))
                    .singleElement()
                    .satisfies(d -> {
                        assertThat(d.detail()).contains("seen integer");
                        assertThat(d.example()).isEqualTo("7");
                    });
            assertThat(drift.differences())
                    .filteredOn(d -> d.member().equals("data.owner_email"))
                    .singleElement()
                    .satisfies(d -> assertThat(d.example()).isEqualTo("<email>"));
            assertThat(drift.differences())
                    .filteredOn(d -> d.member().equals("data.is_valid"))
                    .singleElement()
                    .satisfies(d -> assertThat(d.detail()).contains("[boolean]").contains("seen string"));
            assertThatThrownBy(drift::assertNoDrift)
                    .isInstanceOf(AssertionError.class)
                    .hasMessageContaining("9 differences in 1 operation");
            assertThat(drift.summary()).contains("4 answers of 127.0.0.1 checked");

            Calls.Answer admin = Calls.send(proxy.baseUrl(), "POST", "/__admin/drift", proxy.adminToken(), null);
            assertThat(admin.status()).isEqualTo(200);
            assertThat(admin.json().path("data").path("differences").asInt()).isEqualTo(9);
            JsonNode file = Calls.MAPPER.readTree(Files.readAllBytes(dir.resolve("drift.json")));
            assertThat(file.path("operations").path(0).path("operation_id").asText())
                    .isEqualTo("patterns.get");
            assertThat(file.path("operations").path(0).path("drift")).hasSize(9);

            String journal = Calls.send(proxy.baseUrl(), "GET", "/__admin/requests", proxy.adminToken(), null)
                    .text();
            assertThat(journal).as("the proxy journals its calls").contains(id);
            String stats = Calls.send(proxy.baseUrl(), "GET", "/__admin/stats", proxy.adminToken(), null)
                    .text();
            String console = Calls.send(proxy.baseUrl(), "GET", "/__admin/drift", proxy.adminToken(), null)
                    .text(); // what the console's Drift view shows
            assertThat(console).contains("\"data.owner_email\"").doesNotContain("jane.doe");
            assertThat(admin.text()).doesNotContain("jane.doe");
            proxy.close();
            assertThat(Files.exists(dir.resolve("drift.json"))).isTrue();
            assertThat(tokenFree(token, journal, stats, admin.text(), console)).isTrue();
            try (Stream<Path> written = Files.walk(dir)) {
                for (Path path : written.filter(Files::isRegularFile).toList()) {
                    String text = Files.readString(path, StandardCharsets.UTF_8);
                    assertThat(text).as(path.toString()).doesNotContain(token).doesNotContain("jane.doe");
                }
            }
        }
    }

    private static boolean tokenFree(String token, String... texts) {
        for (String text : texts) {
            assertThat(text).doesNotContain(token).doesNotContain(token.substring(token.lastIndexOf('.') + 1));
        }
        return true;
    }
}
