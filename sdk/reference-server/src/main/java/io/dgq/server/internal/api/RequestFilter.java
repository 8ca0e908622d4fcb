package io.dgq.server.internal.api;

import io.dgq.server.faults.Fault;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.support.Timestamps;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

/**
 * What stands in front of the {@link ApiHandler} for tests: the injected faults, the rate limit, and the journal
 * that keeps every request with its answer. A fault is tried first, then the rate limit, then the real answer.
 */
public final class RequestFilter {

    private final FaultRegistry faults;
    private final RateLimiter limiter;
    private final JournalStore journal;
    private final Timestamps time;

    /**
     * Creates the filter.
     *
     * @param limiter the rate limit, or {@code null} for none
     */
    public RequestFilter(FaultRegistry faults, RateLimiter limiter, JournalStore journal, Timestamps time) {
        this.faults = faults;
        this.limiter = limiter;
        this.journal = journal;
        this.time = time;
    }

    /** Answers a request, perhaps with a fault or a 429, and keeps it in the journal. */
    ApiResponse answer(ApiRequest request, String correlationId, ApiHandler handler) {
        Instant arrived = time.now();
        long start = System.nanoTime();
        Fault fault = faults.take(request.method(), request.rawPath());
        if (fault instanceof Fault.Delay delay) {
            pause(delay);
        }
        return finish(arrived, start, fault, request, correlationId, handler);
    }

    /**
     * Answers a request as {@link #answer} does, but waits out an injected delay without holding a thread: the rest
     * then runs on {@code executor}. Without a delay the answer is made on the calling thread, and the future is
     * complete when this returns.
     */
    CompletableFuture<ApiResponse> answerLater(
            ApiRequest request, String correlationId, ApiHandler handler, Executor executor) {
        Instant arrived = time.now();
        long start = System.nanoTime();
        Fault fault = faults.take(request.method(), request.rawPath());
        if (fault instanceof Fault.Delay delay && !delay.duration().isZero()) {
            Executor later =
                    CompletableFuture.delayedExecutor(delay.duration().toNanos(), TimeUnit.NANOSECONDS, executor);
            return CompletableFuture.supplyAsync(
                    () -> finish(arrived, start, fault, request, correlationId, handler), later);
        }
        return CompletableFuture.completedFuture(finish(arrived, start, fault, request, correlationId, handler));
    }

    /** The answer, once a delay the fault asked for has passed, kept in the journal. */
    private ApiResponse finish(
            Instant arrived, long start, Fault fault, ApiRequest request, String correlationId, ApiHandler handler) {
        ApiResponse response = fault == null
                ? limited(request, correlationId, handler)
                : faulted(fault, request, correlationId, handler);
        if (!browsersOwn(request)) {
            journal.record(
                    arrived, request, response, correlationId, fault, Duration.ofNanos(System.nanoTime() - start));
        }
        return response;
    }

    /**
     * Whether a request is one a browser makes on its own, for the page rather than for the API: its icon
     * ({@code /favicon.ico}, {@code /apple-touch-icon*.png}) or a {@code /.well-known/appspecific/} file. The journal
     * keeps what clients ask of the API; a browser open on the console would otherwise fill it with these.
     */
    static boolean browsersOwn(ApiRequest request) {
        if (!request.method().equals("GET") && !request.method().equals("HEAD")) {
            return false;
        }
        String path = request.rawPath();
        return path.equals("/favicon.ico")
                || (path.startsWith("/apple-touch-icon") && path.endsWith(".png") && path.indexOf('/', 1) < 0)
                || path.startsWith("/.well-known/appspecific/");
    }

    /** Returns every part to its start: no fault, no request kept, no request counted. */
    public void clear() {
        faults.clear();
        journal.clear();
        if (limiter != null) {
            limiter.clear();
        }
    }

    private ApiResponse faulted(Fault fault, ApiRequest request, String correlationId, ApiHandler handler) {
        if (fault instanceof Fault.ErrorAnswer error) {
            return handler.error(
                    ApiError.injected(error.status(), error.code(), error.message(), details(error), error.headers()),
                    correlationId);
        }
        if (fault instanceof Fault.Delay) {
            return limited(request, correlationId, handler); // waited for by the caller
        }
        if (fault instanceof Fault.TruncatedBody) {
            return limited(request, correlationId, handler).deliver(ApiResponse.Delivery.HALF_BODY);
        }
        if (fault instanceof Fault.RawAnswer raw) {
            return new ApiResponse(
                    raw.status(),
                    Map.of(ApiHandler.CORRELATION_HEADER, correlationId, "Content-Type", raw.contentType()),
                    raw.body().getBytes(StandardCharsets.UTF_8));
        }
        if (fault instanceof Fault.Redirect redirect) {
            return new ApiResponse(
                    redirect.status(),
                    Map.of(
                            ApiHandler.CORRELATION_HEADER,
                            correlationId,
                            "Location",
                            redirect.location(),
                            "Content-Type",
                            "text/plain; charset=utf-8"),
                    new byte[0]);
        }
        if (fault instanceof Fault.CloseWhenIdle close) {
            return limited(request, correlationId, handler).closingWhenIdle(close.idle());
        }
        if (fault instanceof Fault.SlowBody slow) {
            return limited(request, correlationId, handler).paced(slow.bytesPerSecond());
        }
        // A dropped connection; a transport that could not drop it would at least send an error.
        return handler.error(ApiError.internal(), correlationId).deliver(ApiResponse.Delivery.DROP);
    }

    private ApiResponse limited(ApiRequest request, String correlationId, ApiHandler handler) {
        if (limiter != null) {
            String authorization = request.header("Authorization");
            long wait = limiter.acquire(
                    authorization != null ? "token " + authorization : "address " + request.clientAddress());
            if (wait > 0) {
                return handler.error(ApiError.rateLimited(wait), correlationId);
            }
        }
        return handler.answer(request, correlationId);
    }

    private static void pause(Fault.Delay delay) {
        try {
            Thread.sleep(delay.duration().toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The details of an injected error, as the envelope writes them. */
    private static List<ApiError.Detail> details(Fault.ErrorAnswer error) {
        return error.details().stream()
                .map(detail -> new ApiError.Detail(detail.field(), detail.message()))
                .toList();
    }
}
