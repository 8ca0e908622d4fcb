// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.PatternsOperations.PATTERNS_BY_ATTRIBUTE;
import static io.dgq.sdk.internal.clients.PatternsOperations.PATTERNS_BY_TERM;
import static io.dgq.sdk.internal.clients.PatternsOperations.PATTERNS_CREATE;
import static io.dgq.sdk.internal.clients.PatternsOperations.PATTERNS_DELETE;
import static io.dgq.sdk.internal.clients.PatternsOperations.PATTERNS_GET;
import static io.dgq.sdk.internal.clients.PatternsOperations.PATTERNS_LIST;
import static io.dgq.sdk.internal.clients.PatternsOperations.PATTERNS_UPDATE;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.patterns.Pattern;
import io.dgq.sdk.patterns.PatternCreateRequest;
import io.dgq.sdk.patterns.PatternUpdateRequest;
import io.dgq.sdk.patterns.PatternsAsyncClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link PatternsAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.PatternsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class PatternsAsyncClientImpl implements PatternsAsyncClient {
    private final CallPipeline pipeline;

    private final PatternsAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public PatternsAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public PatternsAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Pattern> create(PatternCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(PATTERNS_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<List<Pattern>> byAttribute(String attributeId, RequestOptions options) {
        return pipeline.plainAsync(PATTERNS_BY_ATTRIBUTE.bind(new Object[] {attributeId}, options));
    }

    @Override
    public CompletableFuture<List<Pattern>> byTerm(String termId, RequestOptions options) {
        return pipeline.plainAsync(PATTERNS_BY_TERM.bind(new Object[] {termId}, options));
    }

    @Override
    public CompletableFuture<Pattern> get(String patternId, RequestOptions options) {
        return pipeline.plainAsync(PATTERNS_GET.bind(options, patternId));
    }

    @Override
    public CompletableFuture<Void> update(String patternId, PatternUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(PATTERNS_UPDATE.bind(request, options, patternId));
    }

    @Override
    public CompletableFuture<Void> delete(String patternId, RequestOptions options) {
        return pipeline.plainAsync(PATTERNS_DELETE.bind(options, patternId));
    }

    @Override
    public CompletableFuture<Page<Pattern>> list(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(PATTERNS_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "PatternsAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements PatternsAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<Pattern>> create(PatternCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(PATTERNS_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<List<Pattern>>> byAttribute(String attributeId, RequestOptions options) {
            return pipeline.envelopeAsync(PATTERNS_BY_ATTRIBUTE.bind(new Object[] {attributeId}, options));
        }

        @Override
        public CompletableFuture<DgqResponse<List<Pattern>>> byTerm(String termId, RequestOptions options) {
            return pipeline.envelopeAsync(PATTERNS_BY_TERM.bind(new Object[] {termId}, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Pattern>> get(String patternId, RequestOptions options) {
            return pipeline.envelopeAsync(PATTERNS_GET.bind(options, patternId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String patternId, PatternUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(PATTERNS_UPDATE.bind(request, options, patternId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String patternId, RequestOptions options) {
            return pipeline.envelopeAsync(PATTERNS_DELETE.bind(options, patternId));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<Pattern>>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(PATTERNS_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "PatternsAsyncClient.WithRawResponse";
        }
    }
}
