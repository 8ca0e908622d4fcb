package io.dgq.sdk.conversations;

import io.dgq.sdk.operations.ByObjectAsyncOperation;
import io.dgq.sdk.operations.CreateAsyncOperation;
import io.dgq.sdk.operations.DeleteAsyncOperation;
import io.dgq.sdk.operations.GetAsyncOperation;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.UpdateAsyncOperation;
import java.util.concurrent.CompletableFuture;

/**
 * Conversations without waiting: the asynchronous twin of {@link ConversationsClient}, with the same operations,
 * routes, retries and errors. Reached through {@code client.async().conversations()}; {@code
 * client.async().withRawResponse().conversations()} answers the whole envelope. Each method starts the call and returns
 * a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface ConversationsAsyncClient
        extends ResourceClient<ConversationsAsyncClient.WithRawResponse>,
                CreateAsyncOperation<Conversation, ConversationCreateRequest>,
                ByObjectAsyncOperation<Conversation>,
                GetAsyncOperation<Conversation>,
                UpdateAsyncOperation<ConversationUpdateRequest>,
                DeleteAsyncOperation {

    /** The {@link ConversationsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CreateAsyncOperation.Raw<Conversation, ConversationCreateRequest>,
                    ByObjectAsyncOperation.Raw<Conversation>,
                    GetAsyncOperation.Raw<Conversation>,
                    UpdateAsyncOperation.Raw<ConversationUpdateRequest>,
                    DeleteAsyncOperation.Raw {}
}
