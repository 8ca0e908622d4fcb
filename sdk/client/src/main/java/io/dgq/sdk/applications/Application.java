// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.applications;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
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
    static {
        ModelFields.register(Application.class, new Fields());
    }

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
        return ModelFields.decoded(this, "definition", definition);
    }

    /** {@return the business context ({@code context})} */
    public String context() {
        return ModelFields.decoded(this, "context", context);
    }

    /** {@return who should use this application ({@code who_should_use_this})} */
    public String whoShouldUseThis() {
        return ModelFields.decoded(this, "who_should_use_this", whoShouldUseThis);
    }

    /** {@return the recent conversations, as the server writes them ({@code recent_conversations})} */
    public String recentConversations() {
        return ModelFields.decoded(this, "recent_conversations", recentConversations);
    }

    /** {@return the users who viewed the application, with when ({@code viewers})} */
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

    /** The fields {@code Application} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<Application> {
        @Override
        public boolean equal(Application a, Application b) {
            return ModelFields.sameValue(a.definition, b.definition)
                    && ModelFields.sameValue(a.context, b.context)
                    && ModelFields.sameValue(a.whoShouldUseThis, b.whoShouldUseThis)
                    && ModelFields.sameValue(a.recentConversations, b.recentConversations)
                    && ModelFields.listOf(a.viewers).equals(ModelFields.listOf(b.viewers))
                    && ModelFields.listOf(a.audiences).equals(ModelFields.listOf(b.audiences))
                    && ModelFields.sameValue(a.contextFreshness, b.contextFreshness);
        }

        @Override
        public int hash(Application model) {
            return ModelFields.hashOf(
                    model.definition,
                    model.context,
                    model.whoShouldUseThis,
                    model.recentConversations,
                    ModelFields.listOf(model.viewers),
                    ModelFields.listOf(model.audiences),
                    model.contextFreshness);
        }

        @Override
        public void describe(Application model, ModelFields.Sink sink) {
            sink.add("definition", model.definition)
                    .add("context", model.context)
                    .add("who_should_use_this", model.whoShouldUseThis)
                    .add("recent_conversations", model.recentConversations)
                    .add("viewers", model.viewers)
                    .add("audiences", model.audiences)
                    .add("context_freshness", model.contextFreshness);
        }
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
