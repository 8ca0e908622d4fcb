package io.dgq.sdk.http.okhttp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.http.HttpTransport;
import java.io.IOException;
import java.net.ConnectException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The OkHttp transport on its own: one request as the SDK made it, its answer streamed back with its protocol,
 * blocking or not; cancellation; and what it says a failure proves.
 */
class OkHttpTransportTest {

    private final MockWebServer server = new MockWebServer();
    private final OkHttpTransport transport = OkHttpTransport.builder()
            .cleartextOnly(true)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    @BeforeEach
    void start() throws IOException {
        server.start();
    }

    @AfterEach
    void stop() {
        transport.close();
        server.close();
    }

    private HttpRequest post() {
        return HttpRequest.of(
                "POST",
                server.url("/api/v1/x").toString(),
                HttpHeaders.of("Content-Type", "application/json; charset=utf-8", "X-Team", "a"),
                "{\"a\":1}".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void sendsTheRequestAsMadeAndStreamsTheAnswerBackWithItsProtocol() throws Exception {
        server.enqueue(new MockResponse.Builder()
                .code(201)
                .setHeader("X-Correlation-Id", "c-1")
                .body("{\"ok\":true}")
                .build());

        try (HttpResponse response = transport.newExchange(post()).execute()) {
            assertThat(response.statusCode()).isEqualTo(201);
            assertThat(response.headers().get("x-correlation-id")).isEqualTo("c-1");
            assertThat(response.contentLength()).isEqualTo(11);
            assertThat(new String(response.body().readAllBytes(), StandardCharsets.UTF_8))
                    .isEqualTo("{\"ok\":true}");
            assertThat(response.protocol()).isEqualTo("http/1.1");
        }
        RecordedRequest sent = server.takeRequest(5, TimeUnit.SECONDS);
        assertThat(sent.getMethod()).isEqualTo("POST");
        assertThat(sent.getHeaders().get("Content-Type")).isEqualTo("application/json; charset=utf-8");
        assertThat(sent.getHeaders().get("X-Team")).isEqualTo("a");
        assertThat(sent.getBody().utf8()).isEqualTo("{\"a\":1}");
    }

    @Test
    void anAsynchronousExchangeAnswersOnTheTransportsThreadAndACancelFailsIt() throws Exception {
        server.enqueue(new MockResponse.Builder().code(200).body("x").build());
        CompletableFuture<Integer> answered = new CompletableFuture<>();
        transport.newExchange(post()).start(handler(answered));
        assertThat(answered.get(5, TimeUnit.SECONDS)).isEqualTo(200);

        server.enqueue(new MockResponse.Builder()
                .code(200)
                .headersDelay(5, TimeUnit.SECONDS)
                .body("late")
                .build());
        CompletableFuture<Integer> canceled = new CompletableFuture<>();
        HttpTransport.Exchange exchange = transport.newExchange(post());
        exchange.start(handler(canceled));
        server.takeRequest(5, TimeUnit.SECONDS);
        server.takeRequest(5, TimeUnit.SECONDS);
        exchange.cancel();
        assertThatThrownBy(() -> canceled.get(5, TimeUnit.SECONDS)).hasCauseInstanceOf(IOException.class);
    }

    private static HttpTransport.ResponseHandler handler(CompletableFuture<Integer> outcome) {
        return new HttpTransport.ResponseHandler() {
            @Override
            public void onResponse(HttpResponse response) {
                try (response) {
                    outcome.complete(response.statusCode());
                }
            }

            @Override
            public void onFailure(IOException failure) {
                outcome.completeExceptionally(failure);
            }
        };
    }

    @Test
    void refusesTimeoutsThatAreNotPositiveAsTheClientBuilderDoes() {
        assertThatThrownBy(() -> OkHttpTransport.builder().readTimeout(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("readTimeout must be a positive duration, got PT0S");
        assertThatThrownBy(() -> OkHttpTransport.builder().connectTimeout(Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("connectTimeout must be a positive duration, got PT-1S");
        assertThatThrownBy(() -> OkHttpTransport.builder().connectTimeout(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("connectTimeout must be a positive duration, got null");
    }

    @Test
    void saysWhichFailuresProveTheRequestWasNotProcessed() {
        assertThat(transport.isUnprocessed(new ConnectException("refused"))).isTrue();
        assertThat(transport.isUnprocessed(new StaleConnections.Stale())).isTrue();
        assertThat(transport.isUnprocessed(new IOException("unexpected end of stream")))
                .isFalse();
    }

    @Test
    void aCallersClientIsLeftOpenAndItsPoolSizedByItsOwner() {
        okhttp3.OkHttpClient callers = new okhttp3.OkHttpClient();
        OkHttpTransport over = OkHttpTransport.builder().client(callers).build();
        over.close();
        assertThat(callers.dispatcher().executorService().isShutdown()).isFalse();
        assertThat(over.client().retryOnConnectionFailure()).isFalse();
        assertThat(over.client().followRedirects()).isFalse();
        assertThatThrownBy(() -> OkHttpTransport.builder()
                        .client(callers)
                        .maxConcurrentRequests(8)
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxConcurrentRequests");
        callers.dispatcher().executorService().shutdown();
    }
}
