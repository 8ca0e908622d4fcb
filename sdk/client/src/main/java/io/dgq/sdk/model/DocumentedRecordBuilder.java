package io.dgq.sdk.model;

import io.dgq.sdk.json.JsonValue;
import java.util.List;
import java.util.Map;

/**
 * The setters every governance detail record's builder shares (domain, term, glossary, tag and application): the
 * documented context, the viewers and the context's freshness. Each setter sets the accessor of the same name; each
 * record's builder answers its own type from them ({@code Domain.Builder}).
 */
public interface DocumentedRecordBuilder extends ApiObject.Builder {

    /**
     * Sets the definition ({@code definition}).
     *
     * @param definition the value; {@code null} clears it
     * @return this builder
     */
    DocumentedRecordBuilder definition(String definition);

    /**
     * Sets the business context ({@code context}).
     *
     * @param context the value; {@code null} clears it
     * @return this builder
     */
    DocumentedRecordBuilder context(String context);

    /**
     * Sets who should use the record ({@code who_should_use_this}).
     *
     * @param whoShouldUseThis the value; {@code null} clears it
     * @return this builder
     */
    DocumentedRecordBuilder whoShouldUseThis(String whoShouldUseThis);

    /**
     * Sets the recent conversations, as the server writes them ({@code recent_conversations}).
     *
     * @param recentConversations the value; {@code null} clears it
     * @return this builder
     */
    DocumentedRecordBuilder recentConversations(String recentConversations);

    /**
     * Sets the users who viewed the record, with when ({@code viewers}).
     *
     * @param viewers the value; {@code null} clears it
     * @return this builder
     */
    DocumentedRecordBuilder viewers(List<Viewer> viewers);

    /**
     * Sets how fresh the documented context is ({@code context_freshness}).
     *
     * @param contextFreshness the value; {@code null} clears it
     * @return this builder
     */
    DocumentedRecordBuilder contextFreshness(ContextFreshness contextFreshness);

    @Override
    DocumentedRecordBuilder putAdditionalProperty(String jsonName, JsonValue value);

    @Override
    DocumentedRecordBuilder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties);

    @Override
    DocumentedRecordBuilder removeAdditionalProperty(String jsonName);
}
