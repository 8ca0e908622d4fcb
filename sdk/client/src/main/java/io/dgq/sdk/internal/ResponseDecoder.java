package io.dgq.sdk.internal;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.HttpFailure;
import io.dgq.sdk.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Turns an answer into a {@link DgqResponse} or the matching {@link DgqException}. A successful answer is decoded
 * from its stream as it arrives, never held whole in memory, and refused past the client's size limit. Never lets
 * a parser's exception escape: whatever the body, the result is a response or a {@code DgqException}. Internal.
 */
public final class ResponseDecoder {

    private ResponseDecoder() {}

    /**
     * Decodes an answer already read into memory.
     *
     * @param operation the method and path, for example {@code GET /api/v1/governance/domain/d-1}
     * @param status the HTTP status
     * @param headers the response headers
     * @param body the body
     * @param type the expected type of {@code data}
     * @param now the time, for a {@code Retry-After} date
     * @param <T> the type of {@code data}
     * @return the response
     * @throws DgqException for an error answer or a body that does not decode
     */
    static <T> DgqResponse<T> decode(
            String operation,
            int status,
            Map<String, List<String>> headers,
            byte[] body,
            ResponseType<T> type,
            Instant now) {
        if (!isSuccess(status)) {
            throw ErrorAnswers.toException(operation, null, status, headers, body, now, null, 0);
        }
        BodyStream stream = BodyStream.inMemory(body, BodyStream.KEPT_BYTES);
        try {
            return decodeSuccess(operation, status, headers, body.length, stream, type, now, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Decodes an answer held in memory as a call's answer is decoded and returns its {@code data}: the build reads
     * one small answer this way (decision 0195), so that the first call finds the envelope's reader and the parser
     * ready.
     *
     * @param body the whole answer, an envelope
     * @param type the expected type of {@code data}
     * @param <T> the type of {@code data}
     * @return the data
     * @throws DgqException if the answer does not decode
     */
    public static <T> T decodeData(byte[] body, ResponseType<T> type) {
        return decode("a sample answer", 200, Map.of(), body, type, Instant.EPOCH)
                .data();
    }

    /** {@return whether the status is a success, whose body is decoded from its stream} */
    public static boolean isSuccess(int status) {
        return status >= 200 && status < 300;
    }

    /**
     * Decodes a successful answer from its stream.
     *
     * @param operation the method and path
     * @param status the HTTP status, 2xx
     * @param headers the response headers
     * @param contentLength the announced length, or -1
     * @param body the body, with its limit; its kept bytes are released when this returns
     * @param type the expected type of {@code data}
     * @param now the time, for a {@code Retry-After} date
     * @param <T> the type of {@code data}
     * @return the response
     * @throws DgqException for a body that does not decode, is over the limit or says {@code success: false}
     * @throws IOException if the connection fails while the body is read
     */
    static <T> DgqResponse<T> decodeSuccess(
            String operation,
            int status,
            Map<String, List<String>> headers,
            long contentLength,
            BodyStream body,
            ResponseType<T> type,
            Instant now)
            throws IOException {
        return decodeSuccess(operation, status, headers, contentLength, body, type, now, null);
    }

    /**
     * Decodes a successful answer from its stream, keeping a token out of every exception's text.
     *
     * @param operation the method and path
     * @param status the HTTP status, 2xx
     * @param headers the response headers
     * @param contentLength the announced length, or -1
     * @param body the body, with its limit; its kept bytes are released when this returns
     * @param type the expected type of {@code data}
     * @param now the time, for a {@code Retry-After} date
     * @param secret the API token the call sent, never shown in an exception's text; {@code null} for none
     * @param <T> the type of {@code data}
     * @return the response
     * @throws DgqException for a body that does not decode, is over the limit or says {@code success: false}
     * @throws IOException if the connection fails while the body is read
     */
    public static <T> DgqResponse<T> decodeSuccess(
            String operation,
            int status,
            Map<String, List<String>> headers,
            long contentLength,
            BodyStream body,
            ResponseType<T> type,
            Instant now,
            String secret)
            throws IOException {
        try {
            if (contentLength > body.limit()) {
                throw tooLarge(operation, status, headers, body, "Content-Length " + contentLength, secret);
            }
            Envelope<T> envelope;
            try {
                byte[] whole = body.whole();
                envelope = whole != null
                        ? read(type, type.parsers().createParser(whole))
                        : body.heapCannotPassBudget(contentLength)
                                ? read(type, type.parsers().createParser(body))
                                : readWatched(type, body);
            } catch (IOException | RuntimeException e) {
                if (body.overBudget()) {
                    throw tooHeavy(operation, status, headers, body, secret);
                }
                if (body.overLimit()) {
                    throw tooLarge(operation, status, headers, body, "reading stopped there", secret);
                }
                if (body.connectionFailure() != null) {
                    throw body.connectionFailure();
                }
                body.readRestForReport();
                String reason = body.count() == 0 ? "the body is empty" : describe(e, secret);
                throw decodingFailure(operation, status, headers, body, reason, e, secret);
            }
            if (envelope == null || envelope.success == null) {
                body.readRestForReport();
                throw decodingFailure(
                        operation,
                        status,
                        headers,
                        body,
                        "the body is not the DGQ envelope (no 'success' field)",
                        null,
                        secret);
            }
            if (!envelope.success) {
                body.readRestForReport();
                throw ErrorAnswers.toException(operation, null, status, headers, body.keptBytes(), now, secret, 0);
            }
            T data = envelope.data;
            if (data == null) {
                if (!type.isObject()) {
                    throw decodingFailure(operation, status, headers, body, "the envelope has no 'data'", null, secret);
                }
                @SuppressWarnings("unchecked")
                T empty = (T) JsonObject.empty();
                data = empty;
            }
            String missing = type.missingMember(data);
            if (missing != null) {
                throw decodingFailure(operation, status, headers, body, "the answer has no " + missing, null, secret);
            }
            String correlationId =
                    envelope.correlationId != null ? envelope.correlationId : first(headers, "x-correlation-id");
            return DgqResponse.<T>builder()
                    .data(data)
                    .statusCode(status)
                    .headers(headers)
                    .message(envelope.message)
                    .timestamp(envelope.timestamp)
                    .correlationId(correlationId)
                    .rawBody(body.whole())
                    .build();
        } finally {
            body.release();
        }
    }

    /**
     * Maps an error answer to its exception; a 404 that names no record says the base URL is probably wrong.
     *
     * @param operation the method and path
     * @param url the URL called
     * @param status the HTTP status
     * @param headers the response headers
     * @param body the body, read by {@link ErrorAnswers#readCapped}
     * @param now the time, for a {@code Retry-After} date
     * @param secret the API token the call sent, never shown in the exception's text; {@code null} for none
     * @param maxRedirects the most redirects the client follows in a row, to say why one was not
     * @return the exception
     */
    public static DgqException toException(
            String operation,
            String url,
            int status,
            Map<String, List<String>> headers,
            byte[] body,
            Instant now,
            String secret,
            int maxRedirects) {
        return ErrorAnswers.toException(operation, url, status, headers, body, now, secret, maxRedirects);
    }

    /**
     * Reads an envelope from a stream through a parser that counts the values it parses and that the stream knows,
     * so that its heap budget counts them.
     */
    private static <T> Envelope<T> readWatched(ResponseType<T> type, BodyStream body) throws IOException {
        JsonParser parser = ResponseType.COUNTING.createParser(body);
        body.parsedBy(parser);
        return read(type, parser);
    }

    /** Reads an envelope through a parser made for it, then closes the parser and so a stream it reads. */
    private static <T> Envelope<T> read(ResponseType<T> type, JsonParser parser) throws IOException {
        try (JsonParser p = type.dataReader().getConfig().initialize(parser)) {
            return Envelope.read(p, type.dataReader());
        }
    }

    private static DgqDecodingException tooHeavy(
            String operation, int status, Map<String, List<String>> headers, BodyStream body, String secret) {
        return decodingFailure(
                operation,
                status,
                headers,
                body,
                "the answer would take more heap than the budget of " + body.heapBudget() + " bytes to decode ("
                        + body.tokens() + " JSON values in the first " + body.count()
                        + " bytes, reading stopped there); raise DgqClientBuilder.maxResponseHeapBytes(long) if "
                        + "answers this large are expected, or ask for smaller pages",
                null,
                secret);
    }

    private static DgqDecodingException tooLarge(
            String operation,
            int status,
            Map<String, List<String>> headers,
            BodyStream body,
            String size,
            String secret) {
        return decodingFailure(
                operation,
                status,
                headers,
                body,
                "the answer is larger than the limit of "
                        + body.limit() + " bytes (" + size
                        + "); raise DgqClientBuilder.maxResponseBytes(long) if answers "
                        + "this large are expected, or ask for smaller pages",
                null,
                secret);
    }

    private static DgqDecodingException decodingFailure(
            String operation,
            int status,
            Map<String, List<String>> headers,
            BodyStream body,
            String reason,
            Throwable cause,
            String secret) {
        HttpFailure failure = ErrorAnswers.failure(status, headers, body.keptBytes(), secret);
        return new DgqDecodingException(
                "Could not decode the answer to " + operation + " (HTTP " + status + "): "
                        + reason + " (correlation_id "
                        + (failure.correlationId() == null ? "none" : failure.correlationId())
                        + ")",
                failure,
                RedactedCause.of(cause, secret));
    }

    private static String describe(Exception e, String secret) {
        if (e instanceof InvalidNullException) {
            return "a list holds a null at " + path((JsonMappingException) e);
        }
        if (e instanceof JacksonException jacksonException) {
            String original = jacksonException.getOriginalMessage();
            String where = e instanceof JsonMappingException jsonMappingException
                            && !jsonMappingException.getPath().isEmpty()
                    ? " at " + path(jsonMappingException)
                    : "";
            return "invalid JSON or an unexpected shape" + where + ": "
                    + (original == null ? e.getClass().getSimpleName() : ErrorAnswers.abbreviate(original, secret));
        }
        return e.getClass().getSimpleName();
    }

    /** The JSON path of a mapping failure, from the envelope: for example {@code data.data[3].owner[0]}. */
    private static String path(JsonMappingException e) {
        StringBuilder sb = new StringBuilder();
        for (JsonMappingException.Reference reference : e.getPath()) {
            if (reference.getFieldName() != null) {
                sb.append(sb.length() == 0 ? "" : ".").append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                sb.append('[').append(reference.getIndex()).append(']');
            }
        }
        return sb.length() == 0 ? "the top level" : sb.toString();
    }

    static String first(Map<String, List<String>> headers, String name) {
        List<String> values = headers.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }
}
