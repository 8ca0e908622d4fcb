package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.core.Sleeper;
import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.RetryPolicy;
import io.dgq.sdk.internal.Scheduler;
import io.dgq.sdk.internal.TokenGuard;
import io.dgq.sdk.observability.DgqCallListener;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.LongSupplier;

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
 * waits on the client's scheduler, with no thread held. The generated resource clients hand their bound calls to
 * {@link #plain}, {@link #envelope} and their asynchronous twins.
 *
 * <p>The client's configuration is read once, here: what a call needs of it (the base URL's parts, the headers of
 * every call, the default deadlines and retries, the transport, the clock and the scheduler) is a final field that
 * {@link Call} reads, so a call recomputes none of it. Thread-safe. Internal.
 */
public final class CallPipeline {

    /** The options of a call that sets none: its call takes the client's defaults without reading them. */
    static final RequestOptions NO_OPTIONS = RequestOptions.none();

    /** Longer durations are treated as this one, so that nanosecond arithmetic cannot overflow. */
    private static final Duration LONGEST = Duration.ofDays(365L * 100);

    private final ClientConfig config;
    private final TokenGuard tokens;
    private final RetryPolicy policy;

    // The client's configuration, read once: what a call needs of it.
    /** The base URL's scheme, host and port (when not the scheme's default), such as {@code https://h}. */
    final String apiOrigin;
    /** The base URL's path without a trailing slash, such as {@code /api/v1}. */
    final String apiRootPath;
    /** The base URL's host, as listeners see it. */
    final String apiHost;
    /** The base URL's port, the scheme's default when it names none. */
    final int apiPort;
    /** {@code Accept}, {@code User-Agent} and the client's default headers, in the order every request sends them. */
    final HttpHeaders fixedHeaders;
    /** The default deadline of a call, in nanoseconds. */
    final long apiCallTimeoutNanos;
    /** The default timeout of a try, in nanoseconds. */
    final long apiCallAttemptTimeoutNanos;
    /** The default number of retries. */
    final int maxRetries;
    /** What sends the requests. */
    final HttpTransport transport;
    /** The clock of token expiry and {@code Retry-After} dates. */
    final Clock clock;
    /** What a blocking call waits between tries with. */
    final Sleeper sleeper;
    /** The monotonic time source of the deadlines. */
    final LongSupplier nanoTime;
    /** What times a try, and runs an asynchronous call's waits and deadline. */
    final Scheduler scheduler;
    /** Where asynchronous calls complete their futures, or {@code null} for the thread that decoded the answer. */
    final Executor completionExecutor;
    /** The call listeners, in the order they were added. */
    final List<DgqCallListener> listeners;
    /** The most redirects followed in a row: 0 when none is followed. */
    final int maxRedirects;
    /** The largest successful answer decoded, in bytes. */
    final long maxResponseBytes;
    /** The most heap a successful answer is estimated to take once decoded, in bytes. */
    final long maxResponseHeapBytes;

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
        this.apiOrigin = config.apiOrigin();
        this.apiRootPath = config.apiRootPath();
        this.apiHost = config.apiBaseUrl().getHost();
        this.apiPort = config.apiPort();
        HttpHeaders.Builder headers =
                HttpHeaders.builder().set("Accept", "application/json").set("User-Agent", config.userAgent());
        config.defaultHeaders().forEach(headers::set);
        this.fixedHeaders = headers.build();
        this.apiCallTimeoutNanos = nanos(config.apiCallTimeout());
        this.apiCallAttemptTimeoutNanos = nanos(config.apiCallAttemptTimeout());
        this.maxRetries = config.maxRetries();
        this.transport = config.transport();
        this.clock = config.clock();
        this.sleeper = config.sleeper();
        this.nanoTime = config.nanoTime();
        this.scheduler = config.scheduler();
        this.completionExecutor = config.completionExecutor();
        this.listeners = config.listeners();
        this.maxRedirects = config.maxRedirects();
        this.maxResponseBytes = config.maxResponseBytes();
        this.maxResponseHeapBytes = config.maxResponseHeapBytes();
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

    /** {@return the client's configuration, as the client was built with it} */
    public ClientConfig config() {
        return config;
    }

    /**
     * Runs a bound call of a generated resource client on the caller's thread.
     *
     * @param call the bound call
     * @param <E> the type of the envelope's data
     * @param <P> what the plain method answers
     * @return the data, every match of an export, or {@code null} for nothing
     * @throws io.dgq.sdk.errors.DgqException for any failure, already retried where allowed
     * @throws IllegalStateException if the client is closed
     */
    public <E, P> P plain(ApiOperation.Call<E, P> call) {
        return call.plain(call.send(this));
    }

    /**
     * Runs a bound call of a generated resource client on the caller's thread and answers its whole envelope.
     *
     * @param call the bound call
     * @param <E> the type of the envelope's data
     * @param <P> what the plain method answers
     * @return the envelope
     * @throws io.dgq.sdk.errors.DgqException for any failure, already retried where allowed
     * @throws IllegalStateException if the client is closed
     */
    public <E, P> DgqResponse<E> envelope(ApiOperation.Call<E, P> call) {
        return call.send(this);
    }

    /**
     * Starts a bound call of a generated resource client; its arguments were checked when it was bound, so a bad
     * one failed before any future.
     *
     * @param call the bound call
     * @param <E> the type of the envelope's data
     * @param <P> what the plain method answers
     * @return a future of the data, every match of an export, or {@code null} for nothing
     */
    public <E, P> CompletableFuture<P> plainAsync(ApiOperation.Call<E, P> call) {
        return call.sendAsync(this, call::plain);
    }

    /**
     * Starts a bound call of a generated resource client whose future completes with its whole envelope.
     *
     * @param call the bound call
     * @param <E> the type of the envelope's data
     * @param <P> what the plain method answers
     * @return a future of the envelope
     */
    public <E, P> CompletableFuture<DgqResponse<E>> envelopeAsync(ApiOperation.Call<E, P> call) {
        return call.sendAsync(this, Function.identity());
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
        AsyncCall<T, R> future = new AsyncCall<>(call, this, answer, completionExecutor);
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
            scheduler.shutdown();
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

    /** {@return the duration in nanoseconds, capped so that arithmetic on it cannot overflow} */
    static long nanos(Duration duration) {
        return duration.compareTo(LONGEST) > 0 ? LONGEST.toNanos() : duration.toNanos();
    }

    static IllegalStateException closedFailure() {
        return new IllegalStateException("the client is closed");
    }
}
