package io.dgq.sdk.json;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A JSON array.
 *
 * @param elements the elements, in order; copied, a {@code null} element as {@link JsonNull#INSTANCE}
 */
public record JsonArray(List<JsonValue> elements) implements JsonValue {

    /**
     * Creates a JSON array.
     *
     * @param elements the elements; copied
     */
    public JsonArray {
        Objects.requireNonNull(elements, "elements");
        List<JsonValue> copy = new ArrayList<>(elements.size());
        for (JsonValue element : elements) {
            copy.add(element == null ? JsonNull.INSTANCE : element);
        }
        elements = Collections.unmodifiableList(copy);
    }

    /**
     * Creates a JSON array of values.
     *
     * @param elements the elements
     * @return the array
     */
    public static JsonArray of(JsonValue... elements) {
        return new JsonArray(List.of(elements));
    }

    /**
     * Converts a collection of plain Java values, each as {@link JsonValue#from(Object)} does.
     *
     * @param elements the elements
     * @return the array
     * @throws IllegalArgumentException if an element is not a JSON value; the message names its index
     */
    public static JsonArray from(Collection<?> elements) {
        return (JsonArray) JsonValue.from(elements);
    }

    /** {@return the number of elements} */
    public int size() {
        return elements.size();
    }

    /**
     * Returns one element.
     *
     * @param index its index
     * @return the element
     * @throws IndexOutOfBoundsException if there is none at {@code index}
     */
    public JsonValue get(int index) {
        return elements.get(index);
    }

    @Override
    public List<Object> toJava() {
        List<Object> values = new ArrayList<>(elements.size());
        elements.forEach(element -> values.add(element.toJava()));
        return Collections.unmodifiableList(values);
    }

    @Override
    public String kind() {
        return "an array";
    }

    @Override
    public List<JsonValue> asList() {
        return elements;
    }

    /** {@return the array as compact JSON text} */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder().append('[');
        for (int i = 0; i < elements.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(elements.get(i));
        }
        return out.append(']').toString();
    }
}
