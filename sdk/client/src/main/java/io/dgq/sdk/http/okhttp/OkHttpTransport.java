package io.dgq.sdk.http.okhttp;

import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.internal.VirtualThreads;
import io.dgq.sdk.internal.checks.OptionChecks;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.X509TrustManager;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.ConnectionPool;
import okhttp3.ConnectionSpec;
import okhttp3.Dispatcher;
import okhttp3.Headers;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.internal.platform.Platform;
import okio.BufferedSink;

/**
 * The SDK's default {@link HttpTransport}, on OkHttp. Whatever client it starts from, OkHttp's own retries and
 * redirects are off (the SDK decides both): no retry on a connection failure, no immediate retry of a 503 with
 * {@code Retry-After: 0}, no redirect followed. The one request it sends again is one that never left: before a
 * request is written on an HTTP/1.1 connection that sat idle, the connection is checked, and one the server closed
 * meanwhile is dropped and the request goes out on another ({@link StaleConnections}).
 *
 * <p>Built without {@link Builder#client(OkHttpClient)}, it makes and owns its client, tuned for the SDK
 * ({@code TCP_NODELAY} on every socket, a pool and dispatcher sized by {@link Builder#maxConcurrentRequests(int)}),
 * and {@link #close()} releases its threads and connections. Built over a caller's client, it shares that client's
 * pool and dispatcher and {@link #close()} leaves them alone. Thread-safe.
 */
public final class OkHttpTransport implements HttpTransport {

    /** Default connect timeout of the client the transport makes. */
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    /** Default read and write timeout of the client the transport makes. */
    public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(60);
    /** Default of {@link Builder#maxConcurrentRequests(int)}. */
    public static final int DEFAULT_MAX_CONCURRENT_REQUESTS = 64;
    /** Default of {@link Builder#idleConnectionKeepAlive(Duration)}. */
    public static final Duration DEFAULT_IDLE_CONNECTION_KEEP_ALIVE = Duration.ofSeconds(60);

    /** An HTTP date in the past: "retry now" without the {@code 0} that OkHttp acts on by itself. */
    private static final String RETRY_NOW = "Thu, 01 Jan 1970 00:00:00 GMT";

    /** A URL parsed at build, as every call's is. */
    private static final String SAMPLE_URL = "http://localhost/api/v1/governance/domain/sample";

    /** An answer's media type, parsed once at build so that the first answer's is not the JVM's first. */
    private static final String SAMPLE_MEDIA_TYPE = "application/json; charset=utf-8";

    private static final Interceptor STALE_CONNECTIONS_SKIPPED =
            chain -> StaleConnections.proceed(chain, chain.request());
    private static final Interceptor NO_IMMEDIATE_RETRY = OkHttpTransport::noImmediateRetry;

    private final OkHttpClient client;
    private final boolean owned;

    private OkHttpTransport(OkHttpClient client, boolean owned) {
        this.client = client;
        this.owned = owned;
    }

    /** {@return a builder} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a transport with the SDK's defaults, which owns its client} */
    public static OkHttpTransport create() {
        return builder().build();
    }

    /** {@return the OkHttp client this transport sends with: its retries and redirects off} */
    public OkHttpClient client() {
        return client;
    }

    @Override
    public Exchange newExchange(HttpRequest request) {
        return new OkHttpExchange(client.newCall(toOkHttp(request)));
    }

    @Override
    public boolean isUnprocessed(IOException failure) {
        return HttpTransport.super.isUnprocessed(failure)
                || failure instanceof StaleConnections.Stale
                || isOkHttp(failure, "ConnectionShutdownException")
                || (isOkHttp(failure, "StreamResetException")
                        && "stream was reset: REFUSED_STREAM".equals(failure.getMessage()));
    }

    /**
     * Tells an OkHttp HTTP/2 failure by its class name: its package is internal to OkHttp, so its error code is read
     * from its message. {@code ConnectionShutdownException}: the connection was shut down (GOAWAY) before the
     * request's stream was opened; {@code REFUSED_STREAM}, which OkHttp also reports for a stream above the last one
     * a GOAWAY says was processed: RFC 9113 section 8.7 guarantees it was not processed.
     */
    private static boolean isOkHttp(IOException failure, String simpleName) {
        return failure.getClass().getName().equals("okhttp3.internal.http2." + simpleName);
    }

    /** Releases the threads and connections of a client this transport made; leaves a caller's alone. */
    @Override
    public void close() {
        if (owned) {
            client.dispatcher().executorService().shutdown();
            client.connectionPool().evictAll();
        }
    }

