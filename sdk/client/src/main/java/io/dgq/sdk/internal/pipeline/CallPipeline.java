package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.RetryPolicy;
import io.dgq.sdk.internal.TokenGuard;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * A call's path through the SDK, as a list of stages that the blocking and the asynchronous clients share:
 *
 * <ol>
 *   <li>{@link ErrorsStage}: the exception of a failed call, redacted and naming the call; the listeners' end
 *   <li>{@link ValidateArgumentsStage}: open client, URL (one segment per path argument), body serialised once
 *   <li>{@link AuthorizationStage}: the token, checked before any request
 *   <li>{@link HeadersAndListenersStage}: the HTTP request and its headers; the listeners' start
 *   <li>{@link DeadlineStage}: the call's deadline, each try's budget, the retries
 *   <li>{@link RetryStage}: the loop of tries, waits by the sleeper or the scheduler
 *   <li>{@link SendStage}: one try on the wire, on OkHttp
 *   <li>{@link StatusStage}: a 2xx goes on; an error answer is kept for the retry and error stages
 *   <li>{@link SizeBudgetStage}: the body's byte limit and heap budget
 *   <li>{@link DecodeStage}: the envelope decoded into the answer
 * </ol>
 *
 * <p>The stages are built once per client; a call's state is one {@link CallContext}. The blocking call runs them
 * on the caller's thread; the asynchronous call runs the same stages and completes an {@link AsyncCall} future, with
 * no thread waiting for the network or a retry. Thread-safe. Internal.
 */
public final class CallPipeline {

    private final ClientConfig config;
    private final TokenGuard tokens;
    final ClientLifecycle lifecycle = new ClientLifecycle();
    final ErrorsStage errors;
    final RetryStage retry;
    final SendStage send;

    /**
     * Builds the stages of a client.
     *
     * @param config the client's configuration
     */
    public CallPipeline(ClientConfig config) {
        this.config = config;
        this.tokens = new TokenGuard(config.tokenSupplier(), config.clock());
        // Built from the last stage to the first, each holding the next.
        DecodeStage decode = new DecodeStage(config);
        SizeBudgetStage sizeBudget = new SizeBudgetStage(config, decode);
        StatusStage status = new StatusStage(sizeBudget);
        this.send = new SendStage(config, lifecycle, status);
        this.retry = new RetryStage(config, lifecycle, new RetryPolicy(config.random()), send);
        DeadlineStage deadline = new DeadlineStage(config, retry);
        HeadersAndListenersStage headers = new HeadersAndListenersStage(config, deadline);
        AuthorizationStage authorization = new AuthorizationStage(tokens, headers);
        ValidateArgumentsStage validate = new ValidateArgumentsStage(config, lifecycle, authorization);
        this.errors = new ErrorsStage(config, validate);
    }

    /** {@return the client's configuration} */
    public ClientConfig config() {
        return config;
    }

    /**
     * Checks the configured token now, as every call does.
     *
     * @throws io.dgq.sdk.errors.DgqAuthenticationException if the token cannot work
     */
    public void checkToken() {
        tokens.currentToken();
    }

    /**
     * Runs a call on the caller's thread and decodes its {@code data}, retrying what {@link RetryPolicy} allows
     * within the call's deadline ({@code apiCallTimeout}): a wait that would pass the deadline ends the retries and
     * the last failure is thrown. An interrupt ends the call at once, with the thread's interrupt flag kept.
     *
     * @param request the bound operation
     * @param type the expected type of {@code data}
     * @param options the call's options
     * @param <T> the type of {@code data}
     * @return the decoded answer with its envelope
     * @throws io.dgq.sdk.errors.DgqException for any failure, already retried where allowed
     * @throws IllegalStateException if the client is closed
     */
    public <T> DgqResponse<T> execute(Endpoint.ApiRequest request, ResponseType<T> type, RequestOptions options) {
        return errors.execute(new CallContext<>(config, request, type, options, false));
    }

    /**
     * Starts a call without waiting for it: the same stages as {@link #execute}, with the same retries, token checks,
     * deadlines and decoding, on OkHttp's asynchronous calls. Retries and waits are scheduled, never slept;
     * {@code cancel} on the future cancels the HTTP call and a pending retry.
     *
     * @param request the bound operation
     * @param type the expected type of {@code data}
     * @param options the call's options
     * @param answer maps the envelope to what the future completes with, on the thread that decoded it
     * @param <T> the type of {@code data}
     * @param <R> what the future completes with
     * @return the future; it fails with the exceptions {@code execute} throws, an {@link IllegalStateException}
     *     included when the client is closed
     */
    public <T, R> CompletableFuture<R> executeAsync(
            Endpoint.ApiRequest request,
            ResponseType<T> type,
            RequestOptions options,
            Function<? super DgqResponse<T>, ? extends R> answer) {
        CallContext<T> call = new CallContext<>(config, request, type, options, true);
        AsyncCall<T, R> future = new AsyncCall<>(this, call, answer, config.completionExecutor());
        errors.start(call, future);
        return future;
    }

    /**
     * Marks the client closed, so that every later call fails at once, stops its scheduler and fails the
     * asynchronous calls waiting for a retry.
     *
     * @return {@code true} the first time, {@code false} when it was already closed
     */
    public boolean close() {
        if (!lifecycle.markClosed()) {
            return false;
        }
        config.scheduler().shutdown();
        lifecycle.failWaiting();
        return true;
    }
}
