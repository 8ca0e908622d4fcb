package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The JUnit extension over https: its server speaks TLS and its client trusts it. */
class HttpsExtensionTest {

    @RegisterExtension
    static final ReferenceServerExtension SERVER =
            ReferenceServerExtension.withSeed(Seed.DEMO).lenient().https();

    @Test
    void theInjectedClientCallsTheServerOverHttps(
            DgqClient client, ReferenceServer server, @DgqBaseUrl String baseUrl) {
        assertThat(server.https()).isTrue();
        assertThat(baseUrl).startsWith("https://127.0.0.1:");
        assertThat(client.apiBaseUrl()).startsWith("https://");
        assertThat(client.domains().list(ListRequest.firstPage()).totalCount()).isEqualTo(7);
    }
}
