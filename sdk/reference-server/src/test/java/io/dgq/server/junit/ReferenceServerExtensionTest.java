package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.server.faults.Fault;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The extension's own contract: one server per class, reset between tests (faults and journal included), and what
 * it injects.
 */
@ExtendWith(ReferenceServerExtension.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReferenceServerExtensionTest {

    private static ReferenceServer firstServer;

    @Test
    @Order(1)
    void injectsAClientAndTheServerItTalksTo(DgqClient client, ReferenceServer server) {
        firstServer = server;
        assertThat(client.domains().list(ListRequest.firstPage()).totalCount()).isZero();
        client.domains()
                .create(DomainCreateRequest.builder().name("Left behind").build());
        assertThat(client.domains().list(ListRequest.firstPage()).totalCount()).isEqualTo(1);
        server.faults().always("GET", "/governance/domain/{id}", Fault.error(500));
        assertThat(server.requests()).hasSize(3);
    }

    @Test
    @Order(2)
    void resetsStateBetweenTestsOnTheSameServer(DgqClient client, ReferenceServer server) {
        assertThat(server).isSameAs(firstServer);
        assertThat(server.faults().rules()).as("faults left behind are removed").isEmpty();
        assertThat(server.requests()).as("the journal starts empty").isEmpty();
        assertThat(client.domains().list(ListRequest.firstPage()).totalCount()).isZero();
    }

    @Test
    @Order(3)
    void injectsTheBaseUrlAndAWorkingToken(@DgqBaseUrl String baseUrl, @DgqApiToken String token) throws Exception {
        assertThat(baseUrl).startsWith("http://127.0.0.1:").doesNotContain("/api/v1");
        HttpResponse<String> response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(baseUrl + "/api/v1/governance/field/tabs-groups"))
                                .header("Authorization", "Bearer " + token)
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
    }
}
