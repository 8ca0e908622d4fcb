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
import io.dgq.sdk.terms.TermsAsyncClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link TermsAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.TermsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class TermsAsyncClientImpl implements TermsAsyncClient {
    private final CallPipeline pipeline;

    private final TermsAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public TermsAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public TermsAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Term> create(TermCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(TERMS_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<List<TermListItem>> export(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(TERMS_EXPORT.bind(request, options));
    }

    @Override
    public CompletableFuture<Term> get(String termId, RequestOptions options) {
        return pipeline.plainAsync(TERMS_GET.bind(options, termId));
    }

    @Override
    public CompletableFuture<Void> update(String termId, TermUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(TERMS_UPDATE.bind(request, options, termId));
    }

    @Override
    public CompletableFuture<Void> delete(String termId, RequestOptions options) {
        return pipeline.plainAsync(TERMS_DELETE.bind(options, termId));
    }

    @Override
    public CompletableFuture<Page<TermListItem>> list(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(TERMS_LIST.bind(request, options));
    }

    @Override
    public CompletableFuture<List<TermListItem>> active(RequestOptions options) {
        return pipeline.plainAsync(TERMS_ACTIVE.bind(options));
    }

    @Override
    public String toString() {
        return "TermsAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements TermsAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<Term>> create(TermCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(TERMS_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<TermListItem>>> export(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(TERMS_EXPORT.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Term>> get(String termId, RequestOptions options) {
            return pipeline.envelopeAsync(TERMS_GET.bind(options, termId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String termId, TermUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(TERMS_UPDATE.bind(request, options, termId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String termId, RequestOptions options) {
            return pipeline.envelopeAsync(TERMS_DELETE.bind(options, termId));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<TermListItem>>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(TERMS_LIST.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<List<TermListItem>>> active(RequestOptions options) {
            return pipeline.envelopeAsync(TERMS_ACTIVE.bind(options));
        }

        @Override
        public String toString() {
            return "TermsAsyncClient.WithRawResponse";
        }
    }
}
