package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.internal.ConfiguredClient;
import io.dgq.sdk.testing.MockApi;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The builder option that sizes the dispatcher and the pool of the HTTP client the SDK creates. */
class MaxConcurrentRequestsTest {

    private final MockApi api = new MockApi();

    @AfterEach
    void close() {
        api.close();
    }

    private static OkHttpClient http(DgqClient client) {
        return ((OkHttpTransport) ((ConfiguredClient) client).config().transport()).client();
    }

    @Test
    void sizesTheDispatcherAndThePool() {
        try (DgqClient client = api.clientBuilder().maxConcurrentRequests(500).build()) {
            assertThat(http(client).dispatcher().getMaxRequests()).isEqualTo(500);
            assertThat(http(client).dispatcher().getMaxRequestsPerHost()).isEqualTo(500);
        }
    }

    @Test
    void defaultsToSixtyFour() {
        try (DgqClient client = api.client()) {
            assertThat(http(client).dispatcher().getMaxRequests())
                    .isEqualTo(DgqClientBuilder.POOL_MAX_IDLE_CONNECTIONS)
                    .isEqualTo(64);
            assertThat(http(client).dispatcher().getMaxRequestsPerHost()).isEqualTo(64);
        }
    }

    @Test
    void refusesLessThanOneAndAClientOfTheCallers() {
        assertThatThrownBy(() -> DgqClient.builder().maxConcurrentRequests(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 1, was 0");
        OkHttpClient callers = new OkHttpClient();
        try {
            assertThatThrownBy(() -> api.clientBuilder()
                            .transport(OkHttpTransport.builder().client(callers).build())
                            .maxConcurrentRequests(10)
                            .build())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("transport(...)");
            assertThat(callers.dispatcher().getMaxRequests()).isEqualTo(64);
        } finally {
            callers.dispatcher().executorService().shutdown();
        }
    }

    @Test
    void leavesACallersDispatcherAsItIs() {
        OkHttpClient callers = new OkHttpClient();
        callers.dispatcher().setMaxRequestsPerHost(3);
        try (DgqClient client = api.clientBuilder()
                .transport(OkHttpTransport.builder().client(callers).build())
                .build()) {
            assertThat(http(client).dispatcher()).isSameAs(callers.dispatcher());
            assertThat(callers.dispatcher().getMaxRequestsPerHost()).isEqualTo(3);
        } finally {
            callers.dispatcher().executorService().shutdown();
        }
    }
}
