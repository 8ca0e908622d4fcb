package io.dgq.sdk.internal.models;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The fields of a model class and its superclasses by JSON name, read once per class from their
 * {@link JsonProperty} annotations alone: what {@link ModelDecoder} needs to find each field's type, without Jackson's
 * introspection of a whole bean (its methods, constructors and every annotation), which a JVM's first answer of a
 * resource would otherwise pay for each model it holds. Internal.
 */
public final class ModelProperties {

    private static final ClassValue<Map<String, Field>> FIELDS = new ClassValue<>() {
        @Override
        protected Map<String, Field> computeValue(Class<?> type) {
            Map<String, Field> fields = new LinkedHashMap<>();
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Field field : c.getDeclaredFields()) {
                    JsonProperty property = field.getAnnotation(JsonProperty.class);
                    if (property != null) {
                        fields.putIfAbsent(property.value(), field); // a subclass's field hides its superclass's
                    }
                }
            }
            return Map.copyOf(fields);
        }
    };

    private ModelProperties() {}

    /**
     * Returns the fields of a class and its superclasses that name their JSON property, by that name.
     *
     * @param type the class
     * @return the fields by JSON name; empty when none names one
     */
    public static Map<String, Field> of(Class<?> type) {
        return FIELDS.get(type);
    }
}
