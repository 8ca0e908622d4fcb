package io.dgq.server.internal.schema;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.internal.data.snapshot.SnapshotCodec;
import io.dgq.server.internal.proxy.ProxiedAnswer;
import io.dgq.server.internal.proxy.Recording;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recording of a workspace replays with state: the scenario of {@link OpenApiAnswersHttpTest} calls all 90
 * operations of the demo workspace over HTTP, then reads every kind's whole list and every record; each answer, as
 * a {@link ProxiedAnswer}, feeds a {@link Recording}. A second server started from the written recording answers
 * the same reads with the same data, redacted values aside (listed below), and a write on it changes later reads.
 */
class RecordingReplayHttpTest extends OpenApiAnswersHttpTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-28T12:00:00Z"), ZoneOffset.UTC);
    private static final Pattern PARAM = Pattern.compile("\\{([^}/]+)}");

    /**
     * Values that differ between the workspace and its replay: a source's {@code credentials} are redacted to fakes,
     * which the replay seals with its own key (so it answers another ciphertext). Every other redacted value (an
     * e-mail address) is compared with its fake. A tree's {@code parent_id} naming a record the workspace no longer
     * has (the scenario deletes a glossary with a category under it) is {@code null} in the recording, which a
     * snapshot requires; and a list without a sort is compared without its order, the order records were stored in,
     * which a recording cannot know.
     */
    private static final List<String> NOT_COMPARED = List.of("credentials");

    private Recording recording;

    @TempDir
    Path directory;

    /** The demo server of the scenario, on a fixed clock so that a replay's timestamps of views are the same. */
    @BeforeAll
    public static void start() {
        server = ReferenceServer.builder()
                .seed(Seed.DEMO)
                .maxBodyBytes(MAX_BODY_BYTES)
                .clock(CLOCK)
                .start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
    }

    /** The scenario, run by the test below with its answers recorded; not a test of its own here. */
    @Override
    void everyOperationAnswersAsTheDocumentSays() {
        super.everyOperationAnswersAsTheDocumentSays();
    }

    /** Run by {@link OpenApiAnswersHttpTest}; not again here. */
    @Override
    void errorAnswersAreTheDocumentedErrorEnvelope() {
        super.errorAnswersAreTheDocumentedErrorEnvelope();
    }

    /** Run by {@link OpenApiAnswersHttpTest}; not again here. */
    @Override
    void theCheckFindsUnnamedMembersMissingMembersWrongTypesAndWrongFormats() {
        super.theCheckFindsUnnamedMembersMissingMembersWrongTypesAndWrongFormats();
    }

    @Override
    public void answered(String method, String template, String[] params, String body, RawHttp.Answer answer) {
        if (recording == null) {
            return;
        }
        JsonNode operation = DOCUMENT.operations().get(method + " " + V1 + template);
        Map<String, String> parameters = new LinkedHashMap<>();
        Matcher names = PARAM.matcher(template);
        for (int i = 0; names.find(); i++) {
            parameters.put(names.group(1), params[i]);
        }
        recording.answered(new ProxiedAnswer(
                operation.path("operationId").asText(),
                method,
                V1 + template,
                parameters,
                body == null ? null : OpenApiDocument.readJsonText(body),
                answer.status(),
                answer.body()));
    }

    /** {@return the recording the scenario's answers go to, here fed by {@link #answered} itself} */
    Recording newRecording() {
        return Recording.create(List.of());
    }

    /** Writes the recording to {@code file}. */
    void write(Recording recorded, Path file) throws IOException {
        recorded.writeTo(file);
    }

    @Test
    void aRecordingOfEveryOperationReplaysTheSameReadsAndThenChangesWithWrites() throws Exception {
        recording = newRecording();
        everyOperationAnswersAsTheDocumentSays();
        List<Read> reads = crawl();
        Path file = directory.resolve("recording.json");
        Recording recorded = recording;
        write(recorded, file);
        recording = null;
        Set<String> recordedIds = new HashSet<>();
        Matcher ids = Pattern.compile("\"(?:id|alert_cluster_id)\":\"([0-9a-f-]{36})\"")
                .matcher(Files.readString(file));
        while (ids.find()) {
            recordedIds.add(ids.group(1));
        }

        try (ReferenceServer replay =
                ReferenceServer.builder().seed(file).clock(CLOCK).start()) {
            RawHttp replayHttp = new RawHttp(replay.baseUrl(), replay.apiToken());
            List<String> differences = new ArrayList<>();
            for (Read read : reads) {
                JsonNode expected = comparable(recorded, recordedIds, read.kind(), read.send(http));
                JsonNode actual = comparable(recorded, recordedIds, read.kind(), read.send(replayHttp));
                if (!expected.equals(actual)) {
                    differences.add(read + "\n  workspace: " + expected + "\n  replay:    " + actual);
                }
            }
            assertThat(reads).as("reads compared").hasSizeGreaterThan(60);
            assertThat(differences).as("reads the replay answers otherwise").isEmpty();

            Read domains = reads.stream()
                    .filter(read ->
                            read.kind().equals("domains") && read.method().equals("GET"))
                    .findFirst()
                    .orElseThrow();
            String id = domains.path().substring(domains.path().lastIndexOf('/') + 1);
            RawHttp.Answer renamed = replayHttp.send(
                    "PUT",
                    domains.path(),
                    "{\"name\": \"Renamed on the replay\"}".getBytes(StandardCharsets.UTF_8),
                    Map.of("Content-Type", "application/json"));
            assertThat(renamed.status()).as("%s", renamed.body()).isEqualTo(200);
            assertThat(replayHttp.get(domains.path()).data().path("name").asText())
                    .isEqualTo("Renamed on the replay");
            assertThat(replayHttp.get(domains.path()).data().path("id").asText())
                    .isEqualTo(id);
        }
    }

    /** A read of the workspace that its replay answers the same. */
    record Read(String kind, String method, String path, String body) {

        JsonNode send(RawHttp to) {
            RawHttp.Answer answer = method.equals("GET")
                    ? to.get(path)
                    : to.send(
                            method,
                            path,
                            body.getBytes(StandardCharsets.UTF_8),
                            Map.of("Content-Type", "application/json"));
            assertThat(answer.status())
                    .as("%s %s: %s", method, path, answer.body())
                    .isEqualTo(200);
            return answer.data();
        }

        @Override
        public String toString() {
            return method + " " + path + (body == null ? "" : " " + body);
        }
    }

    /**
     * Reads every kind's whole list (a page of 1,000) and each record that has a get, as a recording user would, and
     * so records them; {@return the reads, to make again on the replay}
     */
    private List<Read> crawl() {
        List<Read> reads = new ArrayList<>();
        Map<String, JsonNode> operations = DOCUMENT.operations();
        Map<String, String> getPaths = new LinkedHashMap<>();
        operations.forEach((key, operation) -> {
            String operationId = operation.path("operationId").asText();
            String template = key.substring(key.indexOf(' ') + 1 + V1.length());
            if (operationId.endsWith(".get") && key.startsWith("GET ")) {
                getPaths.put(Recording.kindOf(operationId), template);
            }
        });
        operations.forEach((key, operation) -> {
            String operationId = operation.path("operationId").asText();
            if (!operationId.endsWith(".list")) {
                return;
            }
            String kind = Recording.kindOf(operationId);
            String template = key.substring(key.indexOf(' ') + 1 + V1.length());
            String body = "{\"pagination\": {\"page\": 1, \"pageSize\": 1000}}";
            JsonNode page = ok("POST", template, body);
            reads.add(new Read(kind, "POST", V1 + template, body));
            String get = getPaths.get(kind);
            if (get != null) {
                for (JsonNode item : page.path("data")) {
                    String id = item.path(SnapshotCodec.kind(kind).schema().idField())
                            .asText();
                    ok("GET", get, null, id);
                    reads.add(new Read(kind, "GET", V1 + get.replaceFirst("\\{[^}]+}", id), null));
                }
            }
        });
        ok("GET", "/governance/field/tabs-groups", null);
        reads.add(new Read("field_tabs", "GET", V1 + "/governance/field/tabs-groups", null));
        return reads;
    }

    /** An answer's data redacted as the recording redacts, without the values it does not compare. */
    private static JsonNode comparable(Recording recorded, Set<String> recordedIds, String kind, JsonNode data) {
        if (!(data instanceof ObjectNode object)) {
            return data;
        }
        ObjectNode redacted = recorded.redacted(kind, object);
        removeNotCompared(redacted);
        List<JsonNode> records = new ArrayList<>(List.of(redacted));
        redacted.path("data").forEach(records::add);
        for (JsonNode record : records) {
            JsonNode parent = record.get("parent_id");
            if (parent != null && parent.isTextual() && !recordedIds.contains(parent.textValue())) {
                ((ObjectNode) record).putNull("parent_id");
            }
        }
        if (redacted.path("data").isArray()) {
            // a list without a sort answers in the order records were stored, which a recording cannot know
            List<JsonNode> items = new ArrayList<>();
            redacted.get("data").forEach(items::add);
            items.sort(Comparator.comparing(JsonNode::toString));
            redacted.putArray("data").addAll(items);
        }
        return redacted;
    }

    private static void removeNotCompared(JsonNode node) {
        if (node instanceof ObjectNode object) {
            NOT_COMPARED.forEach(object::remove);
            object.forEach(RecordingReplayHttpTest::removeNotCompared);
        } else if (node.isArray()) {
            node.forEach(RecordingReplayHttpTest::removeNotCompared);
        }
    }
}
