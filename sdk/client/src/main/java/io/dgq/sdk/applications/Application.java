// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.applications;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.ContextFreshness;
import io.dgq.sdk.model.DocumentedRecordBuilder;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Viewer;
import java.util.List;

/**
 * An application's detail record ({@code GET /governance/application/{applicationId}}): the list item's fields plus the
 * documented context, viewers, audiences and context freshness.
 */
public final class Application extends ApplicationListItem {
    @JsonProperty("definition")
    private String definition;

    @JsonProperty("context")
    private String context;

    @JsonProperty("who_should_use_this")
    private String whoShouldUseThis;

    @JsonProperty("recent_conversations")
    private String recentConversations;

    @JsonProperty("viewers")
    private List<Viewer> viewers;

    @JsonProperty("audiences")
    private List<JsonObject> audiences;

    @JsonProperty("context_freshness")
    private ContextFreshness contextFreshness;

    private Application() {}

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

    /** {@return who should use this application ({@code who_should_use_this})} */
    public String whoShouldUseThis() {
        return decoded("who_should_use_this", whoShouldUseThis);
    }

    /** {@return the recent conversations, as the server writes them ({@code recent_conversations})} */
    public String recentConversations() {
        return decoded("recent_conversations", recentConversations);
    }

    /** {@return the users who viewed the application, with when ({@code viewers})} */
    public List<Viewer> viewers() {
        return listOf(decoded("viewers", viewers));
    }

    /** {@return the audiences ({@code audiences})} */
    public List<JsonObject> audiences() {
        return listOf(decoded("audiences", audiences));
    }

    /** {@return how fresh the documented context is ({@code context_freshness})} */
    public ContextFreshness contextFreshness() {
        return decoded("context_freshness", contextFreshness);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        Application that = (Application) other;
        return super.fieldsEqual(other)
                && sameValue(definition, that.definition)
                && sameValue(context, that.context)
                && sameValue(whoShouldUseThis, that.whoShouldUseThis)
                && sameValue(recentConversations, that.recentConversations)
                && listOf(viewers).equals(listOf(that.viewers))
                && listOf(audiences).equals(listOf(that.audiences))
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
                .add("viewers", this.viewers)
                .add("audiences", this.audiences)
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
                listOf(viewers),
                listOf(audiences),
                contextFreshness);
    }

    /** Builds an {@link Application}: one setter per field, named like its accessor. */
    public static final class Builder extends ApplicationListItem.Builder<Application, Builder>
            implements DocumentedRecordBuilder<Builder> {
        private Builder(Application from) {
            super(Application.class, from);
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
