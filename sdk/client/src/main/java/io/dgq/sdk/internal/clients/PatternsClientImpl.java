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
import io.dgq.sdk.patterns.PatternsClient;
import java.util.List;

/**
 * The {@link PatternsClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.PatternsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class PatternsClientImpl implements PatternsClient {
    private final CallPipeline pipeline;

    private final PatternsClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public PatternsClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public PatternsClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public Pattern create(PatternCreateRequest request, RequestOptions options) {
        return pipeline.plain(PATTERNS_CREATE.bind(request, options));
    }

    @Override
    public List<Pattern> byAttribute(String attributeId, RequestOptions options) {
        return pipeline.plain(PATTERNS_BY_ATTRIBUTE.bind(new Object[] {attributeId}, options));
    }

    @Override
    public List<Pattern> byTerm(String termId, RequestOptions options) {
        return pipeline.plain(PATTERNS_BY_TERM.bind(new Object[] {termId}, options));
    }

    @Override
    public Pattern get(String patternId, RequestOptions options) {
        return pipeline.plain(PATTERNS_GET.bind(options, patternId));
    }

    @Override
    public void update(String patternId, PatternUpdateRequest request, RequestOptions options) {
        pipeline.plain(PATTERNS_UPDATE.bind(request, options, patternId));
    }

    @Override
    public void delete(String patternId, RequestOptions options) {
        pipeline.plain(PATTERNS_DELETE.bind(options, patternId));
    }

    @Override
    public Page<Pattern> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(PATTERNS_LIST.bind(request, options));
    }

    @Override
    public String toString() {
        return "PatternsClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements PatternsClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<Pattern> create(PatternCreateRequest request, RequestOptions options) {
            return pipeline.envelope(PATTERNS_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<List<Pattern>> byAttribute(String attributeId, RequestOptions options) {
            return pipeline.envelope(PATTERNS_BY_ATTRIBUTE.bind(new Object[] {attributeId}, options));
        }

        @Override
        public DgqResponse<List<Pattern>> byTerm(String termId, RequestOptions options) {
            return pipeline.envelope(PATTERNS_BY_TERM.bind(new Object[] {termId}, options));
        }

        @Override
        public DgqResponse<Pattern> get(String patternId, RequestOptions options) {
            return pipeline.envelope(PATTERNS_GET.bind(options, patternId));
        }

        @Override
        public DgqResponse<JsonObject> update(String patternId, PatternUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(PATTERNS_UPDATE.bind(request, options, patternId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String patternId, RequestOptions options) {
            return pipeline.envelope(PATTERNS_DELETE.bind(options, patternId));
        }

        @Override
        public DgqResponse<Page<Pattern>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(PATTERNS_LIST.bind(request, options));
        }

        @Override
        public String toString() {
            return "PatternsClient.WithRawResponse";
        }
    }
}
