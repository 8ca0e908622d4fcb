package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.internal.ConfiguredClient;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.testing.MockApi;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import mockwebserver3.MockResponse;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Closing a client, and what the SDK keeps of an {@code OkHttpClient} of the caller's. */
class LifeCycleTest {

    private final MockApi api = new MockApi();
    private final OkHttpClient shared = new OkHttpClient.Builder()
            .connectTimeout(Duration.ofSeconds(3))
            .readTimeout(Duration.ofSeconds(7))
            .writeTimeout(Duration.ofSeconds(9))
            .build();

    @AfterEach
    void close() {
        shared.connectionPool().evictAll();
        shared.dispatcher().executorService().shutdown();
        api.close();
    }

    @Test
    void refusesEveryCallAfterClose() {
        api.enqueueData("{\"data\":[{\"id\":\"d-1\",\"name\":\"a\"}],\"total_count\":2}");
        DgqClient client = api.client();
        Page<DomainListItem> page =
                client.domains().list(ListRequest.builder().pageSize(1).build());
        client.close();

        assertThatThrownBy(() -> client.domains().get("d-1"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the client is closed");
        assertThatThrownBy(page::nextPage)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the client is closed");
        assertThatThrownBy(() -> client.request("GET", "/governance/domain/d-1", null, JsonObject.class))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the client is closed");
        assertThat(api.requestCount()).isEqualTo(1);
    }

    @Test
    void closesTwiceWithoutHarmAndReleasesItsOwnHttpClient() {
        DgqClient client = api.client();
        client.close();
        client.close();
        assertThat(((OkHttpTransport) ((ConfiguredClient) client).config().transport())
                        .client()
                        .dispatcher()
                        .executorService()
                        .isShutdown())
                .isTrue();
        assertThatThrownBy(() -> client.domains().delete("d-1")).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void neverShutsDownTheCallersHttpClient() throws Exception {
        api.enqueueData("{}");
        DgqClient client = api.clientBuilder()
                .transport(OkHttpTransport.builder().client(shared).build())
                .build();
        client.domains().delete("d-1");
        client.close();
        client.close();

        assertThat(shared.dispatcher().executorService().isShutdown()).isFalse();
        assertThat(shared.connectionPool().connectionCount())
                .as("the shared pool keeps its connection")
                .isEqualTo(1);
        api.enqueueData("{}");
        try (Response response = shared.newCall(
                        new Request.Builder().url(api.baseUrl() + "api/v1/x").build())
                .execute()) {
            assertThat(response.code()).isEqualTo(200);
        }
        assertThat(api.requestCount()).isEqualTo(2);
    }

    @Test
    void keepsTheCallersTimeoutsUnlessTheTransportsBuilderSetsThem() {
        try (DgqClient client = api.clientBuilder()
                .transport(OkHttpTransport.builder().client(shared).build())
                .build()) {
            OkHttpClient http =
                    ((OkHttpTransport) ((ConfiguredClient) client).config().transport()).client();
            assertThat(http.connectTimeoutMillis()).isEqualTo(3_000);
            assertThat(http.readTimeoutMillis()).isEqualTo(7_000);
            assertThat(http.writeTimeoutMillis()).isEqualTo(9_000);
            assertThat(http.retryOnConnectionFailure()).isFalse();
            assertThat(http.connectionPool()).isSameAs(shared.connectionPool());
        }
        try (DgqClient client = api.clientBuilder()
                .transport(OkHttpTransport.builder()
                        .client(shared)
                        .readTimeout(Duration.ofSeconds(20))
                        .build())
                .build()) {
            OkHttpClient http =
                    ((OkHttpTransport) ((ConfiguredClient) client).config().transport()).client();
            assertThat(http.connectTimeoutMillis()).isEqualTo(3_000);
            assertThat(http.readTimeoutMillis()).isEqualTo(20_000);
            assertThat(http.writeTimeoutMillis()).isEqualTo(20_000);
        }
        try (DgqClient client = api.clientBuilder()
                .transport(OkHttpTransport.builder()
                        .client(shared)
                        .connectTimeout(Duration.ofSeconds(1))
                        .build())
                .build()) {
            assertThat(((OkHttpTransport) ((ConfiguredClient) client).config().transport())
                            .client()
                            .connectTimeoutMillis())
                    .isEqualTo(1_000);
            assertThat(((OkHttpTransport) ((ConfiguredClient) client).config().transport())
                            .client()
                            .readTimeoutMillis())
                    .isEqualTo(7_000);
        }
        assertThat(shared.readTimeoutMillis())
                .as("the caller's client is not changed")
                .isEqualTo(7_000);
        assertThat(shared.retryOnConnectionFailure()).isTrue();
    }

    @Test
    void keepsItsOwnPoolSizedForConcurrentCallers() throws Exception {
        int callers = 8;
        for (int i = 0; i < callers; i++) {
            api.enqueue(new MockResponse.Builder()
                    .code(200)
                    .body(MockApi.envelope("{}"))
                    .headersDelay(300, TimeUnit.MILLISECONDS)
                    .build());
        }
        ExecutorService threads = Executors.newFixedThreadPool(callers);
        try (DgqClient client = api.client()) {
            OkHttpClient http =
                    ((OkHttpTransport) ((ConfiguredClient) client).config().transport()).client();
            assertThat(http.dispatcher().getMaxRequestsPerHost()).isEqualTo(DgqClientBuilder.POOL_MAX_IDLE_CONNECTIONS);
            assertThat(http.retryOnConnectionFailure()).isFalse();
            CountDownLatch start = new CountDownLatch(1);
            List<CompletableFuture<Void>> calls = new ArrayList<>();
            for (int i = 0; i < callers; i++) {
                String id = "d-" + i;
                calls.add(CompletableFuture.runAsync(
                        () -> {
                            awaitQuietly(start);
                            client.domains().delete(id);
                        },
                        threads));
            }
            start.countDown();
            CompletableFuture.allOf(calls.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
            // A connection goes back to the pool just after its call returns: wait for that, not for a fixed time.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (http.connectionPool().idleConnectionCount() < callers && System.nanoTime() < deadline) {
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
            }
            assertThat(http.connectionPool().idleConnectionCount())
                    .as("idle connections kept for reuse")
                    .isEqualTo(callers);
        } finally {
            threads.shutdownNow();
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
