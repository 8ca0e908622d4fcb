package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.internal.ClientConfig;

/**
 * Starts the call's clock: its deadline ({@code apiCallTimeout}), the budget of each try ({@code
 * apiCallAttemptTimeout}) and its retries, the call's options before the client's. An asynchronous call's deadline is
 * a task of the client's scheduler that fails the call when it is due. Internal.
 */
final class DeadlineStage extends PreparingStage {

    private final ClientConfig config;

    DeadlineStage(ClientConfig config, CallStage next) {
        super(next);
        this.config = config;
    }

    @Override
    void prepare(CallContext<?> call) {
        call.start = config.nanoTime().getAsLong();
        call.budget = CallContext.nanos(call.options.apiCallTimeout().orElse(config.apiCallTimeout()));
        call.attemptBudget =
                CallContext.nanos(call.options.apiCallAttemptTimeout().orElse(config.apiCallAttemptTimeout()));
        call.maxRetries = call.options.maxRetries().orElse(config.maxRetries());
    }

    @Override
    public <T> void start(CallContext<T> call, AsyncCall<T, ?> future) {
        prepare(call);
        future.armDeadline(config.scheduler(), Math.max(0, call.nanosLeft()));
        super.startNext(call, future);
    }
}
