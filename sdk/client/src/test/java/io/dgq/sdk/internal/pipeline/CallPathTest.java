package io.dgq.sdk.internal.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.errors.DgqRedirectException;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.ConfiguredClient;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.observability.DgqCall;
import io.dgq.sdk.observability.DgqCallObserver;
import io.dgq.sdk.observability.DgqCallResult;
import io.dgq.sdk.testing.ManualScheduler;
import io.dgq.sdk.testing.TestTokens;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.ConnectException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The call path, step by step, over a scripted transport: what a call sends, how each try ends (its typed outcome),
 * what follows it, and what the call ends with, blocking and asynchronous alike.
 */
class CallPathTest {

    static final Endpoint GET_DOMAIN =
            Endpoint.get("/governance/domain/{domainId}").named("domains.get");
    static final Endpoint PUT_DOMAIN =
            Endpoint.put("/governance/domain/{domainId}").named("domains.update");
    static final Endpoint CREATE_DOMAIN =
            Endpoint.postCreate("/governance/domain").named("domains.create");

    private final ScriptedTransport transport = new ScriptedTransport();
    private final List<Duration> sleeps = new CopyOnWriteArrayList<>();
    private final List<DgqCall> started = new CopyOnWriteArrayList<>();
    private final List<DgqCallResult> ended = new CopyOnWriteArrayList<>();
    private DgqClient client;

    @AfterEach
    void close() {
        if (client != null) {
            client.close();
        }
    }

    private CallPipeline pipeline(UnaryOperator<DgqClientBuilder> configure) {
        client = configure
                .apply(DgqClient.builder()
                        .baseUrl("http://127.0.0.1:1")
                        .apiToken(TestTokens.api())
                        .sleeper(sleeps::add)
                        .header("X-Team", "data office")
                        .addListener(call -> {
                            started.add(call);
                            return new DgqCallObserver() {
                                @Override
                                public void onCallEnd(DgqCallResult result) {
                                    ended.add(result);
                                }
                            };
                        })
                        .transport(transport))
                .build();
        return new CallPipeline(config());
    }

    private CallPipeline pipeline() {
        return pipeline(UnaryOperator.identity());
    }

    private ClientConfig config() {
        return ((ConfiguredClient) client).config();
    }

    private static <T> DgqResponse<JsonObject> get(CallPipeline pipeline, String id) {
        return pipeline.execute(GET_DOMAIN.bind(null, id), ResponseType.object(), RequestOptions.none());
    }

    @Test
    void sendsOneRequestWithEachPathArgumentInOneSegmentTheTokenAndEveryHeader() {
        CallPipeline pipeline = pipeline();
        transport.data("{\"name\":\"Customer\"}");

        DgqResponse<JsonObject> answer = pipeline.execute(
                GET_DOMAIN.bind(null, "a/b c?"),
                ResponseType.object(),
                RequestOptions.builder().header("X-Request", "r-1").build());

        assertThat(answer.data().toString()).contains("Customer");
        assertThat(answer.correlationId()).isEqualTo("c-1");
        HttpRequest request = transport.requests.get(0);
        assertThat(request.method()).isEqualTo("GET");
        assertThat(request.url()).isEqualTo("http://127.0.0.1:1/api/v1/governance/domain/a%2Fb%20c%3F");
        assertThat(request.headers().get("Authorization")).isEqualTo("Bearer " + TestTokens.api());
        assertThat(request.headers().get("Accept")).isEqualTo("application/json");
        assertThat(request.headers().get("User-Agent")).isEqualTo(config().userAgent());
        assertThat(request.headers().get("X-Team")).isEqualTo("data office");
        assertThat(request.headers().get("X-Request")).isEqualTo("r-1");
        assertThat(request.hasBody()).isFalse();
        assertThat(started).singleElement().satisfies(observed -> {
            assertThat(observed.operation()).isEqualTo("domains.get");
            assertThat(observed.pathTemplate()).isEqualTo(Optional.of("/api/v1/governance/domain/{domainId}"));
            assertThat(observed.serverPort()).isEqualTo(1);
            assertThat(observed.toString()).doesNotContain("a/b").doesNotContain(TestTokens.api());
        });
        assertThat(ended)
                .singleElement()
                .satisfies(result -> assertThat(result.failure()).isEmpty());
    }

