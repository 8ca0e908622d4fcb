package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.sdk.testing.ManualScheduler;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Retries of asynchronous calls: the blocking view's rules, with each wait a task of the client's scheduler (here
 * one the test runs by hand, so nothing waits), never a sleep; cancellation of a pending retry; closing.
 */
@TransportContract
class AsyncRetryTest {

    private static final Duration DEADLINE = Duration.ofSeconds(DgqClientBuilder.DEFAULT_API_CALL_TIMEOUT_SECONDS);
    private static final Duration TRY_TIMEOUT =
            Duration.ofSeconds(DgqClientBuilder.DEFAULT_API_CALL_ATTEMPT_TIMEOUT_SECONDS);

    final Transports transport;
    final MockApi api;

    AsyncRetryTest(Transports transport) {
        this.transport = transport;
        this.api = transport.mockApi();
        // a stopped monotonic clock: each deadline is scheduled exactly apiCallTimeout ahead
        this.client = api.clientBuilder()
                .scheduler(() -> scheduler)
                .nanoTime(() -> 0L)
                .build();
    }

    private final ManualScheduler scheduler = new ManualScheduler();
    private final DgqClient client;

    @AfterEach
    void close() {
        client.close();
        api.close();
    }

    private void enqueueBusy(int status, String retryAfter) {
        MockResponse.Builder response = new MockResponse.Builder()
                .code(status)
                .setHeader("Content-Type", "application/json")
                .body(MockApi.errorEnvelope("busy", "RATE_LIMITED", "[]"));
        if (retryAfter != null) {
            response.setHeader("Retry-After", retryAfter);
        }
        api.enqueue(response.build());
    }

    /** {@return the retry tasks: every task but the calls' deadlines and their tries' timers} */
    private List<ManualScheduler.Task> retries() {
        return scheduler.tasks().stream()
                .filter(t -> !t.delay().equals(DEADLINE) && !t.delay().equals(TRY_TIMEOUT))
                .toList();
    }

    @Test
    void schedulesTheRetryAfterWaitInsteadOfSleeping() throws Exception {
        enqueueBusy(503, "2");
        api.enqueueData("{\"id\":\"d-1\",\"name\":\"Customer\"}");
        CompletableFuture<Domain> future = client.async().domains().get("d-1");

        ManualScheduler.Task retry = scheduler.awaitTask(Duration.ofSeconds(2));
        assertThat(future).isNotDone();
        assertThat(api.requestCount()).isEqualTo(1);
        retry.run();
        assertThat(future.get(10, TimeUnit.SECONDS).id()).isEqualTo("d-1");
        assertThat(api.requestCount()).isEqualTo(2);
        assertThat(api.sleeps).isEmpty();
        assertThat(scheduler.awaitTask(DEADLINE).canceled())
                .as("the deadline of a completed call")
                .isTrue();
    }

    @Test
    void backsOffWithJitterWithoutRetryAfterThenGivesUp() {
        enqueueBusy(500, null);
        enqueueBusy(502, null);
        enqueueBusy(504, null);
        CompletableFuture<Domain> future = client.async().domains().get("d-1");
        awaitRetries(1).get(0).run();
        awaitRetries(2).get(1).run();
        Throwable failure = catchThrowable(() -> future.get(10, TimeUnit.SECONDS));
        assertThat(failure.getCause()).isInstanceOf(DgqServerException.class);
        assertThat(api.requestCount()).isEqualTo(3);
        assertThat(retries())
                .extracting(ManualScheduler.Task::delay)
                .satisfiesExactly(
                        first -> assertThat(first).isBetween(Duration.ofMillis(375), Duration.ofMillis(500)),
                        second -> assertThat(second).isBetween(Duration.ofMillis(750), Duration.ofMillis(1000)));
    }

