package io.dgq.sdk.glossaries;

import io.dgq.sdk.operations.CrudAsyncOperations;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.TreeViewAsyncOperation;
import java.util.concurrent.CompletableFuture;

/**
 * Glossaries without waiting: the asynchronous twin of {@link GlossariesClient}, with the same operations, routes,
 * retries and errors. Reached through {@code client.async().glossaries()}; {@code
 * client.async().withRawResponse().glossaries()} answers the whole envelope. Each method starts the call and returns a
 * {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the exceptions
 * it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface GlossariesAsyncClient
        extends ResourceClient<GlossariesAsyncClient.WithRawResponse>,
                CrudAsyncOperations<Glossary, GlossaryCreateRequest, GlossaryListItem, GlossaryUpdateRequest>,
                TreeViewAsyncOperation<GlossaryTree> {

    /** The {@link GlossariesAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CrudAsyncOperations.Raw<Glossary, GlossaryCreateRequest, GlossaryListItem, GlossaryUpdateRequest>,
                    TreeViewAsyncOperation.Raw<GlossaryTree> {}
}
