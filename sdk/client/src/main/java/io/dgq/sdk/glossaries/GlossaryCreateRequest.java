// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;
import java.util.Set;

/**
 * The body of {@code POST /governance/glossary}. {@code name} is required.
 *
 * <pre>{@code
 * GlossaryCreateRequest request = GlossaryCreateRequest.builder()
 *     .name("Sales")
 *     .description("The sales vocabulary")
 *     .build();
 * }</pre>
 */
public final class GlossaryCreateRequest implements WriteRequest {
    private final RequestBody body;

    private GlossaryCreateRequest(RequestBody body) {
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
        return body.names("GlossaryCreateRequest");
    }

    /**
     * Builds a {@link GlossaryCreateRequest}. Each setter sends its field; {@code null} sends {@code null}, which
     * clears the field on update.
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code name}.
         *
         * @param name the glossary's name
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
         * Sets {@code source}.
         *
         * @param source where the glossary comes from
         * @return this builder
         */
        public Builder source(String source) {
            this.fields.set("source", source);
            return this;
        }

        /**
         * Sets {@code parent_id}, making this glossary a category of another.
         *
         * @param parentId the parent glossary's id, or {@code null} for a top-level glossary
         * @return this builder
         */
        public Builder parentId(String parentId) {
            this.fields.set("parent_id", parentId);
            return this;
        }

        /**
         * Sets {@code domain_id}.
         *
         * @param domainId the id of the glossary's domain
         * @return this builder
         */
        public Builder domainId(String domainId) {
            this.fields.set("domain_id", domainId);
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
         * Sets {@code owner}.
         *
         * @param owner the owner
         * @return this builder
         */
        public Builder owner(String owner) {
            this.fields.set("owner", owner);
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
         * @param whoShouldUseThis who should use this glossary
         * @return this builder
         */
        public Builder whoShouldUseThis(String whoShouldUseThis) {
            this.fields.set("who_should_use_this", whoShouldUseThis);
            return this;
        }

        /**
         * Sets {@code is_active}.
         *
         * @param isActive whether the glossary is active
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            this.fields.set("is_active", isActive);
            return this;
        }

        /**
         * Sets {@code domain}: the linked domains, replaced whole.
         *
         * @param domains the linked domains, or {@code null}
         * @return this builder
         */
        public Builder domains(List<JsonObject> domains) {
            this.fields.set("domain", domains);
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
        public GlossaryCreateRequest build() {
            this.fields.require("name");
            return new GlossaryCreateRequest(this.fields.freeze());
        }
    }
}
