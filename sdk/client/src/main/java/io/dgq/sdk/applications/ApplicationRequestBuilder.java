// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.applications;

import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;

/**
 * The settable fields of an application, shared by {@link ApplicationCreateRequest.Builder} and
 * {@link ApplicationUpdateRequest.Builder}. Each setter sends its field; {@code null} sends {@code null}, which clears
 * the field on update.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class ApplicationRequestBuilder<R extends WriteRequest, B extends ApplicationRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    ApplicationRequestBuilder() {}

    /**
     * Sets {@code name}.
     *
     * @param name the application's name
     * @return this builder
     */
    public B name(String name) {
        return set("name", name);
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
     * @param type the kind of application
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
     * @param source where the application comes from
     * @return this builder
     */
    public B source(String source) {
        return set("source", source);
    }

    /**
     * Sets {@code parent_id}, making this application a child of another.
     *
     * @param parentId the parent application's id, or {@code null} for a top-level application
     * @return this builder
     */
    public B parentId(String parentId) {
        return set("parent_id", parentId);
    }

    /**
     * Sets {@code governance_role}.
     *
     * @param governanceRole the governance role
     * @return this builder
     */
    public B governanceRole(String governanceRole) {
        return set("governance_role", governanceRole);
    }

    /**
     * Sets {@code sensitivity_level}.
     *
     * @param sensitivityLevel the sensitivity level
     * @return this builder
     */
    public B sensitivityLevel(String sensitivityLevel) {
        return set("sensitivity_level", sensitivityLevel);
    }

    /**
     * Sets the service-level tier, sent as {@code sla_tire} (spelt so on the wire).
     *
     * @param slaTier the service-level tier
     * @return this builder
     */
    public B slaTier(String slaTier) {
        return set("sla_tire", slaTier);
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
     * Sets {@code user}.
     *
     * @param user the user field
     * @return this builder
     */
    public B user(String user) {
        return set("user", user);
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
     * @param whoShouldUseThis who should use this application
     * @return this builder
     */
    public B whoShouldUseThis(String whoShouldUseThis) {
        return set("who_should_use_this", whoShouldUseThis);
    }

    /**
     * Sets {@code is_active}.
     *
     * @param isActive whether the application is active
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
     * Sets {@code tag}: the linked tags, replaced whole, each sent as {@code {"id", "name", "label"}} (the fields that
     * are set), for example {@code NamedReference.builder().id(tagId).name("PII").build()}.
     *
     * @param tags the tags, or {@code null}
     * @return this builder
     */
    public B tags(List<NamedReference> tags) {
        return set("tag", tags);
    }
}
