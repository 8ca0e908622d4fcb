package io.dgq.sdk.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqRateLimitException;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An overloaded server answering {@code Retry-After: 0}, a negative number or a date in the past asks for a retry
 * now: the SDK still waits its own backoff first, for reads and for a create's 429 alike.
 */
@TransportContract
class RetryAfterNowTest {

    private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");
    private static final String PAST_DATE =
            DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.ofInstant(NOW.minusSeconds(60), ZoneOffset.UTC));

    final Transports transport;
    final MockApi api;

    RetryAfterNowTest(Transports transport) {
        this.transport = transport;
        this.api = transport.mockApi();
    }

    @AfterEach
    void closeServer() {
        api.close();
    }

    private void alwaysAnswer(int status, String retryAfter) {
        api.dispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return new MockResponse.Builder()
                        .code(status)
                        .setHeader("Content-Type", "application/json")
                        .setHeader("Retry-After", retryAfter)
                        .body(MockApi.errorEnvelope("busy", "RATE_LIMITED", "[]"))
                        .build();
            }
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-5", "past-date"})
    void aRetryNowOfAReadWaitsTheBackoff(String retryAfter) {
        alwaysAnswer(503, retryAfter.equals("past-date") ? PAST_DATE : retryAfter);
        try (DgqClient client = api.clientBuilder()
                .clock(Clock.fixed(NOW, ZoneOffset.UTC))
                .maxRetries(2)
                .build()) {
            assertThatThrownBy(() -> client.domains().get("d-1")).isInstanceOf(DgqServerException.class);
        }
        assertThat(api.requestCount()).isEqualTo(3);
        assertThat(api.sleeps).hasSize(2);
        assertThat(api.sleeps.get(0)).isBetween(Duration.ofMillis(375), Duration.ofMillis(500));
        assertThat(api.sleeps.get(1)).isBetween(Duration.ofMillis(750), Duration.ofMillis(1000));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "past-date"})
    void aCreatesRateLimitIsRetriedSpacedAsAnyOther(String retryAfter) {
        alwaysAnswer(429, retryAfter.equals("past-date") ? PAST_DATE : retryAfter);
        try (DgqClient client = api.clientBuilder()
                .clock(Clock.fixed(NOW, ZoneOffset.UTC))
                .maxRetries(2)
                .build()) {
            assertThatThrownBy(() -> client.domains()
                            .create(DomainCreateRequest.builder().name("x").build()))
                    .isInstanceOf(DgqRateLimitException.class);
        }
        assertThat(api.requestCount()).isEqualTo(3);
        assertThat(api.sleeps).hasSize(2);
        assertThat(api.sleeps.get(0)).isBetween(Duration.ofMillis(375), Duration.ofMillis(500));
        assertThat(api.sleeps.get(1)).isBetween(Duration.ofMillis(750), Duration.ofMillis(1000));
    }

    @Test
    void aStormOfRetryNowIsPacedInRealTimeUntilTheDeadline() {
        alwaysAnswer(429, "0");
        long start = System.nanoTime();
        try (DgqClient client = DgqClient.builder()
                .baseUrl(api.baseUrl())
                .apiToken(api.token())
                .maxRetries(1000)
                .apiCallTimeout(Duration.ofMillis(1800))
                .build()) {
            assertThatThrownBy(() -> client.domains()
                            .create(DomainCreateRequest.builder().name("x").build()))
                    .isInstanceOf(DgqRateLimitException.class);
        }
        // Backoffs of about 0.5 s then 1 s fit in 1.8 s: three requests, not hundreds.
        assertThat(api.requestCount()).isBetween(2, 3);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(3));
    }
}
