// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.tags;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import java.util.List;

/** The answer of the tag tree view: the top-level tags with their descendants. */
public final class TagTree extends ApiObject {
    static {
        ModelFields.register(TagTree.class, new Fields());
    }

    @JsonProperty("data")
    private List<TagTreeNode> roots;

    @JsonProperty("has_user_filter")
    private Boolean hasUserFilter;

    private TagTree() {}

    /**
     * Returns an empty builder, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** {@return the top-level tags, each with its children ({@code data})} */
    public List<TagTreeNode> roots() {
        return ModelFields.listOf(ModelFields.decoded(this, "data", roots));
    }

    /** {@return whether the tree was limited to the caller's records ({@code has_user_filter})} */
    public Boolean hasUserFilter() {
        return ModelFields.decoded(this, "has_user_filter", hasUserFilter);
    }

    /** The fields {@code TagTree} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<TagTree> {
        @Override
        public boolean equal(TagTree a, TagTree b) {
            return ModelFields.listOf(a.roots).equals(ModelFields.listOf(b.roots))
                    && ModelFields.sameValue(a.hasUserFilter, b.hasUserFilter);
        }

        @Override
        public int hash(TagTree model) {
            return ModelFields.hashOf(ModelFields.listOf(model.roots), model.hasUserFilter);
        }

        @Override
        public void describe(TagTree model, ModelFields.Sink sink) {
            sink.add("data", model.roots).add("has_user_filter", model.hasUserFilter);
        }
    }

    /** Builds a {@link TagTree}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<TagTree, Builder> {
        private Builder(TagTree from) {
            super(TagTree.class, from);
        }

        /**
         * Sets the top-level tags, each with its children ({@code data}).
         *
         * @param roots the value; {@code null} clears it
         * @return this builder
         */
        public Builder roots(List<TagTreeNode> roots) {
            return put("data", roots);
        }

        /**
         * Sets whether the tree was limited to the caller's records ({@code has_user_filter}).
         *
         * @param hasUserFilter the value; {@code null} clears it
         * @return this builder
         */
        public Builder hasUserFilter(Boolean hasUserFilter) {
            return put("has_user_filter", hasUserFilter);
        }
    }
}
