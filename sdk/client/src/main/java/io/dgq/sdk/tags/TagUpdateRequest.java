// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.tags;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;
import java.util.Set;

/**
 * The body of {@code PUT /governance/tag/{tagId}} (a route the specification does not show; see {@link TagsClient},
 * {@code update}): a partial update. Only the fields set are sent; a field set to {@code null} is cleared.
 */
public final class TagUpdateRequest implements WriteRequest {
    private final RequestBody body;

    private TagUpdateRequest(RequestBody body) {
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
        return body.names("TagUpdateRequest");
    }

    /**
     * Builds a {@link TagUpdateRequest}. Each setter sends its field; {@code null} sends {@code null}, which clears the
     * field on update.
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code name}.
         *
         * @param name the tag's name
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
         * @param type the kind of tag
         * @return this builder
         */
        public Builder type(String type) {
            this.fields.set("type", type);
            return this;
        }

        /**
         * Sets {@code level}.
         *
         * @param level the level
         * @return this builder
         */
        public Builder level(String level) {
            this.fields.set("level", level);
            return this;
        }

        /**
         * Sets {@code source}.
         *
         * @param source where the tag comes from
         * @return this builder
         */
        public Builder source(String source) {
            this.fields.set("source", source);
            return this;
        }

        /**
         * Sets {@code native_query_run}.
         *
         * @param nativeQueryRun the native query run
         * @return this builder
         */
        public Builder nativeQueryRun(String nativeQueryRun) {
            this.fields.set("native_query_run", nativeQueryRun);
            return this;
        }

        /**
         * Sets {@code parent_id}, making this tag a child of another.
         *
         * @param parentId the parent tag's id, or {@code null} for a top-level tag
         * @return this builder
         */
        public Builder parentId(String parentId) {
            this.fields.set("parent_id", parentId);
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
         * @param whoShouldUseThis who should use this tag
         * @return this builder
         */
        public Builder whoShouldUseThis(String whoShouldUseThis) {
            this.fields.set("who_should_use_this", whoShouldUseThis);
            return this;
        }

        /**
         * Sets {@code source_id}.
         *
         * @param sourceId the id of the tag's data source
         * @return this builder
         */
        public Builder sourceId(String sourceId) {
            this.fields.set("source_id", sourceId);
            return this;
        }

        /**
         * Sets {@code source_type}.
         *
         * @param sourceType the kind of the tag's data source
         * @return this builder
         */
        public Builder sourceType(String sourceType) {
            this.fields.set("source_type", sourceType);
            return this;
        }

        /**
         * Sets {@code is_masked_data}.
         *
         * @param isMaskedData whether the tag masks data
         * @return this builder
         */
        public Builder isMaskedData(Boolean isMaskedData) {
            this.fields.set("is_masked_data", isMaskedData);
            return this;
        }

        /**
         * Sets {@code is_active}.
         *
         * @param isActive whether the tag is active
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            this.fields.set("is_active", isActive);
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
         * @throws IllegalStateException if no field is set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public TagUpdateRequest build() {
            if (this.fields.isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new TagUpdateRequest(this.fields.freeze());
        }
    }
}
