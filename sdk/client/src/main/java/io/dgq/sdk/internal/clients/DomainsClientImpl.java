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
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;

/**
 * The {@link DomainsClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.DomainsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class DomainsClientImpl implements DomainsClient {
    private final CallPipeline pipeline;

    private final DomainsClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public DomainsClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public DomainsClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public Domain create(DomainCreateRequest request, RequestOptions options) {
        return pipeline.plain(DOMAINS_CREATE.bind(request, options));
    }

    @Override
    public List<DomainListItem> export(ListRequest request, RequestOptions options) {
        return pipeline.plain(DOMAINS_EXPORT.bind(request, options));
    }

    @Override
    public Domain get(String domainId, RequestOptions options) {
        return pipeline.plain(DOMAINS_GET.bind(options, domainId));
    }

    @Override
    public void update(String domainId, DomainUpdateRequest request, RequestOptions options) {
        pipeline.plain(DOMAINS_UPDATE.bind(request, options, domainId));
    }

    @Override
    public void delete(String domainId, RequestOptions options) {
        pipeline.plain(DOMAINS_DELETE.bind(options, domainId));
    }

    @Override
    public Page<DomainListItem> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(DOMAINS_LIST.bind(request, options));
    }

    @Override
    public DomainTree treeView(boolean hasUserFilter, RequestOptions options) {
        return pipeline.plain(DOMAINS_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
    }

    @Override
    public String toString() {
        return "DomainsClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements DomainsClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<Domain> create(DomainCreateRequest request, RequestOptions options) {
            return pipeline.envelope(DOMAINS_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<Page<DomainListItem>> export(ListRequest request, RequestOptions options) {
            return pipeline.envelope(DOMAINS_EXPORT.bind(request, options));
        }

        @Override
        public DgqResponse<Domain> get(String domainId, RequestOptions options) {
            return pipeline.envelope(DOMAINS_GET.bind(options, domainId));
        }

        @Override
        public DgqResponse<JsonObject> update(String domainId, DomainUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(DOMAINS_UPDATE.bind(request, options, domainId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String domainId, RequestOptions options) {
            return pipeline.envelope(DOMAINS_DELETE.bind(options, domainId));
        }

        @Override
        public DgqResponse<Page<DomainListItem>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(DOMAINS_LIST.bind(request, options));
        }

        @Override
        public DgqResponse<DomainTree> treeView(boolean hasUserFilter, RequestOptions options) {
            return pipeline.envelope(DOMAINS_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
        }

        @Override
        public String toString() {
            return "DomainsClient.WithRawResponse";
        }
    }
}
