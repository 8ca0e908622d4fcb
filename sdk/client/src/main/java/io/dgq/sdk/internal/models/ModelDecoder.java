package io.dgq.sdk.internal.models;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Decodes a response model without writing any of its fields by reflection: each known field is read on its own
 * ({@link LenientFields.Value}, so a value of the wrong type fails only its accessor), into an array in the order of
 * the model's constructor, which the model's generated table ({@link ModelFields.Table#create}) passes to it; the
 * unknown fields are kept as JSON. The base of the models names it in its {@code @JsonDeserialize}, so every Jackson
 * mapper decodes models this way. Internal.
 */
public final class ModelDecoder extends StdDeserializer<Object> implements ContextualDeserializer {

    private static final long serialVersionUID = 1L;

    /** The model type, or {@code null} for the instance Jackson makes from the annotation, before contextualizing. */
    private final JavaType model;

    /** How to read the model, made on first use (the deserializers of its fields are found then). */
    private transient volatile Plan plan;

    /** Creates the decoder Jackson makes from the annotation; {@link #createContextual} gives it its type. */
    public ModelDecoder() {
        super(Object.class);
        this.model = null;
    }

    private ModelDecoder(JavaType model) {
        super(model);
        this.model = model;
    }

    @Override
    public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property) {
        JavaType type = ctxt.getContextualType();
        if (type == null && property != null) {
            type = property.getType();
        }
        if (model != null || type == null) {
            return this;
        }
        return new ModelDecoder(type);
    }

    @Override
    public boolean isCachable() {
        return true;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (model == null) {
            return ctxt.reportInputMismatch(this, "A model's decoder has no type");
        }
        Plan plan = plan(ctxt);
        JsonToken token = p.currentToken();
        if (token == JsonToken.START_OBJECT) {
            token = p.nextToken();
        } else if (token != JsonToken.FIELD_NAME && token != JsonToken.END_OBJECT) {
            return ctxt.handleUnexpectedToken(model, p);
        }
        Frames frames = FRAMES.get();
        LenientFields.Decoding decoding = frames.enter(plan.size);
        try {
            for (; token == JsonToken.FIELD_NAME; token = p.nextToken()) {
                String name = p.currentName();
                p.nextToken();
                Slot slot = plan.slot(name);
                if (slot == null) {
                    decoding.unknown(name, ctxt.readTree(p));
                } else {
                    decoding.values[slot.index] = slot.value.decode(p, ctxt, decoding);
                }
            }
            if (token != JsonToken.END_OBJECT) {
                return ctxt.handleUnexpectedToken(model, p);
            }
            Object made = plan.table.create(decoding.values);
            ModelFields.attach(made, decoding.unknown(), decoding.invalid(), decoding.problems());
            return made;
        } finally {
            frames.exit(decoding, plan.size);
        }
    }

    /**
     * The decodings of one thread, one per depth of nesting, reused from one model to the next: decoding a page
     * allocates the models, not an array of values and a holder per record.
     */
    private static final ThreadLocal<Frames> FRAMES = ThreadLocal.withInitial(Frames::new);

    /** A thread's decodings by depth. */
    private static final class Frames {

        private LenientFields.Decoding[] stack = new LenientFields.Decoding[4];
        private int depth;

        LenientFields.Decoding enter(int size) {
            if (depth == stack.length) {
                stack = Arrays.copyOf(stack, depth * 2);
            }
            LenientFields.Decoding decoding = stack[depth];
            if (decoding == null) {
                decoding = new LenientFields.Decoding(size);
                stack[depth] = decoding;
            } else {
                decoding.reuse(size);
            }
            depth++;
            return decoding;
        }

        void exit(LenientFields.Decoding decoding, int size) {
            decoding.clear(size);
            depth--;
        }
    }

    private Plan plan(DeserializationContext ctxt) throws JsonMappingException {
        Plan made = plan;
        if (made == null) {
            made = new Plan(model, ctxt);
            plan = made;
        }
        return made;
    }

    /** A known field: where its value goes in the constructor's arguments, and how it is read. */
    private record Slot(int index, LenientFields.Value value) {}

    /** How one model type is read: its fields by JSON name, and the table that creates it. */
    private static final class Plan {

        /**
         * The known fields by JSON name, open-addressed with linear probing: the parser hands out the names it has
         * interned, so a lookup is mostly one identity comparison, with no map entry to follow.
         */
        private final String[] names;

        private final Slot[] slots;
        private final int mask;
        final int size;
        final ModelFields.Table<Object> table;

        Plan(JavaType model, DeserializationContext ctxt) throws JsonMappingException {
            Class<?> type = model.getRawClass();
            List<ModelFields.Table<Object>> tables = ModelFields.tablesOf(type);
            ModelFields.Table<Object> own = ModelFields.tableOf(type);
            if (own == null) {
                throw JsonMappingException.from(ctxt, type.getSimpleName() + " is not a model the SDK can decode");
            }
            Map<String, Field> fields = ModelProperties.of(type);
            List<String> names = new ArrayList<>();
            tables.forEach(table -> names.addAll(table.names()));
            int capacity = Integer.highestOneBit(Math.max(4, names.size() * 4) - 1) << 1;
            this.names = new String[capacity];
            this.slots = new Slot[capacity];
            this.mask = capacity - 1;
            for (int i = 0; i < names.size(); i++) {
                String name = names.get(i).intern();
                Field field = fields.get(name);
                if (field == null) {
                    throw JsonMappingException.from(ctxt, type.getSimpleName() + " has no field '" + name + "'");
                }
                JavaType fieldType = ctxt.getTypeFactory()
                        .resolveMemberType(
                                field.getGenericType(),
                                model.findSuperType(field.getDeclaringClass()).getBindings());
                put(
                        name,
                        new Slot(
                                i,
                                new LenientFields.Value(
                                        name, fieldType, ctxt.findContextualValueDeserializer(fieldType, null))));
            }
            this.size = names.size();
            this.table = own;
        }

        private void put(String name, Slot slot) {
            int i = name.hashCode() & mask;
            while (this.names[i] != null) {
                if (this.names[i].equals(name)) {
                    this.slots[i] = slot; // a name listed again is read into its last slot
                    return;
                }
                i = (i + 1) & mask;
            }
            this.names[i] = name;
            this.slots[i] = slot;
        }

        /** {@return the known field of that JSON name, or {@code null}} */
        Slot slot(String name) {
            int i = name.hashCode() & mask;
            for (String known; (known = names[i]) != null; i = (i + 1) & mask) {
                if (known == name || known.equals(name)) {
                    return slots[i];
                }
            }
            return null;
        }
    }
}
