package io.dgq.sdk;

import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.Transport;
import java.io.IOException;
import java.io.InputStream;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import okhttp3.ConnectionPool;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Builds a {@link DgqClient}. Only the base URL and the token are required; every other option has a documented
 * default.
 *
 * <table>
 *   <caption>Defaults</caption>
 *   <tr><th>Option</th><th>Default</th></tr>
 *   <tr><td>{@link #connectTimeout(Duration)}</td><td>{@value #DEFAULT_CONNECT_TIMEOUT_SECONDS} s</td></tr>
 *   <tr><td>{@link #readTimeout(Duration)}</td><td>{@value #DEFAULT_READ_TIMEOUT_SECONDS} s</td></tr>
 *   <tr><td>{@link #callTimeout(Duration)}</td><td>{@value #DEFAULT_CALL_TIMEOUT_SECONDS} s per try</td></tr>
 *   <tr><td>{@link #maxRetries(int)}</td><td>{@value #DEFAULT_MAX_RETRIES}</td></tr>
 *   <tr><td>{@link #maxResponseBytes(long)}</td><td>{@value #DEFAULT_MAX_RESPONSE_BYTES} bytes (64 MiB)</td></tr>
 *   <tr><td>connection pool</td><td>{@value #POOL_MAX_IDLE_CONNECTIONS} idle connections kept 5 minutes</td></tr>
 * </table>
 */
public final class DgqClientBuilder {

    /** Default connect timeout, in seconds. */
    public static final int DEFAULT_CONNECT_TIMEOUT_SECONDS = 10;
    /** Default read (and write) timeout, in seconds. */
    public static final int DEFAULT_READ_TIMEOUT_SECONDS = 60;
    /** Default whole-call timeout of each try, in seconds. */
    public static final int DEFAULT_CALL_TIMEOUT_SECONDS = 120;
    /** Default number of retries of a failed call that may be retried. */
    public static final int DEFAULT_MAX_RETRIES = 2;
    /**
     * Default size limit of a successful answer, in bytes: 64 MiB, about thirty times the largest page
     * (1000 records) and room for an export of tens of thousands of records.
     */
    public static final long DEFAULT_MAX_RESPONSE_BYTES = 64L * 1024 * 1024;
    /** Idle connections the client's own pool keeps, enough for 64 concurrent callers. */
    public static final int POOL_MAX_IDLE_CONNECTIONS = 64;

    private static final String VERSION = readVersion();

    private String baseUrl;
    private Supplier<String> tokenSupplier;
    private String fixedToken;
    private Duration connectTimeout = Duration.ofSeconds(DEFAULT_CONNECT_TIMEOUT_SECONDS);
    private Duration readTimeout = Duration.ofSeconds(DEFAULT_READ_TIMEOUT_SECONDS);
    private Duration callTimeout = Duration.ofSeconds(DEFAULT_CALL_TIMEOUT_SECONDS);
    private int maxRetries = DEFAULT_MAX_RETRIES;
    private OkHttpClient httpClient;
    private final Map<String, String> defaultHeaders = new LinkedHashMap<>();
    private boolean allowInsecureHttp;
    private Clock clock = Clock.systemUTC();
    private Sleeper sleeper = Sleeper.SYSTEM;
    private long maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES;

    DgqClientBuilder() {
    }

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
     * Sets a fixed API access token (a JWT whose {@code token_type} is {@code api_access_token}). It is checked
     * when the client is built and is never printed.
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
     * new token it gives is checked then.
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
     * Sets the connect timeout.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws IllegalArgumentException if not positive
     */
    public DgqClientBuilder connectTimeout(Duration timeout) {
        this.connectTimeout = RequestOptions.Checks.positive(timeout, "connectTimeout");
        return this;
    }

    /**
     * Sets the read (and write) timeout: the longest silence while sending or receiving.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws IllegalArgumentException if not positive
     */
    public DgqClientBuilder readTimeout(Duration timeout) {
        this.readTimeout = RequestOptions.Checks.positive(timeout, "readTimeout");
        return this;
    }

    /**
     * Sets the whole-call timeout of each try; {@link RequestOptions} may override it per call.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws IllegalArgumentException if not positive
     */
    public DgqClientBuilder callTimeout(Duration timeout) {
        this.callTimeout = RequestOptions.Checks.positive(timeout, "callTimeout");
        return this;
    }

    /**
     * Sets how many times a failed call is retried (connection failures, 408, 429, 5xx; creates only when the
     * request never reached the server).
     *
     * @param maxRetries 0 or more
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public DgqClientBuilder maxRetries(int maxRetries) {
        this.maxRetries = RequestOptions.Checks.notNegative(maxRetries, "maxRetries");
        return this;
    }

    /**
     * Uses an OkHttp client of the caller's, to share its connection pool and dispatcher or to set a proxy,
     * certificates or interceptors. The SDK derives its own client from it with {@code newBuilder()} (sharing
     * the pool) and applies its timeouts; {@link DgqClient#close()} leaves it open.
     *
     * @param httpClient the client
     * @return this builder
     */
    public DgqClientBuilder httpClient(OkHttpClient httpClient) {
        this.httpClient = Objects.requireNonNull(httpClient, "httpClient");
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
        defaultHeaders.put(RequestOptions.Checks.headerName(name), RequestOptions.Checks.headerValue(name, value));
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
     *     host without {@link #allowInsecureHttp(boolean)}
     * @throws io.dgq.sdk.errors.DgqAuthenticationException if no token is set, or the fixed token is not a JWT,
     *     is an MCP token, or has expired
     */
    public DgqClient build() {
        HttpUrl apiBase = BaseUrls.resolve(baseUrl, allowInsecureHttp);
        if (tokenSupplier == null && fixedToken == null) {
            throw new io.dgq.sdk.errors.DgqAuthenticationException("No API token: call apiToken(...) or "
                    + "apiTokenSupplier(...) on the builder, or set DGQ_API_TOKEN for DgqClient.fromEnv()");
        }
        String token = fixedToken;
        Supplier<String> supplier = tokenSupplier != null ? tokenSupplier : () -> token;
        boolean ownsHttpClient = httpClient == null;
        OkHttpClient base = ownsHttpClient
                ? new OkHttpClient.Builder()
                        .connectionPool(new ConnectionPool(POOL_MAX_IDLE_CONNECTIONS, 5, TimeUnit.MINUTES))
                        .build()
                : httpClient;
        OkHttpClient http = base.newBuilder()
                .connectTimeout(connectTimeout)
                .readTimeout(readTimeout)
                .writeTimeout(readTimeout)
                .build();
        if (ownsHttpClient) {
            http.dispatcher().setMaxRequestsPerHost(POOL_MAX_IDLE_CONNECTIONS);
        }
        ClientConfig config = new ClientConfig(apiBase, supplier, http, callTimeout, maxRetries,
                Map.copyOf(defaultHeaders), userAgent(), clock, sleeper,
                () -> ThreadLocalRandom.current().nextDouble(), maxResponseBytes);
        Transport transport = new Transport(config);
        if (fixedToken != null) {
            transport.checkToken();
        }
        Runnable onClose = ownsHttpClient ? () -> {
            http.dispatcher().executorService().shutdown();
            http.connectionPool().evictAll();
        } : () -> { };
        return new DgqClient(transport, onClose);
    }

    /**
     * Returns the SDK's version, as released.
     *
     * @return for example {@code 0.1.0}
     */
    public static String sdkVersion() {
        return VERSION;
    }

    private static String userAgent() {
        return "dgq-java-sdk/" + VERSION + " Java/" + System.getProperty("java.version") + " ("
                + System.getProperty("os.name") + "; " + System.getProperty("os.arch") + ")";
    }

    private static String readVersion() {
        try (InputStream in = DgqClientBuilder.class.getResourceAsStream("sdk.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    @Override
    public String toString() {
        return "DgqClientBuilder{baseUrl=" + baseUrl + ", apiToken=" + (fixedToken != null || tokenSupplier != null
                ? "****" : "unset") + "}";
    }
}
