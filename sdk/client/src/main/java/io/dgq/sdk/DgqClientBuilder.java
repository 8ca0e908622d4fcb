package io.dgq.sdk;

import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.core.Sleeper;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.HttpClients;
import io.dgq.sdk.internal.ResponseDecoder;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.Scheduler;
import io.dgq.sdk.internal.TokenGuard;
import io.dgq.sdk.internal.VirtualThreads;
import io.dgq.sdk.internal.checks.OptionChecks;
import io.dgq.sdk.internal.models.ReadingMapper;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.observability.DgqCallListener;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.X509TrustManager;

/**
 * Builds a {@link DgqClient}. Only the base URL and the token are required; every other option has a documented
 * default.
 *
 * <table>
 *   <caption>Timeouts, retries and their defaults</caption>
 *   <tr><th>Option</th><th>Bounds</th><th>Default</th></tr>
 *   <tr><td>{@link #apiCallTimeout(Duration)}</td><td>the whole method call: every try, every backoff and every
 *       {@code Retry-After} wait</td><td>300 s</td></tr>
 *   <tr><td>{@link #apiCallAttemptTimeout(Duration)}</td><td>one try: connect, send, wait and read the
 *       answer</td><td>120 s</td></tr>
 *   <tr><td>{@link #connectTimeout(Duration)}</td><td>opening one connection (per try, socket level)</td>
 *       <td>10 s</td></tr>
 *   <tr><td>{@link #readTimeout(Duration)}</td><td>the longest silence while sending or receiving (per try,
 *       socket level)</td><td>60 s</td></tr>
 *   <tr><td>{@link #maxRetries(int)}</td><td>retries of one call, where they are safe</td>
 *       <td>2</td></tr>
 *   <tr><td>{@link #maxResponseBytes(long)}</td><td>the size of one successful answer</td>
 *       <td>67108864 bytes (64 MiB)</td></tr>
 *   <tr><td>{@link #followRedirects(boolean)}</td><td>following a {@code GET}'s redirects to the same scheme,
 *       host and port (never others)</td><td>{@code true}, at most 5 in a row</td></tr>
 *   <tr><td>{@link #maxResponseHeapBytes(long)}</td><td>the heap one successful answer is estimated to take once
 *       decoded</td><td>a quarter of the JVM's maximum heap</td></tr>
 *   <tr><td>{@link #maxConcurrentRequests(int)}</td><td>requests on the wire at once, and idle connections kept,
 *       in the client the SDK creates</td><td>64</td></tr>
 *   <tr><td>{@link #idleConnectionKeepAlive(Duration)}</td><td>how long the client the SDK creates keeps an idle
 *       connection</td><td>60 s</td></tr>
 *   <tr><td>{@link #virtualThreads(boolean)}</td><td>asynchronous calls on virtual threads of their own (Java 21
 *       or later), in the client the SDK creates</td><td>{@code false}</td></tr>
 * </table>
 *
 * <p>{@link RequestOptions} overrides {@code apiCallTimeout}, {@code apiCallAttemptTimeout} and
 * {@code maxRetries} per call. The socket-level options ({@code connectTimeout}, {@code readTimeout},
 * {@code maxConcurrentRequests}, {@code idleConnectionKeepAlive}, {@code virtualThreads}, {@code tls}) configure the
 * default transport; with {@link #transport(HttpTransport)} they are set on that transport's builder.
 */
public final class DgqClientBuilder {

