package io.dgq.sdk.internal;

import io.dgq.sdk.json.JsonNull;
import io.dgq.sdk.json.JsonObject;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.StringJoiner;

/**
 * The immutable body of a create or update request: the fields its builder set, as one JSON object. A generated
 * request keeps it in a private field and answers {@code isSet}, {@code fieldNames}, {@code toJson} and
 * {@code toString()} from it. Internal: not part of the public API.
 */
public final class RequestBody {

    /** What a masked value prints as, as in a model's {@code toString()}. */
    private static final String MASK = "****";

    private final JsonObject json;

    RequestBody(JsonObject json) {
        this.json = json;
    }

    /**
     * Tells whether a field is set, to a value or to {@code null}.
     *
     * @param jsonName the JSON field name
     * @return {@code true} when the field is sent
     */
    public boolean isSet(String jsonName) {
        return json.has(jsonName);
    }

    /**
     * Returns the names of the fields that are sent, in order.
     *
     * @return an unmodifiable set of JSON field names
     */
    public Set<String> fieldNames() {
        return Collections.unmodifiableSet(new LinkedHashSet<>(json.fieldNames()));
    }

    /**
     * Returns the JSON body that is sent.
     *
     * @return the body, an immutable JSON object
     */
    public JsonObject json() {
        return json;
    }

    /**
     * Describes a request by the names, never the values, of the fields that are set.
     *
     * @param type the request's simple class name
     * @return for example {@code DomainCreateRequest[name, description]}
     */
    public String names(String type) {
        return type + fieldNames();
    }

    /**
     * Describes a request with the values of some fields: the class name and every field set, as {@code name=value}
     * with the value as JSON, or {@code ****} for a field not named (a {@code null} value shows as {@code null}).
     *
     * @param type the request's simple class name
     * @param printed the JSON names of the fields whose values may be shown
     * @return the description
     */
    public String describe(String type, Set<String> printed) {
        StringJoiner text = new StringJoiner(", ", type + "{", "}");
        json.asMap()
                .forEach((name, value) -> text.add(
                        name + "=" + (printed.contains(name) || value instanceof JsonNull ? value.toString() : MASK)));
        return text.toString();
    }
}
