package io.dgq.sdk.internal.models;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Decodes a model's fields one by one, so that one value of the wrong type does not fail a whole answer: such a
 * value is kept as received and handed to the model, whose accessor for it then throws
 * {@link io.dgq.sdk.errors.DgqDecodingException} naming the field, while every other field, and every other record
 * of a list, reads as usual. Malformed JSON, a truncated body and a body over the size limit still fail the whole
 * answer. {@link ModelDecoder} reads each known field of a model with a {@link Value}, into a {@link Decoding}.
 * Internal.
 */
public final class LenientFields {

    private LenientFields() {}

    /** {@return whether a class is a response model: one whose base is marked {@link LenientModel}} */
    static boolean isModel(Class<?> type) {
        return MODELS.get(type);
    }

    /**
     * {@return whether the type, a superclass or an interface of theirs carries {@link LenientModel}}; a type of the
     * JDK never does, and its annotations are not read (reading them loads classes on a first call)
     */
    private static boolean marked(Class<?> type) {
        if (type == null || type.getName().startsWith("java.")) {
            return false;
        }
        if (type.isAnnotationPresent(LenientModel.class)) {
            return true;
        }
        for (Class<?> implemented : type.getInterfaces()) {
            if (marked(implemented)) {
                return true;
            }
        }
        return marked(type.getSuperclass());
    }

