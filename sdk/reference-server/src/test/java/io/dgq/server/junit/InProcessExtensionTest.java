package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.faults.Fault;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The extension's in-process option: a server without a port, and a client that reaches it in the same JVM. */
class InProcessExtensionTest {

    @RegisterExtension
    static final ReferenceServerExtension SERVER =
            ReferenceServerExtension.withSeed(Seed.DEMO).inProcess();

    @Test
    void theClientReachesTheServerInProcess(DgqClient client, ReferenceServer server, @DgqBaseUrl String baseUrl) {
        assertThat(baseUrl).isEqualTo(ReferenceServer.IN_PROCESS_BASE_URL);
        assertThatThrownBy(server::port).isInstanceOf(IllegalStateException.class);
        server.faults().once("POST", "/governance/domain/list", Fault.error(503));

        assertThat(client.domains()
                        .list(ListRequest.builder().pageSize(50).build())
                        .items())
                .extracting(DomainListItem::name)
                .contains("CRM");
        assertThat(server.requests()).extracting(r -> r.status()).containsExactly(503, 200);
    }
}
