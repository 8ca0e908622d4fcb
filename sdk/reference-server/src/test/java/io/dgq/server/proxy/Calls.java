package io.dgq.server.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import okhttp3.ConnectionPool;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/** A raw HTTP client of the proxy tests: sends one call and keeps the answer's status, headers and bytes. */
final class Calls {

    static final ObjectMapper MAPPER = new ObjectMapper();
    private static final MediaType JSON = MediaType.get("application/json");

    static final OkHttpClient CLIENT = new OkHttpClient.Builder()
            .retryOnConnectionFailure(false)
            .connectionPool(new ConnectionPool(40, 1, java.util.concurrent.TimeUnit.MINUTES))
            .connectTimeout(Duration.ofSeconds(5))
            .readTimeout(Duration.ofSeconds(20))
            .dispatcher(dispatcher())
            .build();

    private Calls() {}

    private static okhttp3.Dispatcher dispatcher() {
        okhttp3.Dispatcher dispatcher = new okhttp3.Dispatcher();
        dispatcher.setMaxRequestsPerHost(64);
        return dispatcher;
    }

    /** One answer as received. */
    record Answer(int status, okhttp3.Headers headers, byte[] bytes) {

        JsonNode json() {
            try {
                return MAPPER.readTree(bytes);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        String text() {
            return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        }

        /** The answer without what differs from call to call: correlation id, timestamp, and a get's views. */
        JsonNode stable() {
            JsonNode node = json().deepCopy();
            if (node.isObject()) {
                ((com.fasterxml.jackson.databind.node.ObjectNode) node).remove("correlation_id");
                ((com.fasterxml.jackson.databind.node.ObjectNode) node).remove("timestamp");
                if (node.path("data").isObject()) { // each get counts a view
                    ((com.fasterxml.jackson.databind.node.ObjectNode) node.get("data")).remove("total_views");
                    ((com.fasterxml.jackson.databind.node.ObjectNode) node.get("data")).remove("viewers");
                }
            }
            return node;
        }
    }

    static Answer send(String baseUrl, String method, String path, String token, String body) {
        RequestBody requestBody = body == null
                ? (method.equals("POST") || method.equals("PUT") ? RequestBody.create(new byte[0], null) : null)
                : RequestBody.create(body, JSON);
        Request.Builder request = new Request.Builder().url(baseUrl + path).method(method, requestBody);
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        try (Response response = CLIENT.newCall(request.build()).execute()) {
            return new Answer(
                    response.code(), response.headers(), response.body().bytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
