package io.dgq.sdk.internal;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import okhttp3.ConnectionPool;
import okhttp3.ConnectionSpec;
import okhttp3.Dispatcher;
import okhttp3.Interceptor;
import okhttp3.OkHttpClient;
import okhttp3.Response;

/**
 * The HTTP client a {@code DgqClient} uses, created or derived from the caller's, and what the SDK says of itself
 * on the wire. Internal.
 */
public final class HttpClients {

    private static final String VERSION = readVersion();

    /** An HTTP date in the past: "retry now" without the {@code 0} that OkHttp acts on by itself. */
    private static final String RETRY_NOW = "Thu, 01 Jan 1970 00:00:00 GMT";

    private static final Interceptor NO_IMMEDIATE_RETRY = HttpClients::noImmediateRetry;

    private HttpClients() {}

    /**
     * Creates the SDK's own client, with OkHttp's retries off and {@code TCP_NODELAY} on its sockets
     * ({@link NoDelaySockets}). A client for a plain-http base URL (the reference
     * server, a local tunnel) never speaks TLS, so it is made without TLS: no trust store is read and no TLS context
     * is set up, which is most of what building a first client in a JVM costs. Such a client does not follow a
     * redirect to https (the SDK answers the redirect as an error naming its status).
     *
     * @param tls whether the base URL is https
     * @param connectTimeout the connect timeout
     * @param readTimeout the read and write timeout
     * @param concurrency requests on the wire at once, in all and per host, and idle connections kept
     * @param keepAlive how long an idle connection is kept in the pool
     * @param followRedirects whether a GET's redirects to the same scheme, host and port are followed
     * @param virtualThreads whether asynchronous calls run on virtual threads of their own
     * @return the client
     */
    public static OkHttpClient own(
            boolean tls,
            Duration connectTimeout,
            Duration readTimeout,
            int concurrency,
            Duration keepAlive,
            boolean followRedirects,
            boolean virtualThreads) {
        OkHttpClient template = tls ? Template.CLIENT : CleartextTemplate.CLIENT;
        OkHttpClient http = sdkRetriesOnly(
                        template.newBuilder()
                                .socketFactory(NoDelaySockets.INSTANCE)
                                .dispatcher(
                                        virtualThreads
                                                ? new Dispatcher(VirtualThreads.perTask("DGQ async call "))
                                                : new Dispatcher())
                                .connectionPool(
                                        new ConnectionPool(concurrency, keepAlive.toMillis(), TimeUnit.MILLISECONDS))
                                .connectTimeout(connectTimeout)
                                .readTimeout(readTimeout)
                                .writeTimeout(readTimeout),
                        followRedirects)
                .build();
        http.dispatcher().setMaxRequests(concurrency);
        http.dispatcher().setMaxRequestsPerHost(concurrency);
        return http;
    }

    /**
     * What every client the SDK creates starts from: OkHttp's defaults, whose TLS set-up (the platform's trust
     * manager and socket factory) is then made once per JVM rather than once per client. Its own dispatcher and pool
     * are never used, so it holds no thread and no connection.
     */
    private static final class Template {
        static final OkHttpClient CLIENT = new OkHttpClient();
    }

    /**
     * What a client for a plain-http base URL starts from: OkHttp's defaults with cleartext connections only, so
     * that OkHttp sets up no TLS. A redirect to https is not followed, as no redirect to another scheme is
     * ({@link Redirects}).
     */
    private static final class CleartextTemplate {
        static final OkHttpClient CLIENT = new OkHttpClient.Builder()
                .connectionSpecs(List.of(ConnectionSpec.CLEARTEXT))
                .build();
    }

    /**
     * Derives the SDK's client from a caller's, sharing its pool and dispatcher, with OkHttp's retries off.
     *
     * @param callers the caller's client, left unchanged
     * @param connectTimeout the connect timeout, or {@code null} for the caller's
     * @param readTimeout the read and write timeout, or {@code null} for the caller's
     * @param followRedirects whether a GET's redirects to the same scheme, host and port are followed
     * @return the derived client
     */
    public static OkHttpClient derived(
            OkHttpClient callers, Duration connectTimeout, Duration readTimeout, boolean followRedirects) {
        OkHttpClient.Builder builder = callers.newBuilder();
        if (connectTimeout != null) {
            builder.connectTimeout(connectTimeout);
        }
        if (readTimeout != null) {
            builder.readTimeout(readTimeout).writeTimeout(readTimeout);
        }
        return sdkRetriesOnly(builder, followRedirects).build();
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
    static OkHttpClient.Builder sdkRetriesOnly(OkHttpClient.Builder builder, boolean followRedirects) {
        return builder.retryOnConnectionFailure(false)
                .followRedirects(false)
                .followSslRedirects(false)
                .addInterceptor(Redirects.following(followRedirects))
                .addNetworkInterceptor(NO_IMMEDIATE_RETRY);
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

    /**
     * Releases the threads and connections of a client the SDK created.
     *
     * @param own the client
     */
    public static void release(OkHttpClient own) {
        own.dispatcher().executorService().shutdown();
        own.connectionPool().evictAll();
    }

    /** {@return the SDK's version, as released, or {@code unknown}} */
    public static String version() {
        return VERSION;
    }

    /** {@return the User-Agent header: the SDK's version, the JVM's and the platform} */
    public static String userAgent() {
        return "dgq-java-sdk/" + VERSION + " Java/" + System.getProperty("java.version") + " ("
                + System.getProperty("os.name") + "; " + System.getProperty("os.arch") + ")";
    }

    private static String readVersion() {
        try (InputStream in = HttpClients.class.getResourceAsStream("/io/dgq/sdk/sdk.properties")) {
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
}
