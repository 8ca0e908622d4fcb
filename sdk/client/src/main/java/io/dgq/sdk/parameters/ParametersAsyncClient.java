package io.dgq.sdk.parameters;

import io.dgq.sdk.operations.CrudAsyncOperations;
import io.dgq.sdk.operations.ResourceClient;
import java.util.concurrent.CompletableFuture;

/**
 * Parameters without waiting: the asynchronous twin of {@link ParametersClient}, with the same operations, routes,
 * retries and errors. Reached through {@code client.async().parameters()}; {@code
 * client.async().withRawResponse().parameters()} answers the whole envelope. Each method starts the call and returns a
 * {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the exceptions
 * it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface ParametersAsyncClient
        extends ResourceClient<ParametersAsyncClient.WithRawResponse>,
                CrudAsyncOperations<Parameter, ParameterCreateRequest, Parameter, ParameterUpdateRequest> {

    /** The {@link ParametersAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CrudAsyncOperations.Raw<Parameter, ParameterCreateRequest, Parameter, ParameterUpdateRequest> {}
}
