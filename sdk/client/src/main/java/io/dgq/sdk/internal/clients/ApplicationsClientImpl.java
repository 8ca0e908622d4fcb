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
import io.dgq.sdk.applications.ApplicationsClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;

/**
 * The {@link ApplicationsClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.ApplicationsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class ApplicationsClientImpl implements ApplicationsClient {
    private final CallPipeline pipeline;

    private final ApplicationsClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public ApplicationsClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public ApplicationsClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public Application create(ApplicationCreateRequest request, RequestOptions options) {
        return pipeline.plain(APPLICATIONS_CREATE.bind(request, options));
    }

    @Override
    public List<ApplicationListItem> export(ListRequest request, RequestOptions options) {
        return pipeline.plain(APPLICATIONS_EXPORT.bind(request, options));
    }

    @Override
    public Application get(String applicationId, RequestOptions options) {
        return pipeline.plain(APPLICATIONS_GET.bind(options, applicationId));
    }

    @Override
    public void update(String applicationId, ApplicationUpdateRequest request, RequestOptions options) {
        pipeline.plain(APPLICATIONS_UPDATE.bind(request, options, applicationId));
    }

    @Override
    public void delete(String applicationId, RequestOptions options) {
        pipeline.plain(APPLICATIONS_DELETE.bind(options, applicationId));
    }

    @Override
    public Page<ApplicationListItem> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(APPLICATIONS_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "ApplicationsClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements ApplicationsClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<Application> create(ApplicationCreateRequest request, RequestOptions options) {
            return pipeline.envelope(APPLICATIONS_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<Page<ApplicationListItem>> export(ListRequest request, RequestOptions options) {
            return pipeline.envelope(APPLICATIONS_EXPORT.bind(request, options));
        }

        @Override
        public DgqResponse<Application> get(String applicationId, RequestOptions options) {
            return pipeline.envelope(APPLICATIONS_GET.bind(options, applicationId));
        }

        @Override
        public DgqResponse<JsonObject> update(
                String applicationId, ApplicationUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(APPLICATIONS_UPDATE.bind(request, options, applicationId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String applicationId, RequestOptions options) {
            return pipeline.envelope(APPLICATIONS_DELETE.bind(options, applicationId));
        }

        @Override
        public DgqResponse<Page<ApplicationListItem>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(APPLICATIONS_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "ApplicationsClient.WithRawResponse";
        }
    }
}
