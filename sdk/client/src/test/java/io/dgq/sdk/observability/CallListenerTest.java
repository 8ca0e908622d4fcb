package io.dgq.sdk.observability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The listener SPI: what a listener sees of each call and try, in order, for every view of the client; the headers
 * it adds; and that nothing it does breaks a call or shows it the token.
 */
@TransportContract
class CallListenerTest {

    private static final String DOMAIN = "{\"id\":\"d-1\",\"name\":\"Customer\"}";

    final Transports transport;
    final MockApi api;

    CallListenerTest(Transports transport) {
        this.transport = transport;
        this.api = transport.mockApi();
        this.client = api.clientBuilder().addListener(recorder).build();
    }

    private final Recorder recorder = new Recorder();
    private final DgqClient client;

    @AfterEach
    void close() {
        client.close();
        api.close();
    }

    /** Writes every event as one line, and adds a header to each try. */
    static final class Recorder implements DgqCallListener {
        final List<String> events = new CopyOnWriteArrayList<>();
        final List<DgqCall> calls = new CopyOnWriteArrayList<>();
        final List<DgqCallResult> results = new CopyOnWriteArrayList<>();
        final List<String> startThreads = new CopyOnWriteArrayList<>();

        @Override
        public DgqCallObserver onCallStart(DgqCall call) {
            calls.add(call);
            startThreads.add(Thread.currentThread().getName());
            events.add("start " + call.operation() + " " + call.method() + " "
                    + call.pathTemplate().orElse("-"));
            return new DgqCallObserver() {
                @Override
                public void onAttemptStart(DgqAttempt attempt) {
                    attempt.header("X-Test-Trace", call.operation() + "/" + attempt.number());
                    events.add("try " + attempt.number());
                }

                @Override
                public void onAttemptEnd(DgqAttemptResult result) {
                    events.add("tried " + result.number() + " " + result.statusCode()
                            + result.failure()
                                    .map(f -> " " + f.getClass().getSimpleName())
                                    .orElse(""));
                    assertThat(result.duration().isNegative()).isFalse();
                }

                @Override
                public void onRetry(DgqRetry retry) {
                    events.add("retry " + retry.nextAttempt() + " after "
                            + retry.delay().toMillis() + " ms: " + retry.reason());
                }

                @Override
                public void onCallEnd(DgqCallResult result) {
                    results.add(result);
                    events.add("end " + result.statusCode() + " x" + result.attempts()
                            + result.failure()
                                    .map(f -> " " + f.getClass().getSimpleName())
                                    .orElse(" ok"));
                }
            };
        }
    }

    private void enqueueBusy() {
        api.enqueue(new MockResponse.Builder()
                .code(503)
                .setHeader("Content-Type", "application/json")
                .setHeader("Retry-After", "1")
                .body(MockApi.errorEnvelope("busy", "SERVICE_UNAVAILABLE", "[]"))
                .build());
    }

    @Test
    void seesEachTryRetryAndTheEndOfABlockingCall() throws Exception {
        enqueueBusy();
        api.enqueue(new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", "application/json")
                .body(MockApi.envelope(DOMAIN))
                .build());

        Domain domain = client.domains().get("d-1");

        assertThat(domain.id()).isEqualTo("d-1");
        assertThat(recorder.events)
                .containsExactly(
                        "start domains.get GET /api/v1/governance/domain/{domainId}",
                        "try 1",
                        "tried 1 503",
                        "retry 2 after 1000 ms: HTTP 503",
                        "try 2",
                        "tried 2 200",
                        "end 200 x2 ok");
        assertThat(api.sleeps).containsExactly(Duration.ofSeconds(1));
        DgqCall call = recorder.calls.get(0);
        assertThat(call.serverAddress()).isEqualTo(api.take().getUrl().host());
        assertThat(call.async()).isFalse();
        assertThat(recorder.results.get(0).correlationId()).contains("corr-123");
        assertThat(recorder.results.get(0).succeeded()).isTrue();
        assertThat(recorder.startThreads).containsExactly(Thread.currentThread().getName());
        RecordedRequest second = api.take();
        assertThat(second.getHeaders().get("X-Test-Trace")).isEqualTo("domains.get/2");
        assertThat(second.getHeaders().get("Authorization")).isEqualTo("Bearer " + api.token());
    }

    @Test
    void anErrorAnswerEndsTheCallWithTheExceptionTheCallerGets() {
        api.enqueue(404, MockApi.errorEnvelope("Domain not found", "NOT_FOUND", "[]"));

        Throwable thrown = org.assertj.core.api.Assertions.catchThrowable(
                () -> client.domains().get("nope"));

        assertThat(thrown).isInstanceOf(DgqNotFoundException.class);
        assertThat(recorder.events)
                .containsExactly(
                        "start domains.get GET /api/v1/governance/domain/{domainId}",
                        "try 1",
                        "tried 1 404",
                        "end 404 x1 DgqNotFoundException");
        assertThat(recorder.results.get(0).failure()).containsSame(thrown);
    }

