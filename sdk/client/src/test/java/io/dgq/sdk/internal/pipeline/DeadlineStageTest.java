package io.dgq.sdk.internal.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.testing.ManualScheduler;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DeadlineStageTest {

    private final AtomicLong now = new AtomicLong(1_000);
    private final StageFixture fixture = new StageFixture(builder -> builder.apiCallTimeout(Duration.ofSeconds(30))
            .apiCallAttemptTimeout(Duration.ofSeconds(10))
            .maxRetries(3));
    private final StageFixture.Recording next = new StageFixture.Recording(StageFixture.answer());

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void startsTheClockWithTheClientsBudgetsUnlessTheCallSetsItsOwn() {
        DeadlineStage stage = new DeadlineStage(fixture.config, next);
        CallContext<JsonObject> defaults = fixture.call(StageFixture.GET_DOMAIN, null, "d-1");
        CallContext<JsonObject> own = fixture.call(
                StageFixture.GET_DOMAIN,
                null,
                RequestOptions.builder()
                        .apiCallTimeout(Duration.ofSeconds(2))
                        .apiCallAttemptTimeout(Duration.ofMillis(500))
                        .maxRetries(0)
                        .build(),
                "d-1");

        stage.execute(defaults);
        stage.execute(own);

        assertThat(defaults.budget).isEqualTo(Duration.ofSeconds(30).toNanos());
        assertThat(defaults.attemptBudget).isEqualTo(Duration.ofSeconds(10).toNanos());
        assertThat(defaults.maxRetries).isEqualTo(3);
        assertThat(own.budget).isEqualTo(Duration.ofSeconds(2).toNanos());
        assertThat(own.attemptBudget).isEqualTo(Duration.ofMillis(500).toNanos());
        assertThat(own.maxRetries).isZero();
        assertThat(next.executed).containsExactly(defaults, own);
    }

    @Test
    void anAsynchronousCallsDeadlineIsAScheduledTaskThatFailsItWhenDue() {
        ManualScheduler scheduler = new ManualScheduler();
        var config = fixture.withScheduler(scheduler);
        CallPipeline pipeline = new CallPipeline(config);
        DeadlineStage stage = new DeadlineStage(config, next);
        CallContext<JsonObject> call = new CallContext<>(
                config, StageFixture.GET_DOMAIN.bind(null, "d-1"), ResponseType.object(), RequestOptions.none(), true);
        call.target = "GET /api/v1/governance/domain/d-1";
        AsyncCall<JsonObject, JsonObject> future = new AsyncCall<>(pipeline, call, r -> r.data(), null);

        stage.start(call, future);

        assertThat(next.started).containsExactly(call);
        ManualScheduler.Task deadline = scheduler.awaitTask(Duration.ofSeconds(30));
        assertThat(future).isNotDone();
        deadline.run();
        assertThat(future)
                .isCompletedExceptionally()
                .failsWithin(Duration.ZERO)
                .withThrowableThat()
                .withMessageContaining("GET /api/v1/governance/domain/d-1 timed out (its apiCallTimeout passed)");
    }
}
