package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Base of every response model: keeps the JSON fields the model does not know.
 *
 * <p>The DGQ API may add fields at any time. They never fail decoding; they stay reachable through
 * {@link #additionalProperties()}. Models are immutable: they have accessors and no setters.
 *
 * <p>Nullability rule, the same on every model: a scalar or object accessor returns {@code null} when the server
 * sent {@code null} or left the field out; a list accessor never returns {@code null} (an absent list is empty).
 */
public abstract class ApiObject {

    private Map<String, JsonNode> additionalProperties = Map.of();

    /** Creates an empty model; fields are filled by the JSON decoder. */
    protected ApiObject() {
    }

    @JsonAnySetter
    private void putAdditionalProperty(String name, JsonNode value) {
        if (additionalProperties.isEmpty()) {
            additionalProperties = new LinkedHashMap<>();
        }
        additionalProperties.put(name, value);
    }

    /**
     * Returns the fields of the JSON record that this model has no accessor for, in the order received.
     *
     * @return an unmodifiable map from JSON field name to a copy of its value; empty when there are none
     */
    public final Map<String, JsonNode> additionalProperties() {
        if (additionalProperties.isEmpty()) {
            return Map.of();
        }
        Map<String, JsonNode> copy = new LinkedHashMap<>();
        additionalProperties.forEach((name, value) -> copy.put(name, value.deepCopy()));
        return Collections.unmodifiableMap(copy);
    }

    /**
     * Returns one unknown field of the JSON record.
     *
     * @param name the JSON field name
     * @return a copy of the value, or {@code null} when the record has no such unknown field
     */
    public final JsonNode additionalProperty(String name) {
        JsonNode value = additionalProperties.get(name);
        return value == null ? null : value.deepCopy();
    }

    /**
     * Returns a list as an unmodifiable view, or an empty list for {@code null}.
     *
     * @param list the decoded list, possibly {@code null}
     * @param <T> the element type
     * @return never {@code null}
     */
    protected static <T> List<T> listOf(List<T> list) {
        return list == null ? List.of() : Collections.unmodifiableList(list);
    }
}
