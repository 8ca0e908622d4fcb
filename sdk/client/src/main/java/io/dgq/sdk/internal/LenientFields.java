package io.dgq.sdk.internal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBuilder;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import io.dgq.sdk.model.JsonObject;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Decodes a model's fields one by one, so that one value of the wrong type does not fail a whole answer: such a
 * value is kept as received and handed to the model, whose accessor for it then throws
 * {@link io.dgq.sdk.errors.DgqDecodingException} naming the field, while every other field, and every other record
 * of a list, reads as usual. Malformed JSON, a truncated body and a body over the size limit still fail the whole
 * answer. The base of the models, marked {@link LenientModel}, hands this class the only way to record such a value when it is loaded. Internal.
 */
public final class LenientFields {

    /** Records what did not decode on a model; given by the base of the models. */
    public interface Recorder {
        /**
         * Records a field whose value does not have the field's type.
         *
         * @param model the model being decoded
         * @param jsonName the field's JSON name
         * @param raw the value as received
         * @param problem what is wrong, in words that never quote the value, such as
         *     {@code is not an integer (the answer holds a string)}
         */
        void invalid(Object model, String jsonName, JsonNode raw, String problem);

        /**
         * Records the fields that did not decode inside a decoded value: a nested model, or a list or map of them.
         *
         * @param model the model being decoded
         * @param jsonName the JSON name of the field holding the value
         * @param value the decoded value
         */
        void nested(Object model, String jsonName, Object value);

        /**
         * Writes a decoded value back as JSON, as the model's wire form writes it.
         *
         * @param value a decoded value, a model or a list element
         * @return its JSON
         */
        JsonNode write(Object value);
    }

    private static volatile Recorder recorder;

    private LenientFields() {}

    /**
     * Receives the recorder; the base of the models calls it once, when it is loaded.
     *
     * @param given the recorder
     * @throws IllegalStateException if a recorder was given already
     */
    public static synchronized void register(Recorder given) {
        if (recorder != null) {
            throw new IllegalStateException("The recorder of fields that did not decode is set");
        }
        recorder = Objects.requireNonNull(given);
    }

    /** {@return whether a class is a response model: one whose base is marked {@link LenientModel}} */
    static boolean isModel(Class<?> type) {
        return type.isAnnotationPresent(LenientModel.class);
    }

    /** {@return the Jackson module that decodes every model's fields one by one} */
    static SimpleModule module() {
        return new SimpleModule("dgq-lenient-fields").setDeserializerModifier(new BeanDeserializerModifier() {
            @Override
            public BeanDeserializerBuilder updateBuilder(
                    DeserializationConfig config, BeanDescription description, BeanDeserializerBuilder builder) {
                if (isModel(description.getBeanClass())) {
                    List<SettableBeanProperty> properties = new ArrayList<>();
                    builder.getProperties().forEachRemaining(properties::add);
                    for (SettableBeanProperty property : properties) {
                        if (!property.getType().isTypeOrSubTypeOf(JsonNode.class)) {
                            builder.addOrReplaceProperty(new LenientProperty(property), true);
                        }
                    }
                }
                return builder;
            }
        });
    }

    /** {@return the type in words: {@code a string}, {@code an integer}, {@code a list of Owner}, ...} */
    static String describe(JavaType type) {
        if (type.isCollectionLikeType() || type.isArrayType()) {
            return "a list of " + plural(type.getContentType());
        }
        if (type.isMapLikeType()) {
            return "an object of " + plural(type.getContentType());
        }
        Class<?> raw = type.getRawClass();
        if (raw == String.class) {
            return "a string";
        } else if (raw == Boolean.class || raw == boolean.class) {
            return "a boolean";
        } else if (raw == Integer.class || raw == Long.class || raw == int.class || raw == long.class) {
            return "an integer";
        } else if (Number.class.isAssignableFrom(raw) || raw.isPrimitive()) {
            return "a number";
        } else if (raw.getPackageName().equals("java.time")) {
            return "a " + (raw.getSimpleName().contains("Time") ? "timestamp" : "date") + " string";
        } else if (isModel(raw)) {
            return "an object (" + raw.getSimpleName() + ")";
        }
        return "a value of " + raw.getSimpleName();
    }

    private static String plural(JavaType content) {
        Class<?> raw = content.getRawClass();
        return raw == String.class ? "strings" : raw.getSimpleName();
    }

