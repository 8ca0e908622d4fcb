package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqResponse;

/**
 * A stage of the call pipeline ({@link CallPipeline}): does its part of a call and hands the call to the next stage,
 * the same way for the blocking and the asynchronous clients. Built once per client; a call's state is in its
 * {@link CallContext}. Internal.
 */
interface CallStage {

    /**
     * Runs the call on the caller's thread, from this stage on.
     *
     * @param call the call
     * @param <T> the type of {@code data}
     * @return the decoded answer, or {@code null} when the call failed as {@code call} says (the error stage makes
     *     the exception of that)
     */
    <T> DgqResponse<T> execute(CallContext<T> call);

    /**
     * Starts the call, from this stage on, without waiting for it: what follows a try is driven by {@code future}.
     *
     * @param call the call
     * @param future the call's future
     * @param <T> the type of {@code data}
     */
    <T> void start(CallContext<T> call, AsyncCall<T, ?> future);
}
