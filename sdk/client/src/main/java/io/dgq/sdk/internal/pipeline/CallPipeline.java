package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.RetryPolicy;
import io.dgq.sdk.internal.TokenGuard;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

/**
 * A call's path through the SDK, the same for the blocking and the asynchronous clients, in this order (the steps
 * of {@link Call}):
 *
 * <ol>
 *   <li>an open client; the URL (one segment per path argument) and the body, serialised once
 *   <li>the token, checked before any request
 *   <li>the request and its headers, built once for every try; the listeners' start
 *   <li>the call's deadline, each try's budget, the retries
 *   <li>a try: logged, the listeners told (they may add headers), its timer armed, sent by the client's
 *       {@link io.dgq.sdk.http.HttpTransport}
 *   <li>a redirect the SDK follows (a GET's, same origin), sent again within the try
 *   <li>a status that is not a success, read and kept in the try's outcome
 *   <li>a success's body behind its byte limit and heap budget
 *   <li>the envelope decoded into the answer
 *   <li>after a try without an answer to hand back: retried or not, and after what wait
 *   <li>the exception a failed call ends with, redacted and naming the call; the listeners' end
 * </ol>
 *
 * <p>A try ends in a {@link TryOutcome}. The blocking call runs the steps on the caller's thread and waits with the
 * client's sleeper; the asynchronous call ({@link AsyncCall}) runs the same steps from the transport's callbacks and
 * waits on the client's scheduler, with no thread held. Thread-safe. Internal.
 */
public final class CallPipeline {

    private final ClientConfig config;
    private final TokenGuard tokens;
    private final RetryPolicy policy;
    /** The pipeline of the client this one was derived from, or {@code null}: closing that closes this. */
    private final CallPipeline parent;

    private final AtomicBoolean closed = new AtomicBoolean();
    private final Set<AsyncCall<?, ?>> waiting = ConcurrentHashMap.newKeySet();

    /**
     * Builds the call path of a client.
     *
     * @param config the client's configuration
     */
    public CallPipeline(ClientConfig config) {
        this(config, new TokenGuard(config.tokenSupplier(), config.clock()), null);
    }

    private CallPipeline(ClientConfig config, TokenGuard tokens, CallPipeline parent) {
        this.config = config;
        this.tokens = tokens;
        this.policy = new RetryPolicy(config.random());
        this.parent = parent;
    }

    /**
     * Returns the call path of a client derived from this one, with other defaults: it shares the transport, the
     * scheduler and the token, and is closed when this one is; closing it releases nothing they hold.
     *
     * @param derived the derived client's configuration, with this one's transport and scheduler
     * @return the call path
     */
    public CallPipeline derive(ClientConfig derived) {
        return new CallPipeline(derived, tokens, this);
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
        return new Call<>(this, request, type, options, false).execute();
    }

    /**
     * Starts a call without waiting for it: the same steps as {@link #execute}, with the same retries, token checks,
     * deadlines and decoding, on the transport's asynchronous exchanges. Retries and waits are scheduled, never
     * slept; {@code cancel} on the future cancels the exchange and a pending retry.
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
        Call<T> call = new Call<>(this, request, type, options, true);
        AsyncCall<T, R> future = new AsyncCall<>(call, this, answer, config.completionExecutor());
        future.start();
        return future;
    }

    /**
     * Marks the client closed, so that every later call fails at once, and fails the asynchronous calls waiting for
     * a retry. A client that is not derived also stops its scheduler.
     *
     * @return {@code true} the first time, {@code false} when it was already closed
     */
    public boolean close() {
        if (!closed.compareAndSet(false, true)) {
            return false;
        }
        if (parent == null) {
            config.scheduler().shutdown();
        }
        waiting.forEach(call -> call.fail(closedFailure()));
        return true;
    }

    /** {@return the token guard, shared with the clients derived from this one} */
    TokenGuard tokens() {
        return tokens;
    }

    /** {@return what decides whether a failed try is retried, and after what wait} */
    RetryPolicy policy() {
        return policy;
    }

    /** Throws {@link IllegalStateException} if the client (or the one it was derived from) is closed. */
    void requireOpen() {
        if (closed.get() || (parent != null && parent.closed.get())) {
            throw closedFailure();
        }
    }

    /**
     * Registers an asynchronous call waiting for its next try, or forgets it; a derived client's also with its
     * parent, whose close stops the scheduler the call waits on.
     */
    void waiting(AsyncCall<?, ?> call, boolean isWaiting) {
        if (parent != null) {
            parent.waiting(call, isWaiting);
        }
        if (isWaiting) {
            waiting.add(call);
        } else {
            waiting.remove(call);
        }
    }

    static IllegalStateException closedFailure() {
        return new IllegalStateException("the client is closed");
    }
}
