package io.dgq.server.admin;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.testing.RawHttp;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import org.junit.jupiter.api.Test;

/**
 * Admin answers are never cached nor sniffed, and TLS offers AEAD cipher suites with forward secrecy only: TLS 1.2's
 * CBC suites and static RSA key exchange are refused.
 */
class AdminHeadersAndTlsSuitesHttpTest {

    @Test
    void everyAdminAnswerSaysNoStoreAndNoSniffRefusalsAndTheSnapshotIncluded() {
        try (ReferenceServer server = ReferenceServer.builder().seed(Seed.DEMO).start()) {
            RawHttp admin = new RawHttp(server.baseUrl(), server.adminToken());
            List<RawHttp.Answer> answers = List.of(
                    admin.get("/__admin/snapshot"),
                    admin.get("/__admin/requests"),
                    admin.get("/__admin/stats"),
                    admin.get("/__admin/health"),
                    admin.get("/__admin/no-such-thing"),
                    new RawHttp(server.baseUrl(), "wrong-token").get("/__admin/snapshot"),
                    admin.send("DELETE", "/__admin/health", null, Map.of()));
            for (RawHttp.Answer answer : answers) {
                assertThat(answer.header("Cache-Control"))
                        .as("status " + answer.status())
                        .isEqualTo("no-store");
                assertThat(answer.header("X-Content-Type-Options"))
                        .as("status " + answer.status())
                        .isEqualTo("nosniff");
            }
            assertThat(answers.get(0).status()).isEqualTo(200);
            assertThat(answers.get(5).status()).isEqualTo(401);
        }
    }

    @Test
    void tls12OffersAeadSuitesWithForwardSecrecyOnly() throws Exception {
        try (ReferenceServer server = ReferenceServer.builder().https().start()) {
            String base = server.baseUrl();
            int port = Integer.parseInt(base.substring(base.lastIndexOf(':') + 1));
            SSLContext client = SSLContext.getInstance("TLS");
            client.init(null, new TrustManager[] {server.trustManager()}, null);
            String[] candidates;
            try (SSLSocket probe = (SSLSocket) client.getSocketFactory().createSocket()) {
                candidates = probe.getSupportedCipherSuites();
            }
            List<String> accepted = new ArrayList<>();
            for (String suite : candidates) {
                if (suite.startsWith("TLS_") && suite.contains("_WITH_") && !suite.contains("_anon_")) {
                    if (handshake(client, port, suite)) {
                        accepted.add(suite);
                    }
                }
            }
            assertThat(accepted)
                    .as("the TLS 1.2 suites the server accepts, one offered at a time")
                    .isNotEmpty()
                    .allSatisfy(suite -> assertThat(suite)
                            .matches("TLS_(ECDHE|DHE)_[A-Z]+_WITH_(AES_\\d+_(GCM|CCM)\\w*|CHACHA20_POLY1305_SHA256)"));
            assertThat(Arrays.stream(candidates)
                            .filter(suite -> suite.startsWith("TLS_ECDHE_ECDSA_") && suite.contains("_CBC_")))
                    .as("the JVM's CBC suites that the server's EC certificate could serve")
                    .isNotEmpty()
                    .allSatisfy(cbc -> assertThat(accepted).doesNotContain(cbc));
        }
    }

    /** Whether a TLS 1.2 handshake offering only this suite succeeds. */
    private static boolean handshake(SSLContext client, int port, String suite) throws IOException {
        try (SSLSocket socket = (SSLSocket) client.getSocketFactory().createSocket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            socket.setEnabledProtocols(new String[] {"TLSv1.2"});
            socket.setEnabledCipherSuites(new String[] {suite});
            socket.startHandshake();
            return true;
        } catch (javax.net.ssl.SSLException | IllegalArgumentException e) {
            return false;
        }
    }
}
