package io.dgq.sdk.sources;

import io.dgq.sdk.operations.CrudAsyncOperations;
import io.dgq.sdk.operations.ResourceClient;
import java.util.concurrent.CompletableFuture;

/**
 * Sources without waiting: the asynchronous twin of {@link SourcesClient}, with the same operations, routes, retries
 * and errors. Reached through {@code client.async().sources()}; {@code client.async().withRawResponse().sources()}
 * answers the whole envelope. Each method starts the call and returns a {@link CompletableFuture} of what the blocking
 * method returns ({@code Void} for nothing), failing with the exceptions it throws; a bad argument throws {@link
 * IllegalArgumentException} at once. Thread-safe.
 */
public interface SourcesAsyncClient
        extends ResourceClient<SourcesAsyncClient.WithRawResponse>,
                CrudAsyncOperations<Source, SourceCreateRequest, SourceListItem, SourceUpdateRequest> {

    /** The {@link SourcesAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CrudAsyncOperations.Raw<Source, SourceCreateRequest, SourceListItem, SourceUpdateRequest> {}
}
