// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ContextFreshness;
import io.dgq.sdk.model.DocumentedRecordBuilder;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Viewer;
import java.util.List;

/**
 * A glossary's full record ({@code GET /governance/glossary/{glossaryId}}): the list item's fields plus the documented
 * context, parents, viewers and context freshness.
 */
public final class Glossary extends GlossaryListItem {
    static {
        ModelFields.register(Glossary.class, new Fields());
    }

    @JsonProperty("definition")
    private String definition;

    @JsonProperty("context")
    private String context;

    @JsonProperty("who_should_use_this")
    private String whoShouldUseThis;

    @JsonProperty("recent_conversations")
    private String recentConversations;

    @JsonProperty("parents")
    private List<JsonObject> parents;

    @JsonProperty("viewers")
    private List<Viewer> viewers;

    @JsonProperty("context_freshness")
    private ContextFreshness contextFreshness;

    private Glossary() {}

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

    /** {@return the definition ({@code definition})} */
    public String definition() {
        return ModelFields.decoded(this, "definition", definition);
    }

    /** {@return the business context ({@code context})} */
    public String context() {
        return ModelFields.decoded(this, "context", context);
    }

    /** {@return who should use this glossary ({@code who_should_use_this})} */
    public String whoShouldUseThis() {
        return ModelFields.decoded(this, "who_should_use_this", whoShouldUseThis);
    }

    /** {@return the recent conversations, as the server writes them ({@code recent_conversations})} */
    public String recentConversations() {
        return ModelFields.decoded(this, "recent_conversations", recentConversations);
    }

    /** {@return the parent chain ({@code parents})} */
    public List<JsonObject> parents() {
        return ModelFields.listOf(ModelFields.decoded(this, "parents", parents));
    }

    /** {@return the users who viewed the glossary, with when ({@code viewers})} */
    public List<Viewer> viewers() {
        return ModelFields.listOf(ModelFields.decoded(this, "viewers", viewers));
    }

    /** {@return how fresh the documented context is ({@code context_freshness})} */
    public ContextFreshness contextFreshness() {
        return ModelFields.decoded(this, "context_freshness", contextFreshness);
    }

    /** The fields {@code Glossary} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<Glossary> {
        @Override
        public boolean equal(Glossary a, Glossary b) {
            return ModelFields.sameValue(a.definition, b.definition)
                    && ModelFields.sameValue(a.context, b.context)
                    && ModelFields.sameValue(a.whoShouldUseThis, b.whoShouldUseThis)
                    && ModelFields.sameValue(a.recentConversations, b.recentConversations)
                    && ModelFields.listOf(a.parents).equals(ModelFields.listOf(b.parents))
                    && ModelFields.listOf(a.viewers).equals(ModelFields.listOf(b.viewers))
                    && ModelFields.sameValue(a.contextFreshness, b.contextFreshness);
        }

        @Override
        public int hash(Glossary model) {
            return ModelFields.hashOf(
                    model.definition,
                    model.context,
                    model.whoShouldUseThis,
                    model.recentConversations,
                    ModelFields.listOf(model.parents),
                    ModelFields.listOf(model.viewers),
                    model.contextFreshness);
        }

        @Override
        public void describe(Glossary model, ModelFields.Sink sink) {
            sink.add("definition", model.definition)
                    .add("context", model.context)
                    .add("who_should_use_this", model.whoShouldUseThis)
                    .add("recent_conversations", model.recentConversations)
                    .add("parents", model.parents)
                    .add("viewers", model.viewers)
                    .add("context_freshness", model.contextFreshness);
        }
    }

    /** Builds a {@link Glossary}: one setter per field, named like its accessor. */
    public static final class Builder extends GlossaryListItem.Builder<Glossary, Builder>
            implements DocumentedRecordBuilder<Builder> {
        private Builder(Glossary from) {
            super(Glossary.class, from);
        }

        /**
         * Sets the parent chain ({@code parents}).
         *
         * @param parents the value; {@code null} clears it
         * @return this builder
         */
        public Builder parents(List<JsonObject> parents) {
            return put("parents", parents);
        }
    }
}
