package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.testing.DroppingProxy;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.util.Arrays;
import java.util.function.Consumer;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import okhttp3.OkHttpClient;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * With {@code maxRetries(0)} every call is sent once, whatever fails: OkHttp's own retries (of a first 408, of a
 * 503 asking for an immediate retry, of a request whose kept-alive connection broke) are off, so only the SDK's
 * policy decides. Through a proxy on a kept-alive connection, the way a load balancer loses answers.
 */
@TransportContract
class AtMostOnceTest {

    private final Transports transport;

    AtMostOnceTest(Transports transport) {
        this.transport = transport;
    }

    private static final String ANY_DATA =
            "{\"id\":\"any-1\",\"alert_cluster_id\":\"any-1\",\"data\":[],\"total_count\":0,\"count\":0}";

    /** One operation of each kind of retry safety. */
    enum Kind {
        GET(c -> c.domains().get("d-1")),
        PUT(c -> c.domains()
                .update("d-1", DomainUpdateRequest.builder().name("n").build())),
        DELETE(c -> c.domains().delete("d-1")),
        LIST_POST(c -> c.domains().list(ListRequest.firstPage())),
        CREATE_POST(
                c -> c.domains().create(DomainCreateRequest.builder().name("n").build()));

        final Consumer<DgqClient> call;

        Kind(Consumer<DgqClient> call) {
            this.call = call;
        }
    }

    /** What goes wrong with the one request. */
    enum Failure {
        STATUS_408,
        STATUS_503,
        STATUS_503_RETRY_AFTER_ZERO,
        ANSWER_LOST_AFTER_THE_REQUEST,
        STALE_KEPT_ALIVE_CONNECTION
    }

    static Stream<Arguments> everyKindAndFailure() {
        return Arrays.stream(Kind.values())
                .flatMap(kind -> Arrays.stream(Failure.values()).map(failure -> Arguments.of(kind, failure)));
    }

    @ParameterizedTest(name = "{0} with {1}")
    @MethodSource("everyKindAndFailure")
    void sendsEveryCallOnceWithoutRetries(Kind kind, Failure failure) {
        try (MockApi api = transport.mockApi();
                DroppingProxy proxy = new DroppingProxy(api.baseUrl())) {
            try (DgqClient client = builder(api, proxy).build()) {
                sendsOnce(kind, failure, api, proxy, client);
            }
        }
    }

    @ParameterizedTest(name = "create with {0}")
    @EnumSource(Failure.class)
    void sendsEveryCallOnceThroughTheCallersOwnHttpClient(Failure failure) {
        OkHttpClient own =
                new OkHttpClient.Builder().retryOnConnectionFailure(true).build();
        try (MockApi api = new MockApi();
                DroppingProxy proxy = new DroppingProxy(api.baseUrl())) {
            try (DgqClient client = builder(api, proxy)
                    .transport(OkHttpTransport.builder().client(own).build())
                    .build()) {
                sendsOnce(Kind.CREATE_POST, failure, api, proxy, client);
            }
        } finally {
            own.connectionPool().evictAll();
            own.dispatcher().executorService().shutdown();
        }
        assertThat(own.retryOnConnectionFailure())
                .as("the caller's client itself is not changed")
                .isTrue();
    }

    /**
     * {@return whether the transport itself sends the call again after this failure, as README's Transports table
     * says} OkHttp's own retries are off: never. The JDK client sends a {@code GET} again by itself, once, when its
     * pooled HTTP/1.1 connection closes before any answer; every other method, and a {@code GET} that got a status,
     * is sent once.
     */
    private boolean resentByTheTransport(Kind kind, Failure failure) {
        return transport == Transports.JDK
                && kind == Kind.GET
                && (failure == Failure.ANSWER_LOST_AFTER_THE_REQUEST || failure == Failure.STALE_KEPT_ALIVE_CONNECTION);
    }

    private static DgqClientBuilder builder(MockApi api, DroppingProxy proxy) {
        return api.clientBuilder().baseUrl(proxy.baseUrl()).maxRetries(0);
    }

    private void sendsOnce(Kind kind, Failure failure, MockApi api, DroppingProxy proxy, DgqClient client) {
        api.enqueueData(ANY_DATA);
        client.domains().get("warm-up");
        switch (failure) {
            case STATUS_408 -> api.enqueue(408, MockApi.errorEnvelope("too slow", "TIMEOUT", "[]"));
            case STATUS_503 -> api.enqueue(503, MockApi.errorEnvelope("busy", "INTERNAL", "[]"));
            case STATUS_503_RETRY_AFTER_ZERO ->
                api.enqueue(new MockResponse.Builder()
                        .code(503)
                        .setHeader("Retry-After", "0")
                        .body(MockApi.errorEnvelope("busy", "INTERNAL", "[]"))
                        .build());
            case ANSWER_LOST_AFTER_THE_REQUEST -> {
                api.enqueueData(ANY_DATA);
                proxy.then(DroppingProxy.Action.LOSE_ANSWER);
            }
            case STALE_KEPT_ALIVE_CONNECTION -> proxy.then(DroppingProxy.Action.DROP_REQUEST);
            default -> throw new AssertionError(failure);
        }
        for (int i = 0; i < 3; i++) {
            api.enqueueData(ANY_DATA);
        }

        if (resentByTheTransport(kind, failure)) {
            kind.call.accept(client);
            assertThat(proxy.requestCount())
                    .as("requests the client wrote, the warm-up and the transport's own resend included")
                    .isEqualTo(3);
            assertThat(proxy.connectionCount()).as("connections opened").isEqualTo(2);
            assertThat(api.sleeps).isEmpty();
            return;
        }
        assertThatThrownBy(() -> kind.call.accept(client)).isInstanceOf(DgqException.class);

        assertThat(proxy.requestCount())
                .as("requests the client wrote, the warm-up included")
                .isEqualTo(2);
        assertThat(proxy.connectionCount()).as("connections opened").isEqualTo(1);
        assertThat(api.requestCount())
                .as("requests the server received, the warm-up included")
                .isEqualTo(failure == Failure.STALE_KEPT_ALIVE_CONNECTION ? 1 : 2);
        assertThat(api.sleeps).isEmpty();
    }
}
