// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.patterns;

import io.dgq.sdk.model.WriteRequest;

/**
 * The settable fields of a pattern, shared by {@link PatternCreateRequest.Builder} and
 * {@link PatternUpdateRequest.Builder}. Each setter sends its field; {@code null} sends {@code null}, which clears the
 * field on update. {@code is_valid} is not settable: the server derives it from the regular expression.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class PatternRequestBuilder<R extends WriteRequest, B extends PatternRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    PatternRequestBuilder() {}

    /**
     * Sets {@code name}.
     *
     * @param name the pattern's name
     * @return this builder
     */
    public B name(String name) {
        return set("name", name);
    }

    /**
     * Sets {@code pattern}.
     *
     * @param pattern the regular expression, as text
     * @return this builder
     */
    public B pattern(String pattern) {
        return set("pattern", pattern);
    }

    /**
     * Sets {@code type}.
     *
     * @param type the kind of pattern
     * @return this builder
     */
    public B type(String type) {
        return set("type", type);
    }

    /**
     * Sets {@code attribute_id}.
     *
     * @param attributeId the id of the attribute the pattern applies to
     * @return this builder
     */
    public B attributeId(String attributeId) {
        return set("attribute_id", attributeId);
    }

    /**
     * Sets {@code system_pattern_id}.
     *
     * @param systemPatternId the id of the built-in pattern this one derives from
     * @return this builder
     */
    public B systemPatternId(String systemPatternId) {
        return set("system_pattern_id", systemPatternId);
    }
}
