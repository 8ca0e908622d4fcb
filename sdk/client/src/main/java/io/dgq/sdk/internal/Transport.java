package io.dgq.sdk.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.observability.DgqCall;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * Sends one operation: builds the URL and headers, serialises the body once, retries what may be retried, and
 * decodes the envelope, blocking ({@link #execute}) or not ({@link #executeAsync}); each try's outcome is decided
 * by {@link Exchange}, for both. The only place that talks to OkHttp. Thread-safe. Internal.
 */
public final class Transport {

    private static final MediaType JSON = MediaType.get("application/json; charset=utf-8");
    private static final byte[] NO_BYTES = new byte[0];
    /** An HTTP date in the past: "retry now" without the {@code 0} that OkHttp acts on by itself. */
    private static final String RETRY_NOW = "Thu, 01 Jan 1970 00:00:00 GMT";

    private static final Interceptor NO_IMMEDIATE_RETRY = Transport::noImmediateRetry;

    private final ClientConfig config;
    private final TokenGuard tokens;
    private final RetryPolicy retryPolicy;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final Set<AsyncCall<?, ?>> waiting = ConcurrentHashMap.newKeySet();

    /**
     * Creates a transport.
     *
     * @param config the client's configuration
     */
    public Transport(ClientConfig config) {
        this.config = config;
        this.tokens = new TokenGuard(config.tokenSupplier(), config.clock());
        this.retryPolicy = new RetryPolicy(config.random());
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
     * Sends an operation and decodes its {@code data}, retrying what {@link RetryPolicy} allows within the call's
     * deadline ({@code apiCallTimeout}): a wait that would pass the deadline ends the retries and the last failure
     * is thrown. An interrupt ends the call at once, with the thread's interrupt flag kept.
     *
     * @param request the bound operation
     * @param type the expected type of {@code data}
     * @param options the call's options
     * @param <T> the type of {@code data}
     * @return the decoded answer with its envelope
     * @throws DgqException for any failure, already retried where allowed
     * @throws IllegalStateException if the client is closed
     */
    public <T> DgqResponse<T> execute(Endpoint.ApiRequest request, ResponseType<T> type, RequestOptions options) {
        requireOpen();
        Exchange<T> exchange = prepare(request, type, options, false);
        try {
            return exchange.succeeded(send(exchange));
        } catch (RuntimeException | Error e) {
            exchange.failed(e);
            throw e;
        }
    }

    /** The blocking loop of tries: sends, decides, waits, until an answer or a failure to throw. */
    private <T> DgqResponse<T> send(Exchange<T> exchange) {
        while (true) {
            requireOpen();
            Call call = exchange.newCall();
            try (Response response = call.execute()) {
                DgqResponse<T> answer = exchange.onResponse(response);
                if (answer != null) {
                    return answer;
                }
            } catch (IOException e) {
                exchange.onFailure(e);
            } catch (Exception e) {
                exchange.endTry();
                // OkHttp throws InterruptedException, undeclared, when the thread is interrupted while connecting.
                if (e instanceof RuntimeException runtime) {
                    throw runtime;
                }
                throw e instanceof InterruptedException
                        ? exchange.interrupted(e)
                        : new DgqConnectionException(
                                exchange.target() + " failed: " + e.getClass().getSimpleName(), false, e);
            }
            pause(exchange);
        }
    }

    /**
     * Sends an operation without waiting for it: the asynchronous twin of {@link #execute}, with the same retries,
     * token checks, deadlines and decoding, on OkHttp's asynchronous calls. Retries and waits are scheduled, never
     * slept; {@code cancel} on the future cancels the HTTP call and a pending retry.
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
        AsyncCall<T, R> call = new AsyncCall<>(this, answer);
        try {
            requireOpen();
            call.start(prepare(request, type, options, true));
        } catch (RuntimeException e) {
            call.fail(e);
        }
        return call;
    }

    /** Prepares a call once: URL, token, headers and body, and the budgets of its deadline and tries. */
    private <T> Exchange<T> prepare(
            Endpoint.ApiRequest request, ResponseType<T> type, RequestOptions options, boolean async) {
        long start = config.nanoTime().getAsLong();
        Endpoint endpoint = request.endpoint();
        HttpUrl url = url(request);
        byte[] body = serialize(request.body(), endpoint.toString());
        String token;
        try {
            token = tokens.currentToken();
        } catch (DgqException e) {
            FailedCalls.name(e, endpoint, config.apiRootPath());
            throw e;
        }
        Request.Builder builder = new Request.Builder()
                .url(url)
                .header("Authorization", "Bearer " + token)
                .header("Accept", "application/json")
                .header("User-Agent", config.userAgent());
        config.defaultHeaders().forEach(builder::header);
        options.headers().forEach(builder::header);
        RequestBody requestBody = body == null
                ? (endpoint.method().equals("POST") || endpoint.method().equals("PUT")
                        ? RequestBody.create(NO_BYTES, null)
                        : null)
                : RequestBody.create(body, JSON);
        Request httpRequest = builder.method(endpoint.method(), requestBody).build();
        return new Exchange<>(
                config,
                retryPolicy,
                endpoint,
                url,
                body == null ? 0 : body.length,
                httpRequest,
                type,
                options.maxRetries().orElse(config.maxRetries()),
                start,
                options.apiCallTimeout().orElse(config.apiCallTimeout()),
                options.apiCallAttemptTimeout().orElse(config.apiCallAttemptTimeout()),
                config.listeners().isEmpty()
                        ? CallEvents.NONE
                        : CallEvents.start(config.listeners(), call(endpoint, async)),
                token);
    }

    /** What listeners see of a call: never its path's values, its query or its token. */
    private DgqCall call(Endpoint endpoint, boolean async) {
        String template = endpoint.observedTemplate();
        return new DgqCall(
                endpoint.operation(),
                endpoint.method(),
                template == null ? Optional.empty() : Optional.of(config.apiRootPath() + template),
                config.apiBaseUrl().host(),
                config.apiBaseUrl().port(),
                async);
    }

    /**
     * Sends a list operation and wraps its records in a {@link Page} that knows how to fetch the next one.
     *
     * @param endpoint the list endpoint
     * @param pathParameters the endpoint's path parameters
     * @param listRequest the list body
     * @param type the expected list payload
     * @param options the call's options, reused for the next pages
     * @param <T> the record type
     * @return the page with its envelope
     * @throws DgqException for any failure
     */
    public <T> DgqResponse<Page<T>> executeList(
            Endpoint endpoint,
            String[] pathParameters,
            ListRequest listRequest,
            ResponseType<ListPayload<T>> type,
            RequestOptions options) {
        WriteRequestCheck.requireList(listRequest);
        DgqResponse<ListPayload<T>> response = execute(endpoint.bind(listRequest, pathParameters), type, options);
        return page(response, endpoint, pathParameters, listRequest, type, options);
    }

    /**
     * Sends a list operation without waiting for it: the asynchronous twin of {@link #executeList}. The page's
     * {@code nextPage()} fetches the next page on the calling thread, as a page of the blocking client does.
     *
     * @param endpoint the list endpoint
     * @param pathParameters the endpoint's path parameters
     * @param listRequest the list body
     * @param type the expected list payload
     * @param options the call's options, reused for the next pages
     * @param answer maps the envelope holding the page to what the future completes with
     * @param <T> the record type
     * @param <R> what the future completes with
     * @return the future
     */
    public <T, R> CompletableFuture<R> executeListAsync(
            Endpoint endpoint,
            String[] pathParameters,
            ListRequest listRequest,
            ResponseType<ListPayload<T>> type,
            RequestOptions options,
            Function<? super DgqResponse<Page<T>>, ? extends R> answer) {
        WriteRequestCheck.requireList(listRequest);
        return executeAsync(
                endpoint.bind(listRequest, pathParameters),
                type,
                options,
                response -> answer.apply(page(response, endpoint, pathParameters, listRequest, type, options)));
    }

    private <T> DgqResponse<Page<T>> page(
            DgqResponse<ListPayload<T>> response,
            Endpoint endpoint,
            String[] pathParameters,
            ListRequest listRequest,
            ResponseType<ListPayload<T>> type,
            RequestOptions options) {
        return response.map(payload -> Page.of(
                payload.items(),
                payload.total(),
                payload.metrics(),
                listRequest,
                next -> executeList(endpoint, pathParameters, next, type, options)
                        .data()));
    }

    /**
     * Makes a client of OkHttp's leave every retry to the SDK: no retry on connection failures, no retry of a first
     * 408, no immediate retry of a 503 with {@code Retry-After: 0}, and no redirect followed but a {@code GET}'s to
     * the same scheme, host and port ({@link Redirects}). Applied to every client the SDK uses.
     *
     * @param builder a builder derived from the client to use
     * @param followRedirects whether a GET's redirects to the same scheme, host and port are followed
     * @return the same builder
     */
    public static OkHttpClient.Builder sdkRetriesOnly(OkHttpClient.Builder builder, boolean followRedirects) {
        return builder.retryOnConnectionFailure(false)
                .followRedirects(false)
                .followSslRedirects(false)
                .addInterceptor(Redirects.following(followRedirects))
                .addNetworkInterceptor(NO_IMMEDIATE_RETRY);
    }

    /**
     * Marks the transport closed, so that every later call fails at once.
     *
     * @return {@code true} the first time, {@code false} when it was already closed
     */
    public boolean close() {
        if (!closed.compareAndSet(false, true)) {
            return false;
        }
        config.scheduler().shutdown();
        waiting.forEach(call -> call.fail(new IllegalStateException("the client is closed")));
        return true;
    }

    /** Registers an asynchronous call waiting for its next try, which {@link #close()} fails. */
    void waiting(AsyncCall<?, ?> call, boolean isWaiting) {
        if (isWaiting) {
            waiting.add(call);
        } else {
            waiting.remove(call);
        }
    }

    void requireOpen() {
        if (closed.get()) {
            throw new IllegalStateException("the client is closed");
        }
    }

    /**
     * Checks first that a connection idle for a while was not closed by the server ({@link StaleConnections}). Then:
     * OkHttp retries a 503 answered with {@code Retry-After: 0} by itself, whatever the method: the header becomes
     * a date in the past, which means the same (retry now) to the SDK's policy and nothing to OkHttp's.
     */
    private static Response noImmediateRetry(Interceptor.Chain chain) throws IOException {
        StaleConnections.check(chain);
        Response response = chain.proceed(chain.request());
        String retryAfter = response.header("Retry-After");
        if (response.code() == 503
                && retryAfter != null
                && !retryAfter.isEmpty()
                && retryAfter.chars().allMatch(c -> c == '0')) {
            return response.newBuilder().header("Retry-After", RETRY_NOW).build();
        }
        return response;
    }

    private HttpUrl url(Endpoint.ApiRequest request) {
        HttpUrl.Builder url = config.apiBaseUrl().newBuilder();
        String[] parameters = request.parameters();
        int p = 0;
        List<String> segments = request.endpoint().segments();
        List<Boolean> isParameter = request.endpoint().parameterFlags();
        for (int i = 0; i < segments.size(); i++) {
            String segment = segments.get(i);
            url.addEncodedPathSegment(Endpoint.encodeSegment(isParameter.get(i) ? parameters[p++] : segment));
        }
        return url.build();
    }

    private static byte[] serialize(Object body, String operation) {
        if (body == null) {
            return null;
        }
        try {
            return Json.MAPPER.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(
                    "The body of " + operation + " cannot be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** Waits on the calling thread before the next try; an interrupt ends the call, its flag kept. */
    private void pause(Exchange<?> exchange) {
        if (Thread.currentThread().isInterrupted()) {
            throw exchange.interrupted(null);
        }
        try {
            config.sleeper().sleep(exchange.pendingWait());
        } catch (InterruptedException e) {
            throw exchange.interrupted(e);
        }
    }

    /** Argument checks of list calls. */
    private static final class WriteRequestCheck {
        static void requireList(ListRequest request) {
            if (request == null) {
                throw new IllegalArgumentException(
                        "The list request must not be null: use ListRequest.firstPage() " + "for the defaults");
            }
        }
    }
}
