package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonValue;
import io.dgq.sdk.json.JsonObject;
import java.util.Set;

/**
 * A create or update body: an immutable, ordered set of JSON fields, built by the request's own builder (for example
 * {@code DomainCreateRequest.builder().name("Customer").build()}).
 *
 * <p>A field has three states: absent (never set, not sent), {@code null} (set to {@code null}, sent as
 * {@code null}, which clears it on update) and a value. Only the fields a builder set are sent, so an update is
 * partial. Fields the SDK has no setter for go through the builder's {@code putAdditionalProperty(String, Object)}.
 *
 * <p>{@code toString()} names the fields that are set but never prints their values, which may be secret (a request
 * that prints some values, such as {@code SourceCredentialsInput}, says which).
 *
 * <p>The SDK's generated requests implement this interface; it is not meant to be implemented elsewhere, and a later
 * release may add methods to it.
 */
public interface WriteRequest {

    /**
     * Tells whether a field is set, to a value or to {@code null}.
     *
     * @param jsonName the JSON field name
     * @return {@code true} when the field is sent
     */
    boolean isSet(String jsonName);

    /**
     * Returns the names of the fields that are sent, in order.
     *
     * @return an unmodifiable set of JSON field names
     */
    Set<String> fieldNames();

    /**
     * Returns the JSON body that is sent.
     *
     * @return the body as an immutable JSON object
     */
    @JsonValue
    JsonObject toJson();
}
