package io.dgq.server.internal.rules;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.testing.DemoServerHttpTest;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Rules the server enforces, each stated by the document so that a validating client or gateway learns it there:
 * the document and the server refuse the same bodies, and the server's message names what was wrong.
 */
class DocumentedRulesHttpTest extends DemoServerHttpTest {

    private static final OpenApiDocument API = OpenApiDocument.load();
    private static final OpenApiDocument ADMIN = OpenApiDocument.load("src/docs/admin-openapi.json");
    private static final String TOKENS = "/api/v1/auth/access_token/";

    DocumentedRulesHttpTest() {
        super(true);
    }

    @Test
    void expiredAtIsATimestampOrADateAndNeverEmpty() {
        for (String refused : List.of("", "tomorrow", "2099-13", "2099/01/01")) {
            Map<String, Object> body = Map.of("generated_for", "API", "expired_at", refused);
            assertThat(API.validateRequest("POST", TOKENS, json(body)))
                    .as("the document refuses expired_at '%s'", refused)
                    .isNotEmpty();
            RawHttp.Answer answer = http.post(TOKENS, body);
            assertThat(answer.status()).as("'%s' -> %s", refused, answer.body()).isEqualTo(400);
            assertThat(answer.message()).contains("expired_at");
        }
        for (String taken :
                List.of("2099-01-01", "2099-01-01T10:00", "2099-01-01T10:00:00.5Z", "2099-01-01T10:00+02:00")) {
            Map<String, Object> body = Map.of("generated_for", "API", "expired_at", taken);
            assertThat(API.validateRequest("POST", TOKENS, json(body))).isEmpty();
            assertThat(http.post(TOKENS, body).status()).as(taken).isEqualTo(200);
        }
    }

    @Test
    void eachFaultTypeRequiresItsOwnMembers() {
        Map<Map<String, Object>, String> refused = Map.of(
                Map.of("type", "error"), "fault.status is required",
                Map.of("type", "delay"), "fault.delay_ms is required",
                Map.of("type", "redirect", "status", 302), "fault.location is required",
                Map.of("type", "redirect", "status", 300, "location", "/x"), "301, 302, 303, 307 or 308",
                Map.of("type", "raw_answer", "status", 200), "fault.body is required",
                Map.of("type", "slow_body", "bytes_per_second", 0), "fault.bytes_per_second",
                Map.of("type", "drop_connection", "status", 500), "fault.status is not a known field",
                Map.of("type", "delay", "delay_ms", 600_001), "fault.delay_ms");
        List<String> problems = new ArrayList<>();
        refused.forEach((fault, message) -> {
            Map<String, Object> rule = Map.of("path", "/governance/domain/list", "fault", fault);
            if (ADMIN.validateRequest("POST", "/__admin/faults", json(rule)).isEmpty()) {
                problems.add("the document takes " + fault);
            }
            RawHttp.Answer answer = admin.post("/__admin/faults", rule);
            if (answer.status() != 400 || !answer.message().contains(message)) {
                problems.add(fault + " -> " + answer.status() + " " + answer.message());
            }
        });
        assertThat(problems).isEmpty();
        assertThat(ADMIN.root()
                        .at("/components/schemas/FaultRequest/discriminator/propertyName")
                        .asText())
                .isEqualTo("type");
        assertThat(ADMIN.root().at("/components/schemas/FaultRequest/oneOf")).hasSize(10);
    }

    @Test
    void theJournalsMethodIsOneOfTheDocumentsEnum() {
        JsonNode parameters = ADMIN.root().at("/paths/~1__admin~1requests/get/parameters");
        List<String> methods = new ArrayList<>();
        parameters.forEach(parameter -> {
            if (parameter.path("name").asText().equals("method")) {
                parameter.path("schema").path("enum").forEach(method -> methods.add(method.asText()));
            }
        });
        assertThat(methods).containsExactly("*", "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");
        for (String method : methods) {
            assertThat(admin.get("/__admin/requests?method=" + (method.equals("*") ? "%2A" : method))
                            .status())
                    .as(method)
                    .isEqualTo(200);
        }
        RawHttp.Answer refused = admin.get("/__admin/requests?method=FETCH");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.message()).contains("method must be one of");
        RawHttp.Answer rule = admin.post(
                "/__admin/faults", Map.of("method", "FETCH", "path", "/x", "fault", Map.of("type", "drop_connection")));
        assertThat(rule.status()).isEqualTo(400);
        assertThat(rule.message()).contains("method must be one of");
    }

    @Test
    void formatVersionIsBoundedAsTheServerReadsIt() {
        JsonNode version = ADMIN.root().at("/components/schemas/Snapshot/properties/format_version");
        assertThat(version.path("minimum").asInt()).isEqualTo(1);
        assertThat(version.path("maximum").asInt()).isEqualTo(1);
        String before = server.snapshot();
        Map<String, Object> newer =
                Map.of("format", "dgq-reference-server/snapshot", "format_version", 2, "resources", Map.of());
        assertThat(ADMIN.validateRequest("PUT", "/__admin/snapshot", json(newer)))
                .isNotEmpty();
        RawHttp.Answer refused = admin.put("/__admin/snapshot", newer);
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.message()).contains("format_version 2 is newer");
        assertThat(server.snapshot()).isEqualTo(before);
    }

    private static JsonNode json(Object value) {
        return RawHttp.MAPPER.valueToTree(value);
    }
}
