package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.auth0.jwt.JWT;
import com.auth0.jwt.interfaces.DecodedJWT;
import io.dgq.server.testing.RawHttp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A clock given to the builder makes every timestamp and token expiry deterministic. */
class ClockAndTokenTtlTest {

    private static final Instant FIXED = Instant.parse("2020-02-29T12:34:56.789Z");

    @Test
    void aFixedClockGivesFixedTimestampsEverywhere() {
        try (ReferenceServer server = ReferenceServer.builder()
                .clock(Clock.fixed(FIXED, ZoneOffset.UTC))
                .start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            RawHttp.Answer created = http.post("/api/v1/governance/domain", Map.of("name", "Finance"));
            assertThat(created.status())
                    .as("a token of 2020 is valid on the server's own clock")
                    .isEqualTo(200);
            assertThat(created.data().path("created_at").asText()).isEqualTo("2020-02-29T12:34:56.789Z");
            assertThat(created.data().path("modified_at").asText()).isEqualTo("2020-02-29T12:34:56.789Z");
            assertThat(created.body().path("timestamp").asText()).isEqualTo("2020-02-29T12:34:56.789+00:00");
            assertThat(server.requests())
                    .singleElement()
                    .extracting(request -> request.time())
                    .isEqualTo(FIXED);

            DecodedJWT token = JWT.decode(server.apiToken());
            assertThat(token.getIssuedAtAsInstant()).isEqualTo(FIXED.minusMillis(789));
            assertThat(token.getExpiresAtAsInstant())
                    .isEqualTo(FIXED.minusMillis(789).plus(Duration.ofDays(1)));
        }
    }

    @Test
    void tokensExpireWhenTheServersClockSaysSo() {
        MovableClock clock = new MovableClock(FIXED);
        try (ReferenceServer server = ReferenceServer.builder()
                .clock(clock)
                .apiTokenTtl(Duration.ofMinutes(90))
                .start()) {
            String token = server.apiToken();
            DecodedJWT decoded = JWT.decode(token);
            assertThat(Duration.between(decoded.getIssuedAtAsInstant(), decoded.getExpiresAtAsInstant()))
                    .isEqualTo(Duration.ofMinutes(90));
            RawHttp http = new RawHttp(server.baseUrl(), token);
            assertThat(http.post("/api/v1/governance/domain/list", Map.of()).status())
                    .isEqualTo(200);

            clock.now.set(FIXED.plus(Duration.ofMinutes(89)));
            assertThat(http.post("/api/v1/governance/domain/list", Map.of()).status())
                    .isEqualTo(200);

            clock.now.set(FIXED.plus(Duration.ofMinutes(91)));
            RawHttp.Answer expired = http.post("/api/v1/governance/domain/list", Map.of());
            assertThat(expired.status()).isEqualTo(401);
            assertThat(expired.message()).isEqualTo("Token has expired");
            assertThat(new RawHttp(server.baseUrl(), server.apiToken())
                            .post("/api/v1/governance/domain/list", Map.of())
                            .status())
                    .as("a token minted now")
                    .isEqualTo(200);
        }
    }

    @Test
    void aTokenNotYetRememberedIsCheckedAgainstTheServersClockToo() {
        MovableClock clock = new MovableClock(FIXED);
        try (ReferenceServer server = ReferenceServer.builder()
                .clock(clock)
                .apiTokenTtl(Duration.ofSeconds(30))
                .start()) {
            String token = server.apiToken();
            clock.now.set(FIXED.plus(Duration.ofMinutes(1)));
            RawHttp.Answer expired =
                    new RawHttp(server.baseUrl(), token).post("/api/v1/governance/domain/list", Map.of());
            assertThat(expired.status()).isEqualTo(401);
            assertThat(expired.message()).isEqualTo("Token has expired");
        }
    }

    /** A clock a test moves by hand. */
    private static final class MovableClock extends Clock {

        final AtomicReference<Instant> now;

        MovableClock(Instant start) {
            this.now = new AtomicReference<>(start);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now.get();
        }
    }
}
