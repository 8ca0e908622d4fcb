package io.dgq.server.admin;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.internal.transport.http2.Http2HttpTest;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every answer of the admin API, in a scenario that calls each of its operations, validates against
 * src/docs/admin-openapi.json, which the server also serves; refusals validate as the error envelope.
 */
class AdminOpenApiAnswersTest {

    private static final String ADMIN_DOCUMENT = "src/docs/admin-openapi.json";
    private static final OpenApiDocument DOCUMENT = OpenApiDocument.load(ADMIN_DOCUMENT);

    private static ReferenceServer server;
    private static RawHttp admin;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        admin = new RawHttp(server.baseUrl(), server.adminToken());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void whatTheServerRefusesTheDocumentRefusesToo() {
        JsonNode relative = OpenApiDocument.readJsonText(
                "{\"path\": \"governance/domain/list\", \"fault\": {\"type\": \"drop_connection\"}}");
        assertThat(DOCUMENT.validateRequest("POST", "/__admin/faults", relative))
                .isNotEmpty();
        assertThat(admin.post("/__admin/faults", relative.toString()).status()).isEqualTo(400);
        JsonNode foreign =
                OpenApiDocument.readJsonText("{\"format\": \"other\", \"format_version\": 1, \"resources\": {}}");
        assertThat(DOCUMENT.validateRequest("PUT", "/__admin/snapshot", foreign))
                .isNotEmpty();
        assertThat(admin.put("/__admin/snapshot", foreign.toString()).status()).isEqualTo(400);
        JsonNode own = OpenApiDocument.readJsonText(server.snapshot());
        assertThat(DOCUMENT.validateRequest("PUT", "/__admin/snapshot", own)).isEmpty();
    }

