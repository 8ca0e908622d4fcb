package io.dgq.benchmarks.raw;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.TimeUnit;
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
    public static final ObjectReader DOMAIN_READER = MAPPER.readerFor(MAPPER.getTypeFactory()
            .constructParametricType(RawModels.Envelope.class, RawModels.Domain.class));
    /** Reads a list page envelope. */
    public static final ObjectReader LIST_READER = MAPPER.readerFor(MAPPER.getTypeFactory()
            .constructParametricType(RawModels.Envelope.class, MAPPER.getTypeFactory()
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
        this.http = new OkHttpClient.Builder()
                .connectionPool(new ConnectionPool(64, 5, TimeUnit.MINUTES))
                .build();
        this.apiBase = HttpUrl.get(baseUrl).newBuilder().addPathSegments("api/v1").build();
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
        HttpUrl url = apiBase.newBuilder().addPathSegments("governance/domain").addPathSegment(id).build();
        Request request = new Request.Builder().url(url)
                .header("Authorization", authorization)
                .header("Accept", "application/json")
                .header("User-Agent", userAgent)
                .get().build();
        RawModels.Envelope<RawModels.Domain> envelope = call(request, DOMAIN_READER);
        return envelope.data;
    }

    /**
     * {@code POST /api/v1/governance/domain/list}.
     *
     * @param body the list body
     * @return the decoded page
     */
    public RawModels.ListPayload<RawModels.DomainListItem> listDomains(RawModels.ListBody body) {
        HttpUrl url = apiBase.newBuilder().addPathSegments("governance/domain/list").build();
        byte[] json;
        try {
            json = BODY_WRITER.writeValueAsBytes(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Request request = new Request.Builder().url(url)
                .header("Authorization", authorization)
                .header("Accept", "application/json")
                .header("User-Agent", userAgent)
                .post(RequestBody.create(json, JSON)).build();
        RawModels.Envelope<RawModels.ListPayload<RawModels.DomainListItem>> envelope = call(request, LIST_READER);
        return envelope.data;
    }

    private <T> RawModels.Envelope<T> call(Request request, ObjectReader reader) {
        try (Response response = http.newCall(request).execute()) {
            if (!response.isSuccessful()) {
                throw new IllegalStateException("HTTP " + response.code());
            }
            RawModels.Envelope<T> envelope = reader.readValue(response.body().bytes());
            if (envelope.success == null || !envelope.success) {
                throw new IllegalStateException("success=false");
            }
            return envelope;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }
}