    @Test
    void aBodyIsSentAsJsonOnceAndAPostWithoutOneSendsAnEmptyBody() throws IOException {
        CallPipeline pipeline = pipeline();
        transport.data("{}").data("{}");

        pipeline.execute(
                PUT_DOMAIN.bind(Map.of("name", "Customer"), "d-1"), ResponseType.object(), RequestOptions.none());
        pipeline.execute(CREATE_DOMAIN.bind(null), ResponseType.object(), RequestOptions.none());

        HttpRequest put = transport.requests.get(0);
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        put.writeBodyTo(sent);
        assertThat(sent.toString(StandardCharsets.UTF_8)).isEqualTo("{\"name\":\"Customer\"}");
        assertThat(put.headers().get("Content-Type")).isEqualTo("application/json; charset=utf-8");
        assertThat(transport.requests.get(1).bodyLength()).isZero();
        assertThat(transport.requests.get(1).headers().get("Content-Type")).isNull();
    }

    @Test
    void aBodyThatIsNotJsonFailsNamingTheOperationBeforeAnyRequest() {
        CallPipeline pipeline = pipeline();

        List<Object> loop = new java.util.ArrayList<>();
        loop.add(loop);

        assertThatThrownBy(() ->
                        pipeline.execute(PUT_DOMAIN.bind(loop, "d-1"), ResponseType.object(), RequestOptions.none()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("The body of PUT /governance/domain/{domainId} cannot be written as JSON");
        assertThat(transport.requests).isEmpty();
    }

    @Test
    void aClosedClientRefusesTheCallBlockingOrNot() {
        CallPipeline pipeline = pipeline();
        pipeline.close();

        assertThatThrownBy(() -> get(pipeline, "d-1")).isInstanceOf(IllegalStateException.class);
        CompletableFuture<JsonObject> future = pipeline.executeAsync(
                GET_DOMAIN.bind(null, "d-1"), ResponseType.object(), RequestOptions.none(), DgqResponse::data);
        assertThat(future).isCompletedExceptionally();
        assertThat(transport.requests).isEmpty();
    }

    @Test
    void aTokenThatCannotWorkFailsTheCallBeforeAnyRequestWithoutShowingIt() {
        String expired = TestTokens.expiringAt(java.time.Instant.parse("2020-01-01T00:00:00Z"));
        CallPipeline pipeline = pipeline(builder -> builder.apiTokenSupplier(() -> expired));

        assertThatThrownBy(() -> get(pipeline, "d-1"))
                .isInstanceOf(DgqAuthenticationException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain(expired));
        assertThat(transport.requests).isEmpty();
    }

    @Test
    void eachTryEndsInATypedOutcome() {
        pipeline();
        transport
                .data("{}")
                .answer(503, "{\"success\":false}", "Retry-After", "2")
                .fail(new ConnectException("no"));
        Call<JsonObject> call = call(GET_DOMAIN.bind(null, "d-1"), RequestOptions.none());
        call.prepare();

        assertThat(sendOnce(call)).isInstanceOf(TryOutcome.Answer.class);
        assertThat(sendOnce(call)).isInstanceOfSatisfying(TryOutcome.ErrorAnswer.class, error -> {
            assertThat(error.status()).isEqualTo(503);
            assertThat(error.headers().get("retry-after")).isEqualTo("2");
        });
        transport.unprocessed = true;
        assertThat(sendOnce(call)).isInstanceOfSatisfying(TryOutcome.NoAnswer.class, none -> {
            assertThat(none.failure()).isInstanceOf(ConnectException.class);
            assertThat(none.unprocessed()).isTrue();
        });
    }

    private Call<JsonObject> call(Endpoint.ApiRequest request, RequestOptions options) {
        ClientConfig config = config();
        return new Call<>(new CallPipeline(config), request, ResponseType.object(), options, false);
    }

    private static TryOutcome<JsonObject> sendOnce(Call<JsonObject> call) {
        HttpRequest request = call.beginTry();
        try {
            return call.read(call.exchange(request).execute());
        } catch (IOException e) {
            return call.noAnswer(e);
        }
    }

    @Test
    void theCallsBudgetsAreTheClientsUnlessTheCallSetsItsOwn() {
        pipeline(builder -> builder.apiCallTimeout(Duration.ofSeconds(30)).maxRetries(0));
        transport.answer(500, "{}");
        Call<JsonObject> own = call(
                GET_DOMAIN.bind(null, "d-1"),
                RequestOptions.builder()
                        .apiCallTimeout(Duration.ofSeconds(2))
                        .maxRetries(1)
                        .build());
        own.prepare();
        Call<JsonObject> defaults = call(GET_DOMAIN.bind(null, "d-1"), RequestOptions.none());
        defaults.prepare();

        assertThat(own.nanosLeft()).isBetween(1L, Duration.ofSeconds(2).toNanos());
        assertThat(defaults.nanosLeft()).isGreaterThan(Duration.ofSeconds(29).toNanos());
        assertThat(defaults.next(new TryOutcome.ErrorAnswer<>(503, io.dgq.sdk.http.HttpHeaders.empty(), new byte[0])))
                .as("no retry by the client's default")
                .isFalse();
        assertThat(own.next(new TryOutcome.ErrorAnswer<>(503, io.dgq.sdk.http.HttpHeaders.empty(), new byte[0])))
                .isTrue();
    }

    @Test
    void triesAgainAfterARetriedStatusWaitingForRetryAfterAndHandsBackTheAnswer() {
        CallPipeline pipeline = pipeline(builder -> builder.maxRetries(2));
        transport.answer(503, "{}", "Retry-After", "3").answer(429, "{}").data("{}");

        assertThat(get(pipeline, "d-1").statusCode()).isEqualTo(200);

        assertThat(transport.requests).hasSize(3);
        assertThat(sleeps).hasSize(2);
        assertThat(sleeps.get(0)).isEqualTo(Duration.ofSeconds(3));
    }

    @Test
    void stopsWhenNoRetryIsLeftAndEndsWithTheLastFailureNamingTheCallWithoutTheToken() {
        CallPipeline pipeline = pipeline(builder -> builder.maxRetries(2));
        for (int i = 0; i < 3; i++) {
            transport.answer(404, "{\"success\":false,\"message\":\"no domain " + TestTokens.api() + "\"}");
        }
        CallPipeline once = pipeline;

        assertThatThrownBy(() -> get(once, "d-1")).isInstanceOfSatisfying(DgqNotFoundException.class, e -> {
            assertThat(e.operation()).isEqualTo(Optional.of("domains.get"));
            assertThat(e.getMessage()).doesNotContain(TestTokens.api());
        });
        assertThat(transport.requests).as("a 404 is not retried").hasSize(1);
        assertThat(ended)
                .singleElement()
                .satisfies(r -> assertThat(r.failure()).containsInstanceOf(DgqException.class));
    }

    @Test
    void aCreateIsSentAgainOnlyWhenTheTransportSaysItWasNotProcessed() {
        CallPipeline pipeline = pipeline(builder -> builder.maxRetries(2));
        transport.fail(new IOException("unexpected end of stream"));

        assertThatThrownBy(
                        () -> pipeline.execute(CREATE_DOMAIN.bind(null), ResponseType.object(), RequestOptions.none()))
                .isInstanceOf(DgqConnectionException.class)
                .hasMessageContaining("unexpected end of stream");
        assertThat(transport.requests).hasSize(1);

        transport.unprocessed = true;
        transport.fail(new IOException("refused stream")).data("{}");
        assertThat(pipeline.execute(CREATE_DOMAIN.bind(null), ResponseType.object(), RequestOptions.none())
                        .statusCode())
                .isEqualTo(200);
        assertThat(transport.requests).hasSize(3);
    }

    @Test
    void aWaitThatWouldPassTheDeadlineEndsTheRetries() {
        CallPipeline pipeline = pipeline(builder -> builder.apiCallTimeout(Duration.ofSeconds(2)));
        transport.answer(503, "{}", "Retry-After", "5");

        assertThatThrownBy(() -> get(pipeline, "d-1")).isInstanceOf(DgqException.class);
        assertThat(transport.requests).hasSize(1);
        assertThat(sleeps).isEmpty();
    }

    @Test
    void anInterruptWhileWaitingEndsTheCallWithTheThreadsFlagKept() {
        CallPipeline pipeline = pipeline(builder -> builder.sleeper(wait -> {
            throw new InterruptedException("sleep interrupted");
        }));
        transport.fail(new ConnectException("refused")).data("{}");
        try {
            assertThatThrownBy(() -> get(pipeline, "d-1"))
                    .isInstanceOf(DgqConnectionException.class)
                    .hasMessageContaining("was interrupted");
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
            assertThat(transport.requests).hasSize(1);
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void anErrorBodyIsReadUpToOneMebibyteAndABodyPastTheLimitFailsTheCall() {
        CallPipeline pipeline = pipeline(builder -> builder.maxRetries(0).maxResponseBytes(100));
        transport.answerOfUnknownLength(500, new byte[3 * 1024 * 1024]);
        Call<JsonObject> call = call(GET_DOMAIN.bind(null, "d-1"), RequestOptions.none());
        call.prepare();
        assertThat(sendOnce(call))
                .isInstanceOfSatisfying(
                        TryOutcome.ErrorAnswer.class,
                        error -> assertThat(error.body()).hasSize(1024 * 1024));

        transport.answerOfUnknownLength(
                200,
                ("{\"success\":true,\"data\":{\"x\":\"" + "y".repeat(200) + "\"}}").getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> get(pipeline, "d-1"))
                .isInstanceOf(DgqDecodingException.class)
                .hasMessageContaining("larger than the limit of 100 bytes");
    }

    @Test
    void anAnswerThatDoesNotDecodeFailsWithoutShowingTheToken() {
        CallPipeline pipeline = pipeline();
        transport.answer(200, "{\"success\":true,\"data\":[" + TestTokens.api() + "}");

        assertThatThrownBy(() -> get(pipeline, "d-1"))
                .isInstanceOf(DgqDecodingException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain(TestTokens.api()));
    }

    @Test
    void aGetsSameOriginRedirectIsFollowedWithinTheTryAndAnotherOriginsIsTheAnswer() {
        CallPipeline pipeline = pipeline();
        transport.answer(302, "", "Location", "/api/v1/governance/domain/d-2").data("{}");

        assertThat(get(pipeline, "d-1").statusCode()).isEqualTo(200);
        assertThat(transport.requests)
                .extracting(HttpRequest::url)
                .containsExactly(
                        "http://127.0.0.1:1/api/v1/governance/domain/d-1",
                        "http://127.0.0.1:1/api/v1/governance/domain/d-2");
        assertThat(transport.requests.get(1).headers().get("Authorization")).isNotNull();

        transport.answer(302, "", "Location", "http://127.0.0.1:2/elsewhere");
        assertThatThrownBy(() -> get(pipeline, "d-1"))
                .isInstanceOfSatisfying(
                        DgqRedirectException.class,
                        e -> assertThat(e.getMessage()).contains("another scheme, host or port"));
        assertThat(transport.requests).hasSize(3);
    }

    @Test
    void anAsynchronousCallRunsTheSameStepsAndItsDeadlineIsAScheduledTask() {
        pipeline(builder -> builder.maxRetries(1));
        ManualScheduler scheduler = new ManualScheduler();
        ClientConfig c = config();
        ClientConfig manual = new ClientConfig(
                c.apiBaseUrl(),
                c.tokenSupplier(),
                c.transport(),
                c.apiCallTimeout(),
                c.apiCallAttemptTimeout(),
                c.maxRetries(),
                c.defaultHeaders(),
                c.userAgent(),
                c.clock(),
                c.sleeper(),
                () -> 0.5,
                () -> 0L,
                c.maxResponseBytes(),
                c.maxResponseHeapBytes(),
                c.followRedirects(),
                scheduler,
                c.completionExecutor(),
                c.listeners());
        CallPipeline pipeline = new CallPipeline(manual);
        transport.answer(503, "{}");

        CompletableFuture<JsonObject> future = pipeline.executeAsync(
                GET_DOMAIN.bind(null, "d-1"), ResponseType.object(), RequestOptions.none(), DgqResponse::data);

        assertThat(transport.requests).hasSize(1);
        assertThat(sleeps).as("an asynchronous call sleeps on no thread").isEmpty();
        assertThat(future).isNotDone();
        ManualScheduler.Task deadline = scheduler.awaitTask(c.apiCallTimeout());
        deadline.run();
        assertThat(future)
                .isCompletedExceptionally()
                .failsWithin(Duration.ZERO)
                .withThrowableThat()
                .withMessageContaining("GET /api/v1/governance/domain/d-1 timed out (its apiCallTimeout passed)");
    }
}
