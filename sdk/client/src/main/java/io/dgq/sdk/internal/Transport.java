package io.dgq.sdk.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * Sends one operation: builds the URL and headers, serialises the body once, retries what may be retried, and
 * decodes the envelope. The only place that talks to OkHttp. Thread-safe. Internal.
 */
public final class Transport {

    private static final MediaType JSON = MediaType.get("application/json; charset=utf-8");
    private static final byte[] NO_BYTES = new byte[0];
    /** An HTTP date in the past: "retry now" without the {@code 0} that OkHttp acts on by itself. */
    private static final String RETRY_NOW = "Thu, 01 Jan 1970 00:00:00 GMT";
    private static final Interceptor NO_IMMEDIATE_RETRY = Transport::noImmediateRetry;
    /** Longer durations are treated as this one, so that nanosecond arithmetic cannot overflow. */
    private static final Duration LONGEST = Duration.ofDays(365L * 100);

    private final ClientConfig config;
    private final TokenGuard tokens;
    private final RetryPolicy retryPolicy;
    private final AtomicBoolean closed = new AtomicBoolean();

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
        long start = config.nanoTime().getAsLong();
        long budget = nanos(options.apiCallTimeout().orElse(config.apiCallTimeout()));
        long attemptBudget = nanos(options.apiCallAttemptTimeout().orElse(config.apiCallAttemptTimeout()));
        Endpoint endpoint = request.endpoint();
        String operation = endpoint.toString();
        HttpUrl url = url(request);
        byte[] body = serialize(request.body(), operation);
        Request.Builder builder = new Request.Builder().url(url)
                .header("Authorization", "Bearer " + tokens.currentToken())
                .header("Accept", "application/json")
                .header("User-Agent", config.userAgent());
        config.defaultHeaders().forEach(builder::header);
        options.headers().forEach(builder::header);
        RequestBody requestBody = body == null
                ? (endpoint.method().equals("POST") || endpoint.method().equals("PUT")
                        ? RequestBody.create(NO_BYTES, null) : null)
                : RequestBody.create(body, JSON);
        Request httpRequest = builder.method(endpoint.method(), requestBody).build();
        int maxRetries = options.maxRetries().orElse(config.maxRetries());
        String target = endpoint.method() + " " + url.encodedPath();

        for (int attempt = 0; ; attempt++) {
            requireOpen();
            HttpLog.request(endpoint.method(), url.toString(), body == null ? 0 : body.length, attempt,
                    httpRequest.headers());
            long sent = System.nanoTime();
            long left = budget - (config.nanoTime().getAsLong() - start);
            Call call = config.httpClient().newCall(httpRequest);
            call.timeout().timeout(Math.max(1, Math.min(attemptBudget, left)), TimeUnit.NANOSECONDS);
            int status;
            Map<String, List<String>> headers;
            byte[] bytes;
            String retryAfter;
            try (Response response = call.execute()) {
                status = response.code();
                headers = new LazyHeaders(response.headers());
                retryAfter = response.header("Retry-After");
                ResponseBody responseBody = response.body();
                if (ResponseDecoder.isSuccess(status)) {
                    BodyStream stream = new BodyStream(responseBody.byteStream(), config.maxResponseBytes(),
                            BodyStream.KEPT_BYTES);
                    try {
                        return ResponseDecoder.decodeSuccess(target, status, headers, responseBody.contentLength(),
                                stream, type, config.clock().instant());
                    } finally {
                        HttpLog.response(endpoint.method(), url.toString(), status, System.nanoTime() - sent,
                                (int) Math.min(Integer.MAX_VALUE, stream.count()), response.headers());
                    }
                }
                bytes = ErrorAnswers.readCapped(responseBody.byteStream());
                HttpLog.response(endpoint.method(), url.toString(), status, System.nanoTime() - sent, bytes.length,
                        response.headers());
            } catch (IOException e) {
                HttpLog.failure(endpoint.method(), url.toString(), System.nanoTime() - sent, e);
                if (RetryPolicy.isInterrupt(e)) {
                    throw interrupted(target, e);
                }
                if (attempt < maxRetries && retryPolicy.retriesFailure(endpoint.safety(), e)) {
                    Duration wait = retryPolicy.delay(attempt, null, config.clock().instant());
                    if (fits(wait, start, budget)) {
                        pause(wait, attempt + 1, target, e.getClass().getSimpleName());
                        continue;
                    }
                }
                throw connectionFailure(target, e, attempt, budget - (config.nanoTime().getAsLong() - start) <= 0);
            } catch (Exception e) {
                // OkHttp throws InterruptedException, undeclared, when the thread is interrupted while connecting.
                if (e instanceof RuntimeException runtime) {
                    throw runtime;
                }
                throw e instanceof InterruptedException ? interrupted(target, e)
                        : new DgqConnectionException(target + " failed: " + e.getClass().getSimpleName(), false, e);
            }
            if (attempt < maxRetries && retryPolicy.retriesStatus(endpoint.safety(), status)) {
                Duration wait = retryPolicy.delay(attempt, retryAfter, config.clock().instant());
                if (wait != null && fits(wait, start, budget)) {
                    pause(wait, attempt + 1, target, "HTTP " + status);
                    continue;
                }
            }
            throw ResponseDecoder.toException(target, url, status, headers, bytes, config.clock().instant());
        }
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
    public <T> DgqResponse<Page<T>> executeList(Endpoint endpoint, String[] pathParameters, ListRequest listRequest,
                                                ResponseType<ListPayload<T>> type, RequestOptions options) {
        WriteRequestCheck.requireList(listRequest);
        DgqResponse<ListPayload<T>> response = execute(endpoint.bind(listRequest, pathParameters), type, options);
        return response.map(payload -> Page.of(payload.items(), payload.total(), payload.metrics(), listRequest,
                next -> executeList(endpoint, pathParameters, next, type, options).data()));
    }

