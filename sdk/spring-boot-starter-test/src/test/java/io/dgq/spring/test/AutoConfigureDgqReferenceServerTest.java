package io.dgq.spring.test;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.server.ReferenceServer;
import io.dgq.server.faults.Fault;
import io.dgq.spring.boot.DgqAutoConfiguration;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The test slice: the client bean reaches the context's reference server (its address and token replacing the
 * application's), the server is a bean, and each test method starts from the seed, with no fault and an empty
 * journal.
 */
@SpringBootTest(
        classes = AutoConfigureDgqReferenceServerTest.App.class,
        properties = {"dgq.base-url=https://production.example.com", "dgq.api-token=not-used"})
@AutoConfigureDgqReferenceServer
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AutoConfigureDgqReferenceServerTest {

    /** The application: only the DGQ auto-configuration. */
    @SpringBootConfiguration
    @ImportAutoConfiguration(DgqAutoConfiguration.class)
    static class App {}

    private static ReferenceServer firstServer;
    private static String firstDomainId;

    @Autowired
    DgqClient client;

    @Autowired
    ReferenceServer server;

    @Test
    @Order(1)
    void theClientBeanTalksToTheContextsServer() {
        server.faults().once("GET", "/governance/domain/{id}", Fault.error(500));
        Domain created = client.domains()
                .create(DomainCreateRequest.builder().name("Slice").build());

        assertThat(client.domains().get(created.id()).name()).isEqualTo("Slice");
        assertThat(server.requests()).extracting(r -> r.method()).containsExactly("POST", "GET", "GET");
        firstServer = server;
        firstDomainId = created.id();
    }

    @Test
    @Order(2)
    void eachTestMethodStartsFromTheSeedWithTheSameServer() {
        assertThat(server).isSameAs(firstServer);
        assertThat(server.requests()).isEmpty();
        assertThat(server.faults().rules()).isEmpty();
        Assertions.assertThatThrownBy(() -> client.domains().get(firstDomainId))
                .isInstanceOf(DgqNotFoundException.class);
    }
}
