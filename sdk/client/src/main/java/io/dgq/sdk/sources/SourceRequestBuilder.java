// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.WriteRequest;

/**
 * The settable fields of a source, shared by {@link SourceCreateRequest.Builder} and
 * {@link SourceUpdateRequest.Builder}. Each setter sends its field; {@code null} sends {@code null}, which clears the
 * field on update.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class SourceRequestBuilder<R extends WriteRequest, B extends SourceRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    SourceRequestBuilder() {}

    /**
     * Sets {@code name}.
     *
     * @param name the source's name
     * @return this builder
     */
    public B name(String name) {
        return set("name", name);
    }

    /**
     * Sets {@code description}.
     *
     * @param description the description
     * @return this builder
     */
    public B description(String description) {
        return set("description", description);
    }

    /**
     * Sets {@code type}.
     *
     * @param type the kind of data system
     * @return this builder
     */
    public B type(String type) {
        return set("type", type);
    }

    /**
     * Sets {@code credentials}, sent as given.
     *
     * @param credentials the connection credentials
     * @return this builder
     */
    public B credentials(SourceCredentialsInput credentials) {
        return set("credentials", credentials == null ? null : credentials.toJson());
    }

    /**
     * Sets {@code config}.
     *
     * @param config the connection's configuration
     * @return this builder
     */
    public B config(JsonObject config) {
        return set("config", config);
    }

    /**
     * Sets {@code is_active}.
     *
     * @param isActive whether the source is active
     * @return this builder
     */
    public B isActive(Boolean isActive) {
        return set("is_active", isActive);
    }

    /**
     * Sets {@code is_api_connection}.
     *
     * @param isApiConnection whether the source is reached through an API
     * @return this builder
     */
    public B isApiConnection(Boolean isApiConnection) {
        return set("is_api_connection", isApiConnection);
    }

    /**
     * Sets {@code source_type_id}.
     *
     * @param sourceTypeId the source type's id
     * @return this builder
     */
    public B sourceTypeId(String sourceTypeId) {
        return set("source_type_id", sourceTypeId);
    }

    /**
     * Sets {@code source_type}, the kind of data system, replaced whole.
     *
     * @param sourceType the source type: {@code id}, {@code name}, {@code short_description}, {@code long_description},
     *     {@code type}, {@code tag}, {@code is_active}, {@code is_delete}
     * @return this builder
     */
    public B sourceType(JsonObject sourceType) {
        return set("source_type", sourceType);
    }
}
