package io.dgq.sdk.internal.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.internal.RetryPolicy;
import io.dgq.sdk.model.JsonObject;
import java.net.ConnectException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;
import okhttp3.Headers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RetryStageTest {

    private final StageFixture fixture = new StageFixture(builder -> builder.maxRetries(2));
    private final Tries tries = new Tries();
    private final RetryStage stage =
            new RetryStage(fixture.config, new ClientLifecycle(), new RetryPolicy(() -> 0.5), tries);

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void triesAgainAfterARetriedStatusAndHandsBackTheAnswer() {
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");
        tries.failWith(c -> status(c, 503, Headers.of("Retry-After", "3")));
        tries.failWith(c -> status(c, 429, Headers.of()));
        DgqResponse<JsonObject> answer = StageFixture.answer();
        tries.answer(answer);

        assertThat(stage.execute(call)).isSameAs(answer);

        assertThat(tries.count).isEqualTo(3);
        assertThat(call.attempt).isEqualTo(2);
        assertThat(fixture.api.sleeps.get(0)).isEqualTo(Duration.ofSeconds(3));
        assertThat(fixture.api.sleeps).hasSize(2);
        assertThat(call.failedStatus).isZero();
    }

    @Test
    void stopsWhenNoRetryIsLeftAndLeavesTheLastFailureForTheErrorStage() {
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");
        for (int i = 0; i < 3; i++) {
            tries.failWith(c -> status(c, 500, Headers.of()));
        }

        assertThat(stage.execute(call)).isNull();

        assertThat(tries.count).isEqualTo(3);
        assertThat(call.failedStatus).isEqualTo(500);
        assertThat(fixture.api.sleeps).hasSize(2);
    }

    @Test
    void neverRetriesAStatusTheOperationMustNotBeSentTwiceFor() {
        CallContext<JsonObject> create = fixture.call(StageFixture.CREATE_DOMAIN, null);
        create.maxRetries = 2;
        create.budget = Duration.ofMinutes(1).toNanos();
        create.start = fixture.config.nanoTime().getAsLong();
        tries.failWith(c -> status(c, 503, Headers.of()));

        assertThat(stage.execute(create)).isNull();

        assertThat(tries.count).isEqualTo(1);
        assertThat(fixture.api.sleeps).isEmpty();
    }

    @Test
    void aWaitThatWouldPassTheDeadlineEndsTheRetries() {
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");
        call.budget = Duration.ofSeconds(2).toNanos();
        tries.failWith(c -> status(c, 503, Headers.of("Retry-After", "5")));

        assertThat(stage.execute(call)).isNull();

        assertThat(tries.count).isEqualTo(1);
        assertThat(fixture.api.sleeps).isEmpty();
    }

    @Test
    void anInterruptWhileWaitingEndsTheCall() {
        InterruptedException interrupt = new InterruptedException("sleep interrupted");
        try (StageFixture interrupting = new StageFixture(builder -> builder.sleeper(wait -> {
            throw interrupt;
        }))) {
            RetryStage interrupted =
                    new RetryStage(interrupting.config, new ClientLifecycle(), new RetryPolicy(() -> 0.5), tries);
            CallContext<JsonObject> call = interrupting.preparedGet(interrupting.config, "d-1");
            tries.failWith(c -> c.failure = new ConnectException("refused"));
            tries.answer(StageFixture.answer());

            assertThat(interrupted.execute(call)).isNull();

            assertThat(call.interrupted).isTrue();
            assertThat(call.interrupt).isSameAs(interrupt);
            assertThat(tries.count).isEqualTo(1);
        }
    }

    private static void status(CallContext<?> call, int status, Headers headers) {
        call.failedStatus = status;
        call.failedHeaders = headers;
        call.failedBody = new byte[0];
    }

    /** A send stage whose tries fail or answer as the test says, in order. */
    private static final class Tries implements CallStage {
        private final Deque<Object> outcomes = new ArrayDeque<>();
        int count;

        void failWith(Consumer<CallContext<?>> failure) {
            outcomes.add(failure);
        }

        void answer(DgqResponse<?> answer) {
            outcomes.add(answer);
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> DgqResponse<T> execute(CallContext<T> call) {
            count++;
            assertThat(call.failedStatus)
                    .as("the failure of the try before is forgotten")
                    .isZero();
            assertThat(call.failure).isNull();
            Object outcome = outcomes.remove();
            if (outcome instanceof DgqResponse<?> answer) {
                return (DgqResponse<T>) answer;
            }
            ((Consumer<CallContext<?>>) outcome).accept(call);
            return null;
        }

        @Override
        public <T> void start(CallContext<T> call, AsyncCall<T, ?> future) {
            throw new UnsupportedOperationException();
        }
    }
}
