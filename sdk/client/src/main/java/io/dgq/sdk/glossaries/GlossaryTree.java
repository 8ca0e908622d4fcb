// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import java.util.List;

/** The answer of the glossary tree view: the top-level glossaries with their categories and terms. */
public final class GlossaryTree extends ApiObject {
    static {
        ModelFields.register(GlossaryTree.class, new Fields());
    }

    @JsonProperty("data")
    private List<GlossaryTreeNode> roots;

    @JsonProperty("has_user_filter")
    private Boolean hasUserFilter;

    private GlossaryTree() {}

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

    /** {@return the top-level glossaries, each with its categories and terms ({@code data})} */
    public List<GlossaryTreeNode> roots() {
        return ModelFields.listOf(ModelFields.decoded(this, "data", roots));
    }

    /** {@return whether the tree was limited to the caller's records ({@code has_user_filter})} */
    public Boolean hasUserFilter() {
        return ModelFields.decoded(this, "has_user_filter", hasUserFilter);
    }

    /** The fields {@code GlossaryTree} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<GlossaryTree> {
        @Override
        public boolean equal(GlossaryTree a, GlossaryTree b) {
            return ModelFields.listOf(a.roots).equals(ModelFields.listOf(b.roots))
                    && ModelFields.sameValue(a.hasUserFilter, b.hasUserFilter);
        }

        @Override
        public int hash(GlossaryTree model) {
            return ModelFields.hashOf(ModelFields.listOf(model.roots), model.hasUserFilter);
        }

        @Override
        public void describe(GlossaryTree model, ModelFields.Sink sink) {
            sink.add("data", model.roots).add("has_user_filter", model.hasUserFilter);
        }
    }

    /** Builds a {@link GlossaryTree}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<GlossaryTree, Builder> {
        private Builder(GlossaryTree from) {
            super(GlossaryTree.class, from);
        }

        /**
         * Sets the top-level glossaries, each with its categories and terms ({@code data}).
         *
         * @param roots the value; {@code null} clears it
         * @return this builder
         */
        public Builder roots(List<GlossaryTreeNode> roots) {
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
