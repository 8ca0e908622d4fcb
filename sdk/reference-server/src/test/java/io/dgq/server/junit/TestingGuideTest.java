// spotless:off: src/docs/testing.md shows this code as it is
package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.errors.DgqRateLimitException;
import io.dgq.sdk.errors.DgqRedirectException;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.faults.Fault;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.server.snapshot.IdGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The examples of src/docs/testing.md, which quotes each test method verbatim (see TestingGuidePageTest). */
class TestingGuideTest {

    @RegisterExtension
    static final ReferenceServerExtension SERVER = ReferenceServerExtension.withSeed(Seed.DEMO);

    @Test
    void retriesAfterA503WithRetryAfter(ReferenceServer server) {
        server.faults().once("POST", "/governance/domain/list",
                Fault.error(503).withRetryAfter(Duration.ofSeconds(1)));
        List<Duration> waits = new CopyOnWriteArrayList<>();
        try (DgqClient client = DgqClient.builder().baseUrl(server.baseUrl()).apiToken(server.apiToken())
                .sleeper(waits::add)                       // records the waits instead of sleeping
                .build()) {
            assertThat(client.domains().list(ListRequest.firstPage()).items()).isNotEmpty();
        }
        assertThat(waits).containsExactly(Duration.ofSeconds(1));
        assertThat(server.journal().requests("POST", "/governance/domain/list"))
                .extracting(RecordedRequest::status).containsExactly(503, 200);
    }

    @Test
    void timesOutWhenTheServerIsSlow(ReferenceServer server) {
        server.faults().once("GET", "/governance/domain/{id}", Fault.delay(Duration.ofSeconds(3)));
        try (DgqClient client = DgqClient.builder().baseUrl(server.baseUrl()).apiToken(server.apiToken())
                .readTimeout(Duration.ofMillis(250)).maxRetries(0).build()) {
            assertThatThrownBy(() -> client.domains().get("any-id"))
                    .isInstanceOfSatisfying(DgqConnectionException.class,
                            error -> assertThat(error.isTimeout()).isTrue());
        }
    }

    @Test
    void givesUpOnA429Storm(ReferenceServer server) {
        server.faults().always("POST", "/governance/domain/list",
                Fault.error(429).withRetryAfter(Duration.ofSeconds(5)));
        try (DgqClient client = DgqClient.builder().baseUrl(server.baseUrl()).apiToken(server.apiToken())
                .maxRetries(3).sleeper(wait -> { }).build()) {
            assertThatThrownBy(() -> client.domains().list(ListRequest.firstPage()))
                    .isInstanceOfSatisfying(DgqRateLimitException.class,
                            error -> assertThat(error.retryAfter()).contains(Duration.ofSeconds(5)));
        }
        server.journal().verifyCount("POST", "/governance/domain/list", 4);
    }

    @Test
    void survivesADroppedConnectionAndACutBody(ReferenceServer server) {
        server.faults().once("POST", "/governance/domain/list", Fault.dropConnection());
        server.faults().once("POST", "/governance/domain/list", Fault.truncatedBody());
        try (DgqClient client = DgqClient.builder().baseUrl(server.baseUrl()).apiToken(server.apiToken())
                .sleeper(wait -> { }).build()) {
            assertThat(client.domains().list(ListRequest.firstPage()).items()).isNotEmpty();
        }
        assertThat(server.journal().requests("POST", "/governance/domain/list"))
                .extracting(RecordedRequest::status).containsExactly(0, 200, 200);
    }

    @Test
    void meetsWhatAProductionNetworkDoes(ReferenceServer server) {
        server.faults().once("POST", "/governance/domain/list", Fault.redirect(307, "https://127.0.0.1:8443/api/v1"));
        server.faults().once("POST", "/governance/domain/list", Fault.proxyErrorPage(502));
        server.faults().once("POST", "/governance/domain/list", Fault.closeWhenIdle(Duration.ZERO));
        server.faults().once("POST", "/governance/domain/list", Fault.slowBody(20_000));   // bytes per second
        try (DgqClient client = DgqClient.builder().baseUrl(server.baseUrl()).apiToken(server.apiToken())
                .sleeper(wait -> { }).build()) {
            assertThatThrownBy(() -> client.domains().list(ListRequest.firstPage()))
                    .isInstanceOf(DgqRedirectException.class);           // to another port: not followed
            assertThat(client.domains().list(ListRequest.firstPage()).items()).isNotEmpty();
            assertThat(client.domains().list(ListRequest.firstPage()).items()).isNotEmpty();
        }
        assertThat(server.journal().requests("POST", "/governance/domain/list"))
                .extracting(RecordedRequest::status).containsExactly(307, 502, 200, 200);
    }

    @Test
    void callsOverHttps() {
        try (ReferenceServer server = ReferenceServer.builder().https().start();   // a certificate made at start
                DgqClient client = DgqClient.builder().baseUrl(server.baseUrl()).apiToken(server.apiToken())
                        .tls(server.sslSocketFactory(), server.trustManager())    // trusts that certificate only
                        .build()) {
            assertThat(server.baseUrl()).startsWith("https://127.0.0.1:");
            assertThat(client.domains().list(ListRequest.firstPage()).items()).isEmpty();
        }
    }

    @Test
    void verifiesWhatWasSent(DgqClient client, ReferenceServer server) {
        client.domains().create(DomainCreateRequest.builder().name("Finance").ownerTeam("Controlling").build());

        RecordedRequest sent = server.journal().verifySent("POST", "/governance/domain", "name", "Finance");
        assertThat(sent.bodyField("owner_team").map(JsonNode::asText)).contains("Controlling");
        assertThat(sent.header("Authorization")).contains("Bearer [REDACTED]");
        assertThat(server.journal().count("POST", "/governance/domain")).isEqualTo(1);
    }

    @Test
    void startsFromASavedFixture(ReferenceServer server, @TempDir Path dir) throws IOException {
        Path fixture = Files.writeString(dir.resolve("fixture.json"), server.snapshot());   // the whole state
        try (ReferenceServer copy = ReferenceServer.builder().seed(fixture)
                .ids(IdGenerator.sequential())                     // the same ids on every run
                .start();
                DgqClient client = DgqClient.builder().baseUrl(copy.baseUrl()).apiToken(copy.apiToken()).build()) {
            String saved = copy.snapshot();
            Domain domain = client.domains().create(DomainCreateRequest.builder().name("Scratch").build());
            assertThat(domain.id()).isEqualTo("00000000-0000-4000-8000-000000000001");

            copy.restore(saved);                                   // checked first, then all at once
            assertThatThrownBy(() -> client.domains().get(domain.id())).isInstanceOf(DgqNotFoundException.class);
        }
    }
}
// spotless:on
