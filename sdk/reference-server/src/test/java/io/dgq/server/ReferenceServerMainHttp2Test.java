package io.dgq.server;

import static io.dgq.server.testing.Curl.curl;
import static io.dgq.server.testing.Curl.domainList;
import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.testing.ChildJvm;
import io.dgq.server.testing.Curl;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * curl speaks HTTP/2 to the standalone server: {@code --http2} over TLS (ALPN) and {@code --http2-prior-knowledge}
 * on the plain port, and {@code --no-http2} turns it off. Needs curl built with HTTP/2 ({@code apt-get install
 * curl}); without it the test fails, saying so, rather than being skipped.
 */
class ReferenceServerMainHttp2Test {

    @Test
    void curlSpeaksH2OverTlsAndH2cWithPriorKnowledge(@TempDir Path dir) throws Exception {
        Curl.require();
        assertThat(curl("--version"))
                .as("curl must be built with HTTP/2 (nghttp2)")
                .contains("HTTP2");
        Path ca = dir.resolve("ca.pem");
        try (ChildJvm.Https server = ChildJvm.https(ca)) {
            String token = server.token();
            String port = server.port();
            assertThat(domainList(
                            "https://localhost:" + port,
                            token,
                            "--http2",
                            "--cacert",
                            ca.toString(),
                            "-w",
                            "\nversion=%{http_version}"))
                    .contains("\"Finance\"")
                    .endsWith("version=2");
        }
        try (ReferenceServer plain = ReferenceServerMain.command(new String[] {"--seed", "demo"})
                        .builder()
                        .start();
                ReferenceServer off = ReferenceServerMain.command(new String[] {"--no-http2"})
                        .builder()
                        .start()) {
            assertThat(domainList(
                            plain.baseUrl(),
                            plain.apiToken(),
                            "--http2-prior-knowledge",
                            "-w",
                            "\nversion=%{http_version}"))
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
        assertThat(ChildJvm.help()).contains("--no-http2 ");
    }
}
