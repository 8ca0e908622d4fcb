package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import okhttp3.tls.HeldCertificate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The standalone server's https flags, and curl over TLS against it. Needs curl ({@code apt-get install curl});
 * without it the test fails, saying so, rather than being skipped.
 */
class ReferenceServerMainHttpsTest {

    private static final String CURL = System.getProperty("dgq.curl", "/usr/bin/curl");

    @Test
    void curlTrustsTheWrittenCertificateAndPlainHttpIsToldToUseHttps(@TempDir Path dir) throws Exception {
        assertThat(Path.of(CURL))
                .as("curl is needed: apt-get install curl, or point -Ddgq.curl= at it")
                .isExecutable();
        Path ca = dir.resolve("ca.pem");
        Process server = ChildJvm.launchWithHeap("-Xmx64m", "--https", "--tls-ca-out", ca.toString(), "--seed", "demo");
        try {
            BufferedReader out = ChildJvm.output(server);
            String baseUrl = out.readLine().substring("DGQ_BASE_URL=".length());
            String token = out.readLine().substring("DGQ_API_TOKEN=".length());
            assertThat(baseUrl).startsWith("https://127.0.0.1:");
            assertThat(Files.readString(ca)).startsWith("-----BEGIN CERTIFICATE-----");
            String port = baseUrl.substring(baseUrl.lastIndexOf(':') + 1);

            assertThat(curl(
                            "--cacert",
                            ca.toString(),
                            "-H",
                            "Authorization: Bearer " + token,
                            "-H",
                            "Content-Type: application/json",
                            "-d",
                            "{}",
                            "https://localhost:" + port + "/api/v1/governance/domain/list"))
                    .contains("\"Finance\"");
            assertThat(curl("http://127.0.0.1:" + port + "/__admin/health"))
                    .contains("This port speaks HTTPS (TLS): use an https:// URL");
            assertThat(curl("https://127.0.0.1:" + port + "/__admin/health"))
                    .as("without --cacert, curl refuses the certificate")
                    .contains("curl: (60)");
        } finally {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
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
        Process help = ChildJvm.launchWithHeap("-Xmx64m", "--help");
        assertThat(help.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8))
                .contains("--https ")
                .contains("--tls-cert FILE")
                .contains("--tls-key FILE")
                .contains("--tls-ca-out FILE");
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
