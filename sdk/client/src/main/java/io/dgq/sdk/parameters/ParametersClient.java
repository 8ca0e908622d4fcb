package io.dgq.sdk.parameters;

import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ResourceClient;

/**
 * Metric parameters: create, read, list, update and (soft) delete. Reached through {@code client.parameters()};
 * {@code client.withRawResponse().parameters()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/metrics/parameter}; {@code name} is required
 *   <li>{@code get}: {@code GET /api/v1/metrics/parameter/{parameterId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/metrics/parameter/list}, sorted and filtered by
 *       {@link ParameterColumn}
 *   <li>{@code update}: {@code PUT /api/v1/metrics/parameter/{parameterId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/metrics/parameter/{parameterId}}. The delete is soft: the
 *       parameter is kept, {@code get} still answers it with {@code is_active} false, lists leave it out, and a
 *       later update or delete answers 404.
 * </ul>
 */
public interface ParametersClient
        extends ResourceClient<ParametersClient.WithRawResponse>,
                CrudOperations<Parameter, ParameterCreateRequest, Parameter, ParameterUpdateRequest> {

    /** The {@link ParametersClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends CrudOperations.Raw<Parameter, ParameterCreateRequest, Parameter, ParameterUpdateRequest> {}
}
