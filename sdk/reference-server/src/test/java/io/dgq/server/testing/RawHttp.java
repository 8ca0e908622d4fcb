package io.dgq.server.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.server.ReferenceServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * A small HTTP client for tests that talk to the server without the SDK. It is OkHttp with its own retries off, so a
 * request is sent exactly once and a connection the server closes is a failure, never hidden.
 */
public final class RawHttp {

    public static final ObjectMapper MAPPER = new ObjectMapper();

    private static final OkHttpClient SHARED = new OkHttpClient.Builder()
            .retryOnConnectionFailure(false)
            .connectionPool(new ConnectionPool(16, 1, java.util.concurrent.TimeUnit.MINUTES))
            .connectTimeout(Duration.ofSeconds(5))
            .readTimeout(Duration.ofSeconds(20))
            .writeTimeout(Duration.ofSeconds(20))
            .build();

    private final OkHttpClient client;
    private final String baseUrl;
    private String token;

    public RawHttp(String baseUrl, String token) {
        this.client = SHARED;
        this.baseUrl = baseUrl;
        this.token = token;
    }

    /** A client that speaks HTTP/2 with prior knowledge (h2c) to a plain-http server. */
    public static RawHttp http2(String baseUrl, String token) {
        return new RawHttp(
                SHARED.newBuilder()
                        .protocols(java.util.List.of(okhttp3.Protocol.H2_PRIOR_KNOWLEDGE))
                        .build(),
                baseUrl,
                token);
    }

    private RawHttp(OkHttpClient client, String baseUrl, String token) {
        this.client = client;
        this.baseUrl = baseUrl;
        this.token = token;
    }

    /** A client of an https server that trusts the server's certificate. */
    public RawHttp(ReferenceServer server) {
        this.client = SHARED.newBuilder()
                .sslSocketFactory(server.sslSocketFactory(), server.trustManager())
                .build();
        this.baseUrl = server.baseUrl();
        this.token = server.apiToken();
    }

    /** A client that sends through an SDK transport, such as the server's in-process one, instead of OkHttp. */
    public static RawHttp through(io.dgq.sdk.http.HttpTransport transport, String baseUrl, String token) {
        RawHttp http = new RawHttp(SHARED, baseUrl, token);
        http.transport = transport;
        return http;
    }

    private io.dgq.sdk.http.HttpTransport transport;

    /** The answer as received: its status, headers and body bytes. */
    public record Raw(int statusCode, okhttp3.Headers headers, byte[] body) {}

    /** An answer: status, headers and the parsed envelope. */
    public record Answer(int status, Raw raw, JsonNode body) {

        public JsonNode data() {
            return body.path("data");
        }

        public String code() {
            return body.path("data").path("error").path("code").asText();
        }

        public String message() {
            return body.path("message").asText();
        }

        public String header(String name) {
            return raw.headers().get(name);
        }
    }

    public void token(String value) {
        this.token = value;
    }

    public Answer get(String path) {
        return send("GET", path, null, Map.of());
    }

    public Answer delete(String path) {
        return send("DELETE", path, null, Map.of());
    }

    public Answer post(String path, Object body) {
        return send("POST", path, json(body), Map.of("Content-Type", "application/json"));
    }

    public Answer put(String path, Object body) {
        return send("PUT", path, json(body), Map.of("Content-Type", "application/json"));
    }

    public Answer send(String method, String path, byte[] body, Map<String, String> headers) {
        Map<String, String> all = new LinkedHashMap<>(headers);
        if (token != null && !all.containsKey("Authorization")) {
            all.put("Authorization", "Bearer " + token);
        }
        if (transport != null) {
            return sendThrough(method, path, body, all);
        }
        RequestBody requestBody = body != null
                ? RequestBody.create(body, null)
                : java.util.Set.of("POST", "PUT", "PATCH").contains(method)
                        ? RequestBody.create(new byte[0], null)
                        : null;
        Request.Builder request = new Request.Builder().url(baseUrl + path).method(method, requestBody);
        all.forEach(request::header);
        try (Response response = client.newCall(request.build()).execute()) {
            byte[] bytes = response.body().bytes();
            JsonNode parsed = MAPPER.readTree(bytes);
            return new Answer(response.code(), new Raw(response.code(), response.headers(), bytes), parsed);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Answer sendThrough(String method, String path, byte[] body, Map<String, String> headers) {
        io.dgq.sdk.http.HttpHeaders.Builder fields = io.dgq.sdk.http.HttpHeaders.builder();
        headers.forEach(fields::set);
        byte[] sent =
                body != null ? body : java.util.Set.of("POST", "PUT", "PATCH").contains(method) ? new byte[0] : null;
        try (io.dgq.sdk.http.HttpResponse response = transport
                .newExchange(io.dgq.sdk.http.HttpRequest.of(method, baseUrl + path, fields.build(), sent))
                .execute()) {
            byte[] bytes = response.body().readAllBytes();
            okhttp3.Headers.Builder received = new okhttp3.Headers.Builder();
            for (int i = 0; i < response.headers().size(); i++) {
                received.add(response.headers().name(i), response.headers().value(i));
            }
            JsonNode parsed = MAPPER.readTree(bytes);
            return new Answer(response.statusCode(), new Raw(response.statusCode(), received.build(), bytes), parsed);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static byte[] json(Object body) {
        if (body instanceof String text) {
            return text.getBytes(StandardCharsets.UTF_8);
        }
        if (body instanceof byte[] bytes) {
            return bytes;
        }
        try {
            return MAPPER.writeValueAsBytes(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
