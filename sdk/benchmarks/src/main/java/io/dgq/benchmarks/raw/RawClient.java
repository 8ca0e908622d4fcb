package io.dgq.benchmarks.raw;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.ConnectionPool;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * The baseline of the SDK overhead benchmark: what a careful user would write by hand with OkHttp and Jackson to
 * call the same two operations: the same request line, headers and JSON body, and the answer decoded into
 * {@link RawModels} with readers built once. Same connection pool size as the SDK's own client.
 */
public final class RawClient implements AutoCloseable {

    /** The Jackson mapper of the baseline, configured like the SDK's (lenient on unknown fields, offsets kept). */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
            .build();
    /** Reads a detail envelope. */
    public static final ObjectReader DOMAIN_READER = MAPPER.readerFor(
            MAPPER.getTypeFactory().constructParametricType(RawModels.Envelope.class, RawModels.Domain.class));
    /** Reads a list page envelope. */
    public static final ObjectReader LIST_READER = MAPPER.readerFor(MAPPER.getTypeFactory()
            .constructParametricType(
                    RawModels.Envelope.class,
                    MAPPER.getTypeFactory()
                            .constructParametricType(RawModels.ListPayload.class, RawModels.DomainListItem.class)));

    private static final ObjectWriter BODY_WRITER = MAPPER.writerFor(RawModels.ListBody.class);
    private static final MediaType JSON = MediaType.get("application/json; charset=utf-8");

    private final OkHttpClient http;
    private final HttpUrl apiBase;
    private final String authorization;
    private final String userAgent;

    /**
     * Creates the client.
     *
     * @param baseUrl the server address, without {@code /api/v1}
     * @param token the bearer token
     * @param userAgent the User-Agent to send (the SDK's, so both send the same bytes)
     */
    public RawClient(String baseUrl, String token, String userAgent) {
        this(baseUrl, token, userAgent, 0);
    }

    /**
     * Creates the client, sized like the SDK's {@code maxConcurrentRequests}: the dispatcher sends at most
     * {@code concurrency} requests at once (in all and per host), and the pool keeps as many idle connections.
     *
     * @param baseUrl the server address, without {@code /api/v1}
     * @param token the bearer token
     * @param userAgent the User-Agent to send
     * @param concurrency requests on the wire at once, or 0 for OkHttp's dispatcher defaults and 64 idle
     *     connections
     */
    public RawClient(String baseUrl, String token, String userAgent, int concurrency) {
        this.http = new OkHttpClient.Builder()
                .connectionPool(new ConnectionPool(concurrency > 0 ? concurrency : 64, 5, TimeUnit.MINUTES))
                .build();
        if (concurrency > 0) {
            http.dispatcher().setMaxRequests(concurrency);
            http.dispatcher().setMaxRequestsPerHost(concurrency);
        }
        this.apiBase =
                HttpUrl.get(baseUrl).newBuilder().addPathSegments("api/v1").build();
        this.authorization = "Bearer " + token;
        this.userAgent = userAgent;
    }

    /**
     * {@code GET /api/v1/governance/domain/{id}}.
     *
     * @param id the domain id
     * @return the decoded record
     */
    public RawModels.Domain getDomain(String id) {
        RawModels.Envelope<RawModels.Domain> envelope = call(getRequest(id), DOMAIN_READER);
        return envelope.data;
    }

    /**
     * {@code GET /api/v1/governance/domain/{id}} with OkHttp's {@code enqueue}: the answer is read and decoded on
     * the OkHttp dispatcher thread that received it, which completes the future, as a careful user would write an
     * asynchronous call by hand.
     *
     * @param id the domain id
     * @return a future of the decoded record
     */
    public CompletableFuture<RawModels.Domain> getDomainAsync(String id) {
        CompletableFuture<RawModels.Domain> future = new CompletableFuture<>();
        http.newCall(getRequest(id)).enqueue(new Callback() {
            @Override
            public void onResponse(Call call, Response response) {
                try (response) {
                    future.complete(RawClient.<RawModels.Domain>decode(response, DOMAIN_READER).data);
                } catch (IOException | RuntimeException e) {
                    future.completeExceptionally(e);
                }
            }

            @Override
            public void onFailure(Call call, IOException e) {
                future.completeExceptionally(e);
            }
        });
        return future;
    }

    private Request getRequest(String id) {
        HttpUrl url = apiBase.newBuilder()
                .addPathSegments("governance/domain")
                .addPathSegment(id)
                .build();
        return new Request.Builder()
                .url(url)
                .header("Authorization", authorization)
                .header("Accept", "application/json")
                .header("User-Agent", userAgent)
                .get()
                .build();
    }

    /**
     * {@code POST /api/v1/governance/domain/list}.
     *
     * @param body the list body
     * @return the decoded page
     */
    public RawModels.ListPayload<RawModels.DomainListItem> listDomains(RawModels.ListBody body) {
        HttpUrl url =
                apiBase.newBuilder().addPathSegments("governance/domain/list").build();
        byte[] json;
        try {
            json = BODY_WRITER.writeValueAsBytes(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Request request = new Request.Builder()
                .url(url)
                .header("Authorization", authorization)
                .header("Accept", "application/json")
                .header("User-Agent", userAgent)
                .post(RequestBody.create(json, JSON))
                .build();
        RawModels.Envelope<RawModels.ListPayload<RawModels.DomainListItem>> envelope = call(request, LIST_READER);
        return envelope.data;
    }

    private <T> RawModels.Envelope<T> call(Request request, ObjectReader reader) {
        try (Response response = http.newCall(request).execute()) {
            return decode(response, reader);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static <T> RawModels.Envelope<T> decode(Response response, ObjectReader reader) throws IOException {
        if (!response.isSuccessful()) {
            throw new IllegalStateException("HTTP " + response.code());
        }
        RawModels.Envelope<T> envelope = reader.readValue(response.body().bytes());
        if (envelope.success == null || !envelope.success) {
            throw new IllegalStateException("success=false");
        }
        return envelope;
    }

    @Override
    public void close() {
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }
}
