// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;

/**
 * The settable fields of a glossary, shared by {@link GlossaryCreateRequest.Builder} and
 * {@link GlossaryUpdateRequest.Builder}. Each setter sends its field; {@code null} sends {@code null}, which clears the
 * field on update.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class GlossaryRequestBuilder<R extends WriteRequest, B extends GlossaryRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    GlossaryRequestBuilder() {}

    /**
     * Sets {@code name}.
     *
     * @param name the glossary's name
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
     * Sets {@code source}.
     *
     * @param source where the glossary comes from
     * @return this builder
     */
    public B source(String source) {
        return set("source", source);
    }

    /**
     * Sets {@code parent_id}, making this glossary a category of another.
     *
     * @param parentId the parent glossary's id, or {@code null} for a top-level glossary
     * @return this builder
     */
    public B parentId(String parentId) {
        return set("parent_id", parentId);
    }

    /**
     * Sets {@code domain_id}.
     *
     * @param domainId the id of the glossary's domain
     * @return this builder
     */
    public B domainId(String domainId) {
        return set("domain_id", domainId);
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
     * Sets {@code status}.
     *
     * @param status the review status
     * @return this builder
     */
    public B status(Status status) {
        return set("status", status);
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
     * @param whoShouldUseThis who should use this glossary
     * @return this builder
     */
    public B whoShouldUseThis(String whoShouldUseThis) {
        return set("who_should_use_this", whoShouldUseThis);
    }

    /**
     * Sets {@code is_active}.
     *
     * @param isActive whether the glossary is active
     * @return this builder
     */
    public B isActive(Boolean isActive) {
        return set("is_active", isActive);
    }

    /**
     * Sets {@code domain}: the linked domains, replaced whole.
     *
     * @param domains the linked domains, or {@code null}
     * @return this builder
     */
    public B domains(List<JsonObject> domains) {
        return set("domain", domains);
    }
}
