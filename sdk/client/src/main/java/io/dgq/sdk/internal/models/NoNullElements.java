package io.dgq.sdk.internal.models;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.type.CollectionType;
import io.dgq.sdk.json.JsonValue;
import java.io.IOException;
import java.util.Collection;

/**
 * Refuses a {@code null} element in a decoded list of records or values ({@code [{...}, null]}), with the path of
 * the element, so that no list the SDK hands out holds a {@code null} and no {@code List.copyOf} of it fails later.
 * Lists of open JSON values ({@link JsonNode}, {@code Object}) keep their {@code null} elements: there a JSON
 * {@code null} is a value like any other. Internal.
 */
final class NoNullElements extends BeanDeserializerModifier {

    private static final long serialVersionUID = 1L;

    @Override
    public JsonDeserializer<?> modifyCollectionDeserializer(
            DeserializationConfig config,
            CollectionType type,
            BeanDescription description,
            JsonDeserializer<?> deserializer) {
        Class<?> element = type.getContentType().getRawClass();
        if (JsonNode.class.isAssignableFrom(element) || element == JsonValue.class || element == Object.class) {
            return deserializer;
        }
        return new Checked(deserializer, type);
    }

    /** A collection's deserializer followed by the check of its elements. */
    private static final class Checked extends DelegatingDeserializer {

        private static final long serialVersionUID = 1L;

        private final JavaType type;

        Checked(JsonDeserializer<?> delegate, JavaType type) {
            super(delegate);
            this.type = type;
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> delegate) {
            return new Checked(delegate, type);
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext context) throws IOException {
            return check(super.deserialize(p, context), context);
        }

        @Override
        @SuppressWarnings("unchecked")
        public Object deserialize(JsonParser p, DeserializationContext context, Object into) throws IOException {
            return check(((JsonDeserializer<Object>) _delegatee).deserialize(p, context, into), context);
        }

        private Object check(Object value, DeserializationContext context) throws JsonMappingException {
            if (value instanceof Collection) {
                int index = 0;
                for (Object element : (Collection<?>) value) {
                    if (element == null) {
                        throw JsonMappingException.wrapWithPath(
                                InvalidNullException.from(context, null, type.getContentType()), value, index);
                    }
                    index++;
                }
            }
            return value;
        }
    }
}
