package io.dgq.server.internal.api;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.internal.auth.Authenticator;
import io.dgq.server.internal.auth.Caller;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.error.StoreException;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.routing.Call;
import io.dgq.server.internal.routing.Reply;
import io.dgq.server.internal.routing.Router;
import io.dgq.server.internal.support.Ids;
import io.dgq.server.internal.support.LazyLogger;
import io.dgq.server.internal.support.Timestamps;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;

/**
 * Answers one request, independent of the transport: authentication, routing, body checks, the operation, and the
 * envelope around every answer. No input leads to an answer other than the envelope; an unexpected failure is
 * logged with its correlation id and answered as INTERNAL without details.
 */
public final class ApiHandler {

    public static final String CORRELATION_HEADER = "X-Correlation-Id";

    private static final System.Logger LOG = LazyLogger.of(ApiHandler.class);
    private static final String PREFIX = "/api/v1/";

    private final Router router;
    private final Authenticator authenticator;
    private final Timestamps time;
    private final long maxBodyBytes;

    private final RequestFilter filter;
    private final BiFunction<ApiRequest, String, ApiResponse> forward;
    private final AnswerBudget answers = AnswerBudget.ofHeap();

    ApiHandler(Router router, Authenticator authenticator, Timestamps time, long maxBodyBytes) {
        this(router, authenticator, time, maxBodyBytes, null);
    }

    /** A handler behind a filter of faults, rate limit and journal ({@code null} for none). */
    public ApiHandler(
            Router router, Authenticator authenticator, Timestamps time, long maxBodyBytes, RequestFilter filter) {
        this(router, authenticator, time, maxBodyBytes, filter, null);
    }

    /**
     * A handler behind a filter of faults, rate limit and journal ({@code null} for none) that answers the API's
     * requests by forwarding them ({@code null} to answer them itself): the proxy mode, given the request and its
     * correlation id.
     */
    public ApiHandler(
            Router router,
            Authenticator authenticator,
            Timestamps time,
            long maxBodyBytes,
            RequestFilter filter,
            BiFunction<ApiRequest, String, ApiResponse> forward) {
        this.router = router;
        this.authenticator = authenticator;
        this.time = time;
        this.maxBodyBytes = maxBodyBytes;
        this.filter = filter;
        this.forward = forward;
    }

    public ApiResponse handle(ApiRequest request) {
        String correlationId = Ids.random();
        return filter == null ? answer(request, correlationId) : filter.answer(request, correlationId, this);
    }

    /**
     * Answers a request as {@link #handle} does, but waits out an injected delay without holding a thread, then
     * makes the answer on {@code executor}; without a delay the future is complete when this returns.
     *
     * @param request the request
     * @param executor where the answer is made after a delay
     * @return the answer
     */
    public CompletableFuture<ApiResponse> handleLater(ApiRequest request, Executor executor) {
        String correlationId = Ids.random();
        return filter == null
                ? CompletableFuture.completedFuture(answer(request, correlationId))
                : filter.answerLater(request, correlationId, this, executor);
    }

    /** The real answer to a request. */
    ApiResponse answer(ApiRequest request, String correlationId) {
        try {
            if (forward != null) {
                return forward.apply(request, correlationId);
            }
            Reply reply = dispatch(request);
            return new ApiResponse(
                    200,
                    Map.of(CORRELATION_HEADER, correlationId),
                    Envelope.success(reply, time.offset(), correlationId, answers));
        } catch (ApiError error) {
            return error(error, correlationId);
        } catch (StoreException refusal) {
            return error(ApiError.of(refusal), correlationId);
        } catch (RuntimeException | StackOverflowError failure) {
            LOG.log(
                    System.Logger.Level.ERROR,
                    "Request " + correlationId + " (" + request.method() + " " + request.rawPath() + ") failed",
                    failure);
            return error(ApiError.internal(), correlationId);
        }
    }

    /** The memory answers may take while they are built, shared by the API and the admin API. */
    AnswerBudget answers() {
        return answers;
    }

    /** An error answer with the envelope, the correlation id and the error's own headers. */
    ApiResponse error(ApiError error, String correlationId) {
        return ApiResponse.error(error, time, correlationId);
    }

    private Reply dispatch(ApiRequest request) {
        if (!request.rawPath().startsWith(PREFIX)) {
            throw ApiError.notFound("No route for " + request.method() + " " + request.rawPath());
        }
        Caller caller = authenticator.authenticate(request.header("Authorization"));
        Router.Match match = router.match(request.method(), request.rawPath());
        refuseQuery(request.rawQuery());
        JsonNode body = body(request);
        return match.operation().handle(new Call(caller, match.pathParams(), body));
    }

    /**
     * Refuses a query: no operation of the API declares a query parameter (a list pages, sorts and filters through
     * its body), so one sent is a mistake that would otherwise be silently ignored, such as {@code ?page=2}.
     */
    private static void refuseQuery(String rawQuery) {
        if (rawQuery.isEmpty()) {
            return;
        }
        String first = rawQuery.split("&", 2)[0];
        String name = first.split("=", 2)[0];
        String shown = name.isEmpty() ? "(unnamed)" : name.length() <= 60 ? name : name.substring(0, 57) + "...";
        throw ApiError.invalidField(
                shown,
                "is not a query parameter of the API, which takes none: a list's pagination, sorting and filters go"
                        + " in its body");
    }

    /** The parsed body of a POST or PUT, or {@code null} when none was sent; other methods' bodies are ignored. */
    JsonNode body(ApiRequest request) {
        if (!request.method().equals("POST") && !request.method().equals("PUT")) {
            return null;
        }
        if (request.bodyOverLimit()) {
            throw ApiError.payloadTooLarge(maxBodyBytes);
        }
        if (request.body().length == 0) {
            return null;
        }
        String contentType = request.header("Content-Type");
        if (!isJson(contentType)) {
            throw ApiError.unsupportedMediaType(contentType);
        }
        return Json.parse(request.body());
    }

    /** {@code application/json}, with at most a UTF-8 charset parameter. */
    private static boolean isJson(String contentType) {
        if (contentType == null) {
            return false;
        }
        String[] parts = contentType.split(";");
        if (!parts[0].trim().equalsIgnoreCase("application/json")) {
            return false;
        }
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].trim().toLowerCase(Locale.ROOT).replace(" ", "");
            if (parameter.startsWith("charset=")
                    && !parameter.equals("charset=utf-8")
                    && !parameter.equals("charset=\"utf-8\"")) {
                return false;
            }
        }
        return true;
    }
}