    @Override
    public String toString() {
        return "OkHttpTransport{" + (owned ? "own client" : "caller's client") + "}";
    }

    private static Request toOkHttp(HttpRequest request) {
        HttpHeaders headers = request.headers();
        Headers.Builder okHeaders = new Headers.Builder();
        for (int i = 0; i < headers.size(); i++) {
            okHeaders.add(headers.name(i), headers.value(i));
        }
        return new Request.Builder()
                .url(request.url())
                .headers(okHeaders.build())
                .method(request.method(), request.hasBody() ? new Body(request) : null)
                .build();
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

    /** A request's body, its type in the request's own {@code Content-Type} header. */
    private static final class Body extends RequestBody {
        private final HttpRequest request;

        Body(HttpRequest request) {
            this.request = request;
        }

        @Override
        public MediaType contentType() {
            return null;
        }

        @Override
        public long contentLength() {
            return request.bodyLength();
        }

        @Override
        public void writeTo(BufferedSink sink) throws IOException {
            request.writeBodyTo(sink.outputStream());
        }
    }

    /** One OkHttp call. */
    private static final class OkHttpExchange implements Exchange, Callback {
        private final Call call;
        private ResponseHandler handler;

        OkHttpExchange(Call call) {
            this.call = call;
        }

        @Override
        public HttpResponse execute() throws IOException {
            try {
                return new OkHttpResponse(call.execute());
            } catch (RuntimeException e) {
                throw e;
            } catch (IOException e) {
                throw e;
            } catch (Exception e) {
                // OkHttp throws InterruptedException, undeclared, when the thread is interrupted while connecting.
                java.io.InterruptedIOException interrupted = new java.io.InterruptedIOException("interrupted");
                interrupted.initCause(e);
                throw interrupted;
            }
        }

        @Override
        public void start(ResponseHandler handler) {
            this.handler = handler;
            call.enqueue(this);
        }

        @Override
        public void cancel() {
            call.cancel();
        }

        @Override
        public void onResponse(Call http, Response response) {
            handler.onResponse(new OkHttpResponse(response));
        }

        @Override
        public void onFailure(Call http, IOException e) {
            handler.onFailure(e);
        }
    }

    /** An OkHttp answer. */
    private static final class OkHttpResponse implements HttpResponse {
        private final Response response;
        private HttpHeaders headers;

        OkHttpResponse(Response response) {
            this.response = response;
        }

        @Override
        public int statusCode() {
            return response.code();
        }

        @Override
        public HttpHeaders headers() {
            HttpHeaders h = headers;
            if (h == null) {
                Headers ok = response.headers();
                String[] namesAndValues = new String[ok.size() * 2];
                for (int i = 0; i < ok.size(); i++) {
                    namesAndValues[2 * i] = ok.name(i);
                    namesAndValues[2 * i + 1] = ok.value(i);
                }
                h = HttpHeaders.of(namesAndValues);
                headers = h;
            }
            return h;
        }

        @Override
        public long contentLength() {
            return response.body().contentLength();
        }

        @Override
        public InputStream body() {
            return response.body().byteStream();
        }

        @Override
        public String protocol() {
            Protocol protocol = response.protocol();
            return protocol == Protocol.H2_PRIOR_KNOWLEDGE ? "h2c" : protocol.toString();
        }

        @Override
        public void close() {
            response.close();
        }
    }

    /**
     * Builds an {@link OkHttpTransport}. With {@link #client(OkHttpClient)}, the transport derives its client from
     * the caller's (sharing its pool and dispatcher); the options that size a pool or a dispatcher are then the
     * caller's to set on that client, and {@link #build()} refuses them. Not thread-safe.
     */
    public static final class Builder {
        private OkHttpClient callers;
        private Duration connectTimeout;
        private Duration readTimeout;
        private int maxConcurrentRequests;
        private Duration idleConnectionKeepAlive;
        private boolean virtualThreads;
        private boolean cleartextOnly;
        private SSLSocketFactory tlsSocketFactory;
        private X509TrustManager tlsTrustManager;

        private Builder() {}

        /**
         * Sends with a client of the caller's, to share its connection pool and dispatcher or to set a proxy,
         * certificates or interceptors. The transport derives its own client from it with {@code newBuilder()},
         * OkHttp's retries and redirects off whatever yours says, and never changes or shuts down yours. Retries
         * your own interceptors make are yours.
         *
         * @param client the client
         * @return this builder
         */
        public Builder client(OkHttpClient client) {
            this.callers = Objects.requireNonNull(client, "client");
            return this;
        }

        /**
         * Sets the connect timeout (socket level). Default 10 s, or the timeout of the client given to
         * {@link #client(OkHttpClient)}; set here, it wins over that client's.
         *
         * @param timeout a positive duration
         * @return this builder
         * @throws IllegalArgumentException if {@code timeout} is null, zero or negative
         */
        public Builder connectTimeout(Duration timeout) {
            this.connectTimeout = OptionChecks.positive(timeout, "connectTimeout");
            return this;
        }

        /**
         * Sets the read and write timeout: the longest silence while sending or receiving (socket level). Default
         * 60 s, or those of the client given to {@link #client(OkHttpClient)}; set here, it wins over that client's.
         *
         * @param timeout a positive duration
         * @return this builder
         * @throws IllegalArgumentException if {@code timeout} is null, zero or negative
         */
        public Builder readTimeout(Duration timeout) {
            this.readTimeout = OptionChecks.positive(timeout, "readTimeout");
            return this;
        }

        /**
         * Sets the requests on the wire at once, in all and per host, and the idle connections kept. Default
         * {@value OkHttpTransport#DEFAULT_MAX_CONCURRENT_REQUESTS}. Not with {@link #client(OkHttpClient)}.
         *
         * @param max at least 1
         * @return this builder
         */
        public Builder maxConcurrentRequests(int max) {
            if (max < 1) {
                throw new IllegalArgumentException("maxConcurrentRequests must be at least 1, was " + max);
            }
            this.maxConcurrentRequests = max;
            return this;
        }

        /**
         * Sets how long an idle connection is kept in the pool. Default 60 s. Not with {@link #client(OkHttpClient)}.
         *
         * @param keepAlive at least 1 ms
         * @return this builder
         */
        public Builder idleConnectionKeepAlive(Duration keepAlive) {
            Objects.requireNonNull(keepAlive, "keepAlive");
            if (keepAlive.toMillis() < 1) {
                throw new IllegalArgumentException("idleConnectionKeepAlive must be at least 1 ms, was " + keepAlive);
            }
            this.idleConnectionKeepAlive = keepAlive;
            return this;
        }

        /**
         * Runs each asynchronous exchange on a virtual thread of its own (Java 21 or later) instead of one of the
         * dispatcher's platform threads. Not with {@link #client(OkHttpClient)}.
         *
         * @param virtualThreads whether asynchronous exchanges run on virtual threads
         * @return this builder
         */
        public Builder virtualThreads(boolean virtualThreads) {
            this.virtualThreads = virtualThreads;
            return this;
        }

        /**
         * Speaks plain http only: no TLS is set up (no trust store read), which is most of what building a first
         * client in a JVM costs. For a plain-http server (the reference server, a local tunnel). Default
         * {@code false}. Not with {@link #client(OkHttpClient)}.
         *
         * @param cleartextOnly whether only plain http is spoken
         * @return this builder
         */
        public Builder cleartextOnly(boolean cleartextOnly) {
            this.cleartextOnly = cleartextOnly;
            return this;
        }

        /**
         * Trusts the server's certificate through the given TLS socket factory and trust manager instead of the
         * JVM's trust store. Host names are still checked.
         *
         * @param socketFactory the factory of TLS sockets, made from an {@code SSLContext} holding the trust manager
         * @param trustManager the trust manager that decides which certificates are trusted
         * @return this builder
         */
        public Builder tls(SSLSocketFactory socketFactory, X509TrustManager trustManager) {
            this.tlsSocketFactory = Objects.requireNonNull(socketFactory, "socketFactory");
            this.tlsTrustManager = Objects.requireNonNull(trustManager, "trustManager");
            return this;
        }

        /**
         * Builds the transport.
         *
         * @return the transport
         * @throws IllegalArgumentException if {@link #client(OkHttpClient)} is set with
         *     {@link #maxConcurrentRequests(int)}, {@link #idleConnectionKeepAlive(Duration)} or
         *     {@link #virtualThreads(boolean)}
         * @throws IllegalStateException if {@link #virtualThreads(boolean)} is set on a JVM older than Java 21
         */
        public OkHttpTransport build() {
            if (callers != null && maxConcurrentRequests > 0) {
                throw new IllegalArgumentException("maxConcurrentRequests sizes the HTTP client the SDK creates; with "
                        + "client(...), size the dispatcher and connection pool of that client instead");
            }
            if (virtualThreads && callers != null) {
                throw new IllegalArgumentException("virtualThreads sets the dispatcher of the HTTP client the SDK "
                        + "creates; with client(...), give that client a Dispatcher over "
                        + "Executors.newVirtualThreadPerTaskExecutor() instead");
            }
            if (virtualThreads && !VirtualThreads.available()) {
                throw new IllegalStateException("virtualThreads(true) needs Java " + VirtualThreads.SINCE_JAVA
                        + " or later; this JVM is Java " + Runtime.version().feature());
            }
            if (callers != null && idleConnectionKeepAlive != null) {
                throw new IllegalArgumentException("idleConnectionKeepAlive sets the pool of the HTTP client the SDK "
                        + "creates; with client(...), set the keep-alive of that client's connection pool "
                        + "instead");
            }
            readyForFirstCall();
            OkHttpClient built = callers == null ? own() : derived();
            OkHttpClient http = tlsSocketFactory == null
                    ? built
                    : built.newBuilder()
                            .sslSocketFactory(tlsSocketFactory, tlsTrustManager)
                            .build();
            return new OkHttpTransport(http, callers == null);
        }

        /**
         * Does at build what every call's first run in a JVM would (decision 0195): OkHttp's platform, which reads
         * the security providers and which every call asks for, its URL parser (host checks, IDN tables), which
         * parses every call's URL, and its media type parser (Kotlin's regular expressions), which reads every
         * answer's {@code Content-Type}. Once per JVM; a later build finds them done.
         */
        private static void readyForFirstCall() {
            Platform.get();
            new Request.Builder().url(HttpUrl.get(SAMPLE_URL)).build();
            MediaType.get(SAMPLE_MEDIA_TYPE);
        }

        private OkHttpClient own() {
            int concurrency = maxConcurrentRequests > 0 ? maxConcurrentRequests : DEFAULT_MAX_CONCURRENT_REQUESTS;
            Duration keepAlive =
                    idleConnectionKeepAlive != null ? idleConnectionKeepAlive : DEFAULT_IDLE_CONNECTION_KEEP_ALIVE;
            Duration read = readTimeout != null ? readTimeout : DEFAULT_READ_TIMEOUT;
            OkHttpClient template =
                    cleartextOnly && tlsSocketFactory == null ? CleartextTemplate.CLIENT : Template.CLIENT;
            OkHttpClient http = sdkRetriesOnly(template.newBuilder()
                            .socketFactory(NoDelaySockets.INSTANCE)
                            .dispatcher(
                                    virtualThreads
                                            ? new Dispatcher(VirtualThreads.perTask("DGQ async call "))
                                            : new Dispatcher())
                            .connectionPool(
                                    new ConnectionPool(concurrency, keepAlive.toMillis(), TimeUnit.MILLISECONDS))
                            .connectTimeout(connectTimeout != null ? connectTimeout : DEFAULT_CONNECT_TIMEOUT)
                            .readTimeout(read)
                            .writeTimeout(read))
                    .build();
            http.dispatcher().setMaxRequests(concurrency);
            http.dispatcher().setMaxRequestsPerHost(concurrency);
            return http;
        }

        private OkHttpClient derived() {
            OkHttpClient.Builder builder = callers.newBuilder();
            if (connectTimeout != null) {
                builder.connectTimeout(connectTimeout);
            }
            if (readTimeout != null) {
                builder.readTimeout(readTimeout).writeTimeout(readTimeout);
            }
            return sdkRetriesOnly(builder).build();
        }

        private static OkHttpClient.Builder sdkRetriesOnly(OkHttpClient.Builder builder) {
            return builder.retryOnConnectionFailure(false)
                    .followRedirects(false)
                    .followSslRedirects(false)
                    .addInterceptor(STALE_CONNECTIONS_SKIPPED)
                    .addNetworkInterceptor(NO_IMMEDIATE_RETRY);
        }
    }

    /**
     * What every client the transport makes starts from: OkHttp's defaults, whose TLS set-up (the platform's trust
     * manager and socket factory) is then made once per JVM rather than once per client. Its own dispatcher and pool
     * are never used, so it holds no thread and no connection.
     */
    private static final class Template {
        static final OkHttpClient CLIENT = new OkHttpClient();
    }

    /** What a cleartext-only client starts from: OkHttp's defaults with cleartext connections only, no TLS set up. */
    private static final class CleartextTemplate {
        static final OkHttpClient CLIENT = new OkHttpClient.Builder()
                .connectionSpecs(List.of(ConnectionSpec.CLEARTEXT))
                .build();
    }
}
