package io.dgq.server.admin;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.faults.Fault;
import io.dgq.server.faults.FaultRule;
import io.dgq.server.testing.DemoServerHttpTest;
import io.dgq.server.testing.RawHttp;
import io.dgq.server.testing.RawSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Faults and the journal driven over HTTP through /__admin, as a test in another language would. */
class AdminFaultsAndJournalHttpTest extends DemoServerHttpTest {

    private static final String LIST = "/api/v1/governance/domain/list";

    AdminFaultsAndJournalHttpTest() {
        super(true);
    }

    @Test
    void anErrorRuleAddedOverHttpAppliesOnceLikeTheJavaOne() {
        RawHttp.Answer added = admin.post(
                "/__admin/faults",
                Map.of(
                        "method",
                        "POST",
                        "path",
                        "/governance/domain/list",
                        "times",
                        1,
                        "fault",
                        Map.of(
                                "type",
                                "error",
                                "status",
                                503,
                                "message",
                                "Try later",
                                "retry_after_seconds",
                                1,
                                "details",
                                List.of(Map.of("field", "name", "message", "is busy")))));
        assertThat(added.status()).isEqualTo(200);
        JsonNode rule = added.data().path("rule");
        assertThat(rule.path("method").asText()).isEqualTo("POST");
        assertThat(rule.path("path").asText()).isEqualTo(LIST);
        assertThat(rule.path("remaining").asInt()).isEqualTo(1);
        assertThat(rule.path("fault").path("code").asText()).isEqualTo("SERVICE_UNAVAILABLE");
        assertThat(server.faults().rules())
                .singleElement()
                .extracting(FaultRule::fault)
                .isEqualTo(Fault.error(503)
                        .withMessage("Try later")
                        .withDetail("name", "is busy")
                        .withRetryAfter(Duration.ofSeconds(1)));

        RawHttp.Answer faulted = http.post(LIST, Map.of());
        assertThat(faulted.status()).isEqualTo(503);
        assertThat(faulted.header("Retry-After")).isEqualTo("1");
        assertThat(faulted.message()).isEqualTo("Try later");
        assertThat(http.post(LIST, Map.of()).status()).isEqualTo(200);
        assertThat(admin.get("/__admin/faults").data().path("count").asInt()).isZero();
    }

    @Test
    void everyFaultTypeReadsBackAsItWasAdded() {
        List<Map<String, Object>> faults = List.of(
                Map.of(
                        "type",
                        "error",
                        "status",
                        409,
                        "code",
                        "CONFLICT",
                        "message",
                        "taken",
                        "details",
                        List.of(Map.of("field", "name", "message", "is taken")),
                        "headers",
                        Map.of("X-Reason", "test")),
                Map.of("type", "delay", "delay_ms", 250),
                Map.of("type", "drop_connection"),
                Map.of("type", "truncated_body"),
                Map.of("type", "raw_answer", "status", 502, "content_type", "text/html", "body", "<h1>proxy</h1>"),
                Map.of("type", "redirect", "status", 308, "location", "https://127.0.0.1:8443/api/v1/x"),
                Map.of("type", "close_when_idle", "idle_ms", 1500),
                Map.of("type", "slow_body", "bytes_per_second", 64));
        for (Map<String, Object> fault : faults) {
            assertThat(admin.post("/__admin/faults", Map.of("regex", "/api/v1/none/.*", "fault", fault))
                            .status())
                    .as(fault.toString())
                    .isEqualTo(200);
        }
        assertThat(admin.post("/__admin/faults", Map.of("path", "/x", "fault", Map.of("type", "not_envelope")))
                        .data()
                        .path("rule")
                        .path("fault")
                        .path("type")
                        .asText())
                .isEqualTo("raw_answer");

        RawHttp.Answer listed = admin.get("/__admin/faults");
        assertThat(listed.data().path("count").asInt()).isEqualTo(9);
        for (int i = 0; i < faults.size(); i++) {
            JsonNode rule = listed.data().path("rules").get(i);
            assertThat(rule.path("method").asText()).isEqualTo("*");
            assertThat(rule.path("regex").asText()).isEqualTo("/api/v1/none/.*");
            assertThat(rule.path("remaining").isNull()).as("until removed").isTrue();
            assertThat(rule.path("applied").asInt()).isZero();
            assertThat(rule.path("fault")).isEqualTo(RawHttp.MAPPER.valueToTree(faults.get(i)));
        }

        RawHttp.Answer cleared = admin.delete("/__admin/faults");
        assertThat(cleared.data().path("removed").asInt()).isEqualTo(9);
        assertThat(server.faults().rules()).isEmpty();
    }

