// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.ApplicationsOperations.APPLICATIONS_CREATE;
import static io.dgq.sdk.internal.clients.ApplicationsOperations.APPLICATIONS_DELETE;
import static io.dgq.sdk.internal.clients.ApplicationsOperations.APPLICATIONS_EXPORT;
import static io.dgq.sdk.internal.clients.ApplicationsOperations.APPLICATIONS_GET;
import static io.dgq.sdk.internal.clients.ApplicationsOperations.APPLICATIONS_LIST;
import static io.dgq.sdk.internal.clients.ApplicationsOperations.APPLICATIONS_UPDATE;

import io.dgq.sdk.applications.Application;
import io.dgq.sdk.applications.ApplicationCreateRequest;
import io.dgq.sdk.applications.ApplicationListItem;
import io.dgq.sdk.applications.ApplicationUpdateRequest;
import io.dgq.sdk.applications.ApplicationsAsyncClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link ApplicationsAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.ApplicationsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class ApplicationsAsyncClientImpl implements ApplicationsAsyncClient {
    private final CallPipeline pipeline;

    private final ApplicationsAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public ApplicationsAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public ApplicationsAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Application> create(ApplicationCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(APPLICATIONS_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<List<ApplicationListItem>> export(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(APPLICATIONS_EXPORT.bind(request, options));
    }

    @Override
    public CompletableFuture<Application> get(String applicationId, RequestOptions options) {
        return pipeline.plainAsync(APPLICATIONS_GET.bind(options, applicationId));
    }

    @Override
    public CompletableFuture<Void> update(
            String applicationId, ApplicationUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(APPLICATIONS_UPDATE.bind(request, options, applicationId));
    }

    @Override
    public CompletableFuture<Void> delete(String applicationId, RequestOptions options) {
        return pipeline.plainAsync(APPLICATIONS_DELETE.bind(options, applicationId));
    }

    @Override
    public CompletableFuture<Page<ApplicationListItem>> list(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(APPLICATIONS_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "ApplicationsAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements ApplicationsAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<Application>> create(
                ApplicationCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(APPLICATIONS_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<ApplicationListItem>>> export(
                ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(APPLICATIONS_EXPORT.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Application>> get(String applicationId, RequestOptions options) {
            return pipeline.envelopeAsync(APPLICATIONS_GET.bind(options, applicationId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String applicationId, ApplicationUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(APPLICATIONS_UPDATE.bind(request, options, applicationId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String applicationId, RequestOptions options) {
            return pipeline.envelopeAsync(APPLICATIONS_DELETE.bind(options, applicationId));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<ApplicationListItem>>> list(
                ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(APPLICATIONS_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "ApplicationsAsyncClient.WithRawResponse";
        }
    }
}
