// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;

/**
 * The settable fields of a domain, shared by {@link DomainCreateRequest.Builder} and
 * {@link DomainUpdateRequest.Builder}. Each setter sends its field; {@code null} sends {@code null}, which clears the
 * field on update.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class DomainRequestBuilder<R extends WriteRequest, B extends DomainRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    DomainRequestBuilder() {}

    /**
     * Sets {@code name}.
     *
     * @param name the domain's name
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
     * @param type the kind of domain
     * @return this builder
     */
    public B type(String type) {
        return set("type", type);
    }

    /**
     * Sets {@code source}.
     *
     * @param source where the domain comes from
     * @return this builder
     */
    public B source(String source) {
        return set("source", source);
    }

    /**
     * Sets {@code parent_id}, making this domain a child of another.
     *
     * @param parentId the parent domain's id, or {@code null} for a top-level domain
     * @return this builder
     */
    public B parentId(String parentId) {
        return set("parent_id", parentId);
    }

    /**
     * Sets {@code owner_team}.
     *
     * @param ownerTeam the owning team
     * @return this builder
     */
    public B ownerTeam(String ownerTeam) {
        return set("owner_team", ownerTeam);
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
     * Sets {@code sla_config}.
     *
     * @param slaConfig the service-level configuration
     * @return this builder
     */
    public B slaConfig(String slaConfig) {
        return set("sla_config", slaConfig);
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
     * @param whoShouldUseThis who should use this domain
     * @return this builder
     */
    public B whoShouldUseThis(String whoShouldUseThis) {
        return set("who_should_use_this", whoShouldUseThis);
    }

    /**
     * Sets {@code level}.
     *
     * @param level the depth of the domain in its tree
     * @return this builder
     */
    public B level(Long level) {
        return set("level", level);
    }

    /**
     * Sets {@code is_active}.
     *
     * @param isActive whether the domain is active
     * @return this builder
     */
    public B isActive(Boolean isActive) {
        return set("is_active", isActive);
    }

    /**
     * Sets {@code owner}: the owners, replaced whole, each sent as {@code {"id", "name", "email", "label",
     * "owner_type"}} (the fields that are set), for example {@code Owner.builder().id(userId).build()}.
     *
     * @param owners the owners, or {@code null}
     * @return this builder
     */
    public B owners(List<Owner> owners) {
        return set("owner", owners);
    }

    /**
     * Sets {@code product}: the linked products, replaced whole.
     *
     * @param products the linked products, or {@code null}
     * @return this builder
     */
    public B products(List<JsonObject> products) {
        return set("product", products);
    }

    /**
     * Sets {@code tag}: the linked tags, replaced whole.
     *
     * @param tags the linked tags, or {@code null}
     * @return this builder
     */
    public B tags(List<JsonObject> tags) {
        return set("tag", tags);
    }

    /**
     * Sets {@code term}: the linked terms, replaced whole.
     *
     * @param terms the linked terms, or {@code null}
     * @return this builder
     */
    public B terms(List<JsonObject> terms) {
        return set("term", terms);
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

    /**
     * Sets {@code glossary}: the linked glossaries, replaced whole, each sent as {@code {"id", "name", "label"}} (the
     * fields that are set).
     *
     * @param glossaries the glossaries, or {@code null}
     * @return this builder
     */
    public B glossaries(List<NamedReference> glossaries) {
        return set("glossary", glossaries);
    }
}
