package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.core.DgqResponse;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Starts the bound calls of the asynchronous resource clients: the generated implementations hand each call here
 * and get a {@link CompletableFuture} of the data (the plain view) or of the envelope (the raw view). The arguments
 * were checked when the call was bound, so a bad argument fails at once, before any future. Thread-safe. Internal.
 */
public final class AsyncCalls {

    private final BiFunction<ApiOperation.Call<?, ?>, Function<? super DgqResponse<?>, ?>, CompletableFuture<?>>
            exchange;

    /**
     * Builds the calls on an exchange.
     *
     * @param exchange starts a bound call and answers a future of what the function makes of its envelope: the
     *     call pipeline, or a test's double
     */
    public AsyncCalls(
            BiFunction<ApiOperation.Call<?, ?>, Function<? super DgqResponse<?>, ?>, CompletableFuture<?>> exchange) {
        this.exchange = exchange;
    }

    /**
     * Returns the calls that a client's pipeline starts, with OkHttp's asynchronous calls.
     *
     * @param pipeline the client's call pipeline
     * @return the calls
     */
    public static AsyncCalls over(CallPipeline pipeline) {
        return new AsyncCalls((call, answer) -> call.sendAsync(pipeline, answer));
    }

    /**
     * Starts a call.
     *
     * @param call the bound call
     * @param <E> the type of the envelope's data
     * @param <P> what the plain method answers
     * @return a future of the data, every match of an export, or {@code null} for nothing
     */
    @SuppressWarnings("unchecked") // the future completes with what the function answers
    public <E, P> CompletableFuture<P> plain(ApiOperation.Call<E, P> call) {
        Function<DgqResponse<?>, P> answer = call::plain;
        return (CompletableFuture<P>) exchange.apply(call, answer);
    }

    /**
     * Starts a call whose future completes with its whole envelope.
     *
     * @param call the bound call
     * @param <E> the type of the envelope's data
     * @param <P> what the plain method answers
     * @return a future of the envelope
     */
    @SuppressWarnings("unchecked") // the exchange answers the envelope of the call's operation
    public <E, P> CompletableFuture<DgqResponse<E>> envelope(ApiOperation.Call<E, P> call) {
        return (CompletableFuture<DgqResponse<E>>) exchange.apply(call, Function.identity());
    }
}
