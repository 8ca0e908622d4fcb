// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.GovernedRecord;
import io.dgq.sdk.model.JsonObject;
import java.util.List;

/**
 * A glossary as a list shows it: the fields of the glossary record except the long texts, parents, viewers and context
 * freshness. {@link Glossary} adds those. See {@link GlossaryColumn} for the fields a list can sort and filter by. A
 * glossary whose {@code parent_id} names another glossary is a category of it.
 */
public class GlossaryListItem extends GovernedRecord {
    static {
        ModelFields.register(GlossaryListItem.class, new Fields());
    }

    @JsonProperty("parent_id")
    private String parentId;

    @JsonProperty("domain_id")
    private String domainId;

    @JsonProperty("owner")
    private String owner;

    @JsonProperty("domain")
    private List<JsonObject> domains;

    GlossaryListItem() {}

    /**
     * Returns an empty builder of {@code GlossaryListItem}, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder<?, ?> builder() {
        return new ItemBuilder(null);
    }

    @Override
    public Builder<?, ?> toBuilder() {
        return new ItemBuilder(this);
    }

    /**
     * {@return the parent glossary's id ({@code parent_id}); set on a category, {@code null} on a top-level glossary}
     */
    public String parentId() {
        return ModelFields.decoded(this, "parent_id", parentId);
    }

    /** {@return the id of the glossary's domain ({@code domain_id})} */
    public String domainId() {
        return ModelFields.decoded(this, "domain_id", domainId);
    }

    /** {@return the owner, as the server writes it ({@code owner}; a string on glossaries)} */
    public String owner() {
        return ModelFields.decoded(this, "owner", owner);
    }

    /** {@return the linked domains ({@code domain})} */
    public List<JsonObject> domains() {
        return ModelFields.listOf(ModelFields.decoded(this, "domain", domains));
    }

    /** The fields {@code GlossaryListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<GlossaryListItem> {
        @Override
        public boolean equal(GlossaryListItem a, GlossaryListItem b) {
            return ModelFields.sameValue(a.parentId, b.parentId)
                    && ModelFields.sameValue(a.domainId, b.domainId)
                    && ModelFields.sameValue(a.owner, b.owner)
                    && ModelFields.listOf(a.domains).equals(ModelFields.listOf(b.domains));
        }

        @Override
        public int hash(GlossaryListItem model) {
            return ModelFields.hashOf(model.parentId, model.domainId, model.owner, ModelFields.listOf(model.domains));
        }

        @Override
        public void describe(GlossaryListItem model, ModelFields.Sink sink) {
            sink.add("parent_id", model.parentId)
                    .add("domain_id", model.domainId)
                    .add("owner", model.owner)
                    .add("domain", model.domains);
        }
    }

    /**
     * Base of the builders of {@link GlossaryListItem} and its subclasses: one setter per field of the class.
     *
     * @param <M> the model type built
     * @param <B> the concrete builder type, returned by every setter
     */
    public abstract static class Builder<M extends GlossaryListItem, B extends Builder<M, B>>
            extends GovernedRecord.Builder<M, B> {
        /**
         * Creates a builder, empty or holding the fields of a model.
         *
         * @param type the model class to build
         * @param from the model to copy, or {@code null} for an empty builder
         */
        protected Builder(Class<M> type, M from) {
            super(type, from);
        }

        /**
         * Sets the parent glossary's id ({@code parent_id}); set on a category, {@code null} on a top-level glossary.
         *
         * @param parentId the value; {@code null} clears it
         * @return this builder
         */
        public B parentId(String parentId) {
            return put("parent_id", parentId);
        }

        /**
         * Sets the id of the glossary's domain ({@code domain_id}).
         *
         * @param domainId the value; {@code null} clears it
         * @return this builder
         */
        public B domainId(String domainId) {
            return put("domain_id", domainId);
        }

        /**
         * Sets the owner, as the server writes it ({@code owner}; a string on glossaries).
         *
         * @param owner the value; {@code null} clears it
         * @return this builder
         */
        public B owner(String owner) {
            return put("owner", owner);
        }

        /**
         * Sets the linked domains ({@code domain}).
         *
         * @param domains the value; {@code null} clears it
         * @return this builder
         */
        public B domains(List<JsonObject> domains) {
            return put("domain", domains);
        }
    }

    private static final class ItemBuilder extends Builder<GlossaryListItem, ItemBuilder> {
        ItemBuilder(GlossaryListItem from) {
            super(GlossaryListItem.class, from);
        }
    }
}
