package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * curl speaks HTTP/2 to the standalone server: {@code --http2} over TLS (ALPN) and {@code --http2-prior-knowledge}
 * on the plain port, and {@code --no-http2} turns it off. Needs curl built with HTTP/2 ({@code apt-get install
 * curl}); without it the test fails, saying so, rather than being skipped.
 */
class ReferenceServerMainHttp2Test {

    private static final String CURL = System.getProperty("dgq.curl", "/usr/bin/curl");

    @Test
    void curlSpeaksH2OverTlsAndH2cWithPriorKnowledge(@TempDir Path dir) throws Exception {
        assertThat(Path.of(CURL))
                .as("curl is needed: apt-get install curl, or point -Ddgq.curl= at it")
                .isExecutable();
        assertThat(curl("--version"))
                .as("curl must be built with HTTP/2 (nghttp2)")
                .contains("HTTP2");
        Path ca = dir.resolve("ca.pem");
        Process server = ChildJvm.launchWithHeap("-Xmx64m", "--https", "--tls-ca-out", ca.toString(), "--seed", "demo");
        try {
            BufferedReader out = ChildJvm.output(server);
            String baseUrl = out.readLine().substring("DGQ_BASE_URL=".length());
            String token = out.readLine().substring("DGQ_API_TOKEN=".length());
            String port = baseUrl.substring(baseUrl.lastIndexOf(':') + 1);
            assertThat(curl(
                            "--http2",
                            "--cacert",
                            ca.toString(),
                            "-w",
                            "\nversion=%{http_version}",
                            "-H",
                            "Authorization: Bearer " + token,
                            "-H",
                            "Content-Type: application/json",
                            "-d",
                            "{}",
                            "https://localhost:" + port + "/api/v1/governance/domain/list"))
                    .contains("\"Finance\"")
                    .endsWith("version=2");
        } finally {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        }
        try (ReferenceServer plain = ReferenceServerMain.command(new String[] {"--seed", "demo"})
                        .builder()
                        .start();
                ReferenceServer off = ReferenceServerMain.command(new String[] {"--no-http2"})
                        .builder()
                        .start()) {
            assertThat(curl(
                            "--http2-prior-knowledge",
                            "-w",
                            "\nversion=%{http_version}",
                            "-H",
                            "Authorization: Bearer " + plain.apiToken(),
                            "-H",
                            "Content-Type: application/json",
                            "-d",
                            "{}",
                            plain.baseUrl() + "/api/v1/governance/domain/list"))
                    .contains("\"Finance\"")
                    .endsWith("version=2");
            assertThat(plain.journal().requests().get(0).protocol()).isEqualTo("HTTP/2");
            assertThat(curl("-w", "\nversion=%{http_version}", plain.baseUrl() + "/__admin/health"))
                    .as("without prior knowledge, the plain port speaks HTTP/1.1 as before")
                    .endsWith("version=1.1");
            assertThat(curl("--http2-prior-knowledge", off.baseUrl() + "/__admin/health"))
                    .as("--no-http2: the preface is not HTTP/1.1, and no HTTP/2 answers it")
                    .doesNotContain("\"status\"");
        }
        Process help = ChildJvm.launchWithHeap("-Xmx64m", "--help");
        assertThat(help.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8))
                .contains("--no-http2 ");
    }

    /** Runs curl, silent but for errors; its output and errors together. */
    private static String curl(String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(CURL, "-sS", "--max-time", "10"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(15, TimeUnit.SECONDS)).isTrue();
        return output;
    }
}
