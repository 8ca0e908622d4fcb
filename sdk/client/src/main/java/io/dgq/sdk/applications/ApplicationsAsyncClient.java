package io.dgq.sdk.applications;

import io.dgq.sdk.operations.CrudAsyncOperations;
import io.dgq.sdk.operations.ExportAsyncOperation;
import io.dgq.sdk.operations.ResourceClient;
import java.util.concurrent.CompletableFuture;

/**
 * Applications without waiting: the asynchronous twin of {@link ApplicationsClient}, with the same operations, routes,
 * retries and errors. Reached through {@code client.async().applications()}; {@code
 * client.async().withRawResponse().applications()} answers the whole envelope. Each method starts the call and returns
 * a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface ApplicationsAsyncClient
        extends ResourceClient<ApplicationsAsyncClient.WithRawResponse>,
                CrudAsyncOperations<
                        Application, ApplicationCreateRequest, ApplicationListItem, ApplicationUpdateRequest>,
                ExportAsyncOperation<ApplicationListItem> {

    /** The {@link ApplicationsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CrudAsyncOperations.Raw<
                            Application, ApplicationCreateRequest, ApplicationListItem, ApplicationUpdateRequest>,
                    ExportAsyncOperation.Raw<ApplicationListItem> {}
}
