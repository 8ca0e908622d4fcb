package io.dgq.sdk.domains;

import io.dgq.sdk.operations.CrudAsyncOperations;
import io.dgq.sdk.operations.ExportAsyncOperation;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.TreeViewAsyncOperation;
import java.util.concurrent.CompletableFuture;

/**
 * Domains without waiting: the asynchronous twin of {@link DomainsClient}, with the same operations, routes, retries
 * and errors. Reached through {@code client.async().domains()}; {@code client.async().withRawResponse().domains()}
 * answers the whole envelope. Each method starts the call and returns a {@link CompletableFuture} of what the blocking
 * method returns ({@code Void} for nothing), failing with the exceptions it throws; a bad argument throws {@link
 * IllegalArgumentException} at once. Thread-safe.
 */
public interface DomainsAsyncClient
        extends ResourceClient<DomainsAsyncClient.WithRawResponse>,
                CrudAsyncOperations<Domain, DomainCreateRequest, DomainListItem, DomainUpdateRequest>,
                ExportAsyncOperation<DomainListItem>,
                TreeViewAsyncOperation<DomainTree> {

    /** The {@link DomainsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CrudAsyncOperations.Raw<Domain, DomainCreateRequest, DomainListItem, DomainUpdateRequest>,
                    ExportAsyncOperation.Raw<DomainListItem>,
                    TreeViewAsyncOperation.Raw<DomainTree> {}
}
