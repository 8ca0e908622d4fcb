package io.dgq.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Answers one request, independent of the transport: authentication, routing, body checks, the operation, and the
 * envelope around every answer. No input leads to an answer other than the envelope; an unexpected failure is
 * logged with its correlation id and answered as INTERNAL without details.
 */
final class ApiHandler {

    static final String CORRELATION_HEADER = "X-Correlation-Id";

    private static final System.Logger LOG = System.getLogger(ApiHandler.class.getName());
    private static final String PREFIX = "/api/v1/";

    private final Router router;
    private final Authenticator authenticator;
    private final Timestamps time;
    private final long maxBodyBytes;

    ApiHandler(Router router, Authenticator authenticator, Timestamps time, long maxBodyBytes) {
        this.router = router;
        this.authenticator = authenticator;
        this.time = time;
        this.maxBodyBytes = maxBodyBytes;
    }

    ApiResponse handle(ApiRequest request) {
        String correlationId = Ids.random();
        Map<String, String> headers = new HashMap<>();
        headers.put(CORRELATION_HEADER, correlationId);
        try {
            Reply reply = dispatch(request);
            return new ApiResponse(200, headers, Envelope.success(reply, time.offset(), correlationId));
        } catch (ApiError error) {
            headers.putAll(error.headers());
            return new ApiResponse(error.status(), headers, Envelope.error(error, time.offset(), correlationId));
        } catch (StoreException refusal) {
            ApiError error = ApiError.of(refusal);
            return new ApiResponse(error.status(), headers, Envelope.error(error, time.offset(), correlationId));
        } catch (RuntimeException | StackOverflowError failure) {
            LOG.log(System.Logger.Level.ERROR, "Request " + correlationId + " (" + request.method() + " "
                    + request.rawPath() + ") failed", failure);
            return new ApiResponse(500, headers, Envelope.error(ApiError.internal(), time.offset(), correlationId));
        }
    }

    private Reply dispatch(ApiRequest request) {
        if (!request.rawPath().startsWith(PREFIX)) {
            throw ApiError.notFound("No route for " + request.method() + " " + request.rawPath());
        }
        Caller caller = authenticator.authenticate(request.header("Authorization"));
        Router.Match match = router.match(request.method(), request.rawPath());
        JsonNode body = body(request);
        return match.operation().handle(new Call(caller, match.pathParams(), body));
    }

    /** The parsed body of a POST or PUT, or {@code null} when none was sent; other methods' bodies are ignored. */
    private JsonNode body(ApiRequest request) {
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
            if (parameter.startsWith("charset=") && !parameter.equals("charset=utf-8")
                    && !parameter.equals("charset=\"utf-8\"")) {
                return false;
            }
        }
        return true;
    }
}
