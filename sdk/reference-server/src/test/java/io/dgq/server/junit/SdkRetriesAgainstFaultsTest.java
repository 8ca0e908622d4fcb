package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqConflictException;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqRateLimitException;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.sdk.errors.ErrorDetail;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.server.faults.Fault;
import io.dgq.server.journal.RecordedRequest;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The SDK's retries and error mapping against faults injected into the real server: reads, updates, deletes and
 * list POSTs are retried on connection failures, 408, 429, 500, 502, 503 and 504; a create only on 429 or when it
 * never left. The client's sleeper records the waits, so no test sleeps.
 */
class SdkRetriesAgainstFaultsTest {

    @RegisterExtension
    static final ReferenceServerExtension SERVER = new ReferenceServerExtension();

    private static final String DOMAIN = "/governance/domain/{id}";
    private static final String DOMAINS = "/governance/domain";

    private final List<Duration> waits = new CopyOnWriteArrayList<>();
    private ReferenceServer server;
    private DgqClient client;
    private String domainId;

    @BeforeEach
    void connect(ReferenceServer injected) {
        server = injected;
        client = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .maxRetries(2)
                .sleeper(waits::add)
                .build();
        domainId = client.domains()
                .create(DomainCreateRequest.builder().name("Retried").build())
                .id();
        server.journal().clear();
    }

    @AfterEach
    void close() {
        client.close();
    }

    @Test
    void aGetAnswered503WithRetryAfterIsRetriedOnceAndSucceeds() {
        server.faults().once("GET", DOMAIN, Fault.error(503).withRetryAfter(Duration.ofSeconds(1)));

        Domain domain = client.domains().get(domainId);

        assertThat(domain.name()).isEqualTo("Retried");
        assertThat(server.journal().requests("GET", DOMAIN))
                .extracting(RecordedRequest::status)
                .containsExactly(503, 200);
        assertThat(waits).containsExactly(Duration.ofSeconds(1));
    }

    @Test
    void idempotentCallsAreRetriedOnEachRetryableStatus() {
        for (int status : new int[] {408, 429, 500, 502, 503, 504}) {
            server.journal().clear();
            server.faults().once("POST", "/governance/domain/list", Fault.error(status));
            assertThat(client.domains().list(ListRequest.firstPage()).totalCount())
                    .isEqualTo(1);
            assertThat(server.journal().count("POST", "/governance/domain/list"))
                    .as("status %d", status)
                    .isEqualTo(2);
        }
        server.faults().once("DELETE", DOMAIN, Fault.error(502));
        client.domains().delete(domainId);
        server.journal().verifyCount("DELETE", DOMAIN, 2);
    }

    @Test
    void aCreateAnswered500IsSentOnce() {
        server.faults().always("POST", DOMAINS, Fault.error(500));

        assertThatThrownBy(() -> client.domains()
                        .create(DomainCreateRequest.builder().name("Once").build()))
                .isInstanceOfSatisfying(
                        DgqServerException.class,
                        error -> assertThat(error.statusCode()).isEqualTo(500));

        server.journal().verifyCount("POST", DOMAINS, 1);
        assertThat(waits).isEmpty();
    }

    @Test
    void aCreateAnswered429IsRetriedForTheServerRefusedItUnseen() {
        server.faults().once("POST", DOMAINS, Fault.error(429).withRetryAfter(Duration.ofSeconds(2)));

        assertThat(client.domains()
                        .create(DomainCreateRequest.builder().name("Later").build())
                        .name())
                .isEqualTo("Later");

        assertThat(server.journal().requests("POST", DOMAINS))
                .extracting(RecordedRequest::status)
                .containsExactly(429, 200);
        assertThat(waits).containsExactly(Duration.ofSeconds(2));
    }

    @Test
    void aCreateWhoseConnectionDropsAfterSendingIsNotSentAgain() {
        server.faults().once("POST", DOMAINS, Fault.dropConnection());

        assertThatThrownBy(() -> client.domains()
                        .create(DomainCreateRequest.builder().name("Maybe").build()))
                .isInstanceOf(DgqConnectionException.class);

        assertThat(server.journal().requests("POST", DOMAINS))
                .extracting(RecordedRequest::status)
                .containsExactly(0);
        assertThat(waits).isEmpty();
    }

