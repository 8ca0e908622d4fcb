// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.parameters.Parameter;
import io.dgq.sdk.parameters.ParameterCreateRequest;
import io.dgq.sdk.parameters.ParameterUpdateRequest;
import io.dgq.sdk.parameters.ParametersAsyncClient;
import io.dgq.sdk.parameters.ParametersClient;

/**
 * The operations of {@link ParametersClient} and {@link ParametersAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class ParametersOperations {
    /** {@code parameters.create}: {@code POST /api/v1/metrics/parameter}. */
    public static final ApiOperation<ParameterCreateRequest, Parameter, Parameter> PARAMETERS_CREATE =
            ApiOperation.declare("parameters", "create", Endpoint.postCreate("/metrics/parameter"))
                    .request(ParameterCreateRequest.class)
                    .record(Parameter.class);

    /** {@code parameters.get}: {@code GET /api/v1/metrics/parameter/{parameterId}}. */
    public static final ApiOperation<Void, Parameter, Parameter> PARAMETERS_GET = ApiOperation.declare(
                    "parameters", "get", Endpoint.get("/metrics/parameter/{parameterId}"))
            .record(Parameter.class);

    /** {@code parameters.update}: {@code PUT /api/v1/metrics/parameter/{parameterId}}. */
    public static final ApiOperation<ParameterUpdateRequest, JsonObject, Void> PARAMETERS_UPDATE = ApiOperation.declare(
                    "parameters", "update", Endpoint.put("/metrics/parameter/{parameterId}"))
            .request(ParameterUpdateRequest.class);

    /** {@code parameters.delete}: {@code DELETE /api/v1/metrics/parameter/{parameterId}}. */
    public static final ApiOperation<Void, JsonObject, Void> PARAMETERS_DELETE =
            ApiOperation.declare("parameters", "delete", Endpoint.delete("/metrics/parameter/{parameterId}"));

    /** {@code parameters.list}: {@code POST /api/v1/metrics/parameter/list}. */
    public static final ApiOperation<ListRequest, Page<Parameter>, Page<Parameter>> PARAMETERS_LIST =
            ApiOperation.declare("parameters", "list", Endpoint.postIdempotent("/metrics/parameter/list"))
                    .list(Parameter.class);

    private ParametersOperations() {}
}