    /** Default connect timeout, in seconds. */
    static final int DEFAULT_CONNECT_TIMEOUT_SECONDS = 10;
    /** Default read (and write) timeout, in seconds. */
    static final int DEFAULT_READ_TIMEOUT_SECONDS = 60;
    /** Default deadline of a whole method call (every try and every wait between tries), in seconds. */
    static final int DEFAULT_API_CALL_TIMEOUT_SECONDS = 300;
    /** Default timeout of one try of a call, in seconds. */
    static final int DEFAULT_API_CALL_ATTEMPT_TIMEOUT_SECONDS = 120;
    /** Default number of retries of a failed call that may be retried. */
    static final int DEFAULT_MAX_RETRIES = 2;
    /**
     * Default size limit of a successful answer, in bytes: 64 MiB, about thirty times the largest page
     * (1000 records) and room for an export of tens of thousands of records.
     */
    static final long DEFAULT_MAX_RESPONSE_BYTES = 64L * 1024 * 1024;
    /**
     * Default of {@link #maxConcurrentRequests(int)}: requests on the wire at once, and idle connections the
     * client's own pool keeps, enough for 64 concurrent callers.
     */
    static final int POOL_MAX_IDLE_CONNECTIONS = 64;
    /**
     * Default of {@link #idleConnectionKeepAlive(Duration)}, in seconds: how long the client the SDK creates keeps
     * an idle connection for the next call.
     */
    static final int DEFAULT_IDLE_CONNECTION_KEEP_ALIVE_SECONDS = 60;

    private final List<DgqCallListener> listeners = new ArrayList<>();
    private String baseUrl;
    private Supplier<String> tokenSupplier;
    private String fixedToken;
    /** {@code null}: the caller's client's, or the default. */
    private Duration connectTimeout;
    /** {@code null}: the caller's client's, or the default. */
    private Duration readTimeout;

    private Duration apiCallTimeout = Duration.ofSeconds(DEFAULT_API_CALL_TIMEOUT_SECONDS);
    private Duration apiCallAttemptTimeout = Duration.ofSeconds(DEFAULT_API_CALL_ATTEMPT_TIMEOUT_SECONDS);
    private int maxRetries = DEFAULT_MAX_RETRIES;
    private HttpTransport transport;
    private final Map<String, String> defaultHeaders = new LinkedHashMap<>();
    private boolean allowInsecureHttp;
    private SSLSocketFactory tlsSocketFactory;
    private X509TrustManager tlsTrustManager;
    private Clock clock = Clock.systemUTC();
    private Sleeper sleeper = Sleeper.SYSTEM;
    private LongSupplier nanoTime = System::nanoTime;
    private long maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES;
    private boolean followRedirects = true;
    /** {@code 0}: the default, a quarter of the maximum heap. */
    private long maxResponseHeapBytes;
    /** {@code 0}: the default, which a caller's client does not get. */
    private int maxConcurrentRequests;
    /** {@code null}: the default, which a caller's client does not get. */
    private Duration idleConnectionKeepAlive;

    private boolean virtualThreads;
    private Executor asyncCompletionExecutor;
    private Supplier<Scheduler> scheduler = Scheduler::daemon;

    DgqClientBuilder() {}

    /**
     * Sets the workspace address, for example {@code https://acme.example.com}. The SDK adds {@code /api/v1};
     * trailing slashes, an address already ending in {@code /api/v1}, and a path prefix all work.
     *
     * @param baseUrl an {@code https://} URL ({@code http://} only for loopback hosts, see
     *     {@link #allowInsecureHttp(boolean)})
     * @return this builder
     */
    public DgqClientBuilder baseUrl(String baseUrl) {
        this.baseUrl = baseUrl;
        return this;
    }

    /**
     * Sets a fixed API access token (a JWT whose {@code token_type} is {@code api_access_token}). Whitespace around
     * it, such as the newline at the end of a token file, is stripped. It is checked when the client is built (a
     * control or non-ASCII character, not a JWT, an MCP token, expired) and is never printed.
     *
     * @param apiToken the token string, as shown when it was created
     * @return this builder
     */
    public DgqClientBuilder apiToken(String apiToken) {
        this.fixedToken = apiToken;
        this.tokenSupplier = null;
        return this;
    }

    /**
     * Sets a token supplier instead of a fixed token, for rotation: it is called before every request, and each
     * new token it gives is stripped of surrounding whitespace and checked then, failing that call with a
     * {@link io.dgq.sdk.errors.DgqAuthenticationException} before any request.
     *
     * @param tokenSupplier gives the current API token; must be thread-safe
     * @return this builder
     */
    public DgqClientBuilder apiTokenSupplier(Supplier<String> tokenSupplier) {
        this.tokenSupplier = Objects.requireNonNull(tokenSupplier, "tokenSupplier");
        this.fixedToken = null;
        return this;
    }