    @Test
    void aDroppedConnectionOnAGetIsRetried() {
        server.faults().once("GET", DOMAIN, Fault.dropConnection());

        assertThat(client.domains().get(domainId).id()).isEqualTo(domainId);

        assertThat(server.journal().requests("GET", DOMAIN))
                .extracting(RecordedRequest::status)
                .containsExactly(0, 200);
    }

    @Test
    void aTruncatedBodyIsAConnectionFailureRetriedLikeOne() {
        server.faults().once("GET", DOMAIN, Fault.truncatedBody());
        assertThat(client.domains().get(domainId).id()).isEqualTo(domainId);
        server.journal().verifyCount("GET", DOMAIN, 2);

        server.journal().clear();
        server.faults().always("GET", DOMAIN, Fault.truncatedBody());
        assertThatThrownBy(() -> client.domains().get(domainId))
                .isInstanceOfSatisfying(DgqConnectionException.class, error -> {
                    assertThat(error.isTimeout()).isFalse();
                    assertThat(error.getMessage()).contains("after 2 retries");
                });
        server.journal().verifyCount("GET", DOMAIN, 3);
    }

    @Test
    void a429StormEndsWithDgqRateLimitExceptionAfterTheConfiguredRetries() {
        server.faults().always("GET", DOMAIN, Fault.error(429).withRetryAfter(Duration.ofSeconds(3)));
        try (DgqClient patient = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .maxRetries(4)
                .sleeper(waits::add)
                .build()) {
            assertThatThrownBy(() -> patient.domains().get(domainId))
                    .isInstanceOfSatisfying(DgqRateLimitException.class, error -> {
                        assertThat(error.statusCode()).isEqualTo(429);
                        assertThat(error.errorCode()).contains("RATE_LIMITED");
                        assertThat(error.retryAfter()).contains(Duration.ofSeconds(3));
                    });
        }
        server.journal().verifyCount("GET", DOMAIN, 5);
        assertThat(waits).hasSize(4).containsOnly(Duration.ofSeconds(3));
    }

    @Test
    void theServersOwnRateLimitEndsWithDgqRateLimitException() {
        try (ReferenceServer limited = ReferenceServer.builder()
                        .rateLimit(1, Duration.ofMinutes(1))
                        .start();
                DgqClient limitedClient = DgqClient.builder()
                        .baseUrl(limited.baseUrl())
                        .apiToken(limited.apiToken())
                        .sleeper(waits::add)
                        .build()) {
            assertThat(limitedClient.domains().list(ListRequest.firstPage()).totalCount())
                    .isZero();
            assertThatThrownBy(() -> limitedClient.domains().list(ListRequest.firstPage()))
                    .isInstanceOfSatisfying(
                            DgqRateLimitException.class,
                            error -> assertThat(error.retryAfter())
                                    .hasValueSatisfying(wait ->
                                            assertThat(wait).isBetween(Duration.ofSeconds(1), Duration.ofSeconds(60))));
            assertThat(limited.requests()).extracting(RecordedRequest::status).containsExactly(200, 429, 429, 429);
        }
    }

    @Test
    void theEnvelopesCodeMessageDetailsAndCorrelationIdReachTheException() {
        server.faults()
                .once(
                        "POST",
                        DOMAINS,
                        Fault.error(409).withMessage("name is already taken").withDetail("name", "is already taken"));

        assertThatThrownBy(() -> client.domains()
                        .create(DomainCreateRequest.builder().name("Taken").build()))
                .isInstanceOfSatisfying(DgqConflictException.class, error -> {
                    RecordedRequest sent =
                            server.journal().requests("POST", DOMAINS).get(0);
                    assertThat(error.statusCode()).isEqualTo(409);
                    assertThat(error.errorCode()).contains("CONFLICT");
                    assertThat(error.serverMessage()).contains("name is already taken");
                    assertThat(error.details()).extracting(ErrorDetail::field).containsExactly("name");
                    assertThat(error.correlationId()).contains(sent.correlationId());
                    assertThat(error.getMessage()).contains(sent.correlationId());
                });
    }
}
