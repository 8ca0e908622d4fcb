package io.dgq.server.internal.proxy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a recording keeps and writes: redacted values, undeclared members, an atomic file, concurrent answers. */
class RecordingTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A JWT-shaped token, as an upstream might answer one by mistake. */
    private static final String JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhY21lIn0.c2lnbmF0dXJlLW9mLWFjbWU";

    private static final List<String> PLANTED = List.of(
            "Sup3r-S3cret-Pw", // a source's password
            "db-admin-user", // a source's user name
            "jane.doe@acme-corp.com", // an e-mail address
            JWT,
            "Hunter2UrlPw", // a password in a URL
            "Tr0ub4dorPw", // a password= of a connection string
            "TigerOraclePw", // an Oracle connect string's password
            "ghp_tok3nValu3", // a token under a secret name
            "acme.internal.orders"); // a field named on the command line

    @TempDir
    Path directory;

    private static ObjectNode json(String text) throws Exception {
        return (ObjectNode) JSON.readTree(text);
    }

    private static ProxiedAnswer answer(String operationId, String method, JsonNode data) {
        ObjectNode envelope = JSON.createObjectNode().put("success", true).put("message", "ok");
        envelope.set("data", data);
        return new ProxiedAnswer(operationId, method, "/api/v1/x", Map.of(), null, 200, envelope);
    }

    @Test
    void plantedSecretsNeverReachTheFileAndTheirFakesAreStable() throws Exception {
        Recording recording = Recording.create(List.of("object_qualified_name"));
        String source = UUID.randomUUID().toString();
        recording.answered(answer("sources.get", "GET", json("""
                {"id": "%s", "name": "Orders DB", "type": "postgresql",
                 "credentials": {"server": "db.acme", "port": "5432", "username": "db-admin-user",
                                 "password": "Sup3r-S3cret-Pw"},
                 "config": {"url": "postgres://app:Hunter2UrlPw@db.acme/orders",
                            "jdbc": "Server=db;Password=Tr0ub4dorPw;Database=orders",
                            "oracle": "scott/TigerOraclePw@orcl.acme", "api_token": "ghp_tok3nValu3"}}
                """.formatted(source))));
        String first = UUID.randomUUID().toString();
        String second = UUID.randomUUID().toString();
        for (String id : List.of(first, second)) {
            recording.answered(answer("documents.get", "GET", json("""
                    {"id": "%s", "name": "Runbook", "category": "domain", "object_id": "x",
                     "object_qualified_name": "acme.internal.orders",
                     "content": [{"id": "b1", "type": "paragraph", "content": "Ask jane.doe@acme-corp.com, token %s",
                                  "position": 0}]}
                    """.formatted(id, JWT))));
        }
        Path file = directory.resolve("recording.json");
        recording.writeTo(file);

        String written = Files.readString(file);
        for (String secret : PLANTED) {
            assertThat(written).as("the recording holds %s", secret).doesNotContain(secret);
        }
        String fakeEmail = recording.redactedText("jane.doe@acme-corp.com");
        String fakeJwt = recording.redactedText(JWT);
        assertThat(fakeEmail).matches("redacted-[0-9a-f]{16}@example\\.invalid");
        assertThat(fakeJwt).matches("eyJ[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+");
        assertThat(occurrences(written, fakeEmail))
                .as("one fake for both occurrences")
                .isEqualTo(2);
        assertThat(occurrences(written, fakeJwt)).isEqualTo(2);
        assertThat(written)
                .contains("\"redaction\":{")
                .contains("e-mail addresses")
                .contains("object_qualified_name");
        if (Files.getFileStore(file).supportsFileAttributeView("posix")) {
            assertThat(Files.getPosixFilePermissions(file))
                    .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        }
        // the redacted recording loads: fakes keep each value's type
        assertThat(Seed.fromFile(file).toString()).startsWith("file ");
    }

    @Test
    void undeclaredMembersAreKeptNamedInTheHeaderAndServedBack() throws Exception {
        Recording recording = Recording.create(List.of());
        String id = UUID.randomUUID().toString();
        recording.answered(answer("domains.get", "GET", json("""
                {"id": "%s", "name": "Finance", "x_region": "eu-west", "x_score": {"value": 3}}""".formatted(id))));
        Path file = directory.resolve("recording.json");
        recording.writeTo(file);
        assertThat(Files.readString(file)).contains("\"undeclared_members\":{\"domains\":[\"x_region\",\"x_score\"]}");

        try (ReferenceServer replay = ReferenceServer.builder().seed(file).start()) {
            JsonNode got = get(replay, "/api/v1/governance/domain/" + id);
            assertThat(got.path("data").path("x_region").asText()).isEqualTo("eu-west");
            assertThat(got.path("data").path("x_score").path("value").asInt()).isEqualTo(3);
            JsonNode list = post(replay, "/api/v1/governance/domain/list", "{}");
            assertThat(list.path("data").path("data").get(0).path("x_region").asText())
                    .isEqualTo("eu-west");
            // the replay's own snapshot keeps them, and loads again
            assertThat(Seed.fromJson(replay.snapshot()).toString()).isEqualTo("snapshot");
        }
        String plain = Files.readString(file).replaceFirst(",\n\"undeclared_members\":\\{[^}]*}", "");
        assertThat(plain).contains("x_region").doesNotContain("undeclared_members");
        assertThatThrownBy(() -> Seed.fromJson(plain))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown field \"x_region\"");
    }

    @Test
    void theFileHoldsThePreviousRecordingUntilTheMoveAndNeverAPart() throws Exception {
        Path file = directory.resolve("recording.json");
        Recording recording = Recording.create(List.of());
        recording.answered(
                answer("tags.get", "GET", json("{\"id\": \"%s\", \"name\": \"First\"}".formatted(UUID.randomUUID()))));
        recording.writeTo(file);
        String previous = Files.readString(file);
        recording.answered(
                answer("tags.get", "GET", json("{\"id\": \"%s\", \"name\": \"Second\"}".formatted(UUID.randomUUID()))));

        List<String> seen = new ArrayList<>();
        assertThatThrownBy(() -> recording.writeTo(file, () -> {
                    try {
                        seen.add(Files.readString(file));
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                    throw new IllegalStateException("crash before the move");
                }))
                .hasMessage("crash before the move");

        assertThat(seen).containsExactly(previous);
        assertThat(Files.readString(file)).isEqualTo(previous);
        try (Stream<Path> files = Files.list(directory)) {
            assertThat(files).as("no temporary file left").containsExactly(file);
        }
        recording.writeTo(file);
        assertThat(Files.readString(file)).contains("\"Second\"");
    }

    @Test
    void thirtyTwoConcurrentWritersGiveOneConsistentRecording() throws Exception {
        Recording recording = Recording.create(List.of());
        List<String> shared = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            shared.add(UUID.randomUUID().toString());
        }
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(32);
        List<Future<List<String>>> writers = new ArrayList<>();
        for (int t = 0; t < 32; t++) {
            int thread = t;
            writers.add(pool.submit(() -> {
                start.await();
                List<String> own = new ArrayList<>();
                for (int i = 0; i < 50; i++) {
                    String id = UUID.randomUUID().toString();
                    own.add(id);
                    recording.answered(answer("terms.create", "POST", json("""
                            {"id": "%s", "name": "t%d-%d"}""".formatted(id, thread, i))));
                    recording.answered(answer(
                            "terms.get", "GET", json("""
                            {"id": "%s", "name": "shared by %d", "description": "d"}""".formatted(shared.get(i % shared.size()), thread))));
                }
                String gone = own.remove(0);
                recording.answered(new ProxiedAnswer(
                        "terms.delete",
                        "DELETE",
                        "/api/v1/governance/term/" + gone,
                        Map.of("termId", gone),
                        null,
                        200,
                        null));
                return own;
            }));
        }
        start.countDown();
        Set<String> expected = new java.util.HashSet<>(shared);
        for (Future<List<String>> writer : writers) {
            expected.addAll(writer.get(30, TimeUnit.SECONDS));
        }
        pool.shutdown();

        assertThat(recording.size()).isEqualTo(expected.size());
        Set<String> written = new java.util.HashSet<>();
        JsonNode terms = JSON.readTree(recording.snapshot()).path("resources").path("terms");
        terms.forEach(term -> {
            written.add(term.path("id").asText());
            assertThat(term.path("name").asText())
                    .as("one answer's members, whole")
                    .isNotEmpty();
        });
        assertThat(written).isEqualTo(expected);
        assertThat(Seed.fromJson(recording.snapshot()).toString()).isEqualTo("snapshot");
    }

    /**
     * Recording 10,000 records (list pages of 100, each record with a nested owner and an e-mail address) and
     * writing them: the time and the heap they take, printed; the measurement of the documentation.
     */
    @Test
    void tenThousandRecordsAreRecordedAndWritten() throws Exception {
        System.gc();
        long heapBefore =
                ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        long started = System.nanoTime();
        Recording recording = Recording.create(List.of());
        for (int page = 0; page < 100; page++) {
            ObjectNode data = JSON.createObjectNode().put("count", 10_000);
            for (int i = 0; i < 100; i++) {
                data.withArray("data")
                        .add(json("""
                        {"id": "%s", "name": "Term %d", "description": "A term of the workspace, number %d",
                         "owner": [{"id": "u%d", "name": "User %d", "email": "user%d@acme.example.com"}]}
                        """.formatted(UUID.randomUUID(), page * 100 + i, i, i % 50, i % 50, i % 50)));
            }
            recording.answered(answer("terms.list", "POST", data));
        }
        long recorded = System.nanoTime();
        Path file = directory.resolve("recording.json");
        recording.writeTo(file);
        long written = System.nanoTime();
        System.gc();
        long heapAfter =
                ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();

        assertThat(recording.size()).isEqualTo(10_000);
        assertThat(Files.readString(file)).doesNotContain("@acme.example.com");
        System.out.printf(
                "recording 10,000 records: %d ms to record, %d ms to write %d KiB; heap held about %d MiB%n",
                (recorded - started) / 1_000_000,
                (written - recorded) / 1_000_000,
                Files.size(file) / 1024,
                Math.max(0, heapAfter - heapBefore) / (1024 * 1024));
        assertThat(recording).isNotNull(); // keeps the recording reachable until the heap is measured
    }

    private static int occurrences(String text, String part) {
        Matcher matcher = Pattern.compile(Pattern.quote(part)).matcher(text);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }

    private static JsonNode get(ReferenceServer server, String path) throws Exception {
        return send(
                server,
                HttpRequest.newBuilder(URI.create(server.baseUrl() + path)).GET());
    }

    private static JsonNode post(ReferenceServer server, String path, String body) throws Exception {
        return send(
                server,
                HttpRequest.newBuilder(URI.create(server.baseUrl() + path))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private static final HttpClient CLIENT =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private static JsonNode send(ReferenceServer server, HttpRequest.Builder request) throws Exception {
        HttpResponse<String> answer = CLIENT.send(
                request.header("Authorization", "Bearer " + server.apiToken()).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        return JSON.readTree(answer.body());
    }
}