    /**
     * Names the JSON kind of a value, never the value itself (it may be a secret).
     *
     * @param raw the value
     * @return its kind in words: {@code a string}, {@code an array}, ...
     */
    static String kindOf(JsonNode raw) {
        String kind = raw.getNodeType().name().toLowerCase(Locale.ROOT);
        if (raw.isNull()) {
            return "null";
        }
        return ("aeiou".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ") + kind;
    }

    /**
     * A model's field decoded on its own: a value that does not fit is recorded instead of failing the record.
     * Nothing is copied on the way when the value fits. A nested model is decoded in place, since it decodes its own
     * fields the same way, and so is a free-form object ({@link JsonObject}), which takes any object; a list is
     * decoded element by element, so that an element that does not fit is met at its first token, where the rest can
     * still be read. Only an array or object where neither is expected (or inside a list where neither is) is first
     * copied into a token buffer, so that a failure halfway through it leaves the parser where it can go on.
     */
    private static final class LenientProperty extends SettableBeanProperty.Delegating {

        private static final long serialVersionUID = 1L;

        /** Whether an object always decodes as this type: a model, or a free-form object. */
        private final boolean takesAnyObject;

        /** Whether this is a list decoded element by element (not a list of free-form JSON values). */
        private final boolean list;

        /** Whether an object always decodes as an element of the list. */
        private final boolean elementTakesAnyObject;

        private final boolean mayHoldModels;
        private final String expected;
        private final String expectedElement;

        /** The deserializer of the list's elements, found on first use. */
        private transient volatile JsonDeserializer<Object> elements;

        LenientProperty(SettableBeanProperty delegate) {
            super(delegate);
            JavaType type = delegate.getType();
            this.takesAnyObject = takesAnyObject(type);
            JavaType content = type.getContentType();
            this.list = type.isCollectionLikeType()
                    && type.getRawClass().isAssignableFrom(ArrayList.class)
                    && !content.isJavaLangObject()
                    && !content.isTypeOrSubTypeOf(JsonNode.class);
            this.elementTakesAnyObject = list && takesAnyObject(content);
            this.mayHoldModels = isModel(type.getRawClass())
                    || (type.isContainerType()
                            && (content.isJavaLangObject()
                                    || isModel(content.getRawClass())
                                    || content.isContainerType()));
            this.expected = describe(type);
            this.expectedElement = content == null ? null : describe(content);
        }

        private static boolean takesAnyObject(JavaType type) {
            return isModel(type.getRawClass()) || type.getRawClass() == JsonObject.class;
        }

        @Override
        protected SettableBeanProperty withDelegate(SettableBeanProperty delegate) {
            return new LenientProperty(delegate);
        }

        @Override
        public void deserializeAndSet(JsonParser p, DeserializationContext ctxt, Object instance) throws IOException {
            set(instance, decode(p, ctxt, instance));
        }

        @Override
        public Object deserializeSetAndReturn(JsonParser p, DeserializationContext ctxt, Object instance)
                throws IOException {
            Object value = decode(p, ctxt, instance);
            set(instance, value);
            return instance;
        }

        private Object decode(JsonParser p, DeserializationContext ctxt, Object instance) throws IOException {
            Object value = p.currentToken() == JsonToken.START_ARRAY && list
                    ? decodeList(p, ctxt, instance)
                    : decodeOne(p, ctxt, false);
            if (value instanceof Unfit unfit) {
                recorder.invalid(instance, getName(), unfit.raw(), "is not " + expected + holds(unfit.raw()));
                return null;
            }
            if (mayHoldModels && value != null) {
                recorder.nested(instance, getName(), value);
            }
            return value;
        }

        /**
         * Decodes one value, the field's or an element of its list, the parser on its first token: answers the value,
         * or an {@link Unfit} holding it as received when it does not fit.
         */
        private Object decodeOne(JsonParser p, DeserializationContext ctxt, boolean element) throws IOException {
            JsonToken token = p.currentToken();
            boolean objectFits = element ? elementTakesAnyObject : takesAnyObject;
            if (token == JsonToken.START_ARRAY || (token == JsonToken.START_OBJECT && !objectFits)) {
                TokenBuffer copy = ctxt.bufferAsCopyOfValue(p);
                try (JsonParser buffered = copy.asParserOnFirstToken()) {
                    return read(buffered, ctxt, element);
                } catch (DatabindException | InputCoercionException e) {
                    try (JsonParser again = copy.asParserOnFirstToken()) {
                        return new Unfit(ctxt.readTree(again));
                    }
                }
            }
            if (token == JsonToken.START_OBJECT) {
                return read(p, ctxt, element);
            }
            try {
                return read(p, ctxt, element);
            } catch (DatabindException | InputCoercionException e) {
                // a scalar (a number out of its type's range, say): no deserializer moves past it to refuse it
                return new Unfit(ctxt.readTree(p));
            }
        }

        private Object read(JsonParser p, DeserializationContext ctxt, boolean element) throws IOException {
            return element ? elements.deserialize(p, ctxt) : delegate.deserialize(p, ctxt);
        }

        /**
         * Decodes a list element by element, the parser on its {@code START_ARRAY}. An element that does not fit
         * (or is {@code null}) makes the whole field invalid: the elements read so far are written back as JSON, the
         * rest read as JSON, and the whole array kept as received.
         */
        private Object decodeList(JsonParser p, DeserializationContext ctxt, Object instance) throws IOException {
            if (elements == null) {
                elements = ctxt.findContextualValueDeserializer(getType().getContentType(), this);
            }
            List<Object> values = new ArrayList<>();
            JsonToken token;
            while ((token = p.nextToken()) != JsonToken.END_ARRAY) {
                if (token == null) {
                    return ctxt.handleUnexpectedToken(getType(), p);
                }
                Object value = token == JsonToken.VALUE_NULL ? new Unfit(ctxt.readTree(p)) : decodeOne(p, ctxt, true);
                if (value instanceof Unfit unfit) {
                    ArrayNode raw = ctxt.getNodeFactory().arrayNode();
                    for (Object decoded : values) {
                        raw.add(recorder.write(decoded));
                    }
                    String problem = "is not " + expected + " (the answer holds an array whose element ["
                            + raw.size() + "] is " + kindOf(unfit.raw())
                            + (unfit.raw().isNull() ? "" : ", not " + expectedElement) + ")";
                    raw.add(unfit.raw());
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        raw.add(ctxt.readTree(p));
                    }
                    recorder.invalid(instance, getName(), raw, problem);
                    return null;
                }
                values.add(value);
            }
            return values;
        }

        /** {@return what the answer holds instead, in words} */
        private static String holds(JsonNode raw) {
            return " (the answer holds " + kindOf(raw) + ")";
        }
    }

    /** A value that does not fit the type it was decoded as, as received. */
    private record Unfit(JsonNode raw) {}
}
