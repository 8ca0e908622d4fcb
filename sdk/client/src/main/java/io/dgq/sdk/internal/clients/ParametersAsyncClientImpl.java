// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.ParametersOperations.PARAMETERS_CREATE;
import static io.dgq.sdk.internal.clients.ParametersOperations.PARAMETERS_DELETE;
import static io.dgq.sdk.internal.clients.ParametersOperations.PARAMETERS_GET;
import static io.dgq.sdk.internal.clients.ParametersOperations.PARAMETERS_LIST;
import static io.dgq.sdk.internal.clients.ParametersOperations.PARAMETERS_UPDATE;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.AsyncCalls;
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
    private final AsyncCalls calls;

    private final ParametersAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param calls runs each bound call
     */
    public ParametersAsyncClientImpl(AsyncCalls calls) {
        this.calls = calls;
        this.raw = new Raw(calls);
    }

    @Override
    public ParametersAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Parameter> create(ParameterCreateRequest request, RequestOptions options) {
        return calls.plain(PARAMETERS_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<Parameter> get(String parameterId, RequestOptions options) {
        return calls.plain(PARAMETERS_GET.bind(options, parameterId));
    }

    @Override
    public CompletableFuture<Void> update(String parameterId, ParameterUpdateRequest request, RequestOptions options) {
        return calls.plain(PARAMETERS_UPDATE.bind(request, options, parameterId));
    }

    @Override
    public CompletableFuture<Void> delete(String parameterId, RequestOptions options) {
        return calls.plain(PARAMETERS_DELETE.bind(options, parameterId));
    }

    @Override
    public CompletableFuture<Page<Parameter>> list(ListRequest request, RequestOptions options) {
        return calls.plain(PARAMETERS_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "ParametersAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements ParametersAsyncClient.WithRawResponse {
        private final AsyncCalls calls;

        Raw(AsyncCalls calls) {
            this.calls = calls;
        }

        @Override
        public CompletableFuture<DgqResponse<Parameter>> create(
                ParameterCreateRequest request, RequestOptions options) {
            return calls.envelope(PARAMETERS_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Parameter>> get(String parameterId, RequestOptions options) {
            return calls.envelope(PARAMETERS_GET.bind(options, parameterId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String parameterId, ParameterUpdateRequest request, RequestOptions options) {
            return calls.envelope(PARAMETERS_UPDATE.bind(request, options, parameterId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String parameterId, RequestOptions options) {
            return calls.envelope(PARAMETERS_DELETE.bind(options, parameterId));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<Parameter>>> list(ListRequest request, RequestOptions options) {
            return calls.envelope(PARAMETERS_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "ParametersAsyncClient.WithRawResponse";
        }
    }
}
