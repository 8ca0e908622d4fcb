package io.dgq.sdk.internal.models;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.TypeFactory;
import io.dgq.sdk.internal.json.Json;
import java.io.IOException;
import java.lang.reflect.Type;

/**
 * The mapper answers are read with: the SDK's mapper, plus one rule of reading only, {@link NoNullElements}. Not
 * reachable from outside: other packages get its readers, types and a copy of its factory.
 */
public final class ReadingMapper {

    private static final ObjectMapper READING = readingMapper();

    private ReadingMapper() {}

    /**
     * Writes a value as JSON text with the shared mapper and decodes that text as {@code type} exactly as an
     * answer holding the same text is decoded.
     *
     * @param value the value to write, for example a map of JSON field names to values
     * @param type the type to decode
     * @param <T> the type to decode
     * @return the decoded value
     * @throws IOException if the value cannot be written, or its text does not decode as {@code type}
     */
    public static <T> T roundTrip(Object value, Class<T> type) throws IOException {
        return READING.readValue(Json.writeBytes(value), type);
    }

    /**
     * Finds, once per JVM, the deserializers of the kinds of value models hold (the classes Jackson loads for them
     * included), so that a model's first answer does not.
     *
     * @param types the types, each as a field declares it
     */
    public static void ready(Type... types) {
        for (Type type : types) {
            READING.readerFor(READING.getTypeFactory().constructType(type));
        }
    }

    /**
     * Returns a reader of the given type, configured as answers are read.
     *
     * @param type the type to read
     * @return an immutable reader
     */
    public static ObjectReader readerFor(JavaType type) {
        return READING.readerFor(type);
    }

    /**
     * Returns the type factory of the mapper answers are read with.
     *
     * @return the type factory
     */
    public static TypeFactory types() {
        return READING.getTypeFactory();
    }

    /**
     * Returns a copy of the JSON factory answers are parsed with, for the caller to configure.
     *
     * @return a new factory
     */
    public static JsonFactory newFactory() {
        return READING.getFactory().copy();
    }

    private static ObjectMapper readingMapper() {
        ObjectMapper mapper = Json.newMapper();
        mapper.registerModule(new SimpleModule("dgq-decoding").setDeserializerModifier(new NoNullElements()));
        return mapper;
    }
}
