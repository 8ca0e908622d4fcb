package io.dgq.server.internal.api;

import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.support.Ids;
import io.dgq.server.internal.support.Timestamps;
import io.dgq.server.internal.transport.TransportAnswer;
import io.dgq.server.internal.transport.TransportHandler;
import io.dgq.server.internal.transport.TransportRefusal;
import io.dgq.server.internal.transport.TransportRequest;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The one place where the API meets the transport: turns the transport's requests into the API's, the API's answers
 * into the transport's (how a fault asked to send them included), and the transport's refusals into the error
 * envelope.
 */
public final class TransportAdapter implements TransportHandler {

    private final Function<ApiRequest, ApiResponse> handler;
    private final BiFunction<ApiRequest, Executor, CompletableFuture<ApiResponse>> later;
    private final Timestamps time;

    /**
     * Creates the adapter.
     *
     * @param handler what answers the API's requests
     * @param time the server's clock, for the envelope's timestamp
     */
    public TransportAdapter(Function<ApiRequest, ApiResponse> handler, Timestamps time) {
        this(handler, (request, executor) -> CompletableFuture.completedFuture(handler.apply(request)), time);
    }

    /**
     * Creates the adapter of a route that can also wait out an injected delay without holding a thread.
     *
     * @param route what answers the API's requests, now or after a delay
     * @param time the server's clock, for the envelope's timestamp
     */
    public TransportAdapter(AdminRoute route, Timestamps time) {
        this(route::handle, route::handleLater, time);
    }

    private TransportAdapter(
            Function<ApiRequest, ApiResponse> handler,
            BiFunction<ApiRequest, Executor, CompletableFuture<ApiResponse>> later,
            Timestamps time) {
        this.handler = handler;
        this.later = later;
        this.time = time;
    }

    @Override
    public TransportAnswer handle(TransportRequest request) {
        return answer(handler.apply(request(request)));
    }

    @Override
    public CompletableFuture<TransportAnswer> handleLater(TransportRequest request, Executor executor) {
        return later.apply(request(request), executor).thenApply(TransportAdapter::answer);
    }

    @Override
    public TransportAnswer refuse(TransportRefusal refusal) {
        ApiError error = ApiError.refused(refusal.status(), refusal.code(), refusal.getMessage(), refusal.headers());
        return answer(ApiResponse.error(error, time, Ids.random()));
    }

    static ApiRequest request(TransportRequest request) {
        return new ApiRequest(
                request.method(),
                request.rawPath(),
                request.headers(),
                request.body(),
                request.bodyOverLimit(),
                request.rawQuery(),
                request.clientAddress(),
                request.protocol());
    }

    static TransportAnswer answer(ApiResponse response) {
        TransportAnswer.Delivery delivery = switch (response.delivery()) {
            case WHOLE -> TransportAnswer.Delivery.WHOLE;
            case DROP -> TransportAnswer.Delivery.DROP;
            case HALF_BODY -> TransportAnswer.Delivery.HALF_BODY;
        };
        return new TransportAnswer(
                response.status(),
                response.headers(),
                response.body(),
                delivery,
                response.bytesPerSecond(),
                response.idleClose(),
                response.tail());
    }
}
