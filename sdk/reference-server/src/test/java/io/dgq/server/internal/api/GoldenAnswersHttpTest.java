package io.dgq.server.internal.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.testing.RawHttp;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Answers byte for byte: field order, number formats, string escapes and timestamp styles of get, list and export
 * answers are those of {@code golden-answers.txt}. Only what differs between runs (ids, timestamps, correlation ids,
 * encrypted credentials) is replaced by a placeholder, and the placeholders check its format.
 */
class GoldenAnswersHttpTest {

    private static final String V1 = "/api/v1";
    private static final String UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

    @Test
    void answersAreByteForByteTheGoldenOnes() throws IOException {
        List<String> answers = new ArrayList<>();
        try (ReferenceServer server = ReferenceServer.builder().start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            String domain = id(http.post(
                    V1 + "/governance/domain",
                    "{\"name\":\"Café – “Finance” 😀\","
                            + "\"description\":\"Line\\nbreak, tab\\t, quote \\\", slash \\\\ </script> \\u2028 end\","
                            + "\"type\":\"business\",\"level\":3,\"total_views\":7,\"total_likes\":1.50,"
                            + "\"total_dislikes\":{\"n\":[1,2e3,-0.0,12345678901234567890,0.1e-7]},\"is_active\":true,"
                            + "\"owner\":[{\"id\":\"u1\",\"name\":\"Jane\",\"email\":\"j@x.io\"}],"
                            + "\"context_freshness\":{\"age\":1.0,\"ok\":false,\"nested\":{\"deep\":[null,true]}},"
                            + "\"status\":\"VERIFIED\",\"linked_assets\":9007199254740993}"));
            http.post(V1 + "/governance/domain", "{\"name\":\"b second\",\"status\":\"PENDING\",\"level\":-1}");
            answers.add(raw(http.post(V1 + "/governance/domain", "{\"name\":\"a third\",\"total_likes\":-2}")));
            answers.add(raw(http.get(V1 + "/governance/domain/" + domain)));
            answers.add(raw(http.get(V1 + "/governance/domain/" + domain)));
            answers.add(raw(http.post(
                    V1 + "/governance/domain/list", "{\"sorting\":[{\"column\":\"name\",\"direction\":\"desc\"}]}")));
            answers.add(raw(http.post(
                    V1 + "/governance/domain/export",
                    "{\"filters\":[{\"column\":\"level\",\"operator\":\"gte\",\"value\":0}]}")));
            String metric = id(http.post(
                    V1 + "/metrics/detail",
                    "{\"name\":\"m\",\"asset_id\":\"a1\","
                            + "\"weightage\":10,\"threshold\":{\"lower_threshold\":0.0,\"upper_threshold\":5.25e1},"
                            + "\"properties\":[{\"k\":\"v\"}],\"is_positive\":true}"));
            answers.add(raw(http.get(V1 + "/metrics/detail/" + metric)));
            answers.add(raw(http.get(V1 + "/metrics/detail/asset/a1")));
            answers.add(raw(http.post(
                    V1 + "/core/source",
                    "{\"name\":\"src\",\"credentials\":{\"port\":\"5432\","
                            + "\"server\":\"db\",\"password\":\"pw\"},\"config\":{\"x\":[1,{\"y\":\"z\"}]},"
                            + "\"source_type\":{\"tag\":\"pg\"}}")));
            answers.add(raw(http.post(V1 + "/core/source/list", "{}")));
            String tab = id(http.post(V1 + "/governance/field/update-tab", "{\"name\":\"General\",\"icon\":\"i\"}"));
            answers.add(raw(http.post(
                    V1 + "/governance/field",
                    "{\"name\":\"f\",\"field_tab_id\":\"" + tab
                            + "\",\"data_type\":\"number\",\"level\":\"domain\",\"display_order\":2}")));
            answers.add(
                    raw(http.post(V1 + "/governance/field/list", "{\"pagination\":{\"page\":1," + "\"pageSize\":1}}")));
            answers.add(raw(http.post(V1 + "/metrics/parameter/list", "{}")));
        }
        String actual = String.join("\n", answers) + "\n";
        String golden;
        try (InputStream in = GoldenAnswersHttpTest.class.getResourceAsStream("golden-answers.txt")) {
            golden = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String update = System.getProperty("golden.write");
        if (update != null) {
            Files.writeString(Path.of(update), actual, StandardCharsets.UTF_8);
        }
        assertThat(actual).isEqualTo(golden);
    }

    private static String id(RawHttp.Answer answer) {
        assertThat(answer.status()).as(answer.body().toString()).isEqualTo(200);
        return answer.data().path("id").asText();
    }

    /** The answer's bytes, with what differs between runs replaced by placeholders. */
    private static String raw(RawHttp.Answer answer) {
        assertThat(answer.status()).as(answer.body().toString()).isEqualTo(200);
        return new String(answer.raw().body(), StandardCharsets.UTF_8)
                .replaceAll(UUID, "<uuid>")
                .replaceAll("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z", "<time-z>")
                .replaceAll("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}\\+00:00", "<time-offset>")
                .replaceAll("\"(server|username|password)\":\"[A-Za-z0-9+/=]{30,}\"", "\"$1\":\"<sealed>\"")
                .replaceAll("\"trendValue\":\"\\+\\d+\"", "\"trendValue\":\"<n>\"");
    }
}
