package io.dgq.server.internal.routing;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.testing.DemoServerHttpTest;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A path whose last parameter is left empty ({@code /metrics/detail/asset/}) names no record: it is a 404 naming the
 * empty parameter, never the operation of a sibling template whose parameter the literal before it would fill
 * ({@code /metrics/detail/{id}} with the id {@code asset}). Every operation of the document is tried so.
 */
class EmptyPathSegmentHttpTest extends DemoServerHttpTest {

    EmptyPathSegmentHttpTest() {
        super(false);
    }

    @Test
    void anEmptyAssetIdIsNotTheMetricDetailWithIdAsset() {
        RawHttp.Answer answer = http.get("/api/v1/metrics/detail/asset/");
        assertThat(answer.status()).as(answer.body().toString()).isEqualTo(404);
        assertThat(answer.code()).isEqualTo("NOT_FOUND");
        assertThat(answer.message()).contains("{assetId}").contains("is empty");
    }

    @Test
    void aTrailingSlashAfterAFilledParameterOrALiteralIsStillIgnored() {
        String id = http.post("/api/v1/governance/domain/list", Map.of())
                .data()
                .path("data")
                .get(0)
                .path("id")
                .asText();
        assertThat(http.get("/api/v1/governance/domain/" + id + "/").status()).isEqualTo(200);
        assertThat(http.post("/api/v1/governance/domain/list/", Map.of()).status())
                .isEqualTo(200);
    }

    @Test
    void noOperationAnswers2xxWithItsLastParameterEmpty() {
        List<String> answered = new ArrayList<>();
        int tried = 0;
        for (String operation : OpenApiDocument.load().operations().keySet()) {
            String method = operation.substring(0, operation.indexOf(' '));
            String template = operation.substring(method.length() + 1);
            if (!template.endsWith("}")) {
                continue;
            }
            String path = template.substring(0, template.lastIndexOf('{')).replaceAll("\\{[^}]+}", "x");
            tried++;
            RawHttp.Answer answer = http.send(
                    method,
                    path,
                    method.equals("GET") || method.equals("DELETE") ? null : "{}".getBytes(StandardCharsets.UTF_8),
                    Map.of("Content-Type", "application/json"));
            if (answer.status() < 300 || answer.status() >= 500) {
                answered.add(method + " " + path + " -> " + answer.status());
            }
        }
        assertThat(tried).isGreaterThanOrEqualTo(20);
        assertThat(answered).isEmpty();
    }
}
