package io.dgq.sdk.internal.models;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.sdk.json.JsonValue;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a model's builder holds: the fields set so far by JSON name, as the model's wire form writes them, turned into
 * the model by the same decoder that reads answers, so a built model equals one decoded from the same JSON. Each
 * generated builder keeps one and gives it its typed setters. Internal.
 */
public final class ModelBuilder {

    private final Class<?> type;
    private final ObjectNode fields;

    /**
     * Creates the state of a builder, empty or holding the fields of a model.
     *
     * @param type the model class to build
     * @param from the model to copy, or {@code null} for an empty builder
     */
    public ModelBuilder(Class<?> type, Object from) {
        this.type = Objects.requireNonNull(type, "type");
        this.fields = from == null
                ? JsonNodeFactory.instance.objectNode()
                : ModelFields.wireForm(from).deepCopy();
    }

    /**
     * Sets a known field by its JSON name, for a typed setter.
     *
     * @param jsonName the JSON field name
     * @param value the value, written as the SDK writes it; {@code null} clears the field
     * @throws IllegalArgumentException if the value cannot be written as JSON
     */
    public void put(String jsonName, Object value) {
        if (value == null) {
            fields.remove(jsonName);
        } else {
            fields.set(jsonName, value instanceof JsonNode jsonNode ? jsonNode.deepCopy() : ModelJson.toTree(value));
        }
    }

    /**
     * Sets a field the model has no accessor for.
     *
     * @param jsonName the JSON field name; not the name of a field the model has an accessor for
     * @param value the value; {@code null} stands for JSON {@code null}
     * @throws IllegalArgumentException if the name is blank or is the JSON name of a known field
     */
    public void putAdditional(String jsonName, JsonValue value) {
        if (jsonName == null || jsonName.isBlank()) {
            throw new IllegalArgumentException("The property name must not be blank");
        }
        if (ModelJson.knownNames(type).contains(jsonName)) {
            throw new IllegalArgumentException(
                    "'" + jsonName + "' is a field of " + type.getSimpleName() + ": use its typed setter");
        }
        fields.set(jsonName, value == null ? JsonNodeFactory.instance.nullNode() : ModelJson.toTree(value));
    }

    /**
     * Sets several fields the model has no accessor for, as {@link #putAdditional} does for each.
     *
     * @param properties the fields by JSON name
     * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
     */
    public void putAllAdditional(Map<String, ? extends JsonValue> properties) {
        properties.forEach(this::putAdditional);
    }

    /**
     * Removes a field the model has no accessor for; a known field's name is ignored.
     *
     * @param jsonName the JSON field name
     */
    public void removeAdditional(String jsonName) {
        if (!ModelJson.knownNames(type).contains(jsonName)) {
            fields.remove(jsonName);
        }
    }

    /**
     * Builds the model from the fields set so far, by decoding their JSON text exactly as an answer is decoded.
     *
     * @param as the class the builder answers, the model class or one of its superclasses
     * @param <M> that class
     * @return the model
     * @throws IllegalStateException if the fields do not decode into the model
     */
    public <M> M build(Class<M> as) {
        try {
            return as.cast(ReadingMapper.roundTrip(fields, type));
        } catch (IOException e) {
            throw new IllegalStateException("Could not build " + type.getSimpleName() + ": " + e.getMessage(), e);
        }
    }

    /** Names the model type and the JSON names of the fields set, never their values. */
    @Override
    public String toString() {
        List<String> names = new ArrayList<>();
        fields.fieldNames().forEachRemaining(names::add);
        return type.getSimpleName() + ".Builder" + names;
    }
}
