package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.sdk.internal.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The writer of a model's wire form, a copy of the SDK's mapper (so times, enumerations and numbers are written
 * exactly as the decoder reads them): every field that holds a value, unknown fields included, and no {@code null},
 * JSON {@code null} or empty list in a known field. Two models with the same accessor values have the same wire
 * form, whether they were decoded or built ({@code null} and an empty list both read as an empty list). It serves
 * {@code toBuilder()} and {@code toJson()}; {@code equals}, {@code hashCode} and {@code toString()} are plain code.
 */
final class ModelJson {

    static final ObjectMapper WIRE = wireMapper();

    private ModelJson() {}

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
        return mapper;
    }

    /** {@return the JSON names of the fields a model type has accessors for} */
    static Set<String> knownNames(Class<?> type) {
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
     * Leaves out a known field of type {@link JsonNode} holding JSON {@code null}: its accessor reads {@code null},
     * as for an absent field. Unknown fields keep their JSON {@code null}, which {@code additionalProperties()} shows.
     */
    private static final class JsonNullFilter {

        @Override
        public boolean equals(Object value) {
            return value == null || (value instanceof JsonNode jsonNode && jsonNode.isNull());
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }
}
