package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqResponse;

/**
 * A stage that prepares the call before it is sent, on the calling thread for both clients, then hands it on.
 * Internal.
 */
abstract class PreparingStage implements CallStage {

    private final CallStage next;

    PreparingStage(CallStage next) {
        this.next = next;
    }

    /**
     * Does this stage's part.
     *
     * @param call the call
     * @throws RuntimeException what the call fails with: the error stage names it for the caller
     */
    abstract void prepare(CallContext<?> call);

    @Override
    public final <T> DgqResponse<T> execute(CallContext<T> call) {
        prepare(call);
        return next.execute(call);
    }

    @Override
    public <T> void start(CallContext<T> call, AsyncCall<T, ?> future) {
        prepare(call);
        startNext(call, future);
    }

    /** Hands an asynchronous call to the next stage. */
    final <T> void startNext(CallContext<T> call, AsyncCall<T, ?> future) {
        next.start(call, future);
    }
}
