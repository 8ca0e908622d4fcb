// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.ParametersOperations.PARAMETERS_CREATE;
import static io.dgq.sdk.internal.clients.ParametersOperations.PARAMETERS_DELETE;
import static io.dgq.sdk.internal.clients.ParametersOperations.PARAMETERS_GET;
import static io.dgq.sdk.internal.clients.ParametersOperations.PARAMETERS_LIST;
import static io.dgq.sdk.internal.clients.ParametersOperations.PARAMETERS_UPDATE;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.parameters.Parameter;
import io.dgq.sdk.parameters.ParameterCreateRequest;
import io.dgq.sdk.parameters.ParameterUpdateRequest;
import io.dgq.sdk.parameters.ParametersClient;

/**
 * The {@link ParametersClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.ParametersOperations}, and runs the call. Thread-safe. Internal.
 */
public final class ParametersClientImpl implements ParametersClient {
    private final CallPipeline pipeline;

    private final ParametersClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public ParametersClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public ParametersClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public Parameter create(ParameterCreateRequest request, RequestOptions options) {
        return pipeline.plain(PARAMETERS_CREATE.bind(request, options));
    }

    @Override
    public Parameter get(String parameterId, RequestOptions options) {
        return pipeline.plain(PARAMETERS_GET.bind(options, parameterId));
    }

    @Override
    public void update(String parameterId, ParameterUpdateRequest request, RequestOptions options) {
        pipeline.plain(PARAMETERS_UPDATE.bind(request, options, parameterId));
    }

    @Override
    public void delete(String parameterId, RequestOptions options) {
        pipeline.plain(PARAMETERS_DELETE.bind(options, parameterId));
    }

    @Override
    public Page<Parameter> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(PARAMETERS_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "ParametersClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements ParametersClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<Parameter> create(ParameterCreateRequest request, RequestOptions options) {
            return pipeline.envelope(PARAMETERS_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<Parameter> get(String parameterId, RequestOptions options) {
            return pipeline.envelope(PARAMETERS_GET.bind(options, parameterId));
        }

        @Override
        public DgqResponse<JsonObject> update(
                String parameterId, ParameterUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(PARAMETERS_UPDATE.bind(request, options, parameterId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String parameterId, RequestOptions options) {
            return pipeline.envelope(PARAMETERS_DELETE.bind(options, parameterId));
        }

        @Override
        public DgqResponse<Page<Parameter>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(PARAMETERS_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "ParametersClient.WithRawResponse";
        }
    }
}
