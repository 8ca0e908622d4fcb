package io.dgq.sdk.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.type.TypeFactory;
import io.dgq.sdk.internal.models.ModelProperties;
import io.dgq.sdk.internal.models.ReadingMapper;
import io.dgq.sdk.json.JsonObject;
import java.lang.reflect.Field;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The expected type of an answer's {@code data}, with the reader of its {@code data} built once, and what {@code data} must
 * hold: a list answer its array of records, a record with an identifier its identifier. Resource clients keep one
 * per operation in a constant. Internal.
 *
 * @param <T> the type of {@code data}
 */
public final class ResponseType<T> {

    /**
     * Makes the parsers of answers whose heap is watched: the answers' factory, but counting the values it
     * parses. Jackson counts them only under a limit, so an unreachable one is set; the other limits are kept.
     */
    static final JsonFactory COUNTING = countingFactory();

    /** The JSON names of a record's identifier, in the order looked for. */
    private static final List<String> ID_NAMES = List.of("id", "alert_cluster_id");

    private static final ResponseType<JsonObject> OBJECT =
            new ResponseType<>(TypeFactory.defaultInstance().constructType(JsonObject.class), null);

    private final JavaType dataType;
    private final ObjectReader reader;
    private final Field idField;

    private ResponseType(JavaType dataType, Field idField) {
        this.dataType = dataType;
        this.reader = ReadingMapper.readerFor(dataType);
        this.idField = idField;
    }

    /**
     * Returns the type of a {@code data} that is one record. When the record class has an identifier
     * ({@code id}, or {@code alert_cluster_id} on alert clusters), an answer whose record lacks it is refused.
     *
     * @param type the record class
     * @param <T> the record type
     * @return the response type
     */
    public static <T> ResponseType<T> of(Class<T> type) {
        return new ResponseType<>(ReadingMapper.types().constructType(type), idField(type));
    }

    /**
     * Returns the type of a {@code data} given as any Java type (for generic types).
     *
     * @param type the type
     * @param <T> the type
     * @return the response type
     */
    public static <T> ResponseType<T> of(Type type) {
        JavaType javaType = ReadingMapper.types().constructType(type);
        return new ResponseType<>(javaType, idField(javaType.getRawClass()));
    }

    /**
     * Returns the type of a list answer's {@code data} whose records are {@code itemType}. An answer without the
     * array of records is refused.
     *
     * @param itemType the record class
     * @param <T> the record type
     * @return the response type
     */
    public static <T> ResponseType<ListPayload<T>> listOf(Class<T> itemType) {
        return new ResponseType<>(
                TypeFactory.defaultInstance().constructParametricType(ListPayload.class, itemType), null);
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

    /** {@return the reader of {@code data}, which {@link Envelope#read} hands the member to} */
    ObjectReader dataReader() {
        return reader;
    }

    /** {@return the factory of the parsers of answers read from memory or a stream} */
    JsonFactory parsers() {
        return reader.getFactory();
    }

    boolean isObject() {
        return dataType.getRawClass() == JsonObject.class;
    }

    /**
     * Names what a decoded {@code data} lacks of what the operation must return.
     *
     * @param data the decoded data, not {@code null}
     * @return for example {@code "data.id"}, or {@code null} when nothing is missing
     */
    String missingMember(T data) {
        if (data instanceof ListPayload) {
            return ((ListPayload<?>) data).hasItems() ? null : "data.data (the array of records)";
        }
        if (idField != null) {
            Object id;
            try {
                id = idField.get(data);
            } catch (IllegalAccessException e) {
                return null;
            }
            if (id == null) {
                return "data." + idField.getAnnotation(JsonProperty.class).value() + " (the record's identifier)";
            }
        }
        return null;
    }

    /** The identifier field of each record class, found once per class: {@code request(...)} asks per call. */
    private static final ClassValue<Optional<Field>> ID_FIELDS = new ClassValue<>() {
        @Override
        protected Optional<Field> computeValue(Class<?> type) {
            return Optional.ofNullable(findIdField(type));
        }
    };

    private static Field idField(Class<?> type) {
        return ID_FIELDS.get(type).orElse(null);
    }

    private static Field findIdField(Class<?> type) {
        Map<String, Field> fields = ModelProperties.of(type);
        for (String name : ID_NAMES) {
            Field field = fields.get(name);
            if (field != null) {
                field.setAccessible(true);
                return field;
            }
        }
        return null;
    }

    private static JsonFactory countingFactory() {
        JsonFactory factory = ReadingMapper.newFactory();
        factory.setStreamReadConstraints(factory.streamReadConstraints()
                .rebuild()
                .maxTokenCount(Long.MAX_VALUE)
                .build());
        return factory;
    }
}