    @Test
    void everyAdminAnswerIsTheDocumentedShape() throws Exception {
        valid("GET", "/__admin/health", 200, new RawHttp(server.baseUrl(), null).get("/__admin/health"));
        valid(
                "POST",
                "/__admin/faults",
                200,
                admin.post(
                        "/__admin/faults",
                        Map.of(
                                "method",
                                "GET",
                                "path",
                                "/governance/domain/{id}",
                                "times",
                                1,
                                "fault",
                                Map.of("type", "error", "status", 503, "retry_after_seconds", 1))));
        valid(
                "POST",
                "/__admin/faults",
                200,
                admin.post(
                        "/__admin/faults",
                        Map.of("regex", ".*/tag/.*", "fault", Map.of("type", "delay", "delay_ms", 1))));
        valid("GET", "/__admin/faults", 200, admin.get("/__admin/faults"));
        long ruleId = admin.get("/__admin/faults")
                .data()
                .path("rules")
                .path(1)
                .path("id")
                .asLong();
        valid("DELETE", "/__admin/faults/{id}", 200, admin.delete("/__admin/faults/" + ruleId));
        valid("DELETE", "/__admin/faults/{id}", 404, admin.delete("/__admin/faults/" + ruleId));

        RawHttp api = new RawHttp(server.baseUrl(), server.apiToken());
        assertThat(api.get("/api/v1/governance/domain/d-1").status()).isEqualTo(503);
        api.post("/api/v1/governance/domain", Map.of("name", "Journaled", "owner", List.of(Map.of("id", "u-1"))));
        RawHttp.Answer journal = admin.get("/__admin/requests");
        valid("GET", "/__admin/requests", 200, journal);
        JsonNode requests = journal.data().path("requests");
        assertThat(requests.size()).isEqualTo(2);
        assertThat(requests.path(0).path("fault").path("type").asText()).isEqualTo("error");
        assertThat(requests.path(1).path("body").path("name").asText()).isEqualTo("Journaled");
        valid("GET", "/__admin/requests", 200, admin.get("/__admin/requests?method=POST&path=/governance/domain"));
        valid("GET", "/__admin/requests", 400, admin.get("/__admin/requests?verb=GET"));
        valid("GET", "/__admin/requests", 200, admin.get("/__admin/requests?since=1"));
        valid("GET", "/__admin/records", 200, admin.get("/__admin/records"));
        valid(
                "POST",
                "/__admin/records/{resource}",
                200,
                admin.post("/__admin/records/domain", Map.of("pagination", Map.of("page", 1, "pageSize", 5))));
        valid("POST", "/__admin/records/{resource}", 200, admin.post("/__admin/records/source", Map.of()));
        valid("POST", "/__admin/records/{resource}", 404, admin.post("/__admin/records/dragons", Map.of()));
        valid("POST", "/__admin/records/{resource}", 400, admin.post("/__admin/records/domain", Map.of("x", 1)));
        valid("GET", "/__admin/stats", 200, admin.get("/__admin/stats"));

        for (Map<String, Object> fault : List.<Map<String, Object>>of(
                Map.of("type", "redirect", "status", 307, "location", "http://127.0.0.1:9/elsewhere"),
                Map.of("type", "close_when_idle", "idle_ms", 0),
                Map.of("type", "proxy_error_page", "status", 502),
                Map.of("type", "slow_body", "bytes_per_second", 100))) {
            assertThat(DOCUMENT.validateRequest(
                            "POST",
                            "/__admin/faults",
                            RawHttp.MAPPER.valueToTree(Map.of("regex", "/none", "fault", fault))))
                    .as(fault.toString())
                    .isEmpty();
            valid(
                    "POST",
                    "/__admin/faults",
                    200,
                    admin.post("/__admin/faults", Map.of("regex", "/none", "fault", fault)));
        }
        valid("GET", "/__admin/faults", 200, admin.get("/__admin/faults"));
        valid("DELETE", "/__admin/faults", 200, admin.delete("/__admin/faults"));
        valid("DELETE", "/__admin/requests", 200, admin.delete("/__admin/requests"));
        RawHttp.Answer snapshot = admin.get("/__admin/snapshot");
        valid("GET", "/__admin/snapshot", 200, snapshot);
        valid(
                "PUT",
                "/__admin/snapshot",
                200,
                admin.put("/__admin/snapshot", snapshot.raw().body()));
        valid("PUT", "/__admin/snapshot", 400, admin.put("/__admin/snapshot", "[]"));
        valid("POST", "/__admin/reset", 200, admin.post("/__admin/reset", Map.of()));
        valid("GET", "/__admin/openapi.json", 200, admin.get("/__admin/openapi.json"));
        RawHttp.Answer self = admin.get("/__admin/admin-openapi.json");
        valid("GET", "/__admin/admin-openapi.json", 200, self);
        assertThat(self.raw().body())
                .as("served as it is")
                .isEqualTo(Files.readAllBytes(OpenApiDocument.projectFile(ADMIN_DOCUMENT)));
        valid("GET", "/__admin/faults", 401, new RawHttp(server.baseUrl(), server.apiToken()).get("/__admin/faults"));
        valid("POST", "/__admin/reset", 405, admin.get("/__admin/reset"));
    }

    @Test
    void aJournalOfHttp2RequestsIsTheDocumentedShape() throws Exception {
        try (ReferenceServer h2 = ReferenceServer.builder().seed(Seed.DEMO).start()) {
            try (okhttp3.Response response = Http2HttpTest.priorKnowledge()
                    .newCall(new okhttp3.Request.Builder()
                            .url(h2.baseUrl() + "/api/v1/governance/domain/list")
                            .header("Authorization", "Bearer " + h2.apiToken())
                            .post(okhttp3.RequestBody.create("{}", okhttp3.MediaType.get("application/json")))
                            .build())
                    .execute()) {
                assertThat(response.protocol()).isEqualTo(okhttp3.Protocol.H2_PRIOR_KNOWLEDGE);
            }
            RawHttp.Answer journal = new RawHttp(h2.baseUrl(), h2.adminToken()).get("/__admin/requests");
            valid("GET", "/__admin/requests", 200, journal);
            assertThat(journal.body().toString()).contains("\"protocol\":\"HTTP/2\"");
        }
    }

    private static void valid(String method, String path, int status, RawHttp.Answer answer) {
        assertThat(answer.status()).as("%s %s: %s", method, path, answer.body()).isEqualTo(status);
        assertThat(DOCUMENT.validateAnswer(method, path, status, answer.body()))
                .as("%s %s %s", method, path, status)
                .isEmpty();
    }
}