    /** Whether each class is a model, looked up once per class rather than in its annotations at every value. */
    private static final ClassValue<Boolean> MODELS = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            return marked(type);
        }
    };

    /**
     * A field's value that does not fit its type, as received, and what is wrong with it in words.
     *
     * @param raw the value as received
     * @param describe what is wrong, in words that never quote the value, such as
     *     {@code is not an integer (the answer holds a string)}
     */
    public record Invalid(JsonNode raw, String describe) {}

    /** What one model's decoding collects besides its values: unknown fields, values of the wrong type, problems. */
    static final class Decoding {

        /** The values of the known fields; longer than the model needs when it was used for a bigger one. */
        Object[] values;

        private Map<String, JsonNode> unknown;
        private Map<String, Invalid> invalid;
        private Map<String, String> problems;

        Decoding(int size) {
            this.values = new Object[size];
        }

        /** Makes room for a model of {@code size} fields; the values are all {@code null} (see {@link #clear}). */
        void reuse(int size) {
            if (values.length < size) {
                values = new Object[size];
            }
        }

        /** Forgets the model decoded, whose maps now belong to it, so the decoding can serve the next one. */
        void clear(int size) {
            Arrays.fill(values, 0, size, null);
            unknown = null;
            invalid = null;
            problems = null;
        }

        void unknown(String name, JsonNode value) {
            if (unknown == null) {
                unknown = new LinkedHashMap<>();
            }
            unknown.put(name, value);
        }

        void invalid(String jsonName, JsonNode raw, String problem) {
            if (invalid == null) {
                invalid = new LinkedHashMap<>();
            }
            Invalid field = new Invalid(raw, problem);
            invalid.put(jsonName, field);
            problem(jsonName, field.describe());
        }

        /** Records the problems inside a decoded value: a nested model, or a list or map of them. */
        void nested(String jsonName, Object value) {
            if (value instanceof List<?> list) {
                for (int i = 0; i < list.size(); i++) {
                    Object element = list.get(i);
                    if (element == null || !isModel(element.getClass()) || ModelFields.problemsOf(element) != null) {
                        // the path is only written for an element that may hold a problem
                        nested(jsonName + "[" + i + "]", element);
                    }
                }
            } else if (value instanceof Map<?, ?> map) {
                map.forEach((key, element) -> nested(jsonName + "." + key, element));
            } else if (value != null && isModel(value.getClass())) {
                Map<String, String> inside = ModelFields.problemsOf(value);
                if (inside != null) {
                    inside.forEach((path, what) -> problem(jsonName + "." + path, what));
                }
            }
        }

        private void problem(String path, String what) {
            if (problems == null) {
                problems = new LinkedHashMap<>();
            }
            problems.put(path, what);
        }

        /** {@return the unknown fields in the order received, or an empty map} */
        Map<String, JsonNode> unknown() {
            return unknown == null ? Map.of() : unknown;
        }

        /** {@return the fields whose value did not fit, by JSON name; {@code null} when none} */
        Map<String, Invalid> invalid() {
            return invalid;
        }

        /** {@return every field that did not decode here and in nested records, by path; {@code null} when none} */
        Map<String, String> problems() {
            return problems;
        }
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
    static final class Value {

        private final String name;
        private final JavaType type;

        /** Whether the value is free-form JSON, which takes any value: read as is. */
        private final boolean json;

        /** Whether an object always decodes as this type: a model, or a free-form object. */
        private final boolean takesAnyObject;

        /** Whether this is a list decoded element by element (not a list of free-form JSON values). */
        private final boolean list;

        /** Whether an object always decodes as an element of the list. */
        private final boolean elementTakesAnyObject;

        private final boolean mayHoldModels;

        /** The deserializer of the field's type. */
        private final JsonDeserializer<Object> deserializer;

        /** The deserializer of the list's elements, found on first use. */
        private volatile JsonDeserializer<Object> elements;

        Value(String name, JavaType type, JsonDeserializer<Object> deserializer) {
            this.name = name;
            this.type = type;
            this.deserializer = deserializer;
            this.json = type.isTypeOrSubTypeOf(JsonNode.class) || type.getRawClass() == JsonValue.class;
            this.takesAnyObject = takesAnyObject(type);
            JavaType content = type.getContentType();
            this.list = type.isCollectionLikeType()
                    && type.getRawClass().isAssignableFrom(ArrayList.class)
                    && !content.isJavaLangObject()
                    && !content.isTypeOrSubTypeOf(JsonNode.class)
                    && content.getRawClass() != JsonValue.class;
            this.elementTakesAnyObject = list && takesAnyObject(content);
            this.mayHoldModels = isModel(type.getRawClass())
                    || (type.isContainerType()
                            && (content.isJavaLangObject()
                                    || isModel(content.getRawClass())
                                    || content.isContainerType()));
        }

        /** {@return the field's type in words, for a message: made only when a value does not fit} */
        private String expected() {
            return describe(type);
        }

        private static boolean takesAnyObject(JavaType type) {
            return isModel(type.getRawClass()) || type.getRawClass() == JsonObject.class;
        }

        /**
         * Decodes the field's value, the parser on its first token: answers it, or {@code null} after recording it
         * on the decoding when it does not fit.
         */
        Object decode(JsonParser p, DeserializationContext ctxt, Decoding decoding) throws IOException {
            if (json) {
                return read(p, ctxt, false);
            }
            Object value = p.currentToken() == JsonToken.START_ARRAY && list
                    ? decodeList(p, ctxt, decoding)
                    : decodeOne(p, ctxt, false);
            if (value instanceof Unfit unfit) {
                decoding.invalid(name, unfit.raw(), "is not " + expected() + holds(unfit.raw()));
                return null;
            }
            if (mayHoldModels && value != null) {
                decoding.nested(name, value);
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
            if (element) {
                return elements.deserialize(p, ctxt);
            }
            // as a bean property reads it: JSON null as the type's null value (a NullNode for free-form JSON)
            return p.currentToken() == JsonToken.VALUE_NULL
                    ? deserializer.getNullValue(ctxt)
                    : deserializer.deserialize(p, ctxt);
        }

        /**
         * Decodes a list element by element, the parser on its {@code START_ARRAY}. An element that does not fit
         * (or is {@code null}) makes the whole field invalid: the elements read so far are written back as JSON, the
         * rest read as JSON, and the whole array kept as received.
         */
        private Object decodeList(JsonParser p, DeserializationContext ctxt, Decoding decoding) throws IOException {
            if (elements == null) {
                elements = ctxt.findContextualValueDeserializer(type.getContentType(), null);
            }
            List<Object> values = new ArrayList<>();
            JsonToken token;
            while ((token = p.nextToken()) != JsonToken.END_ARRAY) {
                if (token == null) {
                    return ctxt.handleUnexpectedToken(type, p);
                }
                Object value = token == JsonToken.VALUE_NULL ? new Unfit(ctxt.readTree(p)) : decodeOne(p, ctxt, true);
                if (value instanceof Unfit unfit) {
                    ArrayNode raw = ctxt.getNodeFactory().arrayNode();
                    for (Object decoded : values) {
                        raw.add(ModelFields.write(decoded));
                    }
                    String problem = "is not " + expected() + " (the answer holds an array whose element ["
                            + raw.size() + "] is " + kindOf(unfit.raw())
                            + (unfit.raw().isNull() ? "" : ", not " + describe(type.getContentType())) + ")";
                    raw.add(unfit.raw());
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        raw.add(ctxt.readTree(p));
                    }
                    decoding.invalid(name, raw, problem);
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
