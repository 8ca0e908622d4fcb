package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --record FILE} and {@code --redact-field NAME}: parsed into the builder, the recording written on stop. */
class RecordFlagsTest {

    @TempDir
    Path directory;

    @Test
    void theFlagsConfigureARecordingThatIsWrittenWhenTheServerStops() {
        Path file = directory.resolve("workspace.json");
        ReferenceServer.Builder builder = ReferenceServerMain.parse(new String[] {
            "--proxy-to",
            "http://127.0.0.1:9",
            "--record",
            file.toString(),
            "--redact-field",
            "customer_ref",
            "--redact-field=owner_team"
        });
        assertThat(builder.record).isEqualTo(file);
        assertThat(builder.redactFields).containsExactly("customer_ref", "owner_team");

        ReferenceServer server = builder.start();
        assertThat(server.recording()).isNotNull();
        server.close();
        assertThat(file).exists();
        assertThat(Seed.fromFile(file).toString()).isEqualTo("file " + file);
    }

    @Test
    void badFlagsAreRefusedNamingThem() {
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--record", "a.json", "--record", "b.json"}))
                .hasMessage("--record is given twice");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--redact-field"}))
                .hasMessage("--redact-field needs a value");
        assertThatThrownBy(() -> ReferenceServer.builder().redactField(" "))
                .hasMessage("redactField needs a member name");
        try (ReferenceServer server = ReferenceServer.builder().start()) {
            assertThatThrownBy(server::writeRecording).hasMessageContaining("records nothing");
        }
    }

    @Test
    void aServerWithoutRecordWritesNoFile() throws Exception {
        try (ReferenceServer server = ReferenceServer.builder().start()) {
            assertThat(server.recording()).isNull();
        }
        try (var files = Files.list(directory)) {
            assertThat(files).isEmpty();
        }
    }
}
