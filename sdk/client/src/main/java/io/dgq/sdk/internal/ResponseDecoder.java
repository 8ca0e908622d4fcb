package io.dgq.sdk.internal;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.errors.DgqConflictException;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.errors.DgqPermissionException;
import io.dgq.sdk.errors.DgqRateLimitException;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.sdk.errors.DgqUnexpectedStatusException;
import io.dgq.sdk.errors.DgqValidationException;
import io.dgq.sdk.errors.ErrorDetail;
import io.dgq.sdk.errors.HttpFailure;
import io.dgq.sdk.model.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turns an answer into a {@link DgqResponse} or the matching {@link DgqException}. Never lets a parser's exception
 * escape. Internal.
 */
final class ResponseDecoder {

    private static final int MAX_BODY_IN_MESSAGE = 200;

    private ResponseDecoder() {
    }

    static <T> DgqResponse<T> decode(String operation, int status, Map<String, List<String>> headers, byte[] body,
                                     ResponseType<T> type, Instant now) {
        if (status < 200 || status >= 300) {
            throw toException(operation, status, headers, body, now);
        }
        Envelope<T> envelope;
        try {
            envelope = type.reader().readValue(body);
        } catch (IOException | RuntimeException e) {
            throw decodingFailure(operation, status, headers, body, describe(e), e);
        }
        if (envelope == null || envelope.success == null) {
            throw decodingFailure(operation, status, headers, body, "the body is not the DGQ envelope "
                    + "(no 'success' field)", null);
        }
        if (!envelope.success) {
            throw toException(operation, status, headers, body, now);
        }
        T data = envelope.data;
        if (data == null) {
            if (!type.isObject()) {
                throw decodingFailure(operation, status, headers, body, "the envelope has no 'data'", null);
            }
            @SuppressWarnings("unchecked")
            T empty = (T) JsonObject.empty();
            data = empty;
        }
        String correlationId = envelope.correlationId != null ? envelope.correlationId
                : first(headers, "x-correlation-id");
        return new DgqResponse<>(data, status, headers, envelope.message, envelope.timestamp, correlationId);
    }

    /**
     * Maps an error answer (or a 2xx whose envelope says {@code success: false}) to its exception.
     */
    static DgqException toException(String operation, int status, Map<String, List<String>> headers, byte[] body,
                                    Instant now) {
        HttpFailure failure = failure(status, headers, body);
        switch (status) {
            case 400:
            case 422:
                return new DgqValidationException(failure);
            case 401:
                return new DgqAuthenticationException(failure);
            case 403:
                return new DgqPermissionException(failure);
            case 404:
                return new DgqNotFoundException(failure);
            case 409:
                return new DgqConflictException(failure);
            case 429:
                return new DgqRateLimitException(failure,
                        RetryPolicy.parseRetryAfter(first(headers, "retry-after"), now));
            default:
                if (status >= 500) {
                    return new DgqServerException(failure);
                }
                if (status >= 200 && status < 300) {
                    return new DgqUnexpectedStatusException(failure);
                }
                return new DgqUnexpectedStatusException(failure);
        }
    }

    private static HttpFailure failure(int status, Map<String, List<String>> headers, byte[] body) {
        String raw = body == null || body.length == 0 ? null : new String(body, StandardCharsets.UTF_8);
        String message = null;
        String correlationId = first(headers, "x-correlation-id");
        String code = null;
        List<ErrorDetail> details = new ArrayList<>();
        JsonNode tree = parseQuietly(body);
        if (tree != null && tree.isObject()) {
            message = text(tree.get("message"));
            String bodyId = text(tree.get("correlation_id"));
            correlationId = bodyId != null ? bodyId : correlationId;
            JsonNode error = tree.path("data").path("error");
            code = text(error.get("code"));
            for (JsonNode detail : error.path("details")) {
                if (detail.isObject()) {
                    details.add(new ErrorDetail(text(detail.get("field")), text(detail.get("message"))));
                } else if (detail.isTextual()) {
                    details.add(new ErrorDetail(null, detail.textValue()));
                }
            }
        }
        if (message == null && raw != null && tree == null) {
            message = abbreviate(raw);
        }
        return new HttpFailure(status, headers, raw, message, correlationId, code, details);
    }

    private static DgqDecodingException decodingFailure(String operation, int status,
                                                        Map<String, List<String>> headers, byte[] body,
                                                        String reason, Throwable cause) {
        HttpFailure failure = failure(status, headers, body);
        return new DgqDecodingException("Could not decode the answer to " + operation + " (HTTP " + status + "): "
                + reason + " (correlation_id " + (failure.correlationId() == null ? "none" : failure.correlationId())
                + ")", failure, cause);
    }

    private static String describe(Exception e) {
        if (e instanceof JacksonException) {
            String original = ((JacksonException) e).getOriginalMessage();
            return "invalid JSON or an unexpected shape: " + (original == null ? e.getClass().getSimpleName()
                    : abbreviate(original));
        }
        return e.getClass().getSimpleName();
    }

    private static JsonNode parseQuietly(byte[] body) {
        if (body == null || body.length == 0) {
            return null;
        }
        try {
            return Json.MAPPER.readTree(body);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static String text(JsonNode node) {
        return node != null && node.isTextual() ? node.textValue() : null;
    }

    static String first(Map<String, List<String>> headers, String name) {
        List<String> values = headers.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    private static String abbreviate(String s) {
        String oneLine = s.replaceAll("\\s+", " ").trim();
        return oneLine.length() <= MAX_BODY_IN_MESSAGE ? oneLine : oneLine.substring(0, MAX_BODY_IN_MESSAGE) + "...";
    }
}
