package io.dgq.sdk.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
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
 * {@code null} instead of failing a call whose data is fine. Internal.
 */
final class Envelope<T> {

    @JsonProperty("success")
    @JsonDeserialize(using = StrictBoolean.class)
    Boolean success;

    @JsonProperty("message")
    @JsonDeserialize(using = LenientText.class)
    String message;

    @JsonProperty("timestamp")
    @JsonDeserialize(using = LenientTimestamp.class)
    OffsetDateTime timestamp;

    @JsonProperty("correlation_id")
    @JsonDeserialize(using = LenientText.class)
    String correlationId;

    @JsonProperty("data")
    T data;

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

    /**
     * {@code success}: only JSON {@code true} or {@code false}. Anything else ({@code 0}, {@code "false"}) reads as
     * absent, so that the body is reported as not the envelope rather than guessed into a failed call.
     */
    static final class StrictBoolean extends JsonDeserializer<Boolean> {
        @Override
        public Boolean deserialize(JsonParser p, DeserializationContext context) throws IOException {
            JsonToken token = p.currentToken();
            if (token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE) {
                return token == JsonToken.VALUE_TRUE;
            }
            p.skipChildren();
            return null;
        }
    }

    /** A string field that reads any scalar as its text and anything else as {@code null}. */
    static final class LenientText extends JsonDeserializer<String> {
        @Override
        public String deserialize(JsonParser p, DeserializationContext context) throws IOException {
            JsonToken token = p.currentToken();
            if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                p.skipChildren();
                return null;
            }
            return token != null && token.isScalarValue() ? p.getValueAsString() : null;
        }
    }

    /** The envelope's timestamp, read by {@link #parseTimestamp(String)}; anything else is {@code null}. */
    static final class LenientTimestamp extends JsonDeserializer<OffsetDateTime> {
        @Override
        public OffsetDateTime deserialize(JsonParser p, DeserializationContext context) throws IOException {
            JsonToken token = p.currentToken();
            if (token == JsonToken.VALUE_STRING) {
                return parseTimestamp(p.getText());
            }
            if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                p.skipChildren();
            }
            return null;
        }
    }
}
