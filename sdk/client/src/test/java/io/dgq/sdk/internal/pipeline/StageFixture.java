package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.DefaultDgqClient;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.Scheduler;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.testing.MockApi;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * What the stage tests share: a MockWebServer and the configuration of a client aimed at it, calls made by hand, and
 * a next stage that records what reaches it.
 */
final class StageFixture implements AutoCloseable {

    static final Endpoint GET_DOMAIN =
            Endpoint.get("/governance/domain/{domainId}").named("domains.get");
    static final Endpoint CREATE_DOMAIN =
            Endpoint.postCreate("/governance/domain").named("domains.create");

    final MockApi api = new MockApi();
    final DgqClient client;
    final ClientConfig config;

    StageFixture() {
        this(UnaryOperator.identity());
    }

    StageFixture(UnaryOperator<DgqClientBuilder> configure) {
        client = configure.apply(api.clientBuilder()).build();
        config = ((DefaultDgqClient) client).config();
    }

    /** {@return a call of an endpoint, with the default options} */
    CallContext<JsonObject> call(Endpoint endpoint, Object body, String... path) {
        return call(endpoint, body, RequestOptions.none(), path);
    }

    /** {@return a call of an endpoint} */
    CallContext<JsonObject> call(Endpoint endpoint, Object body, RequestOptions options, String... path) {
        return new CallContext<>(config, endpoint.bind(body, path), ResponseType.object(), options, false);
    }

    /** {@return a call of {@code GET /governance/domain/{id}}, prepared by the stages before the retry stage} */
    CallContext<JsonObject> preparedGet(ClientConfig with, String id) {
        CallContext<JsonObject> call =
                new CallContext<>(with, GET_DOMAIN.bind(null, id), ResponseType.object(), RequestOptions.none(), false);
        Recording end = new Recording(null);
        new ValidateArgumentsStage(
                        with,
                        new ClientLifecycle(),
                        new AuthorizationStage(
                                new io.dgq.sdk.internal.TokenGuard(with.tokenSupplier(), with.clock()),
                                new HeadersAndListenersStage(with, new DeadlineStage(with, end))))
                .execute(call);
        return call;
    }

    /** {@return the configuration with another scheduler, and a monotonic clock that stands still} */
    ClientConfig withScheduler(Scheduler scheduler) {
        ClientConfig c = config;
        return new ClientConfig(
                c.apiBaseUrl(),
                c.tokenSupplier(),
                c.httpClient(),
                c.apiCallTimeout(),
                c.apiCallAttemptTimeout(),
                c.maxRetries(),
                c.defaultHeaders(),
                c.userAgent(),
                c.clock(),
                c.sleeper(),
                c.random(),
                () -> 0L,
                c.maxResponseBytes(),
                c.maxResponseHeapBytes(),
                c.followRedirects(),
                scheduler,
                c.completionExecutor(),
                c.listeners());
    }

    static DgqResponse<JsonObject> answer() {
        return new DgqResponse<>(null, 200, Map.of(), "ok", null, "corr-1");
    }

    @Override
    public void close() {
        client.close();
        api.close();
    }

    /** A next stage that records the calls that reach it and answers a given response. */
    static final class Recording implements CallStage {
        final List<CallContext<?>> executed = new ArrayList<>();
        final List<CallContext<?>> started = new ArrayList<>();
        private final DgqResponse<?> answer;

        Recording(DgqResponse<?> answer) {
            this.answer = answer;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> DgqResponse<T> execute(CallContext<T> call) {
            executed.add(call);
            return (DgqResponse<T>) answer;
        }

        @Override
        public <T> void start(CallContext<T> call, AsyncCall<T, ?> future) {
            started.add(call);
        }
    }
}
