package io.dgq.server;

import static io.dgq.server.testing.Curl.curl;
import static io.dgq.server.testing.Curl.domainList;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.testing.ChildJvm;
import io.dgq.server.testing.Curl;
import java.nio.file.Files;
import java.nio.file.Path;
import okhttp3.tls.HeldCertificate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The standalone server's https flags, and curl over TLS against it. Needs curl ({@code apt-get install curl});
 * without it the test fails, saying so, rather than being skipped.
 */
class ReferenceServerMainHttpsTest {

    @Test
    void curlTrustsTheWrittenCertificateAndPlainHttpIsToldToUseHttps(@TempDir Path dir) throws Exception {
        Curl.require();
        Path ca = dir.resolve("ca.pem");
        try (ChildJvm.Https server = ChildJvm.https(ca)) {
            String baseUrl = server.baseUrl();
            String token = server.token();
            assertThat(baseUrl).startsWith("https://127.0.0.1:");
            assertThat(Files.readString(ca)).startsWith("-----BEGIN CERTIFICATE-----");
            String port = server.port();

            assertThat(domainList("https://localhost:" + port, token, "--cacert", ca.toString()))
                    .contains("\"Finance\"");
            assertThat(curl("http://127.0.0.1:" + port + "/__admin/health"))
                    .contains("This port speaks HTTPS (TLS): use an https:// URL");
            assertThat(curl("https://127.0.0.1:" + port + "/__admin/health"))
                    .as("without --cacert, curl refuses the certificate")
                    .contains("curl: (60)");
        }
    }

    @Test
    void tlsFlagsGoTogetherAndAGivenPairIsServed(@TempDir Path dir) throws Exception {
        assertThatThrownBy(() -> ReferenceServerMain.command(new String[] {"--tls-cert", "a.pem"}))
                .hasMessage("--tls-cert and --tls-key go together: give both, or --https alone");
        assertThatThrownBy(() -> ReferenceServerMain.command(new String[] {"--tls-ca-out", "ca.pem"}))
                .hasMessage("--tls-ca-out needs --https or --tls-cert and --tls-key");
        assertThatThrownBy(() -> ReferenceServerMain.command(new String[] {"--https=yes"}))
                .hasMessage("--https takes no value");
        HeldCertificate held = new HeldCertificate.Builder()
                .addSubjectAlternativeName("127.0.0.1")
                .build();
        Path cert = Files.writeString(dir.resolve("cert.pem"), held.certificatePem());
        Path key = Files.writeString(dir.resolve("key.pem"), held.privateKeyPkcs8Pem());
        try (ReferenceServer server = ReferenceServerMain.command(
                        new String[] {"--tls-cert", cert.toString(), "--tls-key=" + key})
                .builder()
                .start()) {
            assertThat(server.baseUrl()).startsWith("https://");
            assertThat(server.certificatePem()).isEqualTo(held.certificatePem());
        }
        assertThat(ChildJvm.help())
                .contains("--https ")
                .contains("--tls-cert FILE")
                .contains("--tls-key FILE")
                .contains("--tls-ca-out FILE");
    }
}
