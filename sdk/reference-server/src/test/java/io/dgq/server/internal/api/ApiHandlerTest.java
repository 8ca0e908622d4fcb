package io.dgq.server.internal.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.TokenType;
import io.dgq.server.internal.auth.Authenticator;
import io.dgq.server.internal.auth.Tokens;
import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.routing.Reply;
import io.dgq.server.internal.routing.Router;
import io.dgq.server.internal.support.Timestamps;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** The transport-independent handler, driven without sockets. */
class ApiHandlerTest {

    private final Timestamps time = new Timestamps(Clock.systemUTC());
    private final Tokens tokens = new Tokens("handler-secret", time);
    private final Router router = new Router()
            .add("GET", "/api/v1/boom", call -> {
                throw new IllegalStateException("secret internals: table t_users, password=hunter2");
            })
            .add("POST", "/api/v1/echo", call -> Reply.of("echo", call.requireObject()));
    private final ApiHandler handler =
            new ApiHandler(router, new Authenticator(tokens, new RecordStore("access token", "id"), time), time, 64);
    private final String token = tokens.mint(
            Tokens.DEFAULT_CALLER, TokenType.API_ACCESS, Instant.now().plusSeconds(60), null);

    @Test
    void anUnexpectedFailureIsA500WithoutInternalsAndIsLoggedWithItsCorrelationId() {
        Logger logger = Logger.getLogger(ApiHandler.class.getName());
        List<LogRecord> records = new CopyOnWriteArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                records.add(record);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        logger.addHandler(capture);
        logger.setUseParentHandlers(false);
        try {
            ApiResponse response = handler.handle(request("GET", "/api/v1/boom", new byte[0]));
            assertThat(response.status()).isEqualTo(500);
            String body = new String(response.body(), StandardCharsets.UTF_8);
            assertThat(body).doesNotContain("hunter2").doesNotContain("t_users").doesNotContain("IllegalState");
            JsonNode envelope = Json.parse(response.body());
            assertThat(envelope.path("data").path("error").path("code").asText())
                    .isEqualTo("INTERNAL");
            String correlationId = envelope.path("correlation_id").asText();
            assertThat(response.headers()).containsEntry(ApiHandler.CORRELATION_HEADER, correlationId);
            assertThat(records).singleElement().satisfies(record -> {
                assertThat(record.getMessage()).contains(correlationId).doesNotContain(token);
                assertThat(record.getThrown()).isInstanceOf(IllegalStateException.class);
            });
        } finally {
            logger.removeHandler(capture);
            logger.setUseParentHandlers(true);
        }
    }

    @Test
    void answersWithoutSocketsAndChecksTheBodyLimitAndType() {
        ApiResponse ok =
                handler.handle(request("POST", "/api/v1/echo", "{\"a\":\"\\u0000\"}".getBytes(StandardCharsets.UTF_8)));
        assertThat(ok.status()).isEqualTo(200);
        assertThat(Json.parse(ok.body()).path("data").path("a").asText()).isEqualTo("\u0000");
        ApiResponse tooLarge = handler.handle(new ApiRequest(
                "POST", "/api/v1/echo", Map.of("Authorization", List.of("Bearer " + token)), new byte[0], true));
        assertThat(tooLarge.status()).isEqualTo(413);
        ApiResponse notJson = handler.handle(new ApiRequest(
                "POST",
                "/api/v1/echo",
                Map.of("Authorization", List.of("Bearer " + token), "Content-Type", List.of("text/plain")),
                "{}".getBytes(StandardCharsets.UTF_8),
                false));
        assertThat(notJson.status()).isEqualTo(415);
    }

    private ApiRequest request(String method, String path, byte[] body) {
        return new ApiRequest(
                method,
                path,
                Map.of("Authorization", List.of("Bearer " + token), "Content-Type", List.of("application/json")),
                body,
                false);
    }
}
