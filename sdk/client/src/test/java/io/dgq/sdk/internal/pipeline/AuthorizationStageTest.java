package io.dgq.sdk.internal.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.internal.TokenGuard;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.testing.TestTokens;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class AuthorizationStageTest {

    private final StageFixture fixture = new StageFixture();
    private final StageFixture.Recording next = new StageFixture.Recording(StageFixture.answer());
    private final AtomicReference<String> token = new AtomicReference<>(" " + TestTokens.api() + "\n");
    private final AuthorizationStage stage = new AuthorizationStage(
            new TokenGuard(token::get, Clock.fixed(Instant.parse("2026-11-01T00:00:00Z"), ZoneOffset.UTC)), next);

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void takesTheCurrentTokenStrippedForEachCall() {
        CallContext<JsonObject> first = fixture.call(StageFixture.GET_DOMAIN, null, "d-1");
        stage.execute(first);
        String rotated = TestTokens.api("someone-else");
        token.set(rotated);
        CallContext<JsonObject> second = fixture.call(StageFixture.GET_DOMAIN, null, "d-1");
        stage.execute(second);

        assertThat(first.token).isEqualTo(TestTokens.api());
        assertThat(second.token).isEqualTo(rotated);
        assertThat(next.executed).containsExactly(first, second);
    }

    @Test
    void aTokenThatCannotWorkFailsTheCallBeforeAnyRequestWithoutShowingIt() {
        token.set(TestTokens.expiringAt(Instant.parse("2026-10-31T00:00:00Z")));
        CallContext<JsonObject> call = fixture.call(StageFixture.GET_DOMAIN, null, "d-1");

        assertThatThrownBy(() -> stage.execute(call))
                .isInstanceOf(DgqAuthenticationException.class)
                .hasMessageContaining("expired")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain(token.get()));
        assertThat(call.token).isNull();
        assertThat(next.executed).isEmpty();
        assertThat(fixture.api.requestCount()).isZero();
    }
}