    /**
     * Sets the connect timeout of each try (socket level). Default 10 s.
     * For the default transport: with {@link #transport(HttpTransport)}, {@link #build()} refuses it.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws IllegalArgumentException if not positive
     */
    public DgqClientBuilder connectTimeout(Duration timeout) {
        this.connectTimeout = OptionChecks.positive(timeout, "connectTimeout");
        return this;
    }

    /**
     * Sets the read (and write) timeout of each try: the longest silence while sending or receiving (socket
     * level). Default 60 s. For the default transport: with
     * {@link #transport(HttpTransport)}, {@link #build()} refuses it.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws IllegalArgumentException if not positive
     */
    public DgqClientBuilder readTimeout(Duration timeout) {
        this.readTimeout = OptionChecks.positive(timeout, "readTimeout");
        return this;
    }

    /**
     * Sets the deadline of a whole method call: every try, every backoff and every {@code Retry-After} wait. A wait
     * that would pass it ends the retries at once and the last failure is thrown; a try still running when it
     * passes fails with a timeout. Default 300 s; {@link RequestOptions}
     * may override it per call.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws IllegalArgumentException if not positive
     */
    public DgqClientBuilder apiCallTimeout(Duration timeout) {
        this.apiCallTimeout = OptionChecks.positive(timeout, "apiCallTimeout");
        return this;
    }

    /**
     * Sets the timeout of one try of a call: connect, send, wait and read the answer. A try that times out may be
     * retried, within {@link #apiCallTimeout(Duration)}. Default 120
     * s; {@link RequestOptions} may override it per call.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws IllegalArgumentException if not positive
     */
    public DgqClientBuilder apiCallAttemptTimeout(Duration timeout) {
        this.apiCallAttemptTimeout = OptionChecks.positive(timeout, "apiCallAttemptTimeout");
        return this;
    }

    /**
     * Sets how many times a failed call is retried, where a retry is safe: reads, updates, deletes and the
     * idempotent POSTs on connection failures, 408, 429, 500, 502, 503 and 504; creates only when the request never
     * left (connection refused, unknown host) or on 429. {@code 0} sends every call exactly once.
     *
     * @param maxRetries 0 or more
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public DgqClientBuilder maxRetries(int maxRetries) {
        this.maxRetries = OptionChecks.notNegative(maxRetries, "maxRetries");
        return this;
    }

    /**
     * Sends the calls with a transport of the caller's instead of the default, OkHttp with the options of this
     * builder. For OkHttp with your own client (to share its pool and dispatcher, or to set a proxy, certificates or
     * interceptors): {@code transport(OkHttpTransport.builder().client(yourClient).build())}. The transport stays
     * yours: {@link DgqClient#close()} leaves it open, so one transport may serve several clients.
     *
     * <p>The options that configure the default transport ({@link #connectTimeout(Duration)},
     * {@link #readTimeout(Duration)}, {@link #maxConcurrentRequests(int)}, {@link #idleConnectionKeepAlive(Duration)},
     * {@link #virtualThreads(boolean)}, {@link #tls(SSLSocketFactory, X509TrustManager)}) are then set on the
     * transport's own builder; {@link #build()} refuses them here. Retries, redirects, deadlines and answer budgets
     * stay the SDK's, whatever the transport.
     *
     * @param transport the transport
     * @return this builder
     */
    public DgqClientBuilder transport(HttpTransport transport) {
        this.transport = Objects.requireNonNull(transport, "transport");
        return this;
    }

    /**
     * Adds a header sent on every call.
     *
     * @param name the header name; not {@code Authorization}
     * @param value the value
     * @return this builder
     * @throws IllegalArgumentException if the name is blank or {@code Authorization}
     */
    public DgqClientBuilder header(String name, String value) {
        defaultHeaders.put(OptionChecks.headerName(name), OptionChecks.headerValue(name, value));
        return this;
    }

    /**
     * Allows a plain {@code http://} base URL for a host that is not loopback. Off by default, because the
     * bearer token would then travel in clear text.
     *
     * @param allow {@code true} to allow it
     * @return this builder
     */
    public DgqClientBuilder allowInsecureHttp(boolean allow) {
        this.allowInsecureHttp = allow;
        return this;
    }

