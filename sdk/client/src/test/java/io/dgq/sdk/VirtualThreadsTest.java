package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.testing.MockApi;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@code virtualThreads(true)}: asynchronous calls on virtual threads of their own, on Java 21 and later. */
class VirtualThreadsTest {

    private static final int CALLS = 100;

    private final MockApi api = new MockApi();

    @AfterEach
    void close() {
        api.close();
    }

    /**
     * On Java 21 and later, {@value #CALLS} calls are on the wire at once (the server answers none until all have
     * arrived), no platform thread carries one of them, and each future completes on its call's virtual thread.
     * Before Java 21, {@code build()} refuses the option, naming the versions.
     */
    @Test
    void runsEachAsynchronousCallOnAVirtualThreadOrIsRefusedBeforeJava21() throws Exception {
        int java = Runtime.version().feature();
        assertThat(DgqClientBuilder.virtualThreadsSupported()).isEqualTo(java >= 21);
        if (java < 21) {
            assertThatThrownBy(() -> api.clientBuilder().virtualThreads(true).build())
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("needs Java 21 or later")
                    .hasMessageContaining("this JVM is Java " + java);
            return;
        }
        CountDownLatch arrived = new CountDownLatch(CALLS);
        CountDownLatch release = new CountDownLatch(1);
        api.dispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                arrived.countDown();
                release.await(10, TimeUnit.SECONDS);
                String id = request.getUrl().pathSegments().get(request.getUrl().pathSize() - 1);
                return new MockResponse.Builder()
                        .body(MockApi.envelope("{\"id\":\"" + id + "\",\"name\":\"n\"}"))
                        .build();
            }
        });
        try (DgqClient client = api.clientBuilder()
                .virtualThreads(true)
                .maxConcurrentRequests(CALLS)
                .build()) {
            List<CompletableFuture<Boolean>> onVirtual = new ArrayList<>();
            for (int i = 0; i < CALLS; i++) {
                onVirtual.add(
                        client.async().domains().get("d-" + i).thenApply(domain -> isVirtual(Thread.currentThread())));
            }
            boolean allOnTheWire = arrived.await(10, TimeUnit.SECONDS);
            String port = ":" + URI.create(api.baseUrl()).getPort() + "/";
            long platformThreadsOnACall = Thread.getAllStackTraces().keySet().stream()
                    .filter(thread -> thread.getName().startsWith("OkHttp")
                            && thread.getName().contains(port))
                    .count();
            release.countDown();

            assertThat(allOnTheWire)
                    .as("all %d calls on the wire at once", CALLS)
                    .isTrue();
            assertThat(platformThreadsOnACall)
                    .as("platform threads carrying a call")
                    .isZero();
            for (CompletableFuture<Boolean> future : onVirtual) {
                assertThat(future.get(10, TimeUnit.SECONDS))
                        .as("completed on a virtual thread")
                        .isTrue();
            }
        }
    }

    @Test
    void isNotForAClientOfTheCallers() {
        OkHttpClient callers = new OkHttpClient();
        try {
            assertThatThrownBy(() -> api.clientBuilder()
                            .transport(OkHttpTransport.builder().client(callers).build())
                            .virtualThreads(true)
                            .build())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("virtualThreads")
                    .hasMessageContaining("Executors.newVirtualThreadPerTaskExecutor()");
        } finally {
            callers.dispatcher().executorService().shutdown();
        }
    }

    private static boolean isVirtual(Thread thread) {
        try {
            return (Boolean) Thread.class.getMethod("isVirtual").invoke(thread);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
