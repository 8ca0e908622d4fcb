package io.dgq.server.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.testing.OpenApiDocument;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code GET /__admin/recording} answers what a recording proxy holds, {@code POST} writes the file now and answers
 * its path and counts, each as the admin document says; a server that records nothing answers 404, and a file that
 * cannot be written 409, leaving the proxy serving.
 */
class RecordingAdminHttpTest {

    private static final OpenApiDocument ADMIN = OpenApiDocument.load("src/docs/admin-openapi.json");
    private static final String RECORDING = "/__admin/recording";
    private static final String DOMAINS = "/api/v1/governance/domain/list";

    @TempDir
    Path dir;

    @Test
    void theRecordingIsCountedAndWrittenOnDemandAsASnapshotThatReplays() throws Exception {
        Path file = dir.resolve("workspace.json");
        try (ReferenceServer upstream =
                        ReferenceServer.builder().seed(Seed.DEMO).start();
                ReferenceServer proxy = ReferenceServer.builder()
                        .proxyTo(URI.create(upstream.baseUrl()))
                        .record(file)
                        .start()) {
            String admin = proxy.adminToken();
            Calls.Answer empty = valid("GET", Calls.send(proxy.baseUrl(), "GET", RECORDING, admin, null), 200);
            assertThat(empty.json().path("data").path("records").asInt()).isZero();
            assertThat(empty.json().path("data").path("file").asText())
                    .isEqualTo(file.toAbsolutePath().toString());

            int domains = Calls.send(proxy.baseUrl(), "POST", DOMAINS, upstream.apiToken(), "{}")
                    .json()
                    .path("data")
                    .path("data")
                    .size();
            assertThat(domains).isPositive();
            JsonNode held = valid("GET", Calls.send(proxy.baseUrl(), "GET", RECORDING, admin, null), 200)
                    .json()
                    .path("data");
            assertThat(held.path("records").asInt()).isEqualTo(domains);
            assertThat(held.path("resources").path("domains").asInt()).isEqualTo(domains);
            assertThat(file).as("nothing is written before asked").doesNotExist();

            Calls.Answer written = valid("POST", Calls.send(proxy.baseUrl(), "POST", RECORDING, admin, null), 200);
            assertThat(written.json().path("message").asText())
                    .isEqualTo("Recording written to " + file.toAbsolutePath() + ": " + domains + " records");
            assertThat(written.json().path("data")).isEqualTo(held);
            assertThat(Calls.send(proxy.baseUrl(), "POST", RECORDING, upstream.apiToken(), null)
                            .status())
                    .as("an API token does not open the admin API")
                    .isEqualTo(401);
            try (ReferenceServer replay =
                    ReferenceServer.builder().seed(Seed.fromFile(file)).start()) {
                assertThat(Calls.send(replay.baseUrl(), "POST", DOMAINS, replay.apiToken(), "{}")
                                .json()
                                .path("data")
                                .path("total_count")
                                .asInt())
                        .isEqualTo(domains);
            }
            assertThat(Files.readString(file)).doesNotContain(upstream.apiToken());
        }
    }

    @Test
    void aFileThatCannotBeWrittenIs409AndAServerThatRecordsNothingIs404() throws Exception {
        Path directory = Files.createDirectory(dir.resolve("gone"));
        Path file = directory.resolve("workspace.json");
        try (ReferenceServer upstream =
                ReferenceServer.builder().seed(Seed.DEMO).start()) {
            try (ReferenceServer proxy = ReferenceServer.builder()
                    .proxyTo(URI.create(upstream.baseUrl()))
                    .record(file)
                    .start()) {
                Files.delete(directory);
                Calls.Answer refused =
                        valid("POST", Calls.send(proxy.baseUrl(), "POST", RECORDING, proxy.adminToken(), null), 409);
                assertThat(refused.json().path("message").asText())
                        .startsWith("Recording not written, the previous file is left as it was: cannot write the"
                                + " recording to " + file)
                        .contains("does not exist");
                assertThat(Calls.send(proxy.baseUrl(), "POST", DOMAINS, upstream.apiToken(), "{}")
                                .status())
                        .as("the proxy keeps serving")
                        .isEqualTo(200);
                Files.createDirectory(directory); // so that the write on close succeeds
            }
            assertThat(file).exists();
            try (ReferenceServer plain = ReferenceServer.builder().start()) {
                for (String method : new String[] {"GET", "POST"}) {
                    Calls.Answer none = valid(
                            method, Calls.send(plain.baseUrl(), method, RECORDING, plain.adminToken(), null), 404);
                    assertThat(none.json().path("message").asText())
                            .isEqualTo("No recording: this server records nothing (--proxy-to URL with --record FILE)");
                }
                assertThat(Calls.send(plain.baseUrl(), "DELETE", RECORDING, plain.adminToken(), null)
                                .status())
                        .isEqualTo(405);
            }
        }
    }

    private static Calls.Answer valid(String method, Calls.Answer answer, int status) {
        assertThat(answer.status()).as("%s %s", method, answer.text()).isEqualTo(status);
        assertThat(ADMIN.validateAnswer(method, RECORDING, status, answer.json()))
                .as("%s %s answered as the admin document says", method, RECORDING)
                .isEmpty();
        return answer;
    }
}
