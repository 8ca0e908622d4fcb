// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.tags;

import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;

/**
 * The settable fields of a tag, shared by {@link TagCreateRequest.Builder} and {@link TagUpdateRequest.Builder}. Each
 * setter sends its field; {@code null} sends {@code null}, which clears the field on update.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class TagRequestBuilder<R extends WriteRequest, B extends TagRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    TagRequestBuilder() {}

    /**
     * Sets {@code name}.
     *
     * @param name the tag's name
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
     * @param type the kind of tag
     * @return this builder
     */
    public B type(String type) {
        return set("type", type);
    }

    /**
     * Sets {@code level}.
     *
     * @param level the level
     * @return this builder
     */
    public B level(String level) {
        return set("level", level);
    }

    /**
     * Sets {@code source}.
     *
     * @param source where the tag comes from
     * @return this builder
     */
    public B source(String source) {
        return set("source", source);
    }

    /**
     * Sets {@code native_query_run}.
     *
     * @param nativeQueryRun the native query run
     * @return this builder
     */
    public B nativeQueryRun(String nativeQueryRun) {
        return set("native_query_run", nativeQueryRun);
    }

    /**
     * Sets {@code parent_id}, making this tag a child of another.
     *
     * @param parentId the parent tag's id, or {@code null} for a top-level tag
     * @return this builder
     */
    public B parentId(String parentId) {
        return set("parent_id", parentId);
    }

    /**
     * Sets {@code status}.
     *
     * @param status the review status
     * @return this builder
     */
    public B status(Status status) {
        return set("status", status);
    }

    /**
     * Sets {@code qualified_name}.
     *
     * @param qualifiedName the fully qualified name
     * @return this builder
     */
    public B qualifiedName(String qualifiedName) {
        return set("qualified_name", qualifiedName);
    }

    /**
     * Sets {@code user}.
     *
     * @param user the user field
     * @return this builder
     */
    public B user(String user) {
        return set("user", user);
    }

    /**
     * Sets {@code owner}.
     *
     * @param owner the owner
     * @return this builder
     */
    public B owner(String owner) {
        return set("owner", owner);
    }

    /**
     * Sets {@code freshness_sla}.
     *
     * @param freshnessSla the freshness service level
     * @return this builder
     */
    public B freshnessSla(String freshnessSla) {
        return set("freshness_sla", freshnessSla);
    }

    /**
     * Sets {@code schema_stability}.
     *
     * @param schemaStability the schema stability
     * @return this builder
     */
    public B schemaStability(String schemaStability) {
        return set("schema_stability", schemaStability);
    }

    /**
     * Sets {@code definition}.
     *
     * @param definition the definition
     * @return this builder
     */
    public B definition(String definition) {
        return set("definition", definition);
    }

    /**
     * Sets {@code context}.
     *
     * @param context the business context
     * @return this builder
     */
    public B context(String context) {
        return set("context", context);
    }

    /**
     * Sets {@code who_should_use_this}.
     *
     * @param whoShouldUseThis who should use this tag
     * @return this builder
     */
    public B whoShouldUseThis(String whoShouldUseThis) {
        return set("who_should_use_this", whoShouldUseThis);
    }

    /**
     * Sets {@code source_id}.
     *
     * @param sourceId the id of the tag's data source
     * @return this builder
     */
    public B sourceId(String sourceId) {
        return set("source_id", sourceId);
    }

    /**
     * Sets {@code source_type}.
     *
     * @param sourceType the kind of the tag's data source
     * @return this builder
     */
    public B sourceType(String sourceType) {
        return set("source_type", sourceType);
    }

    /**
     * Sets {@code is_masked_data}.
     *
     * @param isMaskedData whether the tag masks data
     * @return this builder
     */
    public B isMaskedData(Boolean isMaskedData) {
        return set("is_masked_data", isMaskedData);
    }

    /**
     * Sets {@code is_active}.
     *
     * @param isActive whether the tag is active
     * @return this builder
     */
    public B isActive(Boolean isActive) {
        return set("is_active", isActive);
    }

    /**
     * Sets {@code audiences}: the audiences, replaced whole.
     *
     * @param audiences the audiences, or {@code null}
     * @return this builder
     */
    public B audiences(List<JsonObject> audiences) {
        return set("audiences", audiences);
    }
}
