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
import io.dgq.sdk.parameters.ParametersAsyncClient;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link ParametersAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.ParametersOperations}, and runs the call. Thread-safe. Internal.
 */
public final class ParametersAsyncClientImpl implements ParametersAsyncClient {
    private final CallPipeline pipeline;

    private final ParametersAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public ParametersAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public ParametersAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Parameter> create(ParameterCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(PARAMETERS_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<Parameter> get(String parameterId, RequestOptions options) {
        return pipeline.plainAsync(PARAMETERS_GET.bind(options, parameterId));
    }

    @Override
    public CompletableFuture<Void> update(String parameterId, ParameterUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(PARAMETERS_UPDATE.bind(request, options, parameterId));
    }

    @Override
    public CompletableFuture<Void> delete(String parameterId, RequestOptions options) {
        return pipeline.plainAsync(PARAMETERS_DELETE.bind(options, parameterId));
    }

    @Override
    public CompletableFuture<Page<Parameter>> list(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(PARAMETERS_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "ParametersAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements ParametersAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<Parameter>> create(
                ParameterCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(PARAMETERS_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Parameter>> get(String parameterId, RequestOptions options) {
            return pipeline.envelopeAsync(PARAMETERS_GET.bind(options, parameterId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String parameterId, ParameterUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(PARAMETERS_UPDATE.bind(request, options, parameterId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String parameterId, RequestOptions options) {
            return pipeline.envelopeAsync(PARAMETERS_DELETE.bind(options, parameterId));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<Parameter>>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(PARAMETERS_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "ParametersAsyncClient.WithRawResponse";
        }
    }
}
