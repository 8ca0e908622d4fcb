// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.terms;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;
import java.util.Set;

/**
 * The body of {@code PUT /governance/term/{termId}}: a partial update. Only the fields set are sent; a field set to
 * {@code null} is cleared.
 */
public final class TermUpdateRequest implements WriteRequest {
    private final RequestBody body;

    private TermUpdateRequest(RequestBody body) {
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
        return body.names("TermUpdateRequest");
    }

    /**
     * Builds a {@link TermUpdateRequest}. Each setter sends its field; {@code null} sends {@code null}, which clears
     * the field on update.
     *
     * <p>{@code min_length}, {@code max_length}, {@code min_value} and the elements of {@code enum} and
     * {@code contains} have no type in the specification: their setters take any JSON value (a string, number, boolean,
     * list, map, {@link io.dgq.sdk.json.JsonValue} or {@code null}).
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code name}.
         *
         * @param name the term's name
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
         * Sets {@code derived_type}.
         *
         * @param derivedType the derived data type
         * @return this builder
         */
        public Builder derivedType(String derivedType) {
            this.fields.set("derived_type", derivedType);
            return this;
        }

        /**
         * Sets {@code source}.
         *
         * @param source where the term comes from
         * @return this builder
         */
        public Builder source(String source) {
            this.fields.set("source", source);
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
         * Sets the threshold, sent as {@code thresold} (spelt so on the wire).
         *
         * @param threshold the threshold
         * @return this builder
         */
        public Builder threshold(String threshold) {
            this.fields.set("thresold", threshold);
            return this;
        }

        /**
         * Sets {@code sensitivity}.
         *
         * @param sensitivity the sensitivity
         * @return this builder
         */
        public Builder sensitivity(String sensitivity) {
            this.fields.set("sensitivity", sensitivity);
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
         * @param whoShouldUseThis who should use this term
         * @return this builder
         */
        public Builder whoShouldUseThis(String whoShouldUseThis) {
            this.fields.set("who_should_use_this", whoShouldUseThis);
            return this;
        }

        /**
         * Sets {@code domain_id}.
         *
         * @param domainId the id of the term's domain
         * @return this builder
         */
        public Builder domainId(String domainId) {
            this.fields.set("domain_id", domainId);
            return this;
        }

        /**
         * Sets {@code glossary_id}; the server resolves {@code glossary_name} from it.
         *
         * @param glossaryId the id of the term's glossary
         * @return this builder
         */
        public Builder glossaryId(String glossaryId) {
            this.fields.set("glossary_id", glossaryId);
            return this;
        }

        /**
         * Sets {@code glossary_category_id}.
         *
         * @param glossaryCategoryId the id of the glossary category
         * @return this builder
         */
        public Builder glossaryCategoryId(String glossaryCategoryId) {
            this.fields.set("glossary_category_id", glossaryCategoryId);
            return this;
        }

        /**
         * Sets {@code type}.
         *
         * @param type the kind of term
         * @return this builder
         */
        public Builder type(String type) {
            this.fields.set("type", type);
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
         * Sets {@code min_length}.
         *
         * @param minLength the minimum length, any JSON value
         * @return this builder
         */
        public Builder minLength(Object minLength) {
            this.fields.set("min_length", minLength);
            return this;
        }

        /**
         * Sets {@code max_length}.
         *
         * @param maxLength the maximum length, any JSON value
         * @return this builder
         */
        public Builder maxLength(Object maxLength) {
            this.fields.set("max_length", maxLength);
            return this;
        }

        /**
         * Sets {@code min_value}.
         *
         * @param minValue the minimum value, any JSON value
         * @return this builder
         */
        public Builder minValue(Object minValue) {
            this.fields.set("min_value", minValue);
            return this;
        }

        /**
         * Sets {@code is_null}.
         *
         * @param isNull the null flag
         * @return this builder
         */
        public Builder isNull(Boolean isNull) {
            this.fields.set("is_null", isNull);
            return this;
        }

        /**
         * Sets {@code is_blank}.
         *
         * @param isBlank the blank flag
         * @return this builder
         */
        public Builder isBlank(Boolean isBlank) {
            this.fields.set("is_blank", isBlank);
            return this;
        }

        /**
         * Sets {@code is_unique}.
         *
         * @param isUnique the unique flag
         * @return this builder
         */
        public Builder isUnique(Boolean isUnique) {
            this.fields.set("is_unique", isUnique);
            return this;
        }

        /**
         * Sets {@code is_primary_key}.
         *
         * @param isPrimaryKey whether the term is a primary key
         * @return this builder
         */
        public Builder isPrimaryKey(Boolean isPrimaryKey) {
            this.fields.set("is_primary_key", isPrimaryKey);
            return this;
        }

        /**
         * Sets {@code is_active}.
         *
         * @param isActive whether the term is active
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            this.fields.set("is_active", isActive);
            return this;
        }

        /**
         * Sets {@code enum}, the allowed values.
         *
         * @param enumValues the values, each any JSON value
         * @return this builder
         */
        public Builder enumValues(List<?> enumValues) {
            this.fields.set("enum", enumValues);
            return this;
        }

        /**
         * Sets {@code contains}, the values the term's data must contain.
         *
         * @param containsValues the values, each any JSON value
         * @return this builder
         */
        public Builder containsValues(List<?> containsValues) {
            this.fields.set("contains", containsValues);
            return this;
        }

        /**
         * Sets {@code synonyms}.
         *
         * @param synonyms the synonyms
         * @return this builder
         */
        public Builder synonyms(List<String> synonyms) {
            this.fields.set("synonyms", synonyms);
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
         * Sets {@code application}: the linked applications, replaced whole.
         *
         * @param applications the linked applications, or {@code null}
         * @return this builder
         */
        public Builder applications(List<JsonObject> applications) {
            this.fields.set("application", applications);
            return this;
        }

        /**
         * Sets {@code linked_assets}, the ids of the assets linked to the term; the server keeps
         * {@code linked_asset_count} equal to its size.
         *
         * @param linkedAssets the asset ids
         * @return this builder
         */
        public Builder linkedAssets(List<String> linkedAssets) {
            this.fields.set("linked_assets", linkedAssets);
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
        public TermUpdateRequest build() {
            if (this.fields.isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new TermUpdateRequest(this.fields.freeze());
        }
    }
}
