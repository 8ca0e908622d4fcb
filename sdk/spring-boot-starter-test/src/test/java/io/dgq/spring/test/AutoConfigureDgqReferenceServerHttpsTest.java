package io.dgq.spring.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.server.ReferenceServer;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.spring.boot.DgqAutoConfiguration;
import javax.net.ssl.SSLHandshakeException;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * {@code https = true}: the server speaks https, and the client bean reaches it trusting the server's certificate
 * authority, with no {@code dgq.allow-insecure-http}; a client without that trust is refused by the handshake.
 */
@SpringBootTest(
        classes = AutoConfigureDgqReferenceServerHttpsTest.App.class,
        properties = {"dgq.base-url=https://production.example.com", "dgq.api-token=not-used"})
@AutoConfigureDgqReferenceServer(https = true)
class AutoConfigureDgqReferenceServerHttpsTest {

    /** The application: only the DGQ auto-configuration. */
    @SpringBootConfiguration
    @ImportAutoConfiguration(DgqAutoConfiguration.class)
    static class App {}

    @Autowired
    DgqClient client;

    @Autowired
    ReferenceServer server;

    @Test
    void theClientBeanTalksToTheContextsServerOverTls() {
        assertThat(server.https()).isTrue();
        assertThat(server.baseUrl()).startsWith("https://");

        Domain created = client.domains()
                .create(DomainCreateRequest.builder().name("Secure").build());

        assertThat(client.domains().get(created.id()).name()).isEqualTo("Secure");
        assertThat(server.requests()).extracting(RecordedRequest::method).containsExactly("POST", "GET");
    }

    @Test
    void aClientWithoutTheServersTrustIsRefused() {
        try (DgqClient untrusting = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .maxRetries(0)
                .build()) {
            assertThatThrownBy(() -> untrusting.domains().get("00000000-0000-0000-0000-000000000000"))
                    .isInstanceOf(DgqConnectionException.class)
                    .hasCauseInstanceOf(SSLHandshakeException.class);
        }
        assertThat(server.requests()).isEmpty();
    }
}
