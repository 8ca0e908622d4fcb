// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;
import java.util.Set;

/**
 * The body of {@code POST /governance/domain}. {@code name} is required.
 *
 * <pre>{@code
 * DomainCreateRequest request = DomainCreateRequest.builder()
 *     .name("Customer")
 *     .description("Everything about customers")
 *     .build();
 * }</pre>
 */
public final class DomainCreateRequest implements WriteRequest {
    private final RequestBody body;

    private DomainCreateRequest(RequestBody body) {
        this.body = body;
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public boolean isSet(String jsonName) {
        return body.isSet(jsonName);
    }

    @Override
    public Set<String> fieldNames() {
        return body.fieldNames();
    }

    @Override
    public JsonObject toJson() {
        return body.json();
    }

    /** Returns the class name and the names (never the values) of the fields that are set. */
    @Override
    public String toString() {
        return body.names("DomainCreateRequest");
    }

    /**
     * Builds a {@link DomainCreateRequest}. Each setter sends its field; {@code null} sends {@code null}, which clears
     * the field on update.
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code name}.
         *
         * @param name the domain's name
         * @return this builder
         */
        public Builder name(String name) {
            this.fields.set("name", name);
            return this;
        }

        /**
         * Sets {@code description}.
         *
         * @param description the description
         * @return this builder
         */
        public Builder description(String description) {
            this.fields.set("description", description);
            return this;
        }

        /**
         * Sets {@code type}.
         *
         * @param type the kind of domain
         * @return this builder
         */
        public Builder type(String type) {
            this.fields.set("type", type);
            return this;
        }

        /**
         * Sets {@code source}.
         *
         * @param source where the domain comes from
         * @return this builder
         */
        public Builder source(String source) {
            this.fields.set("source", source);
            return this;
        }

        /**
         * Sets {@code parent_id}, making this domain a child of another.
         *
         * @param parentId the parent domain's id, or {@code null} for a top-level domain
         * @return this builder
         */
        public Builder parentId(String parentId) {
            this.fields.set("parent_id", parentId);
            return this;
        }

        /**
         * Sets {@code owner_team}.
         *
         * @param ownerTeam the owning team
         * @return this builder
         */
        public Builder ownerTeam(String ownerTeam) {
            this.fields.set("owner_team", ownerTeam);
            return this;
        }

        /**
         * Sets {@code qualified_name}.
         *
         * @param qualifiedName the fully qualified name
         * @return this builder
         */
        public Builder qualifiedName(String qualifiedName) {
            this.fields.set("qualified_name", qualifiedName);
            return this;
        }

        /**
         * Sets {@code status}.
         *
         * @param status the review status
         * @return this builder
         */
        public Builder status(Status status) {
            this.fields.set("status", status);
            return this;
        }

        /**
         * Sets {@code user}.
         *
         * @param user the user field
         * @return this builder
         */
        public Builder user(String user) {
            this.fields.set("user", user);
            return this;
        }

        /**
         * Sets {@code freshness_sla}.
         *
         * @param freshnessSla the freshness service level
         * @return this builder
         */
        public Builder freshnessSla(String freshnessSla) {
            this.fields.set("freshness_sla", freshnessSla);
            return this;
        }

        /**
         * Sets {@code schema_stability}.
         *
         * @param schemaStability the schema stability
         * @return this builder
         */
        public Builder schemaStability(String schemaStability) {
            this.fields.set("schema_stability", schemaStability);
            return this;
        }

        /**
         * Sets {@code sla_config}.
         *
         * @param slaConfig the service-level configuration
         * @return this builder
         */
        public Builder slaConfig(String slaConfig) {
            this.fields.set("sla_config", slaConfig);
            return this;
        }

        /**
         * Sets {@code definition}.
         *
         * @param definition the definition
         * @return this builder
         */
        public Builder definition(String definition) {
            this.fields.set("definition", definition);
            return this;
        }

        /**
         * Sets {@code context}.
         *
         * @param context the business context
         * @return this builder
         */
        public Builder context(String context) {
            this.fields.set("context", context);
            return this;
        }

        /**
         * Sets {@code who_should_use_this}.
         *
         * @param whoShouldUseThis who should use this domain
         * @return this builder
         */
        public Builder whoShouldUseThis(String whoShouldUseThis) {
            this.fields.set("who_should_use_this", whoShouldUseThis);
            return this;
        }

        /**
         * Sets {@code level}.
         *
         * @param level the depth of the domain in its tree
         * @return this builder
         */
        public Builder level(Long level) {
            this.fields.set("level", level);
            return this;
        }

        /**
         * Sets {@code is_active}.
         *
         * @param isActive whether the domain is active
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            this.fields.set("is_active", isActive);
            return this;
        }

        /**
         * Sets {@code owner}: the owners, replaced whole, each sent as {@code {"id", "name", "email", "label",
         * "owner_type"}} (the fields that are set), for example {@code Owner.builder().id(userId).build()}.
         *
         * @param owners the owners, or {@code null}
         * @return this builder
         */
        public Builder owners(List<Owner> owners) {
            this.fields.set("owner", owners);
            return this;
        }

        /**
         * Sets {@code product}: the linked products, replaced whole.
         *
         * @param products the linked products, or {@code null}
         * @return this builder
         */
        public Builder products(List<JsonObject> products) {
            this.fields.set("product", products);
            return this;
        }

        /**
         * Sets {@code tag}: the linked tags, replaced whole.
         *
         * @param tags the linked tags, or {@code null}
         * @return this builder
         */
        public Builder tags(List<JsonObject> tags) {
            this.fields.set("tag", tags);
            return this;
        }

        /**
         * Sets {@code term}: the linked terms, replaced whole.
         *
         * @param terms the linked terms, or {@code null}
         * @return this builder
         */
        public Builder terms(List<JsonObject> terms) {
            this.fields.set("term", terms);
            return this;
        }

        /**
         * Sets {@code audiences}: the audiences, replaced whole.
         *
         * @param audiences the audiences, or {@code null}
         * @return this builder
         */
        public Builder audiences(List<JsonObject> audiences) {
            this.fields.set("audiences", audiences);
            return this;
        }

        /**
         * Sets {@code glossary}: the linked glossaries, replaced whole, each sent as {@code {"id", "name", "label"}}
         * (the fields that are set).
         *
         * @param glossaries the glossaries, or {@code null}
         * @return this builder
         */
        public Builder glossaries(List<NamedReference> glossaries) {
            this.fields.set("glossary", glossaries);
            return this;
        }

        /**
         * Sets a field the SDK has no setter for. It is sent as given, also on create.
         *
         * @param jsonName the JSON field name, not blank
         * @param value the value: a string, number, boolean, list, map, {@link JsonObject}, open enum, time value or
         *     {@code null} (sent as {@code null})
         * @return this builder
         * @throws IllegalArgumentException if the name is blank
         */
        public Builder putAdditionalProperty(String jsonName, Object value) {
            this.fields.setAdditional(jsonName, value);
            return this;
        }

        /**
         * Removes a field, so that it is not sent at all.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        public Builder unset(String jsonName) {
            this.fields.unset(jsonName);
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code name} is not set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public DomainCreateRequest build() {
            this.fields.require("name");
            return new DomainCreateRequest(this.fields.freeze());
        }
    }
}
