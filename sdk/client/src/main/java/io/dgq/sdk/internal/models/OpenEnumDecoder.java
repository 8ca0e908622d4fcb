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
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * Decodes an open enumeration from its JSON string through the class's {@code of(String)}, as its
 * {@code @JsonCreator} says, without Jackson's search of the class for creators, which a JVM's first answer holding
 * one would otherwise pay. Anything but a string is refused as Jackson refuses it. The base of the open enumerations
 * names it in its {@code @JsonDeserialize}, so every Jackson mapper decodes them this way. Internal.
 */
public final class OpenEnumDecoder extends StdDeserializer<Object> implements ContextualDeserializer {

    private static final long serialVersionUID = 1L;

    /** The enumeration's {@code of(String)}, or {@code null} for the instance Jackson makes from the annotation. */
    private final transient Method of;

    /** Creates the decoder Jackson makes from the annotation; {@link #createContextual} gives it its type. */
    public OpenEnumDecoder() {
        super(Object.class);
        this.of = null;
    }

    private OpenEnumDecoder(JavaType type, Method of) {
        super(type);
        this.of = of;
    }

    @Override
    public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property)
            throws JsonMappingException {
        JavaType type = ctxt.getContextualType();
        if (type == null && property != null) {
            type = property.getType();
        }
        if (of != null || type == null) {
            return this;
        }
        Method factory;
        try {
            factory = type.getRawClass().getMethod("of", String.class);
        } catch (NoSuchMethodException e) {
            return ctxt.reportBadDefinition(type, type.getRawClass().getSimpleName() + " has no of(String)");
        }
        return new OpenEnumDecoder(type, factory);
    }

    @Override
    public boolean isCachable() {
        return true;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (of == null) {
            return ctxt.reportInputMismatch(this, "An open enumeration's decoder has no type");
        }
        JsonToken token = p.currentToken();
        if (token == JsonToken.VALUE_STRING) {
            try {
                return of.invoke(null, p.getText());
            } catch (IllegalAccessException | InvocationTargetException e) {
                return ctxt.handleInstantiationProblem(handledType(), p.getText(), e);
            }
        }
        if (token == JsonToken.VALUE_EMBEDDED_OBJECT && handledType().isInstance(p.getEmbeddedObject())) {
            return p.getEmbeddedObject();
        }
        if (token == JsonToken.START_ARRAY) {
            return _deserializeFromArray(p, ctxt);
        }
        return ctxt.handleUnexpectedToken(handledType(), p);
    }
}
