// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.parameters;

import io.dgq.sdk.model.WriteRequest;

/**
 * The settable fields of a parameter, shared by {@link ParameterCreateRequest.Builder} and
 * {@link ParameterUpdateRequest.Builder}. Each setter sends its field; {@code null} sends {@code null}, which clears
 * the field on update.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class ParameterRequestBuilder<R extends WriteRequest, B extends ParameterRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    ParameterRequestBuilder() {}

    /**
     * Sets {@code name}.
     *
     * @param name the parameter's name
     * @return this builder
     */
    public B name(String name) {
        return set("name", name);
    }

    /**
     * Sets {@code type}.
     *
     * @param type the kind of value, for example {@code "number"}
     * @return this builder
     */
    public B type(String type) {
        return set("type", type);
    }

    /**
     * Sets {@code value}.
     *
     * @param value the value, as text
     * @return this builder
     */
    public B value(String value) {
        return set("value", value);
    }

    /**
     * Sets {@code is_active}.
     *
     * @param isActive whether the parameter is active
     * @return this builder
     */
    public B isActive(Boolean isActive) {
        return set("is_active", isActive);
    }
}
