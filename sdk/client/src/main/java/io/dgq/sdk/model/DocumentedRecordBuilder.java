package io.dgq.sdk.model;

import java.util.List;

/**
 * The setters every governance detail record's builder shares (domain, term, glossary, tag and application): the
 * documented context, the viewers and the context's freshness. Each setter sets the accessor of the same name.
 *
 * @param <B> the builder type, returned by every setter
 */
public interface DocumentedRecordBuilder<B extends ApiObject.Builder<?, B>> {

    /**
     * Sets the definition ({@code definition}).
     *
     * @param definition the value; {@code null} clears it
     * @return this builder
     */
    default B definition(String definition) {
        return ApiObject.Builder.putInto(this, "definition", definition);
    }

    /**
     * Sets the business context ({@code context}).
     *
     * @param context the value; {@code null} clears it
     * @return this builder
     */
    default B context(String context) {
        return ApiObject.Builder.putInto(this, "context", context);
    }

    /**
     * Sets who should use the record ({@code who_should_use_this}).
     *
     * @param whoShouldUseThis the value; {@code null} clears it
     * @return this builder
     */
    default B whoShouldUseThis(String whoShouldUseThis) {
        return ApiObject.Builder.putInto(this, "who_should_use_this", whoShouldUseThis);
    }

    /**
     * Sets the recent conversations, as the server writes them ({@code recent_conversations}).
     *
     * @param recentConversations the value; {@code null} clears it
     * @return this builder
     */
    default B recentConversations(String recentConversations) {
        return ApiObject.Builder.putInto(this, "recent_conversations", recentConversations);
    }

    /**
     * Sets the users who viewed the record, with when ({@code viewers}).
     *
     * @param viewers the value; {@code null} clears it
     * @return this builder
     */
    default B viewers(List<Viewer> viewers) {
        return ApiObject.Builder.putInto(this, "viewers", viewers);
    }

    /**
     * Sets how fresh the documented context is ({@code context_freshness}).
     *
     * @param contextFreshness the value; {@code null} clears it
     * @return this builder
     */
    default B contextFreshness(ContextFreshness contextFreshness) {
        return ApiObject.Builder.putInto(this, "context_freshness", contextFreshness);
    }
}