    /**
     * Trusts the server's certificate through the given TLS socket factory and trust manager instead of the JVM's
     * trust store: for a server whose certificate a private authority signs, such as the reference server's
     * {@code https()} ({@code tls(server.sslSocketFactory(), server.trustManager())}). Host names are still
     * checked. For the default transport: with {@link #transport(HttpTransport)}, set it on that transport's
     * builder ({@link #build()} refuses it here).
     *
     * @param socketFactory the factory of TLS sockets, made from an {@code SSLContext} that holds the trust manager
     * @param trustManager the trust manager that decides which certificates are trusted
     * @return this builder
     */
    public DgqClientBuilder tls(SSLSocketFactory socketFactory, X509TrustManager trustManager) {
        this.tlsSocketFactory = Objects.requireNonNull(socketFactory, "socketFactory");
        this.tlsTrustManager = Objects.requireNonNull(trustManager, "trustManager");
        return this;
    }

    /**
     * Sets the clock that decides token expiry and reads {@code Retry-After} dates. For tests.
     *
     * @param clock the clock
     * @return this builder
     */
    public DgqClientBuilder clock(Clock clock) {
        this.clock = Objects.requireNonNull(clock, "clock");
        return this;
    }

    /**
     * Sets what waits between retries. For tests, which record the waits instead of sleeping.
     *
     * @param sleeper the sleeper
     * @return this builder
     */
    public DgqClientBuilder sleeper(Sleeper sleeper) {
        this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
        return this;
    }

    /**
     * Sets the size limit of a successful answer. Answers are decoded as they arrive, never held whole in
     * memory; one longer than the limit is refused with a {@link io.dgq.sdk.errors.DgqDecodingException} that
     * names the limit, before it can exhaust the heap. Error answers are read up to 1 MiB whatever the limit.
     *
     * @param maxResponseBytes the limit in bytes, at least 1
     * @return this builder
     * @throws IllegalArgumentException if the limit is less than 1
     */
    public DgqClientBuilder maxResponseBytes(long maxResponseBytes) {
        if (maxResponseBytes < 1) {
            throw new IllegalArgumentException("maxResponseBytes must be at least 1, was " + maxResponseBytes);
        }
        this.maxResponseBytes = maxResponseBytes;
        return this;
    }

    /**
     * Sets whether the client follows redirects. By default it follows those of a {@code GET} to the same scheme,
     * host and port, at most 5 in a row, with the same headers. It never follows a redirect of another method (which
     * would send a write again) or one to another scheme, host or port (which would receive the request's headers,
     * those set with {@link #header(String, String)} included), whatever this says, and no transport follows
     * any: the SDK does. A redirect not followed ends the call with a
     * {@link io.dgq.sdk.errors.DgqRedirectException} saying where it pointed and why.
     *
     * @param follow {@code false} to follow no redirect at all
     * @return this builder
     */
    public DgqClientBuilder followRedirects(boolean follow) {
        this.followRedirects = follow;
        return this;
    }

    /**
     * Sets the heap budget of a successful answer: the most heap, in bytes, it is estimated to take once decoded.
     * The bytes of an answer tell little of the heap it takes: an array of small numbers decodes to some thirty
     * times its size. So while an answer is decoded, the SDK estimates its heap from what was read and parsed so
     * far (2 bytes per byte of JSON and 64 per JSON value: a number, a string, a name, an object or an array), and
     * refuses the answer with a
     * {@link io.dgq.sdk.errors.DgqDecodingException} naming the budget once the estimate passes it, before it can
     * exhaust the heap. Default: a quarter of the JVM's maximum heap ({@code Runtime.maxMemory() / 4}) when the
     * client is built, 16 MiB in a 64 MiB heap and 1 GiB in a 4 GiB one.
     *
     * @param maxResponseHeapBytes the budget in bytes, at least 1
     * @return this builder
     * @throws IllegalArgumentException if the budget is less than 1
     */
    public DgqClientBuilder maxResponseHeapBytes(long maxResponseHeapBytes) {
        if (maxResponseHeapBytes < 1) {
            throw new IllegalArgumentException("maxResponseHeapBytes must be at least 1, was " + maxResponseHeapBytes);
        }
        this.maxResponseHeapBytes = maxResponseHeapBytes;
        return this;
    }

