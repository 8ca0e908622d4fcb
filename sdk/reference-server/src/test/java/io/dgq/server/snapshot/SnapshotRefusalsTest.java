package io.dgq.server.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.internal.data.seed.SeedRecords;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A refused snapshot names its problem and changes nothing. */
class SnapshotRefusalsTest {

    private static final String A = "aaaaaaaa-1111-4111-8111-11111111111a";
    private static final String B = "22222222-2222-4222-8222-222222222222";
    private static ReferenceServer server;
    private static String before;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().seed(Seed.DEMO).maxRecords(1000).start();
        before = server.snapshot();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A snapshot with the given domains and extra top-level members. */
    private static String snapshot(String domains, String more) {
        return "{\"format\":\"dgq-reference-server/snapshot\",\"format_version\":1," + "\"resources\":{\"domains\":["
                + domains + "]}" + more + "}";
    }

    private static String domain(String id, String fields) {
        return "{\"id\":\"" + id + "\",\"name\":\"D\"" + fields + "}";
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"format\": |snapshot is not valid JSON",
                "[1, 2]|snapshot must be a JSON object",
                "{\"format\":\"other\",\"format_version\":1}|not a reference server snapshot: \"format\" must be",
                "{\"format\":\"dgq-reference-server/snapshot\",\"format_version\":2}|snapshot format_version 2 is newer "
                        + "than this server reads (1)",
                "{\"format\":\"dgq-reference-server/snapshot\",\"format_version\":\"1\"}|\"format_version\" must be a whole",
                "{\"format\":\"dgq-reference-server/snapshot\",\"format_version\":1,\"extra\":1}|unknown member \"extra\"",
                "{\"format\":\"dgq-reference-server/snapshot\",\"format_version\":1}|\"resources\" is required",
                "{\"format\":\"dgq-reference-server/snapshot\",\"format_version\":1,\"resources\":null}"
                        + "|\"resources\" must be an object",
                "{\"format\":\"dgq-reference-server/snapshot\",\"format_version\":1,\"resources\":{\"users\":[]}}"
                        + "|resources: unknown resource kind \"users\"",
                "{\"format\":\"dgq-reference-server/snapshot\",\"format_version\":1,\"format_version\":1}"
                        + "|Duplicate field 'format_version'",
            })
    void aMalformedOrNewerSnapshotIsRefused(String json, String problem) {
        assertRefused(json, problem);
    }

    @Test
    void idsMustBeUuidsOncePerKind() {
        assertRefused(snapshot(domain("..", ""), ""), "resources.domains[0].id must be a UUID in lower case");
        assertRefused(snapshot(domain("../../etc/passwd", ""), ""), "got \"../../etc/passwd\"");
        assertRefused(snapshot(domain(A.toUpperCase(Locale.ROOT), ""), ""), "must be a UUID in lower case");
        assertRefused(snapshot("{\"name\":\"no id\"}", ""), "resources.domains[0].id must be a UUID");
        assertRefused(
                snapshot(domain(A, "") + "," + domain(A, ""), ""), "resources.domains[1] (id " + A + "): duplicate id");
    }

    @Test
    void fieldsMustBeTheKindsOwnOfTheirType() {
        assertRefused(snapshot(domain(A, ",\"colour\":\"red\""), ""), "(id " + A + "): unknown field \"colour\"");
        assertRefused(snapshot(domain(A, ",\"level\":\"deep\""), ""), "field \"level\" must be an integer");
        assertRefused(
                snapshot(domain(A, ",\"created_at\":\"yesterday\""), ""),
                "field \"created_at\" must be a UTC timestamp");
        assertRefused(snapshot("[]", "").replace("[[]]", "[7]"), "resources.domains[0] must be an object");
        assertRefused(snapshot("", "").replace("[]", "{}"), "resources.domains must be an array of records");
    }

    @Test
    void parentLinksMustFormAForest() {
        assertRefused(snapshot(domain(A, ",\"parent_id\":\"" + B + "\""), ""), "parent_id " + B + " names no record");
        assertRefused(
                snapshot(
                        domain(A, ",\"parent_id\":\"" + B + "\"") + "," + domain(B, ",\"parent_id\":\"" + A + "\""),
                        ""),
                "its parent_id links form a cycle");
    }

    @Test
    void onlyStoredParametersMayBeSoftDeleted() {
        assertRefused(
                snapshot(domain(A, ""), ",\"soft_deleted\":{\"domains\":[\"" + A + "\"]}"),
                "soft_deleted.domains: domains are deleted for good");
        assertRefused(
                snapshot("", ",\"soft_deleted\":{\"parameters\":[\"" + A + "\"]}"),
                "soft_deleted.parameters: \"" + A + "\" names no record of resources.parameters");
    }

    @Test
    void aSnapshotLargerThanTheRecordLimitIsRefused() {
        try (ReferenceServer small = ReferenceServer.builder().maxRecords(3).start()) {
            assertThatThrownBy(() -> small.restore(before))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("more than this server's limit of 3 (max records)");
            assertThat(small.snapshot()).doesNotContain(SeedRecords.id("domain", "finance"));
        }
    }

    @Test
    void aHugeOrUnreadableSeedFileIsRefusedNamingTheFile(@TempDir Path dir) throws IOException {
        Path huge = dir.resolve("huge.json");
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(Seed.MAX_FILE_BYTES + 1);
        }
        assertThatThrownBy(() -> Seed.fromFile(huge))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("seed file " + huge + " is 1073741825 bytes, more than the 1073741824 bytes a snapshot"
                        + " may have");
        Path latin1 = Files.write(dir.resolve("latin1.json"), new byte[] {'{', (byte) 0xE9, '}'});
        assertThatThrownBy(() -> Seed.fromFile(latin1)).hasMessage("seed file " + latin1 + " is not UTF-8 text");
        Path missing = dir.resolve("missing.json");
        assertThatThrownBy(() -> ReferenceServer.builder().seed(missing))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessage("seed file " + missing + " does not exist");
        Path newer = Files.writeString(
                dir.resolve("newer.json"), "{\"format\":\"dgq-reference-server/snapshot\",\"format_version\":9}");
        assertThatThrownBy(() -> Seed.fromFile(newer))
                .hasMessageStartingWith("seed file " + newer + ": snapshot format_version 9 is newer");
    }

    private static void assertRefused(String json, String problem) {
        assertThatThrownBy(() -> server.restore(json))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(problem);
        assertThatThrownBy(() -> Seed.fromJson(json)).hasMessageContaining(problem);
        assertThat(server.snapshot()).as("the state is unchanged").isEqualTo(before);
    }
}
