package io.dgq.sdk.internal.models;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.sdk.internal.json.Json;
import io.dgq.sdk.json.JsonNull;
import io.dgq.sdk.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The writer of a model's wire form, a copy of the SDK's mapper (so times, enumerations and numbers are written
 * exactly as the decoder reads them): every field that holds a value, unknown fields included, and no {@code null},
 * JSON {@code null} or empty list in a known field. Two models with the same accessor values have the same wire
 * form, whether they were decoded or built ({@code null} and an empty list both read as an empty list). It serves
 * {@code toBuilder()} and {@code toJson()}; {@code equals}, {@code hashCode} and {@code toString()} are plain code.
 * Internal.
 */
public final class ModelJson {

    /** The writer; not reachable from outside this package, as an {@link ObjectMapper} can be reconfigured. */
    static final ObjectMapper WIRE = wireMapper();

    private ModelJson() {}

    /**
     * Writes a model's wire form, or any value as a model's field holds it.
     *
     * @param value a model, or a field's value
     * @return its JSON
     * @throws IllegalArgumentException if the value cannot be written as JSON
     */
    public static JsonNode toTree(Object value) {
        return WIRE.valueToTree(value);
    }

    /**
     * Writes a model's wire form.
     *
     * @param model the model
     * @return its fields that hold a value, by JSON name, unknown fields included
     */
    public static ObjectNode wireForm(Object model) {
        return WIRE.valueToTree(model);
    }

    private static ObjectMapper wireMapper() {
        ObjectMapper mapper = Json.newMapper();
        mapper.setDefaultPropertyInclusion(
                JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.USE_DEFAULTS));
        mapper.configOverride(List.class)
                .setInclude(
                        JsonInclude.Value.construct(JsonInclude.Include.NON_EMPTY, JsonInclude.Include.USE_DEFAULTS));
        mapper.configOverride(JsonNode.class)
                .setInclude(JsonInclude.Value.construct(
                        JsonInclude.Include.CUSTOM, JsonInclude.Include.USE_DEFAULTS, JsonNullFilter.class, null));
        mapper.configOverride(JsonValue.class)
                .setInclude(JsonInclude.Value.construct(
                        JsonInclude.Include.CUSTOM, JsonInclude.Include.USE_DEFAULTS, JsonNullFilter.class, null));
        return mapper;
    }

    /**
     * Returns the JSON names of the fields a model type has accessors for.
     *
     * @param type the model class
     * @return the names
     */
    public static Set<String> knownNames(Class<?> type) {
        return KNOWN_NAMES.get(type);
    }

    private static final ClassValue<Set<String>> KNOWN_NAMES = new ClassValue<>() {
        @Override
        protected Set<String> computeValue(Class<?> type) {
            List<String> names = new ArrayList<>();
            WIRE.getDeserializationConfig()
                    .introspect(WIRE.constructType(type))
                    .findProperties()
                    .forEach(property -> names.add(property.getName()));
            return Set.copyOf(names);
        }
    };

    /**
     * Leaves out a known field of type {@link JsonValue} holding JSON {@code null}: its accessor reads {@code null},
     * as for an absent field. Unknown fields keep their JSON {@code null}, which {@code additionalProperties()} shows.
     */
    private static final class JsonNullFilter {

        @Override
        public boolean equals(Object value) {
            return value == null
                    || value == JsonNull.INSTANCE
                    || (value instanceof JsonNode jsonNode && jsonNode.isNull());
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }
}