    /**
     * Sets how many requests the client the SDK creates sends at once (OkHttp's {@code Dispatcher.maxRequests} and
     * {@code maxRequestsPerHost}) and how many idle connections its pool keeps (for
     * {@link #idleConnectionKeepAlive(Duration)}). Default
     * 64. Raise it to keep more {@code client.async()} calls on the wire (say 256
     * for a thousand in flight): calls over the limit wait in OkHttp's queue without a thread, their
     * {@code apiCallTimeout} running. Each request on the wire takes one OkHttp dispatcher thread (and, on HTTP/1.1,
     * one connection) until its answer is decoded, so the limit also bounds those threads. Blocking calls run on
     * their callers' threads and are not queued. For the default transport: with
     * {@link #transport(HttpTransport)}, {@link #build()} refuses it.
     *
     * @param maxConcurrentRequests at least 1
     * @return this builder
     * @throws IllegalArgumentException if less than 1
     */
    public DgqClientBuilder maxConcurrentRequests(int maxConcurrentRequests) {
        if (maxConcurrentRequests < 1) {
            throw new IllegalArgumentException(
                    "maxConcurrentRequests must be at least 1, was " + maxConcurrentRequests);
        }
        this.maxConcurrentRequests = maxConcurrentRequests;
        return this;
    }

    /**
     * Sets how long the client the SDK creates keeps an idle connection in its pool for the next call. Default
     * 60 s. A server or proxy may close an idle connection sooner
     * (after 5 s for Apache httpd and Node.js): the SDK then notices before it sends on it, as long as the
     * connection was idle at least half a second, and sends on a new connection, so a create is neither lost nor
     * sent twice. Set it below the server's own keep-alive to spare that check and a dead connection's file
     * descriptor; raise it to keep connections across long pauses. For the default
     * transport: with {@link #transport(HttpTransport)}, {@link #build()} refuses it.
     *
     * @param keepAlive at least 1 ms
     * @return this builder
     * @throws IllegalArgumentException if shorter than 1 ms
     */
    public DgqClientBuilder idleConnectionKeepAlive(Duration keepAlive) {
        Objects.requireNonNull(keepAlive, "keepAlive");
        if (keepAlive.toMillis() < 1) {
            throw new IllegalArgumentException("idleConnectionKeepAlive must be at least 1 ms, was " + keepAlive);
        }
        this.idleConnectionKeepAlive = keepAlive;
        return this;
    }

    /**
     * Runs each asynchronous call on a virtual thread of its own (Java 21 or later) instead of one of the dispatcher's
     * platform threads. An OkHttp call holds its thread from its request's first byte until its answer is decoded, so
     * on platform threads the calls in flight are as many as the threads; on virtual threads a call waiting for its
     * answer holds no platform thread, and the calls in flight are bounded by {@link #maxConcurrentRequests(int)}
     * alone, on as many carrier threads as the JVM has cores. Over HTTP/2, where they share one connection, raise
     * that limit towards the server's stream limit (often 100 to 256) to put them all on the wire. The futures
     * complete on the call's virtual thread unless {@link #asyncCompletionExecutor(Executor)} is set. Blocking calls
     * are unchanged: they run on their callers' threads. Default {@code false}. For the default
     * transport: with {@link #transport(HttpTransport)} over an OkHttp client of yours, give that client a
     * {@code Dispatcher} over {@code Executors.newVirtualThreadPerTaskExecutor()} instead; {@link #build()} refuses
     * both.
     *
     * @param virtualThreads whether asynchronous calls run on virtual threads
     * @return this builder
     */
    public DgqClientBuilder virtualThreads(boolean virtualThreads) {
        this.virtualThreads = virtualThreads;
        return this;
    }

