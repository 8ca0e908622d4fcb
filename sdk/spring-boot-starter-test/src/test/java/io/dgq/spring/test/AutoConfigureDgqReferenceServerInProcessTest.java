package io.dgq.spring.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.server.faults.Fault;
import io.dgq.spring.boot.DgqAutoConfiguration;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The slice in-process: the server opens no port, the client bean reaches it through its in-process transport (the
 * default transport's options of the application ignored), and faults and the journal apply as over HTTP.
 */
@SpringBootTest(
        classes = AutoConfigureDgqReferenceServerInProcessTest.App.class,
        properties = {
            "dgq.base-url=https://production.example.com",
            "dgq.api-token=not-used",
            "dgq.read-timeout=5s",
            "dgq.connect-timeout=2s"
        })
@AutoConfigureDgqReferenceServer(inProcess = true)
class AutoConfigureDgqReferenceServerInProcessTest {

    /** The application: only the DGQ auto-configuration. */
    @SpringBootConfiguration
    @ImportAutoConfiguration(DgqAutoConfiguration.class)
    static class App {}

    @Autowired
    DgqClient client;

    @Autowired
    ReferenceServer server;

    @Test
    void theClientBeanReachesTheServerInProcess() {
        assertThatThrownBy(server::port).isInstanceOf(IllegalStateException.class);
        assertThat(server.baseUrl()).isEqualTo(ReferenceServer.IN_PROCESS_BASE_URL);
        server.faults().once("GET", "/governance/domain/{id}", Fault.error(503));
        Domain created = client.domains()
                .create(DomainCreateRequest.builder().name("Local").build());

        assertThat(client.domains().get(created.id()).name()).isEqualTo("Local");
        assertThat(server.requests()).extracting(r -> r.status()).containsExactly(200, 503, 200);
    }
}
