package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.testing.ChildJvm;
import io.dgq.server.testing.RawHttp;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The standalone jar's admin token line, --no-admin, --version, --help and a port in use, in a child JVM. */
class ReferenceServerMainAdminTest {

    @Test
    void printsTheAdminTokenAsTheThirdLineAndKeepsAJournal() throws Exception {
        Process process = ChildJvm.launch("--port", "0", "--admin-token", "cli-admin-token", "--token-ttl", "90m");
        try {
            BufferedReader out = ChildJvm.output(process);
            String baseUrl = out.readLine().substring("DGQ_BASE_URL=".length());
            String token = out.readLine().substring("DGQ_API_TOKEN=".length());
            assertThat(out.readLine()).isEqualTo("DGQ_ADMIN_TOKEN=cli-admin-token");
            assertThat(out.readLine()).startsWith("DGQ reference server listening on ");

            assertThat(new RawHttp(baseUrl, token)
                            .post("/api/v1/governance/domain/list", Map.of())
                            .status())
                    .isEqualTo(200);
            RawHttp admin = new RawHttp(baseUrl, "cli-admin-token");
            RawHttp.Answer journal = admin.get("/__admin/requests");
            assertThat(journal.status()).isEqualTo(200);
            assertThat(journal.data().path("requests").get(0).path("path").asText())
                    .isEqualTo("/api/v1/governance/domain/list");
            assertThat(new RawHttp(baseUrl, token).get("/__admin/faults").status())
                    .isEqualTo(401);
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void withoutTheAdminApiOnlyHealthAnswersAndNoAdminLineIsPrinted() throws Exception {
        Process process = ChildJvm.launch("--port", "0", "--no-admin");
        try {
            BufferedReader out = ChildJvm.output(process);
            String baseUrl = out.readLine().substring("DGQ_BASE_URL=".length());
            assertThat(out.readLine()).startsWith("DGQ_API_TOKEN=");
            assertThat(out.readLine()).startsWith("DGQ reference server listening on ");
            RawHttp http = new RawHttp(baseUrl, "any-token");
            assertThat(http.get("/__admin/requests").status()).isEqualTo(404);
            assertThat(http.post("/__admin/reset", Map.of()).code()).isEqualTo("NOT_FOUND");
            assertThat(http.get("/__admin/health").data().path("admin_api").asBoolean())
                    .isFalse();
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void versionPrintsTheVersionAndExitsWithZero() throws Exception {
        Process process = ChildJvm.launch("--version");
        assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isZero();
        assertThat(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip())
                .isEqualTo("dgq-reference-server " + ReferenceServer.version());
        assertThat(ReferenceServer.version()).matches("\\d+\\.\\d+\\.\\d+.*");
    }

    @Test
    void helpNamesTheJarAndTheNewFlags() throws Exception {
        Process process = ChildJvm.launch("--help");
        assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isZero();
        assertThat(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8))
                .contains("Usage: java -jar dgq-reference-server-" + ReferenceServer.version() + "-all.jar [options]")
                .contains("--token-ttl T")
                .contains("(default 24h)")
                .contains("--admin-token")
                .contains("--no-admin")
                .contains("--journal-capacity")
                .contains("--version")
                .contains("DGQ_ADMIN_TOKEN");
    }

    @Test
    void aPortInUseSaysSoInOneLineAndSuggestsPortZero() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Process process = ChildJvm.launch("--port", Integer.toString(taken.getLocalPort()));
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).isEqualTo(1);
            String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(stderr.strip().lines())
                    .singleElement()
                    .asString()
                    .startsWith("error: cannot listen on 127.0.0.1:" + taken.getLocalPort())
                    .contains("already in use")
                    .contains("--port 0")
                    .doesNotContain("Exception");
            assertThat(process.getInputStream().readAllBytes()).isEmpty();
        }
    }

    @Test
    void theJarIsNamedFromWhereTheClassesRun() throws Exception {
        String fallback = "dgq-reference-server-" + ReferenceServer.version() + "-all.jar";
        assertThat(ReferenceServerMain.jarName(
                        Path.of("/opt/dgq/server-1.2.jar").toUri().toURL()))
                .isEqualTo("server-1.2.jar");
        assertThat(ReferenceServerMain.jarName(
                        Path.of("target", "classes").toUri().toURL()))
                .isEqualTo(fallback);
        assertThat(ReferenceServerMain.jarName(null)).isEqualTo(fallback);
        assertThat(ReferenceServerMain.cannotListen(
                        new UncheckedIOException("cannot listen on h:1", new IOException("Permission denied"))))
                .isEqualTo("cannot listen on h:1: Permission denied");
        assertThat(ReferenceServerMain.cannotListen(
                        new UncheckedIOException("cannot listen on h:1", new BindException("Address already in use"))))
                .contains("--port 0");
    }

    @Test
    void theNewFlagsParseAndRefuseNonsense() {
        assertThat(ReferenceServerMain.command(new String[] {"--version"}).action())
                .isEqualTo(ReferenceServerMain.Action.VERSION);
        assertThat(ReferenceServerMain.parse(new String[] {"--version"})).isNull();
        assertThat(ReferenceServerMain.parse(new String[] {
                    "--token-ttl",
                    "24h",
                    "--token-ttl=3600s",
                    "--token-ttl",
                    "90m",
                    "--token-ttl",
                    "7d",
                    "--journal-capacity",
                    "0",
                    "--no-admin"
                }))
                .isNotNull();
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--token-ttl", "soon"}))
                .hasMessage("--token-ttl must be a time such as 24h, 90m or 3600s, got soon");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--token-ttl", "500ms"}))
                .hasMessage("--token-ttl must be 1s..3650d, got 500ms");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--token-ttl", "3651d"}))
                .hasMessage("--token-ttl must be 1s..3650d, got 3651d");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--no-admin=yes"}))
                .hasMessage("--no-admin takes no value");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--admin-token", "a", "--no-admin"}))
                .hasMessage("--admin-token and --no-admin exclude each other");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--admin-token", "with space"}))
                .hasMessageContaining("admin token must be");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--journal-capacity", "-1"}))
                .hasMessage("--journal-capacity must be 0..1000000, got -1");
    }
}
