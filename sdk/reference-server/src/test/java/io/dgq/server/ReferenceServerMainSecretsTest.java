package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.testing.ChildJvm;
import io.dgq.server.testing.RawHttp;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Secrets off the command line: the JWT secret and the admin token from a file or an environment variable, the
 * literal flags warned about without printing the secret, and every bad source refused naming what is wrong.
 */
class ReferenceServerMainSecretsTest {

    private static final Map<String, String> NO_ENVIRONMENT = Map.of();

    @Test
    void secretsComeFromFilesWithoutTheirLineBreakAndNoWarning(@TempDir Path dir) throws Exception {
        Path jwt = ownerOnly(Files.writeString(dir.resolve("jwt"), "file-secret-of-the-jwt\n"));
        Path admin = ownerOnly(Files.writeString(dir.resolve("admin"), "file-admin-token\r\n"));
        ReferenceServerMain.Invocation invocation = ReferenceServerMain.command(
                new String[] {"--jwt-secret-file", jwt.toString(), "--admin-token-file=" + admin}, NO_ENVIRONMENT::get);
        assertThat(invocation.warnings()).isEmpty();
        try (ReferenceServer server = invocation.builder().start()) {
            assertThat(server.adminToken()).isEqualTo("file-admin-token");
            assertThat(new RawHttp(server.baseUrl(), server.adminToken())
                            .get("/__admin/health")
                            .status())
                    .isEqualTo(200);
            try (ReferenceServer same = ReferenceServer.builder()
                    .jwtSecret("file-secret-of-the-jwt")
                    .start()) {
                assertThat(new RawHttp(server.baseUrl(), same.apiToken())
                                .post("/api/v1/governance/domain/list", Map.of())
                                .status())
                        .as("a token signed with the file's secret is accepted")
                        .isEqualTo(200);
            }
        }
    }

    @Test
    void secretsComeFromTheEnvironment() {
        ReferenceServerMain.Invocation invocation = ReferenceServerMain.command(
                new String[0], Map.of("DGQ_JWT_SECRET", "env-jwt", "DGQ_ADMIN_TOKEN", "env-admin-token")::get);
        assertThat(invocation.warnings()).isEmpty();
        try (ReferenceServer server = invocation.builder().start()) {
            assertThat(server.adminToken()).isEqualTo("env-admin-token");
        }
        assertThatThrownBy(() -> ReferenceServerMain.command(new String[0], Map.of("DGQ_JWT_SECRET", "")::get))
                .hasMessage("DGQ_JWT_SECRET is set but empty");
    }

    @Test
    void literalFlagsStillWorkButWarnWithoutTheSecret() {
        ReferenceServerMain.Invocation invocation = ReferenceServerMain.command(
                new String[] {"--jwt-secret", "literal-jwt-1234", "--admin-token=literal-admin-5678"},
                NO_ENVIRONMENT::get);
        assertThat(invocation.warnings())
                .hasSize(2)
                .allSatisfy(warning -> assertThat(warning)
                        .contains("every user of this machine can read it")
                        .doesNotContain("literal-jwt-1234")
                        .doesNotContain("literal-admin-5678"));
        assertThat(invocation.warnings().get(0)).contains("--jwt-secret-file FILE", "DGQ_JWT_SECRET");
        assertThat(invocation.warnings().get(1)).contains("--admin-token-file FILE", "DGQ_ADMIN_TOKEN");
    }

    @Test
    void badFilesAndConflictingSourcesAreRefusedNamingWhatIsWrong(@TempDir Path dir) throws Exception {
        Path empty = Files.writeString(dir.resolve("empty"), "\n");
        Path twoLines = Files.writeString(dir.resolve("two"), "a\nb\n");
        Path good = ownerOnly(Files.writeString(dir.resolve("good"), "s3cret-in-file"));
        Path readable = Files.writeString(dir.resolve("readable"), "s3cret-readable");
        Files.setPosixFilePermissions(readable, PosixFilePermissions.fromString("rw-r--r--"));
        assertThatThrownBy(() ->
                        command("--jwt-secret-file", dir.resolve("missing").toString()))
                .hasMessage("--jwt-secret-file " + dir.resolve("missing") + " does not exist");
        assertThatThrownBy(() -> command("--admin-token-file", empty.toString()))
                .hasMessage("--admin-token-file " + empty + " is empty");
        assertThatThrownBy(() -> command("--admin-token-file", dir.toString()))
                .hasMessage("--admin-token-file " + dir + " is a directory, not a file");
        assertThatThrownBy(() -> command("--jwt-secret-file", twoLines.toString()))
                .hasMessageContaining("holds more than one line");
        Path unreadable = ownerOnly(Files.writeString(dir.resolve("unreadable"), "x"));
        Files.setPosixFilePermissions(unreadable, PosixFilePermissions.fromString("---------"));
        if (!Files.isReadable(unreadable)) { // root reads any file
            assertThatThrownBy(() -> command("--jwt-secret-file", unreadable.toString()))
                    .hasMessage("--jwt-secret-file " + unreadable + " cannot be read: permission denied");
        }
        assertThatThrownBy(() -> command("--jwt-secret", "x", "--jwt-secret-file", good.toString()))
                .hasMessage("give --jwt-secret one way only, got --jwt-secret and --jwt-secret-file; keep"
                        + " --jwt-secret-file FILE or DGQ_JWT_SECRET")
                .message()
                .doesNotContain("s3cret");
        assertThatThrownBy(() -> ReferenceServerMain.command(
                        new String[] {"--admin-token-file", good.toString()},
                        Map.of("DGQ_ADMIN_TOKEN", "from-env")::get))
                .hasMessageContaining("--admin-token-file and DGQ_ADMIN_TOKEN")
                .message()
                .doesNotContain("from-env")
                .doesNotContain("s3cret");
        assertThatThrownBy(() -> command("--admin-token-file", good.toString(), "--no-admin"))
                .hasMessage("--admin-token-file and --no-admin exclude each other");
        assertThat(ReferenceServerMain.command(
                                new String[] {"--jwt-secret-file", readable.toString()}, NO_ENVIRONMENT::get)
                        .warnings())
                .singleElement()
                .asString()
                .contains("may be read by other users")
                .doesNotContain("s3cret");
    }

    @Test
    void theStandaloneServerPrintsTheWarningOnStandardErrorAndHelpRecommendsFiles() throws Exception {
        Process process = ChildJvm.launchWithHeap("-Xmx64m", "--admin-token", "visible-admin-token-42");
        try {
            BufferedReader out = ChildJvm.output(process);
            assertThat(out.readLine()).startsWith("DGQ_BASE_URL=");
            String stderr = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertThat(stderr)
                    .contains("warning: --admin-token puts the secret on the command line")
                    .doesNotContain("visible-admin-token-42");
        } finally {
            process.destroy();
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(ChildJvm.help())
                .contains("--jwt-secret-file FILE")
                .contains("--admin-token-file FILE")
                .contains("DGQ_JWT_SECRET")
                .contains("DGQ_ADMIN_TOKEN");
    }

    private static ReferenceServerMain.Invocation command(String... args) {
        return ReferenceServerMain.command(args, NO_ENVIRONMENT::get);
    }

    private static Path ownerOnly(Path file) throws java.io.IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        return file;
    }
}
