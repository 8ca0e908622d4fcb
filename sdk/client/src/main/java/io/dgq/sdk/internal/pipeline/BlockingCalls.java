package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.core.DgqResponse;
import java.util.function.Function;

/**
 * Runs the bound calls of the blocking resource clients on the caller's thread: the generated implementations hand
 * each call here, and the plain view gets the data, the raw view the envelope. Thread-safe. Internal.
 */
public final class BlockingCalls {

    private final Function<ApiOperation.Call<?, ?>, DgqResponse<?>> exchange;

    /**
     * Builds the calls on an exchange.
     *
     * @param exchange sends a bound call and answers its envelope: the call pipeline, or a test's double
     */
    public BlockingCalls(Function<ApiOperation.Call<?, ?>, DgqResponse<?>> exchange) {
        this.exchange = exchange;
    }

    /**
     * Returns the calls that a client's pipeline runs.
     *
     * @param pipeline the client's call pipeline
     * @return the calls
     */
    public static BlockingCalls over(CallPipeline pipeline) {
        return new BlockingCalls(call -> call.send(pipeline));
    }

    /**
     * Runs a call.
     *
     * @param call the bound call
     * @param <E> the type of the envelope's data
     * @param <P> what the plain method answers
     * @return the data, every match of an export, or {@code null} for nothing
     */
    public <E, P> P plain(ApiOperation.Call<E, P> call) {
        return call.plain(exchange.apply(call));
    }

    /**
     * Runs a call and answers its whole envelope.
     *
     * @param call the bound call
     * @param <E> the type of the envelope's data
     * @param <P> what the plain method answers
     * @return the envelope
     */
    @SuppressWarnings("unchecked") // the exchange answers the envelope of the call's operation
    public <E, P> DgqResponse<E> envelope(ApiOperation.Call<E, P> call) {
        return (DgqResponse<E>) exchange.apply(call);
    }
}
