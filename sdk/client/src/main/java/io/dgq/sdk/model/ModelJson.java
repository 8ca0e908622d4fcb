package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.databind.ser.ContextualSerializer;
import com.fasterxml.jackson.databind.ser.ResolvableSerializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import io.dgq.sdk.internal.Json;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The two writers behind a model's value semantics, both copies of the SDK's mapper (so times, enumerations and
 * numbers are written exactly as the decoder reads them):
 *
 * <ul>
 *   <li>{@link #WIRE} writes a model's wire form: every field that holds a value, unknown fields included, and no
 *       {@code null}, JSON {@code null} or empty list in a known field. Two models with the same accessor values
 *       have the same wire form, whether they were decoded or built ({@code null} and an empty list both read as
 *       an empty list).</li>
 *   <li>{@link #TEXT} writes the same, with the fields a model names in {@link ApiObject#masksInToString(String)}
 *       replaced by {@code "****"}, at every depth, for {@code toString()}.</li>
 * </ul>
 */
final class ModelJson {

    static final String MASK = "****";

    static final ObjectMapper WIRE = wireMapper();

    static final ObjectMapper TEXT = wireMapper()
            .registerModule(new SimpleModule("dgq-masking").setSerializerModifier(new BeanSerializerModifier() {
                @Override
                public JsonSerializer<?> modifySerializer(
                        SerializationConfig config, BeanDescription description, JsonSerializer<?> serializer) {
                    return ApiObject.class.isAssignableFrom(description.getBeanClass())
                            ? new MaskingSerializer(serializer)
                            : serializer;
                }
            }));

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

    /** Writes a model, then replaces the values of the fields it masks. */
    private static final class MaskingSerializer extends StdSerializer<ApiObject>
            implements ResolvableSerializer, ContextualSerializer {

        private static final long serialVersionUID = 1L;

        private final transient JsonSerializer<Object> bean;

        @SuppressWarnings("unchecked")
        MaskingSerializer(JsonSerializer<?> bean) {
            super(ApiObject.class);
            this.bean = (JsonSerializer<Object>) bean;
        }

        @Override
        public void resolve(SerializerProvider provider) throws JsonMappingException {
            if (bean instanceof ResolvableSerializer resolvableSerializer) {
                resolvableSerializer.resolve(provider);
            }
        }

        @Override
        public JsonSerializer<?> createContextual(SerializerProvider provider, BeanProperty property)
                throws JsonMappingException {
            JsonSerializer<?> contextual = bean instanceof ContextualSerializer contextualSerializer
                    ? contextualSerializer.createContextual(provider, property)
                    : bean;
            return contextual == bean ? this : new MaskingSerializer(contextual);
        }

        @Override
        public void serialize(ApiObject model, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            TokenBuffer buffer = new TokenBuffer(TEXT, false);
            bean.serialize(model, buffer, provider);
            ObjectNode tree;
            try (JsonParser parser = buffer.asParser(TEXT)) {
                tree = parser.readValueAsTree();
            }
            List<String> names = new ArrayList<>();
            tree.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                if (model.masksInToString(name) && !tree.get(name).isNull()) {
                    tree.put(name, MASK);
                }
            }
            generator.writeTree(tree);
        }
    }
}