    /**
     * Sets the executor on which the futures of {@code client.async()} complete, and so where their non-async
     * dependent stages ({@code thenApply}, {@code whenComplete}, ...) run. By default a future completes on the
     * OkHttp thread that decoded the answer: the cheapest, but that call keeps its dispatcher slot while the stages
     * run, so set an executor when they are slow or block. A future failed before any request (a closed client, a
     * token that cannot work) completes on the calling thread; if the executor rejects a task, on the thread at hand.
     *
     * @param executor the executor, for example a virtual-thread or a bounded pool of the application's
     * @return this builder
     */
    public DgqClientBuilder asyncCompletionExecutor(Executor executor) {
        this.asyncCompletionExecutor = Objects.requireNonNull(executor, "executor");
        return this;
    }

    /**
     * Adds a listener that observes every call of the client: its operation, each try with its status and
     * duration, retries with their waits, and the end of the call; it may add headers to each try, for trace
     * propagation. Listeners run in the order they were added; one that throws is logged and ignored, never failing
     * the call. They never see the API token. {@code dgq-sdk-micrometer} and {@code dgq-sdk-opentelemetry} provide
     * listeners for metrics and traces.
     *
     * @param listener the listener; must be thread-safe
     * @return this builder
     * @see io.dgq.sdk.observability.DgqCallListener
     */
    public DgqClientBuilder addListener(DgqCallListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
        return this;
    }

    /** Sets what makes the scheduler of the asynchronous retries and deadlines. For tests. */
    DgqClientBuilder scheduler(Supplier<Scheduler> scheduler) {
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
        return this;
    }

    /** Sets the monotonic time source, in nanoseconds, that measures the call deadline. For tests. */
    DgqClientBuilder nanoTime(LongSupplier nanoTime) {
        this.nanoTime = Objects.requireNonNull(nanoTime, "nanoTime");
        return this;
    }

    DgqClientBuilder fromEnv(Function<String, String> environment) {
        String url = environment.apply("DGQ_BASE_URL");
        String token = environment.apply("DGQ_API_TOKEN");
        if (url == null || url.isBlank()) {
            throw new IllegalStateException("DGQ_BASE_URL is not set: set it to your workspace address, for "
                    + "example https://acme.example.com");
        }
        if (token == null || token.isBlank()) {
            throw new IllegalStateException("DGQ_API_TOKEN is not set: set it to an API access token of your "
                    + "workspace (Organization > Access Tokens)");
        }
        return baseUrl(url).apiToken(token);
    }