    @Test
    void aConnectionFailureEndsTheTryWithoutAStatus() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Recorder own = new Recorder();
        try (DgqClient refused = DgqClient.builder()
                .baseUrl("http://127.0.0.1:" + closedPort)
                .apiToken(api.token())
                .maxRetries(0)
                .addListener(own)
                .build()) {
            assertThatThrownBy(() -> refused.domains().get("d-1")).isInstanceOf(DgqConnectionException.class);
        }
        assertThat(own.events)
                .containsExactly(
                        "start domains.get GET /api/v1/governance/domain/{domainId}",
                        "try 1",
                        "tried 1 0 ConnectException",
                        "end 0 x1 DgqConnectionException");
        assertThat(own.calls.get(0).serverPort()).isEqualTo(closedPort);
    }

    @Test
    void seesAsynchronousCallsStartedOnTheCallersThread() throws Exception {
        enqueueBusy();
        api.enqueueData(DOMAIN);

        Domain domain = client.async().domains().get("d-1").get(10, TimeUnit.SECONDS);

        assertThat(domain.name()).isEqualTo("Customer");
        awaitEvents(7);
        assertThat(recorder.events)
                .containsExactly(
                        "start domains.get GET /api/v1/governance/domain/{domainId}",
                        "try 1",
                        "tried 1 503",
                        "retry 2 after 1000 ms: HTTP 503",
                        "try 2",
                        "tried 2 200",
                        "end 200 x2 ok");
        assertThat(recorder.calls.get(0).async()).isTrue();
        assertThat(recorder.startThreads).containsExactly(Thread.currentThread().getName());
    }

    @Test
    void aCanceledAsynchronousCallEndsWithTheCancellationAndItsTryWithIt() throws Exception {
        api.enqueue(new MockResponse.Builder()
                .code(200)
                .headersDelay(30, TimeUnit.SECONDS)
                .body(MockApi.envelope(DOMAIN))
                .build());
        CompletableFuture<Domain> future = client.async().domains().get("d-1");
        api.take(); // the try is on the wire

        assertThat(future.cancel(true)).isTrue();

        awaitEvents(4);
        assertThat(recorder.events)
                .containsExactly(
                        "start domains.get GET /api/v1/governance/domain/{domainId}",
                        "try 1",
                        "tried 1 0 CancellationException",
                        "end 0 x1 CancellationException");
        assertThat(recorder.results.get(0).failure()).containsInstanceOf(CancellationException.class);
    }

    @Test
    void eachPageOfListAllIsACall() {
        api.enqueueData("{\"data\":[{\"id\":\"a\",\"name\":\"a\"},{\"id\":\"b\",\"name\":\"b\"}],\"total_count\":3}");
        api.enqueueData("{\"data\":[{\"id\":\"c\",\"name\":\"c\"}],\"total_count\":3}");

        List<String> names = client.domains()
                .listAll(ListRequest.builder().pageSize(2).build())
                .map(DomainListItem::name)
                .collect(Collectors.toList());

        assertThat(names).containsExactly("a", "b", "c");
        assertThat(recorder.events.stream().filter(e -> e.startsWith("start")))
                .containsExactly(
                        "start domains.list POST /api/v1/governance/domain/list",
                        "start domains.list POST /api/v1/governance/domain/list");
        assertThat(recorder.events.stream().filter(e -> e.startsWith("end")))
                .containsExactly("end 200 x1 ok", "end 200 x1 ok");
    }

    @Test
    void rawRequestsAreNamedByTheOperationTheyReachWithoutTheirIds() {
        api.enqueueData(DOMAIN);
        api.enqueueData("{\"data\":[],\"total_count\":0}");
        api.enqueueData("{}");
        api.enqueueData("{}");

        client.request("GET", "/api/v1/governance/domain/secret-id-123", null, JsonObject.class);
        client.request("POST", "/metrics/template/list", Map.of(), JsonObject.class);
        client.request("post", "/governance/field/update-group", Map.of("id", "g"), JsonObject.class);
        client.request("POST", "/custom/thing/secret-id-123", Map.of(), JsonObject.class);

        assertThat(recorder.events.stream().filter(e -> e.startsWith("start")))
                .containsExactly(
                        "start domains.get GET /api/v1/governance/domain/{domainId}",
                        "start metricTemplates.list POST /api/v1/metrics/template/list",
                        "start fields.updateGroup POST /api/v1/governance/field/update-group",
                        "start request POST -");
        assertThat(recorder.calls.toString()).doesNotContain("secret-id-123");
    }

    @Test
    void rawRequestsTakeTheRetryClassOfTheOperationTheyReach() {
        // POST /metrics/pattern/attribute-pattern reads: retried on a 503, where an unknown POST is a create.
        enqueueBusy();
        api.enqueueData("{\"data\":[]}");
        client.request("POST", "/metrics/pattern/attribute-pattern", Map.of("term_id", "t"), JsonObject.class);
        assertThat(api.requestCount()).isEqualTo(2);

        enqueueBusy();
        assertThatThrownBy(() -> client.request("POST", "/custom/create", Map.of(), JsonObject.class))
                .hasMessageContaining("503");
        assertThat(api.requestCount()).isEqualTo(3);
    }

    @Test
    void aListenerThatThrowsEverywhereNeverBreaksACall() {
        DgqCallObserver throwing = new DgqCallObserver() {
            @Override
            public void onAttemptStart(DgqAttempt attempt) {
                attempt.header("Authorization", "Bearer stolen");
            }

            @Override
            public void onAttemptEnd(DgqAttemptResult result) {
                throw new IllegalStateException("attempt end");
            }

            @Override
            public void onRetry(DgqRetry retry) {
                throw new StackOverflowError("retry");
            }

            @Override
            public void onCallEnd(DgqCallResult result) {
                throw new NoClassDefFoundError("call end");
            }
        };
        Recorder after = new Recorder();
        List<LogRecord> logged = new CopyOnWriteArrayList<>();
        Logger log = Logger.getLogger("io.dgq.sdk");
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                logged.add(record);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        boolean parents = log.getUseParentHandlers();
        log.setUseParentHandlers(false);
        log.addHandler(capture);
        try (DgqClient guarded = api.clientBuilder()
                .addListener(call -> throwing)
                .addListener(call -> {
                    throw new IllegalStateException("start");
                })
                .addListener(call -> null)
                .addListener(after)
                .build()) {
            enqueueBusy();
            api.enqueueData(DOMAIN);

            assertThat(guarded.domains().get("d-1").id()).isEqualTo("d-1");
        } finally {
            log.removeHandler(capture);
            log.setUseParentHandlers(parents);
        }
        assertThat(logged)
                .extracting(LogRecord::getMessage)
                .anySatisfy(m -> assertThat(m).contains(".onCallStart threw java.lang.IllegalStateException"))
                .anySatisfy(m -> assertThat(m).contains("onAttemptStart threw java.lang.IllegalArgumentException"))
                .anySatisfy(m -> assertThat(m).contains("onRetry threw java.lang.StackOverflowError"))
                .anySatisfy(m -> assertThat(m).contains("onCallEnd threw java.lang.NoClassDefFoundError"));
        assertThat(logged).allSatisfy(r -> assertThat(r.getLevel()).isEqualTo(Level.WARNING));
        assertThat(after.events)
                .containsExactly(
                        "start domains.get GET /api/v1/governance/domain/{domainId}",
                        "try 1",
                        "tried 1 503",
                        "retry 2 after 1000 ms: HTTP 503",
                        "try 2",
                        "tried 2 200",
                        "end 200 x2 ok");
        RecordedRequest first = api.take();
        assertThat(first.getHeaders().get("Authorization")).isEqualTo("Bearer " + api.token());
    }

    @Test
    void theRawResponseViewsAreObservedToo() throws Exception {
        api.enqueueData(DOMAIN);
        api.enqueueData(DOMAIN);

        assertThat(client.domains()
                        .withRawResponse()
                        .get("d-1", RequestOptions.none())
                        .statusCode())
                .isEqualTo(200);
        assertThat(client.async()
                        .domains()
                        .withRawResponse()
                        .get("d-1", RequestOptions.none())
                        .get(10, TimeUnit.SECONDS)
                        .statusCode())
                .isEqualTo(200);

        awaitEvents(8);
        assertThat(recorder.calls).extracting(DgqCall::operation).containsExactly("domains.get", "domains.get");
        assertThat(recorder.calls).extracting(DgqCall::async).containsExactly(false, true);
        assertThat(recorder.events.stream().filter(e -> e.startsWith("end")))
                .containsExactly("end 200 x1 ok", "end 200 x1 ok");
    }

    @Test
    void listenersNeverSeeTheToken() {
        api.enqueueData(DOMAIN);
        client.domains().get("d-1");
        String everything = recorder.calls + " " + recorder.results + " " + recorder.events;
        assertThat(everything).doesNotContain(api.token());
    }

    @Test
    void attemptHeadersAreCheckedAndNamed() {
        DgqAttempt attempt = new DgqAttempt(1);
        assertThatThrownBy(() -> attempt.header("authorization", "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("authorization");
        assertThatThrownBy(() -> attempt.header("Content-Length", "1")).hasMessageContaining("Content-Length");
        assertThatThrownBy(() -> attempt.header("bad name", "x")).hasMessageContaining("'bad name'");
        assertThatThrownBy(() -> attempt.header("traceparent", "a\r\nInjected: yes"))
                .hasMessageContaining("traceparent");
        attempt.header("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01")
                .header("tracestate", "a=1")
                .header("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00");
        assertThat(attempt.headers().keySet()).containsExactly("traceparent", "tracestate");
        assertThat(attempt.headers().get("traceparent")).endsWith("-00");
    }

    private void awaitEvents(int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (recorder.events.size() < count && System.nanoTime() < deadline) {
            Thread.onSpinWait();
            Thread.sleep(1);
        }
        assertThat(recorder.events).hasSizeGreaterThanOrEqualTo(count);
    }
}
