package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.testing.ChildJvm;
import io.dgq.server.testing.RawHttp;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The standalone entry point, run in a child JVM as users run it. */
class ReferenceServerMainTest {

    @Test
    void printsBaseUrlAndTokenFirstThenServesAndStopsOnSigterm() throws Exception {
        Process process = ChildJvm.launch("--port", "0", "--jwt-secret", "main-test-secret", "--seed", "demo");
        try {
            BufferedReader out =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String first = out.readLine();
            String second = out.readLine();
            assertThat(first).matches("DGQ_BASE_URL=http://127\\.0\\.0\\.1:\\d+");
            assertThat(second).matches("DGQ_API_TOKEN=[\\w-]+\\.[\\w-]+\\.[\\w-]+");
            String baseUrl = first.substring("DGQ_BASE_URL=".length());
            String token = second.substring("DGQ_API_TOKEN=".length());

            RawHttp.Answer answer = new RawHttp(baseUrl, token).post("/api/v1/metrics/alert-cluster/list", Map.of());
            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.data().path("total_count").asInt()).isGreaterThanOrEqualTo(20);

            assertThat(process.toHandle().destroy()).isTrue();
            assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(rest(out)).contains("DGQ reference server stopped");
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void badFlagsPrintUsageAndExitWithTwo() throws Exception {
        for (String[] flags : List.of(
                new String[] {"--port", "http"},
                new String[] {"--seed", "full"},
                new String[] {"--frobnicate"},
                new String[] {"--port"})) {
            Process process = ChildJvm.launch(flags);
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).as(String.join(" ", flags)).isEqualTo(2);
            String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(stderr).contains("Usage:");
        }
    }

    @Test
    void helpPrintsUsageAndExitsWithZero() throws Exception {
        Process process = ChildJvm.launch("--help");
        assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isZero();
        assertThat(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8))
                .contains("--jwt-secret")
                .contains("--max-body-bytes")
                .contains("--lenient");
    }

    @Test
    void flagsParseIntoTheBuilder() {
        assertThat(ReferenceServerMain.parse(new String[] {"--help"})).isNull();
        assertThat(ReferenceServerMain.parse(new String[] {
                    "--port=0", "--seed=EMPTY", "--lenient", "--max-body-bytes", "1024", "--host", "127.0.0.1"
                }))
                .isNotNull();
    }

    private static String rest(BufferedReader reader) throws IOException {
        StringBuilder text = new StringBuilder();
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            text.append(line).append('\n');
        }
        return text.toString();
    }
}
