// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.DomainsOperations.DOMAINS_CREATE;
import static io.dgq.sdk.internal.clients.DomainsOperations.DOMAINS_DELETE;
import static io.dgq.sdk.internal.clients.DomainsOperations.DOMAINS_EXPORT;
import static io.dgq.sdk.internal.clients.DomainsOperations.DOMAINS_GET;
import static io.dgq.sdk.internal.clients.DomainsOperations.DOMAINS_LIST;
import static io.dgq.sdk.internal.clients.DomainsOperations.DOMAINS_TREE_VIEW;
import static io.dgq.sdk.internal.clients.DomainsOperations.DOMAINS_UPDATE;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainTree;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.domains.DomainsAsyncClient;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link DomainsAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.DomainsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class DomainsAsyncClientImpl implements DomainsAsyncClient {
    private final CallPipeline pipeline;

    private final DomainsAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public DomainsAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public DomainsAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Domain> create(DomainCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(DOMAINS_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<List<DomainListItem>> export(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(DOMAINS_EXPORT.bind(request, options));
    }

    @Override
    public CompletableFuture<Domain> get(String domainId, RequestOptions options) {
        return pipeline.plainAsync(DOMAINS_GET.bind(options, domainId));
    }

    @Override
    public CompletableFuture<Void> update(String domainId, DomainUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(DOMAINS_UPDATE.bind(request, options, domainId));
    }

    @Override
    public CompletableFuture<Void> delete(String domainId, RequestOptions options) {
        return pipeline.plainAsync(DOMAINS_DELETE.bind(options, domainId));
    }

    @Override
    public CompletableFuture<Page<DomainListItem>> list(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(DOMAINS_LIST.bind(request, options));
    }

    @Override
    public CompletableFuture<DomainTree> treeView(boolean hasUserFilter, RequestOptions options) {
        return pipeline.plainAsync(DOMAINS_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
    }

    @Override
    public String toString() {
        return "DomainsAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements DomainsAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<Domain>> create(DomainCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(DOMAINS_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<DomainListItem>>> export(
                ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(DOMAINS_EXPORT.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Domain>> get(String domainId, RequestOptions options) {
            return pipeline.envelopeAsync(DOMAINS_GET.bind(options, domainId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String domainId, DomainUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(DOMAINS_UPDATE.bind(request, options, domainId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String domainId, RequestOptions options) {
            return pipeline.envelopeAsync(DOMAINS_DELETE.bind(options, domainId));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<DomainListItem>>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(DOMAINS_LIST.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<DomainTree>> treeView(boolean hasUserFilter, RequestOptions options) {
            return pipeline.envelopeAsync(DOMAINS_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
        }

        @Override
        public String toString() {
            return "DomainsAsyncClient.WithRawResponse";
        }
    }
}
