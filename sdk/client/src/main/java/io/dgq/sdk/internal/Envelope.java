package io.dgq.sdk.internal;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.dgq.sdk.internal.json.Rfc3339;
import java.io.IOException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * The common response envelope, as decoded. Only {@code success} (a JSON boolean) and {@code data} decide a call:
 * the message, timestamp and correlation id are informative, so a value of theirs that cannot be read becomes
 * {@code null} instead of failing a call whose data is fine. Read by {@link #read} with the streaming parser, its
 * {@code data} handed to the reader of the data's type, so that no bean deserializer is made for the envelope
 * (decision 0177). Internal.
 */
final class Envelope<T> {

    /** {@code success}: {@code null} unless the member is JSON {@code true} or {@code false}. */
    Boolean success;

    /** {@code message}, any scalar as its text. */
    String message;

    /** {@code timestamp}, read by {@link #parseTimestamp(String)}. */
    OffsetDateTime timestamp;

    /** {@code correlation_id}, any scalar as its text. */
    String correlationId;

    /** {@code data}, as its reader decoded it. */
    T data;

    private Envelope() {}

    /**
     * Reads an envelope from a parser not yet started: the members above by name, the last of a name repeated
     * winning, and any other member skipped. A failure inside a member's value is reported with the member's name
     * as the first step of its path ({@code data.data[3]}), as a mapping failure; a failure of the JSON between
     * members as the parser's own. Nothing but whitespace may follow the object: a second value after it is a
     * mapping failure, not ignored.
     *
     * @param p the parser, on no token yet
     * @param dataReader the reader of {@code data}'s type, configured as answers are read
     * @param <T> the type of {@code data}
     * @return the envelope, or {@code null} when the body is JSON {@code null}
     * @throws IOException for invalid JSON, a body that is not an object, or a {@code data} of the wrong shape
     */
    static <T> Envelope<T> read(JsonParser p, ObjectReader dataReader) throws IOException {
        JsonToken token = p.nextToken();
        if (token == null) {
            throw MismatchedInputException.from(p, Envelope.class, "No content to map due to end-of-input");
        }
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        if (token != JsonToken.START_OBJECT) {
            throw MismatchedInputException.from(
                    p, Envelope.class, "the body is " + describe(token) + ", not the envelope's object");
        }
        Envelope<T> envelope = new Envelope<>();
        for (token = p.nextToken(); token == JsonToken.FIELD_NAME; token = p.nextToken()) {
            String name = p.currentName();
            token = p.nextToken();
            try {
                switch (name) {
                    case "success" -> envelope.success = token == JsonToken.VALUE_NULL ? null : strictBoolean(p);
                    case "message" -> envelope.message = token == JsonToken.VALUE_NULL ? null : lenientText(p);
                    case "timestamp" -> envelope.timestamp = token == JsonToken.VALUE_NULL ? null : lenientTimestamp(p);
                    case "correlation_id" ->
                        envelope.correlationId = token == JsonToken.VALUE_NULL ? null : lenientText(p);
                    case "data" -> envelope.data = dataReader.readValue(p); // null as the type's reader has it
                    default -> {
                        p.skipChildren();
                        continue;
                    }
                }
            } catch (Exception e) {
                throw withPath(e, envelope, name);
            }
        }
        if (token == JsonToken.END_OBJECT && (token = p.nextToken()) != null) {
            throw MismatchedInputException.from(
                    p, Envelope.class, "the envelope's object is followed by more content (" + describe(token) + ")");
        }
        return envelope;
    }

    /**
     * The failure of a member's value, with the member's name prepended to its path: a connection's failure as
     * itself, anything else as a mapping failure, as Jackson reports a bean property's.
     */
    private static IOException withPath(Exception e, Object envelope, String name) throws IOException {
        if (e instanceof IOException && !(e instanceof JacksonException)) {
            throw (IOException) e;
        }
        return JsonMappingException.wrapWithPath(e, envelope, name);
    }

    private static String describe(JsonToken token) {
        return switch (token) {
            case START_ARRAY -> "a JSON array";
            case VALUE_STRING -> "a JSON string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a JSON number";
            case VALUE_TRUE, VALUE_FALSE -> "a JSON boolean";
            case START_OBJECT -> "a JSON object";
            case VALUE_NULL -> "a JSON null";
            default -> "not a JSON object";
        };
    }

    /**
     * {@code success}: only JSON {@code true} or {@code false}. Anything else ({@code 0}, {@code "false"}) reads as
     * absent, so that the body is reported as not the envelope rather than guessed into a failed call.
     */
    private static Boolean strictBoolean(JsonParser p) throws IOException {
        JsonToken token = p.currentToken();
        if (token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE) {
            return token == JsonToken.VALUE_TRUE;
        }
        p.skipChildren();
        return null;
    }

    /** A string member that reads any scalar as its text and anything else as {@code null}. */
    private static String lenientText(JsonParser p) throws IOException {
        JsonToken token = p.currentToken();
        if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
            p.skipChildren();
            return null;
        }
        return token != null && token.isScalarValue() ? p.getValueAsString() : null;
    }

    /** The envelope's timestamp, read by {@link #parseTimestamp(String)}; anything else is {@code null}. */
    private static OffsetDateTime lenientTimestamp(JsonParser p) throws IOException {
        JsonToken token = p.currentToken();
        if (token == JsonToken.VALUE_STRING) {
            return parseTimestamp(p.getText());
        }
        if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
            p.skipChildren();
        }
        return null;
    }

    /**
     * Reads an envelope timestamp: ISO 8601 with an offset as sent; without an offset (the server's local time
     * written without its zone) as UTC; a date alone as its start in UTC.
     *
     * @param text the text
     * @return the time, or {@code null} when the text is none of these
     */
    static OffsetDateTime parseTimestamp(String text) {
        String t = text.trim();
        OffsetDateTime usual = Rfc3339.parse(t);
        if (usual != null) {
            return usual;
        }
        try {
            return OffsetDateTime.parse(t);
        } catch (DateTimeException e) {
            // try the forms without an offset
        }
        try {
            return LocalDateTime.parse(t).atOffset(ZoneOffset.UTC);
        } catch (DateTimeException e) {
            // try a date alone
        }
        try {
            return LocalDate.parse(t).atStartOfDay().atOffset(ZoneOffset.UTC);
        } catch (DateTimeException e) {
            return null;
        }
    }
}
