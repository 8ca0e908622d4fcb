package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.testing.ChildJvm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files the standalone server writes ({@code --tls-ca-out}) are made anew, owner-only, and never through a symbolic
 * link planted at their path.
 */
class ServerWrittenFilesTest {

    @Test
    void aSymbolicLinkAtThePathIsRefusedAndItsTargetLeftAlone(@TempDir Path dir) throws Exception {
        Path victim = Files.writeString(dir.resolve("victim"), "precious");
        Path link = Files.createSymbolicLink(dir.resolve("ca.pem"), victim);
        assertThatThrownBy(() -> ReferenceServerMain.writeAnew(link, "pem".getBytes(StandardCharsets.US_ASCII)))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("symbolic link");
        assertThat(Files.readString(victim)).isEqualTo("precious");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        try (var files = Files.list(dir)) {
            assertThat(files).as("no temporary file left behind").hasSize(2);
        }

        Process process = ChildJvm.launchWithHeap("-Xmx64m", "--https", "--tls-ca-out", link.toString());
        try {
            assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).isEqualTo(1);
            assertThat(new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8))
                    .contains("error: cannot write --tls-ca-out " + link + ": it is a symbolic link");
        } finally {
            process.destroyForcibly();
        }
        assertThat(Files.readString(victim)).isEqualTo("precious");
    }

    @Test
    void anExistingFileIsReplacedWholeByAnOwnerOnlyOne(@TempDir Path dir) throws Exception {
        Path out = Files.writeString(dir.resolve("ca.pem"), "old content that is longer than the new");
        Files.setPosixFilePermissions(out, java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-rw-"));
        ReferenceServerMain.writeAnew(out, "new".getBytes(StandardCharsets.US_ASCII));
        assertThat(Files.readString(out)).isEqualTo("new");
        assertThat(Files.getPosixFilePermissions(out))
                .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        assertThatThrownBy(() -> ReferenceServerMain.writeAnew(dir, new byte[1]))
                .hasMessageContaining("directory");
        assertThatThrownBy(() -> ReferenceServerMain.writeAnew(dir.resolve("no/such/ca.pem"), new byte[1]))
                .hasMessageContaining("its directory does not exist");
    }
}
