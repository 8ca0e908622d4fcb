package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqRateLimitException;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.testing.DroppingProxy;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import io.dgq.sdk.testing.TestTokens;
import java.io.IOException;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RetryTest extends MockApiTest {

    private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");

    RetryTest() {
        super(builder -> builder.clock(Clock.fixed(NOW, ZoneOffset.UTC)));
    }

    @ParameterizedTest
    @ValueSource(ints = {429, 500, 502, 503, 504})
    void retriesTransientStatusesOfSafeCalls(int status) {
        api.enqueue(status, MockApi.errorEnvelope("try again", "X", "[]"));
        api.enqueueData("{}");
        client.domains().delete("d-1");
        assertThat(api.requestCount()).isEqualTo(2);
        assertThat(api.sleeps).hasSize(1);
        assertThat(api.sleeps.get(0)).isBetween(Duration.ofMillis(375), Duration.ofMillis(500));
    }

    @Test
    void retriesARequestTimeout() {
        // OkHttp's own retry of a first 408 is off: both retries are the SDK's, each after a backoff.
        api.enqueue(408, MockApi.errorEnvelope("too slow", "X", "[]"));
        api.enqueue(408, MockApi.errorEnvelope("too slow", "X", "[]"));
        api.enqueueData("{}");
        client.domains().delete("d-1");
        assertThat(api.requestCount()).isEqualTo(3);
        assertThat(api.sleeps).hasSize(2);
    }

    @Test
    void backsOffExponentiallyThenGivesUp() {
        for (int i = 0; i < 3; i++) {
            api.enqueue(503, MockApi.errorEnvelope("busy", "INTERNAL", "[]"));
        }
        assertThatThrownBy(() -> client.domains().get("d-1")).isInstanceOf(DgqServerException.class);
        assertThat(api.requestCount()).isEqualTo(3);
        assertThat(api.sleeps).hasSize(2);
        assertThat(api.sleeps.get(0)).isBetween(Duration.ofMillis(375), Duration.ofMillis(500));
        assertThat(api.sleeps.get(1)).isBetween(Duration.ofMillis(750), Duration.ofMillis(1000));
    }

    @Test
    void honoursRetryAfterInSeconds() {
        api.enqueue(new MockResponse.Builder()
                .code(429)
                .setHeader("Retry-After", "3")
                .body(MockApi.errorEnvelope("slow down", "RATE_LIMITED", "[]"))
                .build());
        api.enqueueData("{\"data\":[],\"total_count\":0}");
        client.domains().list(ListRequest.firstPage());
        assertThat(api.sleeps).containsExactly(Duration.ofSeconds(3));
    }

    @Test
    void honoursRetryAfterAsAnHttpDate() {
        String date = DateTimeFormatter.RFC_1123_DATE_TIME.format(
                ZonedDateTime.ofInstant(NOW.plusSeconds(5), ZoneOffset.UTC));
        api.enqueue(new MockResponse.Builder()
                .code(503)
                .setHeader("Retry-After", date)
                .body(MockApi.errorEnvelope("maintenance", "INTERNAL", "[]"))
                .build());
        api.enqueueData("{}");
        client.domains().delete("d");
        assertThat(api.sleeps).containsExactly(Duration.ofSeconds(5));
    }

    @Test
    void givesUpAtOnceWhenRetryAfterIsTooLong() {
        api.enqueue(new MockResponse.Builder()
                .code(429)
                .setHeader("Retry-After", "3600")
                .body(MockApi.errorEnvelope("come back later", "RATE_LIMITED", "[]"))
                .build());
        assertThatThrownBy(() -> client.domains().get("d")).isInstanceOf(DgqRateLimitException.class);
        assertThat(api.requestCount()).isEqualTo(1);
        assertThat(api.sleeps).isEmpty();
    }

    @Test
    void neverRetriesACreateThatReachedTheServer() {
        api.enqueue(503, MockApi.errorEnvelope("busy", "INTERNAL", "[]"));
        assertThatThrownBy(() -> client.domains()
                        .create(DomainCreateRequest.builder().name("x").build()))
                .isInstanceOf(DgqServerException.class);
        assertThat(api.requestCount()).isEqualTo(1);
        assertThat(api.sleeps).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(ints = {408, 500, 502, 504})
    void neverRetriesACreateAnsweredWithATransientStatus(int status) {
        api.enqueue(status, MockApi.errorEnvelope("try again", "X", "[]"));
        api.enqueueData("{}");
        assertThatThrownBy(() -> client.domains()
                        .create(DomainCreateRequest.builder().name("x").build()))
                .isInstanceOf(DgqException.class);
        assertThat(api.requestCount()).isEqualTo(1);
        assertThat(api.sleeps).isEmpty();
    }

    @Test
    void retriesACreateThatWasRateLimited() {
        api.enqueue(new MockResponse.Builder()
                .code(429)
                .setHeader("Retry-After", "2")
                .body(MockApi.errorEnvelope("slow down", "RATE_LIMITED", "[]"))
                .build());
        api.enqueueData("{\"id\":\"d-1\",\"name\":\"x\"}");
        assertThat(client.domains()
                        .create(DomainCreateRequest.builder().name("x").build())
                        .id())
                .isEqualTo("d-1");
        assertThat(api.requestCount()).isEqualTo(2);
        assertThat(api.sleeps).containsExactly(Duration.ofSeconds(2));
    }

    @Test
    void retriesAReadWhoseAnswerWasLostButNeverACreate() {
        try (DroppingProxy proxy = new DroppingProxy(api.baseUrl());
                DgqClient proxied = DgqClient.builder()
                        .baseUrl(proxy.baseUrl())
                        .apiToken(api.token())
                        .sleeper(api.sleeps::add)
                        .build()) {
            api.enqueueData("{}");
            api.enqueueData("{}");
            proxy.then(DroppingProxy.Action.LOSE_ANSWER);
            proxied.domains().delete("d-1");
            assertThat(api.requestCount()).isEqualTo(2);
            assertThat(api.sleeps).hasSize(1);

            api.enqueueData("{\"id\":\"d-2\"}");
            api.enqueueData("{\"id\":\"d-3\"}");
            proxy.then(DroppingProxy.Action.LOSE_ANSWER);
            assertThatThrownBy(() -> proxied.domains()
                            .create(DomainCreateRequest.builder().name("x").build()))
                    .isInstanceOf(DgqConnectionException.class)
                    .hasMessageStartingWith(
                            "domains.create (POST /api/v1/governance/domain): POST /api/v1/governance/domain failed")
                    .hasMessageNotContaining("retries");
            assertThat(api.requestCount()).isEqualTo(3);
            assertThat(api.sleeps).hasSize(1);
        }
    }

    @Test
    void endsAtOnceWhenTheThreadIsInterrupted() {
        api.enqueue(503, MockApi.errorEnvelope("busy", "INTERNAL", "[]"));
        api.enqueueData("{}");
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> client.domains().get("d-1"))
                    .isInstanceOf(DgqConnectionException.class)
                    .hasMessageContaining("interrupted");
            assertThat(Thread.currentThread().isInterrupted())
                    .as("the interrupt flag is kept")
                    .isTrue();
        } finally {
            Thread.interrupted();
        }
        assertThat(api.requestCount()).isLessThanOrEqualTo(1);
        assertThat(api.sleeps).isEmpty();
    }

    @Test
    void endsAtOnceWhenInterruptedWhileWaitingToRetry() {
        api.enqueue(503, MockApi.errorEnvelope("busy", "INTERNAL", "[]"));
        api.enqueueData("{}");
        List<Duration> waits = new ArrayList<>();
        try (DgqClient interrupting = api.clientBuilder()
                .sleeper(wait -> {
                    waits.add(wait);
                    throw new InterruptedException("stop");
                })
                .build()) {
            try {
                assertThatThrownBy(() -> interrupting.domains().delete("d-1"))
                        .isInstanceOf(DgqConnectionException.class)
                        .hasMessage("domains.delete (DELETE /api/v1/governance/domain/{domainId}): "
                                + "DELETE /api/v1/governance/domain/d-1 was interrupted; not retried");
                assertThat(Thread.currentThread().isInterrupted())
                        .as("the interrupt flag is kept")
                        .isTrue();
            } finally {
                Thread.interrupted();
            }
        }
        assertThat(waits).hasSize(1);
        assertThat(api.requestCount()).isEqualTo(1);
    }

    @Test
    void retriesACreateWhoseConnectionWasRefused() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        List<Duration> sleeps = new ArrayList<>();
        try (DgqClient offline = DgqClient.builder()
                .baseUrl("http://127.0.0.1:" + closedPort)
                .apiToken(TestTokens.api())
                .sleeper(sleeps::add)
                .build()) {
            assertThatThrownBy(() -> offline.domains()
                            .create(DomainCreateRequest.builder().name("x").build()))
                    .isInstanceOf(DgqConnectionException.class)
                    .hasMessageContaining("POST /api/v1/governance/domain failed")
                    .hasMessageContaining("after 2 retries");
        }
        assertThat(sleeps).hasSize(2);
    }

    @Test
    void followsThePerCallRetryCount() {
        api.enqueue(503, MockApi.errorEnvelope("busy", "INTERNAL", "[]"));
        assertThatThrownBy(() -> client.domains()
                        .get("d", RequestOptions.builder().maxRetries(0).build()))
                .isInstanceOf(DgqServerException.class);
        assertThat(api.requestCount()).isEqualTo(1);
    }

    @Test
    void retriesATimedOutRead() {
        api.enqueue(new MockResponse.Builder()
                .code(200)
                .body(MockApi.envelope("{}"))
                .headersDelay(10, java.util.concurrent.TimeUnit.SECONDS)
                .build());
        api.enqueueData("{}");
        // The second try's whole exchange must fit in a try's time, also on a loaded machine: a second, not 150 ms.
        client.domains()
                .delete(
                        "d",
                        RequestOptions.builder()
                                .apiCallAttemptTimeout(Duration.ofSeconds(1))
                                .build());
        assertThat(api.requestCount()).isEqualTo(2);
        assertThat(api.sleeps).hasSize(1);
    }

    @Test
    void decidesFromThePolicyAlone() {
        RetryPolicy policy = new RetryPolicy(() -> 0.0);
        assertThat(policy.retriesStatus(Endpoint.Safety.IDEMPOTENT, 404)).isFalse();
        assertThat(policy.retriesStatus(Endpoint.Safety.CREATE, 503)).isFalse();
        assertThat(policy.retriesStatus(Endpoint.Safety.CREATE, 429)).isTrue();
        assertThat(policy.retriesStatus(Endpoint.Safety.IDEMPOTENT, 408)).isTrue();
        assertThat(policy.retriesFailure(Endpoint.Safety.IDEMPOTENT, new java.io.InterruptedIOException("interrupted")))
                .isFalse();
        assertThat(policy.retriesFailure(Endpoint.Safety.IDEMPOTENT, new java.io.InterruptedIOException("timeout")))
                .isTrue();
        assertThat(policy.retriesFailure(Endpoint.Safety.CREATE, new java.net.UnknownHostException("x")))
                .isTrue();
        assertThat(policy.retriesFailure(Endpoint.Safety.CREATE, new IOException("unexpected end of stream")))
                .isFalse();
        assertThat(policy.retriesFailure(Endpoint.Safety.CREATE, new ConnectException("refused")))
                .isTrue();
        assertThat(policy.retriesFailure(Endpoint.Safety.CREATE, new SocketTimeoutException("read")))
                .isFalse();
        assertThat(policy.retriesFailure(Endpoint.Safety.IDEMPOTENT, new SocketTimeoutException("read")))
                .isTrue();
        assertThat(policy.delay(0, null, NOW)).isEqualTo(Duration.ofMillis(500));
        assertThat(policy.delay(10, null, NOW)).isEqualTo(RetryPolicy.MAX_DELAY);
        assertThat(RetryPolicy.parseRetryAfter("soon", NOW)).isNull();
        assertThat(RetryPolicy.parseRetryAfter("-4", NOW)).isEqualTo(Duration.ZERO);
        assertThat(new RetryPolicy(() -> 0.999).delay(1, null, NOW))
                .isBetween(Duration.ofMillis(750), Duration.ofMillis(751));
    }
}
