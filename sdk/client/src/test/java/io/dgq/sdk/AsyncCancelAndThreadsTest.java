package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.internal.ConfiguredClient;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import okhttp3.Call;
import okhttp3.EventListener;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Asynchronous calls on the wire: cancellation and deadlines reach OkHttp's call; no thread per call. */
@TransportContract
class AsyncCancelAndThreadsTest {

    final Transports transport;
    final MockApi api;

    AsyncCancelAndThreadsTest(Transports transport) {
        this.transport = transport;
        if (transport == Transports.JDK) {
            // the JDK transport's executor, one the test can count
            ThreadPoolExecutor pool =
                    new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>());
            this.executor = pool;
            this.api =
                    new MockApi(() -> JdkHttpTransport.builder().executor(pool).build());
        } else {
            this.executor = null;
            this.api = transport.mockApi();
        }
    }

    /** The JDK transport's executor; {@code null} on OkHttp. */
    private final ThreadPoolExecutor executor;

    private final CountDownLatch canceled = new CountDownLatch(1);
    private final OkHttpClient http = new OkHttpClient.Builder()
            .eventListener(new EventListener() {
                @Override
                public void canceled(Call call) {
                    canceled.countDown();
                }
            })
            .build();

    @AfterEach
    void close() {
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
        api.close();
        if (executor != null) {
            executor.shutdownNow();
        }
    }

    private void enqueueSlowAnswer() {
        api.enqueue(new MockResponse.Builder()
                .code(200)
                .body(MockApi.envelope("{\"id\":\"d-1\"}"))
                .headersDelay(30, TimeUnit.SECONDS)
                .build());
    }

    @Test
    void cancelCancelsTheHttpCallInFlight() throws Exception {
        enqueueSlowAnswer();
        try (DgqClient client = api.clientBuilder()
                .transport(OkHttpTransport.builder().client(http).build())
                .build()) {
            CompletableFuture<Domain> future = client.async().domains().get("d-1");
            api.take(); // the request is on the wire
            assertThat(future.cancel(true)).isTrue();
            assertThat(canceled.await(10, TimeUnit.SECONDS))
                    .as("OkHttp's call was canceled")
                    .isTrue();
            assertThat(future).isCancelled();
        }
    }

    @Test
    void apiCallTimeoutBoundsTheFutureAndCancelsTheCall() throws Exception {
        enqueueSlowAnswer();
        try (DgqClient client = api.clientBuilder()
                .transport(OkHttpTransport.builder().client(http).build())
                .apiCallTimeout(Duration.ofMillis(300))
                .build()) {
            long start = System.nanoTime();
            CompletableFuture<Domain> future = client.async().domains().get("d-1");
            Throwable failure = catchThrowable(() -> future.get(20, TimeUnit.SECONDS));
            assertThat(failure.getCause())
                    .isInstanceOf(DgqConnectionException.class)
                    .hasMessageContaining("timed out (its apiCallTimeout passed)");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(15));
            assertThat(canceled.await(10, TimeUnit.SECONDS))
                    .as("OkHttp's call was canceled")
                    .isTrue();
        }
    }

    /** On the JDK client, which has no queue of calls and no cap on them, the option is refused naming its own. */
    @Test
    void apiCallTimeoutRunsWhileACallWaitsInTheDispatchersQueue() throws Exception {
        if (transport == Transports.JDK) {
            assertThatThrownBy(
                            () -> api.clientBuilder().maxConcurrentRequests(1).build())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("maxConcurrentRequests configures the default transport");
            return;
        }
        enqueueSlowAnswer();
        try (DgqClient client = api.clientBuilder()
                .maxConcurrentRequests(1)
                .apiCallTimeout(Duration.ofMillis(500))
                .build()) {
            CompletableFuture<Domain> first = client.async().domains().get("d-1");
            CompletableFuture<Domain> queued = client.async().domains().get("d-2");
            Throwable failure = catchThrowable(() -> queued.get(20, TimeUnit.SECONDS));
            assertThat(failure.getCause())
                    .isInstanceOf(DgqConnectionException.class)
                    .hasMessage("domains.get (GET /api/v1/governance/domain/{domainId}): "
                            + "GET /api/v1/governance/domain/d-2 timed out (its apiCallTimeout passed)");
            assertThat(catchThrowable(() -> first.get(20, TimeUnit.SECONDS))).isNotNull();
        }
    }

    /** Checks that the transport's own threads, and all threads added at the peak, numbered fewer than the calls. */
    private void assertTransportThreads(DgqClient client, int calls, int peakAdded) {
        if (transport == Transports.JDK) {
            assertJdkExecutorThreads(calls);
            return;
        }
        ThreadPoolExecutor dispatcher = (ThreadPoolExecutor)
                ((OkHttpTransport) ((ConfiguredClient) client).config().transport())
                        .client()
                        .dispatcher()
                        .executorService();
        // One per request on the wire, and at most one more per slot while a finishing thread, still in its run,
        // hands its slot to a queued call on a new thread: when all 64 answers come at once (the server delays
        // each by the same 200 ms) that can be all of them, and one run measured 82. Fewer than the 200 calls.
        assertThat(dispatcher.getLargestPoolSize())
                .as("OkHttp's dispatcher threads")
                .isLessThanOrEqualTo(2 * DgqClientBuilder.POOL_MAX_IDLE_CONNECTIONS)
                .isLessThan(calls);
        // Client and server threads together: a thread per call would add 200 on the client side alone.
        assertThat(peakAdded).as("threads added at the peak").isLessThan(calls);
    }

    @Test
    void callsInFlightHoldNoThreadEach() throws Exception {
        int calls = 200;
        AtomicInteger answered = new AtomicInteger();
        api.dispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                String id = request.getUrl().pathSegments().get(4);
                answered.incrementAndGet();
                return new MockResponse.Builder()
                        .code(200)
                        .headersDelay(200, TimeUnit.MILLISECONDS)
                        .body(MockApi.envelope("{\"id\":\"" + id + "\"}"))
                        .build();
            }
        });
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (DgqClient client = api.client()) {
            client.domains().get("warm-up"); // the pool's first connection and OkHttp's shared threads
            int before = threads.getThreadCount();
            threads.resetPeakThreadCount();
            long start = System.nanoTime();
            List<CompletableFuture<Domain>> futures = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                futures.add(client.async().domains().get("d-" + i));
            }
            Duration starting = Duration.ofNanos(System.nanoTime() - start);
            CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new)).get(60, TimeUnit.SECONDS);

            for (int i = 0; i < calls; i++) {
                assertThat(futures.get(i).join().id()).isEqualTo("d-" + i);
            }
            assertThat(answered.get()).isEqualTo(calls + 1);
            assertThat(starting).as("starting 200 calls waits for none").isLessThan(Duration.ofSeconds(10));
            assertTransportThreads(client, calls, threads.getPeakThreadCount() - before);
        }
    }

    /**
     * The JDK transport's executor threads are counted: an unbounded pool that made a thread per waiting call would
     * reach 200, one for each call on the wire at once. Fewer is the claim; the peak is not much lower, since the 200
     * answers come within moments of each other and the pool makes a thread for each answer handed over while the
     * others are busy (78 measured on an idle machine). All threads added are not counted, since over HTTP/1.1 the
     * JDK client opens a connection per call in flight, and the mock server a thread per connection.
     */
    private void assertJdkExecutorThreads(int calls) {
        assertThat(executor.getLargestPoolSize())
                .as("the JDK transport's executor threads")
                .isPositive()
                .isLessThan(calls);
    }
}