    /**
     * Builds the client.
     *
     * @return the client
     * @throws IllegalArgumentException if the base URL is missing, not http(s), or plain http to a non-loopback
     *     host without {@link #allowInsecureHttp(boolean)}; or if {@link #transport(HttpTransport)} is set with
     *     an option of the default transport ({@link #connectTimeout(Duration)}, {@link #readTimeout(Duration)},
     *     {@link #maxConcurrentRequests(int)}, {@link #idleConnectionKeepAlive(Duration)},
     *     {@link #virtualThreads(boolean)}, {@link #tls(SSLSocketFactory, X509TrustManager)})
     * @throws IllegalStateException if {@link #virtualThreads(boolean)} is set on a JVM older than Java 21; or if no
     *     {@link #transport(HttpTransport)} is set and the default's libraries (OkHttp, okio, kotlin-stdlib) are
     *     not on the class path, naming {@link io.dgq.sdk.http.jdk.JdkHttpTransport} as the way out
     * @throws io.dgq.sdk.errors.DgqAuthenticationException if no token is set, or the fixed token holds a control
     *     or non-ASCII character, is not a JWT, is an MCP token, or has expired
     */
    public DgqClient build() {
        URI apiBase = BaseUrls.resolve(baseUrl, allowInsecureHttp);
        if (tokenSupplier == null && fixedToken == null) {
            throw new io.dgq.sdk.errors.DgqAuthenticationException("No API token: call apiToken(...) or "
                    + "apiTokenSupplier(...) on the builder, or set DGQ_API_TOKEN for DgqClient.fromEnv()");
        }
        if (transport != null) {
            refuseWithTransport("connectTimeout", connectTimeout != null, "");
            refuseWithTransport("readTimeout", readTimeout != null, "");
            refuseWithTransport(
                    "maxConcurrentRequests",
                    maxConcurrentRequests > 0,
                    "; with an OkHttp client of yours, size its dispatcher and connection pool");
            refuseWithTransport(
                    "idleConnectionKeepAlive",
                    idleConnectionKeepAlive != null,
                    "; with an OkHttp client of yours, set the keep-alive of its connection pool");
            refuseWithTransport(
                    "virtualThreads",
                    virtualThreads,
                    "; with an OkHttp client of yours, give it a Dispatcher over "
                            + "Executors.newVirtualThreadPerTaskExecutor()");
            refuseWithTransport("tls", tlsSocketFactory != null, "");
        }
        if (virtualThreads && !virtualThreadsSupported()) {
            throw new IllegalStateException("virtualThreads(true) needs Java " + VirtualThreads.SINCE_JAVA
                    + " or later; this JVM is Java " + Runtime.version().feature());
        }
        Supplier<String> supplier = tokenSupplier != null ? tokenSupplier : TokenGuard.fixed(fixedToken);
        boolean ownsTransport = transport == null;
        HttpTransport http =
                ownsTransport ? defaultTransport(apiBase.getScheme().equals("https")) : transport;
        ClientConfig config = new ClientConfig(
                apiBase,
                supplier,
                http,
                apiCallTimeout,
                apiCallAttemptTimeout,
                maxRetries,
                Map.copyOf(defaultHeaders),
                HttpClients.userAgent(),
                clock,
                sleeper,
                () -> ThreadLocalRandom.current().nextDouble(),
                nanoTime,
                maxResponseBytes,
                maxResponseHeapBytes > 0
                        ? maxResponseHeapBytes
                        : Runtime.getRuntime().maxMemory() / 4,
                followRedirects,
                scheduler.get(),
                asyncCompletionExecutor,
                List.copyOf(listeners));
        CallPipeline pipeline = new CallPipeline(config);
        Runnable onClose = ownsTransport ? http::close : () -> {};
        if (fixedToken != null) {
            try {
                pipeline.checkToken();
            } catch (RuntimeException e) {
                pipeline.close();
                onClose.run();
                throw e;
            }
        }
        readyJsonForFirstCall();
        return new DefaultDgqClient(pipeline, onClose);
    }

    /** A small record every resource's answers hold, decoded once at build through the answers' own reader. */
    private static final Map<String, String> SAMPLE_OWNER = Map.of("id", "0", "name", "owner", "owner_type", "user");

    /** The same record as a whole answer, its envelope and timestamp included, decoded once at build as answers are. */
    private static final String SAMPLE_ANSWER = "{\"success\":true,\"message\":\"OK\",\"timestamp\":"
            + "\"2026-01-01T00:00:00Z\",\"correlation_id\":\"0\",\"data\":{\"id\":\"0\",\"name\":\"owner\","
            + "\"owner_type\":\"user\"}}";

    /** Whether a build in this JVM has readied the JSON set-up; two builds racing both do it, which is harmless. */
    private static volatile boolean jsonReady;

    /**
     * Does at build the JSON work of a JVM's first call (decision 0195): the SDK's mapper with its time module, the
     * deserializers of the kinds of value records hold, and one small answer decoded as answers are (its envelope,
     * timestamp and record), so the parser and the models' decoder are ready. Made once per JVM and shared by every client; a later build finds them done.
     */
    private static void readyJsonForFirstCall() {
        if (jsonReady) {
            return;
        }
        ResponseType.object();
        // the kinds of value records hold besides text: lists of free-form objects and of records, whole numbers,
        // booleans, and open enumerations (Status, which most records carry, for them all)
        ReadingMapper.ready(
                ReadingMapper.types().constructCollectionType(List.class, JsonObject.class),
                ReadingMapper.types().constructCollectionType(List.class, Owner.class),
                Long.class,
                Integer.class,
                Boolean.class,
                Status.class);
        try {
            ReadingMapper.roundTrip(SAMPLE_OWNER, Owner.class);
            ResponseDecoder.decodeData(SAMPLE_ANSWER.getBytes(StandardCharsets.UTF_8), ResponseType.of(Owner.class));
        } catch (IOException e) {
            throw new IllegalStateException("The SDK's JSON set-up failed: " + e.getMessage(), e);
        }
        jsonReady = true;
    }

