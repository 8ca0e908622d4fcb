// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.ContextFreshness;
import io.dgq.sdk.model.DocumentedRecordBuilder;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Viewer;
import java.util.List;

/**
 * A domain's detail record ({@code GET /governance/domain/{domainId}}): the list item's fields plus the documented
 * context, parents, audiences and viewers.
 */
public final class Domain extends DomainListItem {
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

    @JsonProperty("audiences")
    private List<JsonObject> audiences;

    @JsonProperty("viewers")
    private List<Viewer> viewers;

    @JsonProperty("context_freshness")
    private ContextFreshness contextFreshness;

    private Domain() {}

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
        return decoded("definition", definition);
    }

    /** {@return the business context ({@code context})} */
    public String context() {
        return decoded("context", context);
    }

    /** {@return who should use this domain ({@code who_should_use_this})} */
    public String whoShouldUseThis() {
        return decoded("who_should_use_this", whoShouldUseThis);
    }

    /** {@return the recent conversations, as the server writes them ({@code recent_conversations})} */
    public String recentConversations() {
        return decoded("recent_conversations", recentConversations);
    }

    /** {@return the parent chain ({@code parents})} */
    public List<JsonObject> parents() {
        return listOf(decoded("parents", parents));
    }

    /** {@return the audiences ({@code audiences})} */
    public List<JsonObject> audiences() {
        return listOf(decoded("audiences", audiences));
    }

    /** {@return the users who viewed the domain, with when ({@code viewers})} */
    public List<Viewer> viewers() {
        return listOf(decoded("viewers", viewers));
    }

    /** {@return how fresh the documented context is ({@code context_freshness})} */
    public ContextFreshness contextFreshness() {
        return decoded("context_freshness", contextFreshness);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        Domain that = (Domain) other;
        return super.fieldsEqual(other)
                && sameValue(definition, that.definition)
                && sameValue(context, that.context)
                && sameValue(whoShouldUseThis, that.whoShouldUseThis)
                && sameValue(recentConversations, that.recentConversations)
                && listOf(parents).equals(listOf(that.parents))
                && listOf(audiences).equals(listOf(that.audiences))
                && listOf(viewers).equals(listOf(that.viewers))
                && sameValue(contextFreshness, that.contextFreshness);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        super.describeFields(description);
        description
                .add("definition", this.definition)
                .add("context", this.context)
                .add("who_should_use_this", this.whoShouldUseThis)
                .add("recent_conversations", this.recentConversations)
                .add("parents", this.parents)
                .add("audiences", this.audiences)
                .add("viewers", this.viewers)
                .add("context_freshness", this.contextFreshness);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(
                super.fieldsHashCode(),
                definition,
                context,
                whoShouldUseThis,
                recentConversations,
                listOf(parents),
                listOf(audiences),
                listOf(viewers),
                contextFreshness);
    }

    /** Builds a {@link Domain}: one setter per field, named like its accessor. */
    public static final class Builder extends DomainListItem.Builder<Domain, Builder>
            implements DocumentedRecordBuilder<Builder> {
        private Builder(Domain from) {
            super(Domain.class, from);
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
