package io.dgq.sdk.internal;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/**
 * The SDK's one Jackson configuration: unknown fields tolerated, times as ISO 8601 text with their offset kept,
 * characters outside the Basic Multilingual Plane (emoji) written as plain UTF-8.
 * Internal: not part of the public API.
 */
public final class Json {

    /** The shared, thread-safe mapper. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
            .build();

    private Json() {
    }

    /**
     * Returns the type of the envelope whose {@code data} is {@code dataType}.
     *
     * @param dataType the type of {@code data}
     * @return the envelope's type
     */
    static JavaType envelopeOf(JavaType dataType) {
        return MAPPER.getTypeFactory().constructParametricType(Envelope.class, dataType);
    }
}
