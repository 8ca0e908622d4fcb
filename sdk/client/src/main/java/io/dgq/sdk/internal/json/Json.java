package io.dgq.sdk.internal.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.temporal.ChronoField;

/**
 * The SDK's one Jackson configuration: unknown fields tolerated, characters outside the Basic Multilingual Plane
 * (emoji) written as plain UTF-8, time values written by {@link #timeText(Object, String)}, the one formatter
 * of every time value the SDK sends (write bodies, filters, free-form bodies), and times read by
 * {@link Rfc3339.Reader}.
 * Internal: not part of the public API.
 */
public final class Json {

    /**
     * UTC with a {@code Z} suffix, seconds always, and at least milliseconds: the API writes record timestamps as
     * {@code 2026-11-22T16:27:52.136Z} and compares them as text, so a value sent in the same shape compares
     * as its instant does. Digits beyond milliseconds are kept when the value has them.
     */
    private static final DateTimeFormatter UTC_TIMESTAMP = new DateTimeFormatterBuilder()
            .appendPattern("uuuu-MM-dd'T'HH:mm:ss")
            .appendFraction(ChronoField.NANO_OF_SECOND, 3, 9, true)
            .appendLiteral('Z')
            .toFormatter()
            .withZone(ZoneOffset.UTC);

    /**
     * The shared, thread-safe mapper of this package. Not reachable from outside: an {@link ObjectMapper} can be
     * reconfigured, so other packages get {@linkplain #newMapper() a copy} or use {@link #writeBytes(Object)} and
     * {@link #readTree(byte[])}.
     */
    static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .addModule(timeWriters())
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
            .build();

    private Json() {}

    /**
     * Returns a new mapper configured as the shared one: a copy, so changing its configuration changes nothing
     * else.
     *
     * @return a new mapper of its own
     */
    public static ObjectMapper newMapper() {
        return MAPPER.copy();
    }

    /**
     * Writes a value as JSON with the shared mapper.
     *
     * @param value the value to write
     * @return its JSON text as UTF-8 bytes
     * @throws JsonProcessingException if the value cannot be written
     */
    public static byte[] writeBytes(Object value) throws JsonProcessingException {
        return MAPPER.writeValueAsBytes(value);
    }

    /**
     * Reads JSON bytes with the shared mapper, leniently as to what follows the value.
     *
     * @param json the JSON text as UTF-8 bytes
     * @return the value as a tree
     * @throws IOException if the bytes are not JSON
     */
    public static JsonNode readTree(byte[] json) throws IOException {
        return MAPPER.readTree(json);
    }

    /**
     * Reads exactly one JSON value from text, as the SDK reads answers.
     *
     * @param json the text
     * @return the value as a tree
     * @throws JsonProcessingException if the text is not exactly one JSON value
     */
    public static JsonNode readTree(String json) throws JsonProcessingException {
        JsonNode node = STRICT.readTree(json);
        if (node == null || node.isMissingNode()) {
            throw new JsonParseException(null, "No JSON value in the text");
        }
        return node;
    }

    private static final ObjectReader STRICT =
            MAPPER.readerFor(JsonNode.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    /**
     * Writes a time value as the API expects it: an {@link Instant}, {@link OffsetDateTime} or
     * {@link ZonedDateTime} as a UTC timestamp with seconds and at least milliseconds
     * ({@code 2026-11-22T16:27:00.000Z}, {@code 2026-11-22T16:27:52.136Z}), a {@link LocalDate} as
     * {@code 2026-11-22}.
     *
     * @param value the time value
     * @param where the field or filter it is for, named in the error
     * @return the text to send
     * @throws IllegalArgumentException for any other time type (a {@code LocalDateTime} has no offset, so its
     *     instant is unknown)
     */
    public static String timeText(Object value, String where) {
        if (value instanceof Instant instant) {
            return UTC_TIMESTAMP.format(instant);
        } else if (value instanceof OffsetDateTime offsetDateTime) {
            return UTC_TIMESTAMP.format(offsetDateTime.toInstant());
        } else if (value instanceof ZonedDateTime zonedDateTime) {
            return UTC_TIMESTAMP.format(zonedDateTime.toInstant());
        } else if (value instanceof LocalDate localDate) {
            return DateTimeFormatter.ISO_LOCAL_DATE.format(localDate);
        }
        String type = value == null ? "null" : value.getClass().getSimpleName();
        throw new IllegalArgumentException("'" + where + "' is a " + type + ", which the API cannot take: use an "
                + "Instant, OffsetDateTime or ZonedDateTime (sent in UTC) or a LocalDate");
    }

    private static SimpleModule timeWriters() {
        SimpleModule module = new SimpleModule("dgq-time");
        module.addSerializer(Instant.class, new TimeWriter<>());
        module.addSerializer(OffsetDateTime.class, new TimeWriter<>());
        module.addSerializer(ZonedDateTime.class, new TimeWriter<>());
        module.addSerializer(LocalDate.class, new TimeWriter<>());
        module.addDeserializer(OffsetDateTime.class, new Rfc3339.Reader());
        return module;
    }

    /** Writes the supported time types through {@link #timeText(Object, String)}. */
    private static final class TimeWriter<T> extends JsonSerializer<T> {
        @Override
        public void serialize(T value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            String where = generator.getOutputContext().getCurrentName();
            generator.writeString(timeText(value, where == null ? "value" : where));
        }
    }
}
