package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqRateLimitException;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.internal.ConfiguredClient;
import io.dgq.sdk.testing.ManualScheduler;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code apiCallTimeout} bounds the whole method call, waits included; {@code apiCallAttemptTimeout} one try. The
 * waits are counted on a fake monotonic clock that the sleeper advances, so nothing really sleeps.
 */
@TransportContract
class ApiCallTimeoutTest {

    final Transports transport;
    final MockApi api;

    ApiCallTimeoutTest(Transports transport) {
        this.transport = transport;
        this.api = transport.mockApi();
    }

    private final AtomicLong nanos = new AtomicLong(1_000_000_000L);
    private final List<Duration> waits = new CopyOnWriteArrayList<>();

    @AfterEach
    void close() {
        api.close();
    }

    private DgqClientBuilder fakeTime() {
        return api.clientBuilder().nanoTime(nanos::get).sleeper(wait -> {
            waits.add(wait);
            nanos.addAndGet(wait.toNanos());
        });
    }

    private void enqueue(int status, String retryAfter) {
        api.enqueue(new MockResponse.Builder()
                .code(status)
                .setHeader("Retry-After", retryAfter)
                .body(MockApi.errorEnvelope("busy", "INTERNAL", "[]"))
                .build());
    }

    @Test
    void endsTheRetriesAtOnceWhenARetryAfterWouldPassTheDeadline() {
        enqueue(503, "60");
        api.enqueueData("{}");
        try (DgqClient client = fakeTime().build()) {
            assertThatThrownBy(() -> client.domains()
                            .get(
                                    "d-1",
                                    RequestOptions.builder()
                                            .apiCallTimeout(Duration.ofSeconds(2))
                                            .build()))
                    .isInstanceOf(DgqServerException.class);
        }
        assertThat(api.requestCount()).isEqualTo(1);
        assertThat(waits).isEmpty();
        assertThat(nanos.get()).isEqualTo(1_000_000_000L);
    }

    @Test
    void countsEveryWaitAgainstTheDeadline() {
        for (int i = 0; i < 4; i++) {
            enqueue(429, "1");
        }
        api.enqueueData("{}");
        try (DgqClient client =
                fakeTime().maxRetries(5).apiCallTimeout(Duration.ofMillis(2500)).build()) {
            assertThatThrownBy(() -> client.domains().delete("d-1")).isInstanceOf(DgqRateLimitException.class);
        }
        assertThat(waits).containsExactly(Duration.ofSeconds(1), Duration.ofSeconds(1));
        assertThat(api.requestCount()).isEqualTo(3);
    }

    @Test
    void aCallsOwnDeadlineWinsOverTheClients() {
        enqueue(503, "1");
        api.enqueueData("{}");
        try (DgqClient client =
                fakeTime().apiCallTimeout(Duration.ofMillis(500)).build()) {
            client.domains()
                    .delete(
                            "d-1",
                            RequestOptions.builder()
                                    .apiCallTimeout(Duration.ofSeconds(5))
                                    .build());
        }
        assertThat(waits).containsExactly(Duration.ofSeconds(1));
        assertThat(api.requestCount()).isEqualTo(2);
    }

