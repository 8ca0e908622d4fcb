package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.internal.auth.CredentialCipher;
import io.dgq.server.snapshot.IdGenerator;
import io.dgq.server.testing.RawHttp;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Seeds from snapshot files, resets to them, and reproducible record ids. */
class SnapshotSeedAndIdsTest {

    private static final String UUID_V4 = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";
    private static final String DOMAINS = "/api/v1/governance/domain";

    @Test
    void twoServersWithTheSameSeededGeneratorGiveTheSameIds() {
        List<String> first = createdIds(IdGenerator.seeded(42));
        assertThat(first)
                .hasSize(4)
                .doesNotHaveDuplicates()
                .allSatisfy(id -> assertThat(id).matches(UUID_V4));
        assertThat(createdIds(IdGenerator.seeded(42))).isEqualTo(first);
        assertThat(createdIds(IdGenerator.seeded(43))).doesNotContainAnyElementsOf(first);
        assertThat(createdIds(IdGenerator.random())).doesNotContainAnyElementsOf(first);
    }

    private static List<String> createdIds(IdGenerator ids) {
        try (ReferenceServer server =
                ReferenceServer.builder().seed(Seed.DEMO).ids(ids).start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            List<String> created = new ArrayList<>();
            created.add(id(http.post(DOMAINS, Map.of("name", "One"))));
            created.add(id(http.post(DOMAINS, Map.of("name", "Two", "parent_id", created.get(0)))));
            created.add(id(http.post("/api/v1/governance/glossary", Map.of("name", "Words"))));
            created.add(id(http.post("/api/v1/metrics/parameter", Map.of("name", "limit", "value", "5"))));
            return created;
        }
    }

    @Test
    void sequentialIdsCountFromOneAgainAfterEachReset() {
        Supplier<String> run = IdGenerator.sequential().start();
        assertThat(List.of(run.get(), run.get()))
                .containsExactly("00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002");
        try (ReferenceServer server =
                ReferenceServer.builder().ids(IdGenerator.sequential()).start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            assertThat(id(http.post(DOMAINS, Map.of("name", "A")))).isEqualTo("00000000-0000-4000-8000-000000000001");
            assertThat(id(http.post(DOMAINS, Map.of("name", "B")))).isEqualTo("00000000-0000-4000-8000-000000000002");
            server.reset();
            assertThat(id(http.post(DOMAINS, Map.of("name", "C")))).isEqualTo("00000000-0000-4000-8000-000000000001");
        }
        assertThat(IdGenerator.seeded(7)).hasToString("IdGenerator.seeded(7)");
    }

    @Test
    void aGeneratorSkipsTheIdsOfRestoredRecordsOfEveryKind() {
        try (ReferenceServer first =
                        ReferenceServer.builder().ids(IdGenerator.sequential()).start();
                ReferenceServer second =
                        ReferenceServer.builder().ids(IdGenerator.sequential()).start()) {
            RawHttp http = new RawHttp(first.baseUrl(), first.apiToken());
            id(http.post(DOMAINS, Map.of("name", "A")));
            id(http.post("/api/v1/metrics/parameter", Map.of("name", "limit")));
            second.restore(first.snapshot());
            RawHttp other = new RawHttp(second.baseUrl(), second.apiToken());
            assertThat(id(other.post(DOMAINS, Map.of("name", "B")))).isEqualTo("00000000-0000-4000-8000-000000000003");
        }
    }

    @Test
    void aServerStartsFromASeedFileAndResetsToWhatTheFileHeldWhenRead(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("fixture.json");
        try (ReferenceServer demo =
                ReferenceServer.builder().jwtSecret("fixture").seed(Seed.DEMO).start()) {
            Files.writeString(file, demo.snapshot());
        }
        String saved = Files.readString(file);
        try (ReferenceServer server =
                ReferenceServer.builder().jwtSecret("fixture").seed(file).start()) {
            assertThat(server.snapshot()).isEqualTo(saved);
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            id(http.post(DOMAINS, Map.of("name", "Added")));
            assertThat(server.snapshot()).isNotEqualTo(saved);
            Files.writeString(file, "not a snapshot any more");
            server.reset();
            assertThat(server.snapshot()).isEqualTo(saved);
        }
    }

    @Test
    void theJarTakesASeedFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("fixture.json");
        String fixture = "{\"format\":\"dgq-reference-server/snapshot\",\"format_version\":1,\"resources\":{"
                + "\"domains\":[{\"id\":\"0b5c3e1a-6f1d-4d7e-9a3b-2c4d5e6f7a8b\",\"name\":\"From a file\"}]}}";
        Files.writeString(file, fixture);
        try (ReferenceServer server = ReferenceServerMain.parse(new String[] {"--seed-file", file.toString()})
                .start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            JsonNode domain =
                    http.get(DOMAINS + "/0b5c3e1a-6f1d-4d7e-9a3b-2c4d5e6f7a8b").data();
            assertThat(domain.path("name").asText()).isEqualTo("From a file");
            assertThat(domain.path("total_views").asInt()).isEqualTo(1);
        }
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--seed", "demo", "--seed-file=" + file}))
                .hasMessage("give --seed or --seed-file, not both");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--seed-file", dir + "/none.json"}))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("does not exist");
    }

    @Test
    void credentialsStayEncryptedAndAreSealedAgainUnderAnotherSecret() {
        String source = "{\"format\":\"dgq-reference-server/snapshot\",\"format_version\":1,\"resources\":{"
                + "\"sources\":[{\"id\":\"5e5e5e5e-0000-4000-8000-000000000001\",\"name\":\"Hand written\","
                + "\"credentials\":{\"server\":\"db.example.com\",\"username\":\"admin\",\"password\":\"hunter2\"}}]}}";
        CredentialCipher first = new CredentialCipher("first-secret");
        CredentialCipher second = new CredentialCipher("second-secret");
        try (ReferenceServer one =
                        ReferenceServer.builder().jwtSecret("first-secret").start();
                ReferenceServer two =
                        ReferenceServer.builder().jwtSecret("second-secret").start()) {
            one.restore(source);
            String snapshot = one.snapshot();
            assertThat(snapshot).doesNotContain("hunter2").doesNotContain("db.example.com");
            String sealed = password(one);
            assertThat(first.decrypt(sealed)).isEqualTo("hunter2");

            two.restore(snapshot);
            assertThat(password(two)).isNotEqualTo(sealed);
            assertThat(second.decrypt(password(two))).isEqualTo(sealed);
            one.restore(snapshot);
            assertThat(password(one)).as("this server's own ciphertext is kept").isEqualTo(sealed);
        }
    }

    private static String password(ReferenceServer server) {
        RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
        return http.get("/api/v1/core/source/5e5e5e5e-0000-4000-8000-000000000001")
                .data()
                .path("credentials")
                .path("password")
                .asText();
    }

    private static String id(RawHttp.Answer answer) {
        assertThat(answer.status()).as(answer.body().toString()).isEqualTo(200);
        return answer.data().path("id").asText();
    }
}
