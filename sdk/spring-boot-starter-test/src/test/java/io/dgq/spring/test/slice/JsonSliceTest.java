package io.dgq.spring.test.slice;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.spring.test.AutoConfigureDgqReferenceServer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.autoconfigure.json.JsonTest;

/**
 * {@code @AutoConfigureDgqReferenceServer} on a {@code @JsonTest}, the slice of a test that checks how the
 * application writes what it read through the client: the client bean is there, talking to the reference server.
 */
@JsonTest
@AutoConfigureDgqReferenceServer
class JsonSliceTest {

    /** The application, as a user writes it: auto-configuration on, which the slice turns off. */
    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class App {}

    @Autowired
    DgqClient client;

    @Autowired
    ReferenceServer server;

    @Test
    void theClientBeanIsThereAndTalksToTheReferenceServer() {
        Domain created = client.domains()
                .create(DomainCreateRequest.builder().name("Json").build());

        assertThat(client.domains().get(created.id()).name()).isEqualTo("Json");
        assertThat(server.requests()).hasSize(2);
    }
}
