package io.dgq.sdk;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.ConfiguredClient;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.clients.ApiOperations;
import io.dgq.sdk.internal.clients.ResourceClients;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The SDK's {@link DgqClient}: the blocking resource clients (generated, in {@link ResourceClients}), their
 * raw-response view and the asynchronous view, all sharing one {@link CallPipeline}, and what a client does besides:
 * the literal {@code request(...)}, {@code close()}. Internal: build clients with {@link DgqClient#builder()}.
 */
final class DefaultDgqClient extends ResourceClients implements DgqClient, ConfiguredClient {

    private final CallPipeline pipeline;
    private final Runnable onClose;
    private final Raw raw = new Raw();
    private final DgqAsyncClient async;

    /**
     * Builds the client's views on a call pipeline.
     *
     * @param pipeline the call pipeline, which the client owns from now on
     * @param onClose releases what the builder created for this client (its HTTP client), once, on close
     */
    DefaultDgqClient(CallPipeline pipeline, Runnable onClose) {
        super(pipeline);
        this.pipeline = pipeline;
        this.onClose = onClose;
        this.async = new DefaultDgqAsyncClient(pipeline);
    }

    @Override
    public WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public DgqAsyncClient async() {
        return async;
    }

    @Override
    public String apiBaseUrl() {
        return pipeline.config().apiBaseUrl().toString();
    }

    @Override
    public DgqClient withOptions(RequestOptions defaults) {
        Objects.requireNonNull(defaults, "defaults");
        ClientConfig c = pipeline.config();
        Map<String, String> headers = new LinkedHashMap<>(c.defaultHeaders());
        headers.putAll(defaults.headers());
        ClientConfig derived = new ClientConfig(
                c.apiBaseUrl(),
                c.tokenSupplier(),
                c.transport(),
                defaults.apiCallTimeout().orElse(c.apiCallTimeout()),
                defaults.apiCallAttemptTimeout().orElse(c.apiCallAttemptTimeout()),
                defaults.maxRetries().orElse(c.maxRetries()),
                Map.copyOf(headers),
                c.userAgent(),
                c.clock(),
                c.sleeper(),
                c.random(),
                c.nanoTime(),
                c.maxResponseBytes(),
                c.maxResponseHeapBytes(),
                c.followRedirects(),
                c.scheduler(),
                c.completionExecutor(),
                c.listeners());
        return new DefaultDgqClient(pipeline.derive(derived), () -> {});
    }

    @Override
    public void close() {
        if (pipeline.close()) {
            onClose.run();
        }
    }

    @Override
    public ClientConfig config() {
        return pipeline.config();
    }

    /** Describes the client without its token. */
    @Override
    public String toString() {
        return "DgqClient{baseUrl=" + apiBaseUrl() + ", apiToken=****}";
    }

    /**
     * Binds a call of {@code request(...)}: any method and path, retried like the typed operations of its kind.
     *
     * @throws IllegalArgumentException if the method or path is blank, or a path segment is {@code .} or {@code ..}
     */
    static Endpoint.ApiRequest literal(String method, String path, Object body, Type dataType) {
        if (method == null || method.isBlank()) {
            throw new IllegalArgumentException("The HTTP method must not be blank");
        }
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("The path must not be blank");
        }
        Objects.requireNonNull(dataType, "dataType");
        String verb = method.trim().toUpperCase(Locale.ROOT);
        String relative = path.startsWith("/api/v1/") ? path.substring("/api/v1".length()) : path;
        Endpoint literal = Endpoint.literal(
                verb, relative, verb.equals("POST") ? Endpoint.Safety.CREATE : Endpoint.Safety.IDEMPOTENT);
        Endpoint declared = declared(verb, literal);
        return (declared == null ? literal : literal.observedAs(declared)).bind(body);
    }

    /**
     * Finds the declared operation a literal method and path of {@code request(...)} reach: the one whose template
     * matches with the most literal segments (so {@code POST /metrics/template/list} is the list, not an id).
     *
     * @param method the upper-case HTTP method
     * @param literal the literal endpoint
     * @return the declared endpoint (for an upsert, its create), or {@code null} when none matches
     */
    static Endpoint declared(String method, Endpoint literal) {
        Endpoint best = null;
        int bestExact = -1;
        for (List<ApiOperation<?, ?, ?>> operations : ApiOperations.all().values()) {
            for (ApiOperation<?, ?, ?> operation : operations) {
                int exact = operation.endpoint().matches(method, literal);
                if (exact > bestExact) {
                    best = operation.endpoint();
                    bestExact = exact;
                }
            }
        }
        return best;
    }

    static RequestOptions orNone(RequestOptions options) {
        return options == null ? RequestOptions.none() : options;
    }

    /** The raw-response view of the blocking clients. */
    private final class Raw extends RawViews implements DgqClient.WithRawResponse {

        @Override
        public <T> DgqResponse<T> request(
                String method, String path, Object body, Type dataType, RequestOptions options) {
            return pipeline.execute(
                    literal(method, path, body, dataType), ResponseType.<T>of(dataType), orNone(options));
        }

        @Override
        public String toString() {
            return "DgqClient.WithRawResponse";
        }
    }
}
