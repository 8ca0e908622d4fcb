package io.dgq.server.internal.api;

import io.dgq.server.admin.AdminAnswer;
import io.dgq.server.admin.AdminApi;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.routing.Reply;
import io.dgq.server.internal.support.Ids;
import io.dgq.server.internal.support.LazyLogger;
import io.dgq.server.internal.support.Timestamps;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Where requests under {@code /__admin} leave the API's path: before the faults, the rate limit and the journal,
 * which are the administration API's to control, not to apply to it. Wraps its answers in the envelope.
 */
public final class AdminRoute {

    private static final System.Logger LOG = LazyLogger.of(AdminRoute.class);

    private final AdminApi admin;
    private final ApiHandler handler;
    private final Timestamps time;

    public AdminRoute(AdminApi admin, ApiHandler handler, Timestamps time) {
        this.admin = admin;
        this.handler = handler;
        this.time = time;
    }

    /**
     * Answers a request of the administration API, or hands any other one to the API's handler. Every answer of the
     * administration API, its refusals included, carries {@code Cache-Control: no-store} and
     * {@code X-Content-Type-Options: nosniff}: it may hold tokens, the journal or the whole workspace, which no cache
     * keeps and no browser reads as anything but what it says it is.
     */
    public ApiResponse handle(ApiRequest request) {
        if (!AdminApi.handles(request.rawPath())) {
            return handler.handle(request);
        }
        ApiResponse answer = answer(request);
        Map<String, String> headers = new HashMap<>(answer.headers());
        headers.putIfAbsent("Cache-Control", "no-store");
        headers.putIfAbsent("X-Content-Type-Options", "nosniff");
        return new ApiResponse(
                answer.status(),
                headers,
                answer.body(),
                answer.delivery(),
                answer.bytesPerSecond(),
                answer.idleClose());
    }

    /**
     * Answers a request as {@link #handle} does, but waits out an injected delay of the API's without holding a
     * thread (the administration API has none), then makes the answer on {@code executor}.
     *
     * @param request the request
     * @param executor where the answer is made after a delay
     * @return the answer; complete when this returns unless a delay applies
     */
    public CompletableFuture<ApiResponse> handleLater(ApiRequest request, Executor executor) {
        if (!AdminApi.handles(request.rawPath())) {
            return handler.handleLater(request, executor);
        }
        return CompletableFuture.completedFuture(handle(request));
    }

    private ApiResponse answer(ApiRequest request) {
        String correlationId = Ids.random();
        try {
            AdminAnswer answer = admin.answer(
                    request.method(),
                    request.rawPath(),
                    request.rawQuery(),
                    request.header("Authorization"),
                    () -> handler.body(request),
                    () -> new String(request.body(), StandardCharsets.UTF_8));
            if (answer.isDocument()) {
                Map<String, String> headers = new HashMap<>(answer.headers());
                headers.put(ApiHandler.CORRELATION_HEADER, correlationId);
                return new ApiResponse(200, headers, answer.document());
            }
            if (answer.isError()) {
                return handler.error(
                        ApiError.admin(answer.status(), answer.code(), answer.message(), answer.headers()),
                        correlationId);
            }
            return new ApiResponse(
                    answer.status(),
                    Map.of(ApiHandler.CORRELATION_HEADER, correlationId),
                    Envelope.success(
                            Reply.of(answer.message(), answer.data()),
                            time.offset(),
                            correlationId,
                            handler.answers()));
        } catch (ApiError error) {
            return handler.error(error, correlationId);
        } catch (RuntimeException failure) {
            LOG.log(
                    System.Logger.Level.ERROR,
                    "Admin request " + correlationId + " (" + request.method() + " " + request.rawPath() + ") failed",
                    failure);
            return handler.error(ApiError.internal(), correlationId);
        }
    }
}
