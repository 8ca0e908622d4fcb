// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.tags;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ContextFreshness;
import io.dgq.sdk.model.DocumentedRecordBuilder;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Viewer;
import java.util.List;

/**
 * A tag's detail record ({@code GET /governance/tag/{tagId}}): the list item's fields plus the documented context,
 * parents, viewers, audiences and context freshness.
 */
public final class Tag extends TagListItem {
    static {
        ModelFields.register(Tag.class, new Fields());
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

    @JsonProperty("audiences")
    private List<JsonObject> audiences;

    @JsonProperty("context_freshness")
    private ContextFreshness contextFreshness;

    private Tag() {}

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

    /** {@return who should use this tag ({@code who_should_use_this})} */
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

    /** {@return the users who viewed the tag, with when ({@code viewers})} */
    public List<Viewer> viewers() {
        return ModelFields.listOf(ModelFields.decoded(this, "viewers", viewers));
    }

    /** {@return the audiences ({@code audiences})} */
    public List<JsonObject> audiences() {
        return ModelFields.listOf(ModelFields.decoded(this, "audiences", audiences));
    }

    /** {@return how fresh the documented context is ({@code context_freshness})} */
    public ContextFreshness contextFreshness() {
        return ModelFields.decoded(this, "context_freshness", contextFreshness);
    }

    /** The fields {@code Tag} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<Tag> {
        @Override
        public boolean equal(Tag a, Tag b) {
            return ModelFields.sameValue(a.definition, b.definition)
                    && ModelFields.sameValue(a.context, b.context)
                    && ModelFields.sameValue(a.whoShouldUseThis, b.whoShouldUseThis)
                    && ModelFields.sameValue(a.recentConversations, b.recentConversations)
                    && ModelFields.listOf(a.parents).equals(ModelFields.listOf(b.parents))
                    && ModelFields.listOf(a.viewers).equals(ModelFields.listOf(b.viewers))
                    && ModelFields.listOf(a.audiences).equals(ModelFields.listOf(b.audiences))
                    && ModelFields.sameValue(a.contextFreshness, b.contextFreshness);
        }

        @Override
        public int hash(Tag model) {
            return ModelFields.hashOf(
                    model.definition,
                    model.context,
                    model.whoShouldUseThis,
                    model.recentConversations,
                    ModelFields.listOf(model.parents),
                    ModelFields.listOf(model.viewers),
                    ModelFields.listOf(model.audiences),
                    model.contextFreshness);
        }

        @Override
        public void describe(Tag model, ModelFields.Sink sink) {
            sink.add("definition", model.definition)
                    .add("context", model.context)
                    .add("who_should_use_this", model.whoShouldUseThis)
                    .add("recent_conversations", model.recentConversations)
                    .add("parents", model.parents)
                    .add("viewers", model.viewers)
                    .add("audiences", model.audiences)
                    .add("context_freshness", model.contextFreshness);
        }
    }

    /** Builds a {@link Tag}: one setter per field, named like its accessor. */
    public static final class Builder extends TagListItem.Builder<Tag, Builder>
            implements DocumentedRecordBuilder<Builder> {
        private Builder(Tag from) {
            super(Tag.class, from);
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

        /**
         * Sets the audiences ({@code audiences}).
         *
         * @param audiences the value; {@code null} clears it
         * @return this builder
         */
        public Builder audiences(List<JsonObject> audiences) {
            return put("audiences", audiences);
        }
    }
}
