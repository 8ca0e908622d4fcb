package io.dgq.sdk.internal.json;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What a value of a type above the JSON values is as JSON, for {@code JsonValue.from(Object)} and
 * {@code JsonObject.of(Map)}: a type names its form as its companion (an owner and a reference through the models'
 * base, an open enumeration through its base), so the JSON values convert it without importing its package.
 * Internal.
 */
public interface JsonForm {

    /**
     * Writes a value as JSON.
     *
     * @param value the value, of the type that names this form or a subclass of it
     * @param where the field or element it is for, named in an error
     * @return the value as a new tree the caller owns, or {@code null} when a value of its class has no JSON form
     * @throws IllegalArgumentException if this value cannot be sent; the message names {@code where} or the value's
     *     missing part
     */
    JsonNode toTree(Object value, String where);
}