    @Test
    void unusableRulesAreRefusedWithA4xxEnvelopeNamingTheProblem() {
        Map<String, Object> error = Map.of("type", "error", "status", 503);
        Map<Object, String> bodies = new LinkedHashMap<>();
        bodies.put("{\"path\": ", "not valid JSON");
        bodies.put("[1, 2]", "body must be a JSON object");
        bodies.put(Map.of("path", "/x", "fault", error, "when", "now"), "when is not a known field");
        bodies.put(Map.of("fault", error), "exactly one of path");
        bodies.put(Map.of("path", "/x", "regex", ".*", "fault", error), "exactly one of path");
        bodies.put(Map.of("path", "x", "fault", error), "template must start with '/'");
        bodies.put(Map.of("regex", "(", "fault", error), "not a valid regular expression");
        bodies.put(Map.of("method", "GET POST", "path", "/x", "fault", error), "method must be");
        bodies.put(Map.of("path", "/x"), "fault is required");
        bodies.put(Map.of("path", "/x", "fault", "error"), "fault must be a JSON object");
        bodies.put(Map.of("path", "/x", "fault", Map.of("type", "boom")), "fault.type must be one of");
        bodies.put(Map.of("path", "/x", "fault", Map.of("type", "error", "status", 200)), "fault.status");
        bodies.put(Map.of("path", "/x", "fault", Map.of("type", "error", "status", "503")), "fault.status");
        bodies.put(Map.of("path", "/x", "fault", Map.of("type", "error")), "fault.status is required");
        bodies.put(
                Map.of(
                        "path",
                        "/x",
                        "fault",
                        Map.of("type", "error", "status", 500, "headers", Map.of("Content-Length", "1"))),
                "the server sets Content-Length itself");
        bodies.put(Map.of("path", "/x", "fault", Map.of("type", "delay", "delay_ms", 600_001)), "fault.delay_ms");
        bodies.put(Map.of("path", "/x", "fault", Map.of("type", "drop_connection", "status", 1)), "fault.status");
        bodies.put(Map.of("path", "/x", "times", 0, "fault", error), "times must be an integer 1..");
        bodies.put(Map.of("path", "/x", "times", 1.5, "fault", error), "times must be an integer");
        for (Map.Entry<Object, String> body : bodies.entrySet()) {
            RawHttp.Answer answer = admin.post("/__admin/faults", body.getKey());
            assertThat(answer.status()).as(body.getKey().toString()).isEqualTo(400);
            assertThat(answer.code()).isEqualTo("VALIDATION_FAILED");
            assertThat(answer.message()).as(body.getKey().toString()).contains(body.getValue());
        }
        assertThat(admin.post("/__admin/faults", null).message()).contains("body must be a JSON object");
        RawHttp.Answer plain = admin.send(
                "POST", "/__admin/faults", "{}".getBytes(StandardCharsets.UTF_8), Map.of("Content-Type", "text/plain"));
        assertThat(plain.status()).isEqualTo(415);
        assertThat(server.faults().rules()).isEmpty();
    }

    @Test
    void theJournalReadsAsJsonFilteredAndRedacted() {
        assertThat(http.post("/api/v1/governance/domain", Map.of("name", "Finance"))
                        .status())
                .isEqualTo(200);
        assertThat(http.post("/api/v1/governance/domain", Map.of("name", "X", "password", "hunter2"))
                        .status())
                .isEqualTo(400);
        assertThat(http.post(LIST, Map.of()).status()).isEqualTo(200);

        RawHttp.Answer all = admin.get("/__admin/requests");
        assertThat(all.data().path("count").asInt()).isEqualTo(3);
        assertThat(all.data().path("capacity").asInt()).isEqualTo(ReferenceServer.DEFAULT_JOURNAL_CAPACITY);
        assertThat(all.raw().body())
                .asString(StandardCharsets.UTF_8)
                .doesNotContain("hunter2")
                .doesNotContain(server.apiToken().substring(40));
        JsonNode first = all.data().path("requests").get(0);
        assertThat(first.path("method").asText()).isEqualTo("POST");
        assertThat(first.path("path").asText()).isEqualTo("/api/v1/governance/domain");
        assertThat(first.path("body").path("name").asText()).isEqualTo("Finance");
        assertThat(first.path("headers").path("Authorization").get(0).asText()).isEqualTo("Bearer [REDACTED]");
        assertThat(first.path("status").asInt()).isEqualTo(200);
        assertThat(first.path("correlation_id").asText())
                .isEqualTo(server.requests().get(0).correlationId());
        assertThat(first.path("time").asText())
                .isEqualTo(server.requests().get(0).time().toString());
        assertThat(first.path("fault").isNull()).isTrue();
        assertThat(all.data()
                        .path("requests")
                        .get(1)
                        .path("body")
                        .path("password")
                        .asText())
                .isEqualTo("[REDACTED]");

        RawHttp.Answer creates = admin.get("/__admin/requests?method=POST&path=%2Fgovernance%2Fdomain");
        assertThat(creates.data().path("count").asInt()).isEqualTo(2);
        assertThat(admin.get("/__admin/requests?path=/governance/domain/list")
                        .data()
                        .path("count")
                        .asInt())
                .isEqualTo(1);
        assertThat(admin.get("/__admin/requests?method=GET")
                        .data()
                        .path("count")
                        .asInt())
                .isZero();

        for (String query : new String[] {"?limit=1", "?path=nope", "?method=G%20T"}) {
            RawHttp.Answer refused = admin.get("/__admin/requests" + query);
            assertThat(refused.status()).as(query).isEqualTo(400);
            assertThat(refused.code()).isEqualTo("VALIDATION_FAILED");
        }
        byte[] badEscape =
                RawSocket.exchange(server.port(), "GET", "/__admin/requests?path=%zz", server.adminToken(), null);
        assertThat(RawSocket.head(badEscape)).startsWith("HTTP/1.1 400 ");
        assertThat(new String(badEscape, StandardCharsets.UTF_8)).contains("\"code\":\"VALIDATION_FAILED\"");

        assertThat(admin.delete("/__admin/requests").data().path("removed").asInt())
                .isEqualTo(3);
        assertThat(server.requests()).isEmpty();
    }

    @Test
    void aFaultedRequestShowsItsFaultInTheJournal() {
        server.faults().once("POST", "/governance/domain/list", Fault.error(429));
        assertThat(http.post(LIST, Map.of()).status()).isEqualTo(429);
        JsonNode request =
                admin.get("/__admin/requests").data().path("requests").get(0);
        assertThat(request.path("status").asInt()).isEqualTo(429);
        assertThat(request.path("fault").path("type").asText()).isEqualTo("error");
        assertThat(request.path("fault").path("code").asText()).isEqualTo("RATE_LIMITED");
    }
}