    @Test
    void doesNotRetryACreateThatMayHaveReachedTheServer() {
        enqueueBusy(500, null);
        CompletableFuture<Domain> future = client.async()
                .domains()
                .create(DomainCreateRequest.builder().name("x").build());
        assertThat(catchThrowable(future::join)).cause().isInstanceOf(DgqServerException.class);
        assertThat(api.requestCount()).isEqualTo(1);
        assertThat(retries()).isEmpty();
    }

    @Test
    void retriesACreateRefusedWith429() throws Exception {
        enqueueBusy(429, "1");
        api.enqueueData("{\"id\":\"d-9\",\"name\":\"x\"}");
        CompletableFuture<Domain> future = client.async()
                .domains()
                .create(DomainCreateRequest.builder().name("x").build());
        scheduler.awaitTask(Duration.ofSeconds(1)).run();
        assertThat(future.get(10, TimeUnit.SECONDS).id()).isEqualTo("d-9");
        assertThat(api.requestCount()).isEqualTo(2);
    }

    @Test
    void aRetryAfterPastTheDeadlineEndsTheRetries() {
        enqueueBusy(503, "30");
        RequestOptions shortDeadline =
                RequestOptions.builder().apiCallTimeout(Duration.ofSeconds(10)).build();
        CompletableFuture<Domain> future = client.async().domains().get("d-1", shortDeadline);
        assertThat(catchThrowable(future::join)).cause().isInstanceOf(DgqServerException.class);
        assertThat(scheduler.withDelay(Duration.ofSeconds(30))).isEmpty();
        assertThat(scheduler.tasks())
                .as("the call's deadline and its one try's timer (the deadline is the nearer), both stopped")
                .allMatch(ManualScheduler.Task::canceled)
                .extracting(ManualScheduler.Task::delay)
                .containsExactly(Duration.ofSeconds(10), Duration.ofSeconds(10));
    }

    @Test
    void cancelDropsThePendingRetry() {
        enqueueBusy(503, "5");
        api.enqueueData("{\"id\":\"d-1\"}");
        CompletableFuture<Domain> future = client.async().domains().get("d-1");
        ManualScheduler.Task retry = scheduler.awaitTask(Duration.ofSeconds(5));

        assertThat(future.cancel(true)).isTrue();
        assertThat(retry.canceled()).isTrue();
        retry.run();
        assertThat(future).isCancelled();
        assertThatThrownBy(future::join).isInstanceOf(CancellationException.class);
        assertThat(api.requestCount()).isEqualTo(1);
    }

    @Test
    void closingTheClientFailsACallWaitingForItsRetry() {
        enqueueBusy(503, "5");
        CompletableFuture<Domain> future = client.async().domains().get("d-1");
        ManualScheduler.Task retry = scheduler.awaitTask(Duration.ofSeconds(5));
        client.close();
        assertThatThrownBy(future::join)
                .cause()
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the client is closed");
        assertThat(retry.canceled()).isTrue();
        assertThat(scheduler.isShutdown()).isTrue();
    }

    @Test
    void theDeadlineFailsTheFuture() {
        api.enqueue(new MockResponse.Builder()
                .code(200)
                .body(MockApi.envelope("{}"))
                .headersDelay(30, TimeUnit.SECONDS)
                .build());
        RequestOptions deadline =
                RequestOptions.builder().apiCallTimeout(Duration.ofSeconds(7)).build();
        CompletableFuture<Domain> future = client.async().domains().get("d-1", deadline);
        api.take();
        scheduler.awaitTask(Duration.ofSeconds(7)).run();
        Throwable failure = catchThrowable(future::join).getCause();
        assertThat(failure)
                .isInstanceOf(DgqConnectionException.class)
                .hasMessage("domains.get (GET /api/v1/governance/domain/{domainId}): "
                        + "GET /api/v1/governance/domain/d-1 timed out (its apiCallTimeout passed)");
        assertThat(((DgqConnectionException) failure).isTimeout()).isTrue();
    }

    private List<ManualScheduler.Task> awaitRetries(int count) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (retries().size() < count && System.nanoTime() < end) {
            Thread.onSpinWait();
        }
        assertThat(retries()).hasSize(count);
        return retries();
    }
}
