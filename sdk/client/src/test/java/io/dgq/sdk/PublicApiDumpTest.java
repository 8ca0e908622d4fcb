package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.testing.ApiSurface;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The public API, one line per type and member outside {@code io.dgq.sdk.internal}, is committed in
 * {@code sdk/client/api/dgq-sdk.api}: every change to the public surface shows in a diff and is reviewed. After a
 * deliberate change, regenerate the file with {@code ./mvnw -pl sdk/test-support,sdk/client test
 * -Dtest=PublicApiDumpTest -Ddgq.api.update=true} and commit it with the change (and a line in the changelog).
 */
class PublicApiDumpTest {

    private static final Path DUMP = Path.of("api", "dgq-sdk.api");

    @Test
    void thePublicApiIsTheCommittedOne() throws Exception {
        List<String> lines = new ApiSurface("io.dgq.sdk.internal").dump(DgqClient.class);
        String actual = String.join("\n", lines) + "\n";
        if (Boolean.getBoolean("dgq.api.update")) {
            Files.writeString(DUMP, actual, StandardCharsets.UTF_8);
        }
        List<String> committed = Files.exists(DUMP) ? Files.readAllLines(DUMP, StandardCharsets.UTF_8) : List.of();
        List<String> added = new ArrayList<>(lines);
        added.removeAll(committed);
        List<String> removed = new ArrayList<>(committed);
        removed.removeAll(lines);

        assertThat(lines).hasSizeGreaterThan(1000);
        assertThat(lines).noneMatch(line -> line.contains("io.dgq.sdk.internal."));
        assertThat(added)
                .as("public API added since %s was written (regenerate it with -Ddgq.api.update=true if meant)", DUMP)
                .isEmpty();
        assertThat(removed)
                .as("public API removed since %s was written (regenerate it with -Ddgq.api.update=true if meant)", DUMP)
                .isEmpty();
    }
}
