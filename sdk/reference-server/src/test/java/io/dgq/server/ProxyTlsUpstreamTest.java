package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.testing.ChildJvm;
import io.dgq.server.testing.RawHttp;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A proxy of an upstream over TLS, the upstream being a reference server with a certificate authority of its own:
 * trusted through {@code --proxy-ca-file} (or {@code proxyCaFile(Path)}), the upstream's answers come through; without
 * it, each call is a 502 naming the upstream and the TLS failure, and the proxy keeps serving.
 */
class ProxyTlsUpstreamTest {

    private static final String LIST = "/api/v1/governance/domain/list";

    private static ReferenceServer upstream;

    @TempDir
    static Path dir;

    private static Path ca;

    @BeforeAll
    static void start() throws Exception {
        upstream = ReferenceServer.builder().seed(Seed.DEMO).https().start();
        ca = dir.resolve("upstream-ca.pem");
        Files.writeString(ca, upstream.certificatePem(), StandardCharsets.US_ASCII);
    }

    @AfterAll
    static void stop() {
        upstream.close();
    }

    @Test
    void theUpstreamsCaFileFromTheCommandLineOrTheBuilderIsTrustedAndChecked() {
        assertThat(upstream.baseUrl()).startsWith("https://127.0.0.1:");
        ReferenceServer.Builder fromFlags = ReferenceServerMain.parse(
                new String[] {"--proxy-to", upstream.baseUrl(), "--proxy-ca-file", ca.toString()});
        ReferenceServer.Builder fromBuilder = ReferenceServer.builder()
                .proxyTo(URI.create(upstream.baseUrl()))
                .proxyCaFile(ca);
        for (ReferenceServer.Builder builder : new ReferenceServer.Builder[] {fromFlags, fromBuilder}) {
            try (ReferenceServer proxy = builder.start()) {
                RawHttp.Answer answer = new RawHttp(proxy.baseUrl(), upstream.apiToken()).post(LIST, Map.of());
                assertThat(answer.status()).as("%s", answer.body()).isEqualTo(200);
                assertThat(answer.data().path("total_count").asInt()).isPositive();
                assertThat(proxy.drift().checkedAnswers()).isEqualTo(1);
                assertThat(proxy.drift().isEmpty()).isTrue();
            }
        }
    }

    @Test
    void withoutTheCaFileEachCallIsA502NamingTheUpstreamAndTheTlsFailure() {
        try (ReferenceServer proxy = ReferenceServer.builder()
                .proxyTo(URI.create(upstream.baseUrl()))
                .start()) {
            RawHttp http = new RawHttp(proxy.baseUrl(), upstream.apiToken());
            for (int i = 0; i < 2; i++) {
                RawHttp.Answer answer = http.post(LIST, Map.of());
                assertThat(answer.status()).isEqualTo(502);
                assertThat(answer.code()).isEqualTo("BAD_GATEWAY");
                assertThat(answer.message())
                        .isEqualTo("Upstream 127.0.0.1 unreachable: TLS failed (its certificate is not trusted)")
                        .doesNotContain("Exception")
                        .doesNotContain(upstream.apiToken());
            }
            assertThat(proxy.drift().checkedAnswers())
                    .as("the proxy's own answers are not checked")
                    .isZero();
        }
    }

    @Test
    void plainHttpToAHostOtherThanLoopbackIsRefusedOnTheCommandLineUnlessAllowed() {
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--proxy-to", "http://acme.example.com"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("proxy upstream acme.example.com is plain http and not loopback: use https, or allow plain"
                        + " http explicitly (--proxy-allow-http)");
        assertThat(ReferenceServerMain.parse(
                                new String[] {"--proxy-to", "http://acme.example.com", "--proxy-allow-http"})
                        .proxyAllowHttp)
                .isTrue();
    }

    @Test
    void aCaFileWithoutCertificatesStopsTheJarWithStatusTwoAndNoStackTrace() throws Exception {
        Path notPem = dir.resolve("not-a-ca.txt");
        Files.writeString(notPem, "not a certificate\n", StandardCharsets.US_ASCII);
        Process process = ChildJvm.launchWithHeap(
                "-Xmx64m", "--proxy-to", upstream.baseUrl(), "--proxy-ca-file", notPem.toString());
        try {
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).isEqualTo(2);
            String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(stderr)
                    .startsWith("error: proxy CA file " + notPem)
                    .doesNotContain("Exception")
                    .doesNotContain("\tat ");
        } finally {
            process.destroyForcibly();
        }
    }
}