    @Test
    void endsATryStillRunningWhenTheDeadlinePasses() {
        enqueueAStalledAnswerThenAPromptOne();
        long start = System.nanoTime();
        try (DgqClient client =
                api.clientBuilder().apiCallTimeout(Duration.ofMillis(300)).build()) {
            assertThatThrownBy(() -> client.domains().get("d-1"))
                    .isInstanceOf(DgqConnectionException.class)
                    .hasMessageContaining("timed out (its apiCallTimeout passed)")
                    .matches(e -> ((DgqConnectionException) e).isTimeout());
        }
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(8));
        assertThat(api.requestCount()).isEqualTo(1);
        assertThat(api.sleeps).isEmpty();
    }

    @Test
    void retriesATryThatTimedOutWithinTheDeadline() {
        enqueueAStalledAnswerThenAPromptOne();
        // The second try's whole exchange must fit in a try's time, also on a loaded machine: a second, not 200 ms.
        try (DgqClient client =
                api.clientBuilder().apiCallAttemptTimeout(Duration.ofSeconds(1)).build()) {
            client.domains().delete("d-1");
        }
        assertThat(api.requestCount()).isEqualTo(2);
        assertThat(api.sleeps).hasSize(1);
    }

    @Test
    void aTrysTimerIsStoppedOnceItsAnswerIsRead() {
        ManualScheduler scheduler = new ManualScheduler();
        api.enqueueData("{\"id\": \"d-1\"}");
        try (DgqClient client = api.clientBuilder().scheduler(() -> scheduler).build()) {
            assertThat(client.domains().get("d-1").id()).isEqualTo("d-1");
        }
        assertThat(scheduler.tasks()).singleElement().satisfies(timer -> {
            assertThat(timer.delay())
                    .isEqualTo(Duration.ofSeconds(DgqClientBuilder.DEFAULT_API_CALL_ATTEMPT_TIMEOUT_SECONDS));
            assertThat(timer.canceled()).isTrue();
        });
    }

    @Test
    void aTryEndedByItsTimerFailsAsATimeout() {
        ManualScheduler scheduler = new ManualScheduler();
        enqueueAStalledAnswerThenAPromptOne();
        try (DgqClient client = api.clientBuilder()
                .scheduler(() -> scheduler)
                .apiCallAttemptTimeout(Duration.ofSeconds(7))
                .build()) {
            // the timer fires once the request has reached the server, whose answer is stalled
            CompletableFuture<String> timerFired = CompletableFuture.supplyAsync(() -> {
                String path = api.take().getUrl().encodedPath();
                scheduler.awaitTask(Duration.ofSeconds(7)).run();
                return path;
            });
            assertThatThrownBy(() -> client.domains()
                            .create(DomainCreateRequest.builder().name("x").build()))
                    .isInstanceOf(DgqConnectionException.class)
                    .hasMessage(
                            "domains.create (POST /api/v1/governance/domain): POST /api/v1/governance/domain timed out")
                    .matches(e -> ((DgqConnectionException) e).isTimeout());
            assertThat(timerFired).succeedsWithin(Duration.ofSeconds(5)).isEqualTo("/api/v1/governance/domain");
        }
        assertThat(api.requestCount())
                .as("a create that may have reached the server is not retried")
                .isEqualTo(1);
    }

    @Test
    void hasDocumentedDefaults() {
        try (DgqClient client = api.client()) {
            assertThat(((ConfiguredClient) client).config().apiCallTimeout())
                    .isEqualTo(Duration.ofSeconds(DgqClientBuilder.DEFAULT_API_CALL_TIMEOUT_SECONDS))
                    .hasMinutes(5);
            assertThat(((ConfiguredClient) client).config().apiCallAttemptTimeout())
                    .isEqualTo(Duration.ofSeconds(DgqClientBuilder.DEFAULT_API_CALL_ATTEMPT_TIMEOUT_SECONDS))
                    .hasMinutes(2);
            assertTransportTimeouts(((ConfiguredClient) client).config().transport());
            assertThat(((ConfiguredClient) client).config().maxRetries()).isEqualTo(2);
        }
    }

    /** Checks the transport's connect timeout of 10 s and read timeout of 60 s. */
    private void assertTransportTimeouts(HttpTransport made) {
        switch (transport) {
            case OKHTTP -> {
                assertThat(((OkHttpTransport) made).client().connectTimeoutMillis())
                        .isEqualTo(10_000);
                assertThat(((OkHttpTransport) made).client().readTimeoutMillis())
                        .isEqualTo(60_000);
            }
            case JDK -> {
                assertThat(((JdkHttpTransport) made).client().connectTimeout()).contains(Duration.ofSeconds(10));
                assertThat(JdkHttpTransport.DEFAULT_READ_TIMEOUT).isEqualTo(Duration.ofSeconds(60));
            }
        }
    }

    /** Queues an answer whose headers come only after 10 s, then a prompt one. */
    private void enqueueAStalledAnswerThenAPromptOne() {
        api.enqueue(new MockResponse.Builder()
                .code(200)
                .body(MockApi.envelope("{}"))
                .headersDelay(10, TimeUnit.SECONDS)
                .build());
        api.enqueueData("{}");
    }
}
