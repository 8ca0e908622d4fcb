package io.dgq.sdk.tags;

import io.dgq.sdk.operations.CrudAsyncOperations;
import io.dgq.sdk.operations.ExportAsyncOperation;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.TreeViewAsyncOperation;
import java.util.concurrent.CompletableFuture;

/**
 * Tags without waiting: the asynchronous twin of {@link TagsClient}, with the same operations, routes, retries and
 * errors. Reached through {@code client.async().tags()}; {@code client.async().withRawResponse().tags()} answers the
 * whole envelope. Each method starts the call and returns a {@link CompletableFuture} of what the blocking method
 * returns ({@code Void} for nothing), failing with the exceptions it throws; a bad argument throws {@link
 * IllegalArgumentException} at once. Thread-safe.
 */
public interface TagsAsyncClient
        extends ResourceClient<TagsAsyncClient.WithRawResponse>,
                CrudAsyncOperations<Tag, TagCreateRequest, TagListItem, TagUpdateRequest>,
                ExportAsyncOperation<TagListItem>,
                TreeViewAsyncOperation<TagTree> {

    /** The {@link TagsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CrudAsyncOperations.Raw<Tag, TagCreateRequest, TagListItem, TagUpdateRequest>,
                    ExportAsyncOperation.Raw<TagListItem>,
                    TreeViewAsyncOperation.Raw<TagTree> {}
}
