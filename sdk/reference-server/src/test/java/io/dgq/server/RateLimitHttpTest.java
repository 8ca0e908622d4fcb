package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.internal.api.RateLimiter;
import io.dgq.server.testing.RawHttp;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The optional rate limit: per token, per client address without one, 429 with Retry-After and the envelope. */
class RateLimitHttpTest {

    private static final String LIST = "/api/v1/governance/domain/list";

    @Test
    void beyondTheLimitEachTokenGets429WithRetryAfterAndTheEnvelope() {
        try (ReferenceServer server =
                ReferenceServer.builder().rateLimit(3, Duration.ofMinutes(1)).start()) {
            RawHttp first = new RawHttp(server.baseUrl(), server.apiToken());
            for (int i = 0; i < 3; i++) {
                assertThat(first.post(LIST, Map.of()).status()).isEqualTo(200);
            }
            RawHttp.Answer limited = first.post(LIST, Map.of());
            assertThat(limited.status()).isEqualTo(429);
            assertThat(limited.code()).isEqualTo("RATE_LIMITED");
            assertThat(limited.body().path("success").asBoolean(true)).isFalse();
            assertThat(limited.body().path("correlation_id").asText()).isEqualTo(limited.header("X-Correlation-Id"));
            assertThat(Integer.parseInt(limited.header("Retry-After"))).isBetween(1, 60);
            assertThat(server.requests().get(3).status()).isEqualTo(429);

            RawHttp second = new RawHttp(
                    server.baseUrl(),
                    server.mintToken(TokenType.API_ACCESS, Instant.now().plusSeconds(600)));
            assertThat(second.post(LIST, Map.of()).status())
                    .as("another token has its own count")
                    .isEqualTo(200);

            server.reset();
            assertThat(first.post(LIST, Map.of()).status())
                    .as("reset restarts the count")
                    .isEqualTo(200);
        }
    }

    @Test
    void requestsWithoutATokenAreCountedPerClientAddress() {
        try (ReferenceServer server =
                ReferenceServer.builder().rateLimit(2, Duration.ofMinutes(1)).start()) {
            RawHttp anonymous = new RawHttp(server.baseUrl(), null);
            assertThat(anonymous.post(LIST, Map.of()).status()).isEqualTo(401);
            assertThat(anonymous.post(LIST, Map.of()).status()).isEqualTo(401);
            assertThat(anonymous.post(LIST, Map.of()).status()).isEqualTo(429);
            assertThat(new RawHttp(server.baseUrl(), server.apiToken())
                            .post(LIST, Map.of())
                            .status())
                    .isEqualTo(200);
        }
    }

    @Test
    void offByDefault() {
        try (ReferenceServer server = ReferenceServer.builder().start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            for (int i = 0; i < 50; i++) {
                assertThat(http.post(LIST, Map.of()).status()).isEqualTo(200);
            }
        }
    }

    @Test
    void theWindowEndsAfterItsPeriodAndRetryAfterRoundsUpToWholeSeconds() {
        AtomicLong now = new AtomicLong(1_000_000_000_000L);
        RateLimiter limiter = new RateLimiter(2, Duration.ofMillis(2500), now::get);
        assertThat(limiter.acquire("a")).isZero();
        assertThat(limiter.acquire("a")).isZero();
        assertThat(limiter.acquire("a")).isEqualTo(3);
        assertThat(limiter.acquire("b")).isZero();
        now.addAndGet(Duration.ofMillis(2400).toNanos());
        assertThat(limiter.acquire("a")).as("at least one second").isEqualTo(1);
        now.addAndGet(Duration.ofMillis(100).toNanos());
        assertThat(limiter.acquire("a")).as("a new window").isZero();
        for (int i = 0; i < 20_000; i++) {
            limiter.acquire("client-" + i);
        }
        now.addAndGet(Duration.ofSeconds(3).toNanos());
        assertThat(limiter.windows()).isGreaterThanOrEqualTo(10_000);
        assertThat(limiter.acquire("c")).isZero();
        assertThat(limiter.windows()).as("the ended windows are swept").isEqualTo(1);
    }

    @Test
    void theLimitAndItsPeriodAreChecked() {
        assertThatThrownBy(() -> ReferenceServer.builder().rateLimit(0, Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ReferenceServer.builder().rateLimit(1, Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ReferenceServer.builder().rateLimit(1, Duration.ofDays(2)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--rate-limit", "0"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--rate-limit");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--rate-limit", "many"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("number");
    }

    @Test
    void theRateLimitFlagLimitsRequestsPerSecond() {
        try (ReferenceServer server =
                ReferenceServerMain.parse(new String[] {"--rate-limit=1"}).start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            RawHttp.Answer limited = null;
            for (int i = 0; i < 20 && limited == null; i++) {
                RawHttp.Answer answer = http.post(LIST, Map.of());
                limited = answer.status() == 429 ? answer : null;
            }
            assertThat(limited).as("two requests within a second").isNotNull();
            assertThat(limited.header("Retry-After")).isEqualTo("1");
            assertThat(server.requests())
                    .as("the standalone server keeps a journal, for GET /__admin/requests")
                    .extracting(request -> request.status())
                    .contains(200, 429);
        }
    }
}
