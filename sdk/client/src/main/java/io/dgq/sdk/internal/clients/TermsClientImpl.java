// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.TermsOperations.TERMS_ACTIVE;
import static io.dgq.sdk.internal.clients.TermsOperations.TERMS_CREATE;
import static io.dgq.sdk.internal.clients.TermsOperations.TERMS_DELETE;
import static io.dgq.sdk.internal.clients.TermsOperations.TERMS_EXPORT;
import static io.dgq.sdk.internal.clients.TermsOperations.TERMS_GET;
import static io.dgq.sdk.internal.clients.TermsOperations.TERMS_LIST;
import static io.dgq.sdk.internal.clients.TermsOperations.TERMS_UPDATE;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.terms.Term;
import io.dgq.sdk.terms.TermCreateRequest;
import io.dgq.sdk.terms.TermListItem;
import io.dgq.sdk.terms.TermUpdateRequest;
import io.dgq.sdk.terms.TermsClient;
import java.util.List;

/**
 * The {@link TermsClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.TermsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class TermsClientImpl implements TermsClient {
    private final CallPipeline pipeline;

    private final TermsClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public TermsClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public TermsClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public Term create(TermCreateRequest request, RequestOptions options) {
        return pipeline.plain(TERMS_CREATE.bind(request, options));
    }

    @Override
    public List<TermListItem> export(ListRequest request, RequestOptions options) {
        return pipeline.plain(TERMS_EXPORT.bind(request, options));
    }

    @Override
    public Term get(String termId, RequestOptions options) {
        return pipeline.plain(TERMS_GET.bind(options, termId));
    }

    @Override
    public void update(String termId, TermUpdateRequest request, RequestOptions options) {
        pipeline.plain(TERMS_UPDATE.bind(request, options, termId));
    }

    @Override
    public void delete(String termId, RequestOptions options) {
        pipeline.plain(TERMS_DELETE.bind(options, termId));
    }

    @Override
    public Page<TermListItem> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(TERMS_LIST.bind(request, options));
    }

    @Override
    public List<TermListItem> active(RequestOptions options) {
        return pipeline.plain(TERMS_ACTIVE.bind(options));
    }

    @Override
    public String toString() {
        return "TermsClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements TermsClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<Term> create(TermCreateRequest request, RequestOptions options) {
            return pipeline.envelope(TERMS_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<Page<TermListItem>> export(ListRequest request, RequestOptions options) {
            return pipeline.envelope(TERMS_EXPORT.bind(request, options));
        }

        @Override
        public DgqResponse<Term> get(String termId, RequestOptions options) {
            return pipeline.envelope(TERMS_GET.bind(options, termId));
        }

        @Override
        public DgqResponse<JsonObject> update(String termId, TermUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(TERMS_UPDATE.bind(request, options, termId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String termId, RequestOptions options) {
            return pipeline.envelope(TERMS_DELETE.bind(options, termId));
        }

        @Override
        public DgqResponse<Page<TermListItem>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(TERMS_LIST.bind(request, options));
        }

        @Override
        public DgqResponse<List<TermListItem>> active(RequestOptions options) {
            return pipeline.envelope(TERMS_ACTIVE.bind(options));
        }

        @Override
        public String toString() {
            return "TermsClient.WithRawResponse";
        }
    }
}