    /**
     * Makes a client of OkHttp's leave every retry to the SDK: no retry on connection failures, no retry of a first
     * 408, no immediate retry of a 503 with {@code Retry-After: 0}. Applied to every client the SDK uses.
     *
     * @param builder a builder derived from the client to use
     * @return the same builder
     */
    public static OkHttpClient.Builder sdkRetriesOnly(OkHttpClient.Builder builder) {
        return builder.retryOnConnectionFailure(false).addNetworkInterceptor(NO_IMMEDIATE_RETRY);
    }

    /**
     * Marks the transport closed, so that every later call fails at once.
     *
     * @return {@code true} the first time, {@code false} when it was already closed
     */
    public boolean close() {
        return closed.compareAndSet(false, true);
    }

    private void requireOpen() {
        if (closed.get()) {
            throw new IllegalStateException("the client is closed");
        }
    }

    /**
     * OkHttp retries a 503 answered with {@code Retry-After: 0} by itself, whatever the method: the header becomes
     * a date in the past, which means the same (retry now) to the SDK's policy and nothing to OkHttp's.
     */
    private static Response noImmediateRetry(Interceptor.Chain chain) throws IOException {
        Response response = chain.proceed(chain.request());
        String retryAfter = response.header("Retry-After");
        if (response.code() == 503 && retryAfter != null && !retryAfter.isEmpty()
                && retryAfter.chars().allMatch(c -> c == '0')) {
            return response.newBuilder().header("Retry-After", RETRY_NOW).build();
        }
        return response;
    }

    private boolean fits(Duration wait, long start, long budget) {
        long waitNanos = nanos(wait);
        return waitNanos < budget - (config.nanoTime().getAsLong() - start);
    }

    private static long nanos(Duration duration) {
        return duration.compareTo(LONGEST) > 0 ? LONGEST.toNanos() : duration.toNanos();
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
            throw new IllegalArgumentException("The body of " + operation + " cannot be written as JSON: "
                    + e.getOriginalMessage(), e);
        }
    }

    private void pause(Duration wait, int retry, String target, String reason) {
        if (Thread.currentThread().isInterrupted()) {
            throw interrupted(target, null);
        }
        HttpLog.retry(target, retry, wait.toMillis(), reason);
        try {
            config.sleeper().sleep(wait);
        } catch (InterruptedException e) {
            throw interrupted(target, e);
        }
    }

    /** Keeps (or restores) the thread's interrupt flag and ends the call. */
    private static DgqConnectionException interrupted(String target, Exception cause) {
        Thread.currentThread().interrupt();
        return new DgqConnectionException(target + " was interrupted; not retried", false, cause);
    }

    private static DgqConnectionException connectionFailure(String target, IOException e, int retries,
                                                            boolean deadlinePassed) {
        boolean timeout = e instanceof SocketTimeoutException || e instanceof InterruptedIOException;
        String what = timeout ? "timed out" + (deadlinePassed ? " (its apiCallTimeout passed)" : "")
                : "failed: " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : " (" + e.getMessage()
                + ")");
        return new DgqConnectionException(target + " " + what + (retries > 0 ? " after " + retries + " retries"
                : ""), timeout, e);
    }

    /** Argument checks of list calls. */
    private static final class WriteRequestCheck {
        static void requireList(ListRequest request) {
            if (request == null) {
                throw new IllegalArgumentException("The list request must not be null: use ListRequest.firstPage() "
                        + "for the defaults");
            }
        }
    }
}
