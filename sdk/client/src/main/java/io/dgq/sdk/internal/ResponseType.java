package io.dgq.sdk.internal;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.type.TypeFactory;
import io.dgq.sdk.model.JsonObject;
import java.lang.reflect.Type;

/**
 * The expected type of an answer's {@code data}, with its envelope reader built once. Resource clients keep one
 * per operation in a constant. Internal.
 *
 * @param <T> the type of {@code data}
 */
public final class ResponseType<T> {

    private static final ResponseType<JsonObject> OBJECT = new ResponseType<>(
            TypeFactory.defaultInstance().constructType(JsonObject.class));

    private final JavaType dataType;
    private final ObjectReader reader;

    private ResponseType(JavaType dataType) {
        this.dataType = dataType;
        this.reader = Json.MAPPER.readerFor(Json.envelopeOf(dataType));
    }

    /**
     * Returns the type of a {@code data} that is one record.
     *
     * @param type the record class
     * @param <T> the record type
     * @return the response type
     */
    public static <T> ResponseType<T> of(Class<T> type) {
        return new ResponseType<>(Json.MAPPER.constructType(type));
    }

    /**
     * Returns the type of a {@code data} given as any Java type (for generic types).
     *
     * @param type the type
     * @param <T> the type
     * @return the response type
     */
    public static <T> ResponseType<T> of(Type type) {
        return new ResponseType<>(Json.MAPPER.constructType(type));
    }

    /**
     * Returns the type of a list answer's {@code data} whose records are {@code itemType}.
     *
     * @param itemType the record class
     * @param <T> the record type
     * @return the response type
     */
    public static <T> ResponseType<ListPayload<T>> listOf(Class<T> itemType) {
        return new ResponseType<>(TypeFactory.defaultInstance().constructParametricType(ListPayload.class,
                itemType));
    }

    /**
     * Returns the type of a {@code data} that is a free-form object (updates, deletes).
     *
     * @return the response type
     */
    public static ResponseType<JsonObject> object() {
        return OBJECT;
    }

    JavaType dataType() {
        return dataType;
    }

    ObjectReader reader() {
        return reader;
    }

    boolean isObject() {
        return dataType.getRawClass() == JsonObject.class;
    }
}
