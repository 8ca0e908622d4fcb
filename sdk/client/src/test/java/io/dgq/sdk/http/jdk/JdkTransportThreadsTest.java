package io.dgq.sdk.http.jdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.testing.LocalhostTls;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TestTokens;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.Protocol;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link JdkHttpTransport} holds no thread while a call waits: 200 asynchronous calls in flight over HTTP/2 on one
 * client are carried by fewer platform threads of the transport's and the JDK client's than calls. That the JDK
 * starts no thread per answer either is {@link JdkWholeBodyTest}'s.
 */
class JdkTransportThreadsTest {

    private static final int CALLS = 200;
    private static final List<String> NAMES = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** The most threads the transport and its JDK client may run for the 200 calls, answers included. */
    private static final int MOST_THREADS = CALLS - 1;
    /** The most while all 200 wait for their answers: a quarter of one a call. */
    private static final int MOST_WAITING = CALLS / 4;

    private final MockWebServer server = new MockWebServer();

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void twoHundredCallsInFlightOverHttp2RunOnAFewPlatformThreads() throws Exception {
        LocalhostTls tls = LocalhostTls.create();
        server.useHttps(tls.server().sslSocketFactory());
        server.setProtocols(List.of(Protocol.HTTP_2, Protocol.HTTP_1_1));
        AtomicInteger arrived = new AtomicInteger();
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                arrived.incrementAndGet();
                return new MockResponse.Builder()
                        .code(200)
                        .addHeader("Content-Type", "application/json")
                        .body(MockApi.envelope("{\"id\":\"d-1\",\"name\":\"x\"}"))
                        .build();
            }
        });
        server.start(InetAddress.getLoopbackAddress(), 0);
        int peakWaiting;
        List<String> waitingNames;
        int peak = 0;
        Set<Thread> before = Set.of(liveThreads());
        try (JdkHttpTransport transport = JdkHttpTransport.builder()
                        .tls(tls.client().trustManager())
                        .maxConcurrentRequests(CALLS)
                        .build();
                DgqClient client = DgqClient.builder()
                        .baseUrl("https://localhost:" + server.getPort())
                        .apiToken(TestTokens.api())
                        .transport(transport)
                        .build()) {
            assertThat(client.domains().get("d-1").id()).isEqualTo("d-1"); // connected: one h2 connection
            CountDownLatch held = new CountDownLatch(1);
            server.setDispatcher(new Dispatcher() {
                @Override
                public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                    arrived.incrementAndGet();
                    held.await(30, TimeUnit.SECONDS);
                    return new MockResponse.Builder()
                            .code(200)
                            .addHeader("Content-Type", "application/json")
                            .body(MockApi.envelope("{\"id\":\"d-1\",\"name\":\"x\"}"))
                            .build();
                }
            });
            arrived.set(0);
            List<CompletableFuture<?>> calls = new ArrayList<>();
            for (int i = 0; i < CALLS; i++) {
                calls.add(client.async().domains().get("d-1"));
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (arrived.get() < CALLS && System.nanoTime() < deadline) {
                peak = Math.max(peak, clientThreads(before));
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
            }
            assertThat(arrived.get()).as("calls the server holds at once").isEqualTo(CALLS);
            peakWaiting = clientThreads(before);
            waitingNames = List.copyOf(NAMES);
            held.countDown();
            CompletableFuture<Void> all = CompletableFuture.allOf(calls.toArray(new CompletableFuture<?>[0]));
            while (!all.isDone() && System.nanoTime() < deadline) {
                peak = Math.max(peak, clientThreads(before));
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
            }
            all.get(10, TimeUnit.SECONDS);
        }
        assertThat(peakWaiting)
                .as("client threads while 200 calls wait for their answers: %s", waitingNames)
                .isLessThanOrEqualTo(MOST_WAITING);
        assertThat(peak).as("client threads at the peak, answers included").isLessThanOrEqualTo(MOST_THREADS);
    }

    /** The platform threads of the transport's executor and of the JDK client's selector, made since before. */
    private static int clientThreads(Set<Thread> before) {
        NAMES.clear();
        int n = 0;
        for (Thread thread : liveThreads()) {
            String name = thread.getName();
            if (before.contains(thread)) {
                continue;
            }
            if (name.startsWith("DGQ JDK transport") || name.endsWith("-SelectorManager")) {
                NAMES.add(name + " " + thread.getState());
                n++;
            }
        }
        return n;
    }

    /** The live threads, from the thread groups: {@code Thread.getAllStackTraces()} would stop them all each time. */
    private static Thread[] liveThreads() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] threads = new Thread[root.activeCount() * 2 + 16];
        int count = root.enumerate(threads, true);
        return java.util.Arrays.copyOf(threads, count);
    }
}
