package io.dgq.spring.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.server.ReferenceServer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** The slice in-process by the property {@code dgq.test.reference-server.in-process}, the annotation left as it is. */
@SpringBootTest(
        classes = AutoConfigureDgqReferenceServerInProcessTest.App.class,
        properties = {"dgq.api-token=not-used", "dgq.test.reference-server.in-process=true"})
@AutoConfigureDgqReferenceServer
class AutoConfigureDgqReferenceServerInProcessPropertyTest {

    @Autowired
    DgqClient client;

    @Autowired
    ReferenceServer server;

    @Test
    void theClientBeanReachesTheServerInProcess() {
        assertThatThrownBy(server::port).isInstanceOf(IllegalStateException.class);
        client.domains()
                .create(DomainCreateRequest.builder().name("By property").build());
        assertThat(server.requests()).hasSize(1);
    }
}
