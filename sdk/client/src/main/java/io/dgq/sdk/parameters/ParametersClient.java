package io.dgq.sdk.parameters;

import io.dgq.sdk.operations.CrudOperations;

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
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public interface ParametersClient
        extends CrudOperations<Parameter, ParameterCreateRequest, Parameter, ParameterUpdateRequest> {

    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * The parameters operations answering the whole envelope ({@link io.dgq.sdk.DgqResponse}): message,
     * timestamp, correlation id, status and headers besides the data. Same routes and errors as
     * {@link ParametersClient}.
     */
    interface WithRawResponse
            extends CrudOperations.Raw<Parameter, ParameterCreateRequest, Parameter, ParameterUpdateRequest> {
    }
}
