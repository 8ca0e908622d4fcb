package io.dgq.sdk.conversations;

import io.dgq.sdk.operations.ByObjectOperation;
import io.dgq.sdk.operations.CreateOperation;
import io.dgq.sdk.operations.DeleteOperation;
import io.dgq.sdk.operations.GetOperation;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.UpdateOperation;

/**
 * Conversations attached to an object by a category and an object id: create, read, the conversations of one
 * object, update and delete. Reached through {@code client.conversations()};
 * {@code client.withRawResponse().conversations()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/core/conversation}, a conversation or an answer to one;
 *       {@code category} and {@code object_id} are required
 *   <li>{@code byObject}, {@code byObjectAll}: {@code POST /api/v1/core/conversation/{category}/{objectId}},
 *       sorted and filtered by {@link ConversationColumn}
 *   <li>{@code get}: {@code GET /api/v1/core/conversation/{conversationId}}
 *   <li>{@code update}: {@code PUT /api/v1/core/conversation/{conversationId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/core/conversation/{conversationId}}
 * </ul>
 */
public interface ConversationsClient
        extends ResourceClient<ConversationsClient.WithRawResponse>,
                CreateOperation<Conversation, ConversationCreateRequest>,
                ByObjectOperation<Conversation>,
                GetOperation<Conversation>,
                UpdateOperation<ConversationUpdateRequest>,
                DeleteOperation {

    /** The {@link ConversationsClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends CreateOperation.Raw<Conversation, ConversationCreateRequest>,
                    ByObjectOperation.Raw<Conversation>,
                    GetOperation.Raw<Conversation>,
                    UpdateOperation.Raw<ConversationUpdateRequest>,
                    DeleteOperation.Raw {}
}