    /**
     * The classes the default transport needs, one of each library: OkHttp, okio and Kotlin's standard library,
     * which an application may leave out of its dependencies to use {@link io.dgq.sdk.http.jdk.JdkHttpTransport}.
     */
    private static final List<String> OKHTTP_CLASSES = List.of("okhttp3.OkHttpClient", "okio.Buffer", "kotlin.Unit");

    /**
     * The default transport: OkHttp, with this builder's options. OkHttp's classes are linked only here, through
     * {@link OkHttpDefault}, once they are known to be on the class path.
     *
     * @throws IllegalStateException naming the missing classes and both fixes, when OkHttp, okio or Kotlin's
     *     standard library is not on the class path
     */
    private HttpTransport defaultTransport(boolean tls) {
        List<String> missing = new ArrayList<>();
        for (String name : OKHTTP_CLASSES) {
            try {
                Class.forName(name, false, DgqClientBuilder.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                missing.add(name);
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalStateException("No transport: the default one, OkHttp, needs OkHttp, okio and "
                    + "kotlin-stdlib on the class path, and " + String.join(", ", missing) + " is not there. "
                    + "Set one with transport(JdkHttpTransport.builder().build()) (io.dgq.sdk.http.jdk, on the "
                    + "JDK's own HttpClient), or keep com.squareup.okhttp3:okhttp-jvm and its dependencies");
        }
        return OkHttpDefault.transport(this, tls);
    }

    /** Builds the default transport; a class of its own so that OkHttp is linked only when it is used. */
    private static final class OkHttpDefault {

        private OkHttpDefault() {}

        static HttpTransport transport(DgqClientBuilder options, boolean tls) {
            OkHttpTransport.Builder builder = OkHttpTransport.builder()
                    .cleartextOnly(!tls)
                    .connectTimeout(
                            options.connectTimeout != null
                                    ? options.connectTimeout
                                    : Duration.ofSeconds(DEFAULT_CONNECT_TIMEOUT_SECONDS))
                    .readTimeout(
                            options.readTimeout != null
                                    ? options.readTimeout
                                    : Duration.ofSeconds(DEFAULT_READ_TIMEOUT_SECONDS))
                    .maxConcurrentRequests(
                            options.maxConcurrentRequests > 0
                                    ? options.maxConcurrentRequests
                                    : POOL_MAX_IDLE_CONNECTIONS)
                    .idleConnectionKeepAlive(
                            options.idleConnectionKeepAlive != null
                                    ? options.idleConnectionKeepAlive
                                    : Duration.ofSeconds(DEFAULT_IDLE_CONNECTION_KEEP_ALIVE_SECONDS))
                    .virtualThreads(options.virtualThreads);
            if (options.tlsSocketFactory != null) {
                builder.tls(options.tlsSocketFactory, options.tlsTrustManager);
            }
            return builder.build();
        }
    }

    private static void refuseWithTransport(String option, boolean set, String hint) {
        if (set) {
            throw new IllegalArgumentException(option + " configures the default transport, which transport(...) "
                    + "replaces: set it on that transport's own builder instead (OkHttpTransport.builder()." + option
                    + "(...))" + hint + "; or leave transport(...) out");
        }
    }

    /**
     * Tells whether this JVM has virtual threads, which {@link #virtualThreads(boolean) virtualThreads(true)} needs:
     * Java 21 or later. For a build that runs on older Java too: {@code .virtualThreads(virtualThreadsSupported())}.
     *
     * @return {@code true} on Java 21 or later
     */
    public static boolean virtualThreadsSupported() {
        return VirtualThreads.available();
    }

    /**
     * Returns the SDK's version, as released.
     *
     * @return for example {@code 0.1.0}
     */
    public static String sdkVersion() {
        return HttpClients.version();
    }

    @Override
    public String toString() {
        return "DgqClientBuilder{baseUrl=" + baseUrl + ", apiToken="
                + (fixedToken != null || tokenSupplier != null ? "****" : "unset") + "}";
    }
}
