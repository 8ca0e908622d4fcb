// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.terms;

import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;

/**
 * The settable fields of a term, shared by {@link TermCreateRequest.Builder} and {@link TermUpdateRequest.Builder}.
 * Each setter sends its field; {@code null} sends {@code null}, which clears the field on update.
 *
 * <p>{@code min_length}, {@code max_length}, {@code min_value} and the elements of {@code enum} and {@code contains}
 * have no type in the specification: their setters take any JSON value (a string, number, boolean, list, map,
 * {@link io.dgq.sdk.model.JsonValue} or {@code null}).
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class TermRequestBuilder<R extends WriteRequest, B extends TermRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    TermRequestBuilder() {}

    /**
     * Sets {@code name}.
     *
     * @param name the term's name
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
     * Sets {@code status}.
     *
     * @param status the review status
     * @return this builder
     */
    public B status(Status status) {
        return set("status", status);
    }

    /**
     * Sets {@code derived_type}.
     *
     * @param derivedType the derived data type
     * @return this builder
     */
    public B derivedType(String derivedType) {
        return set("derived_type", derivedType);
    }

    /**
     * Sets {@code source}.
     *
     * @param source where the term comes from
     * @return this builder
     */
    public B source(String source) {
        return set("source", source);
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
     * Sets the threshold, sent as {@code thresold} (spelt so on the wire).
     *
     * @param threshold the threshold
     * @return this builder
     */
    public B threshold(String threshold) {
        return set("thresold", threshold);
    }

    /**
     * Sets {@code sensitivity}.
     *
     * @param sensitivity the sensitivity
     * @return this builder
     */
    public B sensitivity(String sensitivity) {
        return set("sensitivity", sensitivity);
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
     * @param whoShouldUseThis who should use this term
     * @return this builder
     */
    public B whoShouldUseThis(String whoShouldUseThis) {
        return set("who_should_use_this", whoShouldUseThis);
    }

    /**
     * Sets {@code domain_id}.
     *
     * @param domainId the id of the term's domain
     * @return this builder
     */
    public B domainId(String domainId) {
        return set("domain_id", domainId);
    }

    /**
     * Sets {@code glossary_id}; the server resolves {@code glossary_name} from it.
     *
     * @param glossaryId the id of the term's glossary
     * @return this builder
     */
    public B glossaryId(String glossaryId) {
        return set("glossary_id", glossaryId);
    }

    /**
     * Sets {@code glossary_category_id}.
     *
     * @param glossaryCategoryId the id of the glossary category
     * @return this builder
     */
    public B glossaryCategoryId(String glossaryCategoryId) {
        return set("glossary_category_id", glossaryCategoryId);
    }

    /**
     * Sets {@code type}.
     *
     * @param type the kind of term
     * @return this builder
     */
    public B type(String type) {
        return set("type", type);
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
     * Sets {@code min_length}.
     *
     * @param minLength the minimum length, any JSON value
     * @return this builder
     */
    public B minLength(Object minLength) {
        return set("min_length", minLength);
    }

    /**
     * Sets {@code max_length}.
     *
     * @param maxLength the maximum length, any JSON value
     * @return this builder
     */
    public B maxLength(Object maxLength) {
        return set("max_length", maxLength);
    }

    /**
     * Sets {@code min_value}.
     *
     * @param minValue the minimum value, any JSON value
     * @return this builder
     */
    public B minValue(Object minValue) {
        return set("min_value", minValue);
    }

    /**
     * Sets {@code is_null}.
     *
     * @param isNull the null flag
     * @return this builder
     */
    public B isNull(Boolean isNull) {
        return set("is_null", isNull);
    }

    /**
     * Sets {@code is_blank}.
     *
     * @param isBlank the blank flag
     * @return this builder
     */
    public B isBlank(Boolean isBlank) {
        return set("is_blank", isBlank);
    }

    /**
     * Sets {@code is_unique}.
     *
     * @param isUnique the unique flag
     * @return this builder
     */
    public B isUnique(Boolean isUnique) {
        return set("is_unique", isUnique);
    }

    /**
     * Sets {@code is_primary_key}.
     *
     * @param isPrimaryKey whether the term is a primary key
     * @return this builder
     */
    public B isPrimaryKey(Boolean isPrimaryKey) {
        return set("is_primary_key", isPrimaryKey);
    }

    /**
     * Sets {@code is_active}.
     *
     * @param isActive whether the term is active
     * @return this builder
     */
    public B isActive(Boolean isActive) {
        return set("is_active", isActive);
    }

    /**
     * Sets {@code enum}, the allowed values.
     *
     * @param enumValues the values, each any JSON value
     * @return this builder
     */
    public B enumValues(List<?> enumValues) {
        return set("enum", enumValues);
    }

    /**
     * Sets {@code contains}, the values the term's data must contain.
     *
     * @param containsValues the values, each any JSON value
     * @return this builder
     */
    public B containsValues(List<?> containsValues) {
        return set("contains", containsValues);
    }

    /**
     * Sets {@code synonyms}.
     *
     * @param synonyms the synonyms
     * @return this builder
     */
    public B synonyms(List<String> synonyms) {
        return set("synonyms", synonyms);
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
     * Sets {@code domain}: the linked domains, replaced whole.
     *
     * @param domains the linked domains, or {@code null}
     * @return this builder
     */
    public B domains(List<JsonObject> domains) {
        return set("domain", domains);
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
     * Sets {@code application}: the linked applications, replaced whole.
     *
     * @param applications the linked applications, or {@code null}
     * @return this builder
     */
    public B applications(List<JsonObject> applications) {
        return set("application", applications);
    }

    /**
     * Sets {@code linked_assets}, the ids of the assets linked to the term; the server keeps {@code linked_asset_count}
     * equal to its size.
     *
     * @param linkedAssets the asset ids
     * @return this builder
     */
    public B linkedAssets(List<String> linkedAssets) {
        return set("linked_assets", linkedAssets);
    }
}
