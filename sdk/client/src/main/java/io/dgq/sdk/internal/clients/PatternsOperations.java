// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.patterns.Pattern;
import io.dgq.sdk.patterns.PatternCreateRequest;
import io.dgq.sdk.patterns.PatternUpdateRequest;
import io.dgq.sdk.patterns.PatternsAsyncClient;
import io.dgq.sdk.patterns.PatternsClient;
import java.util.List;

/**
 * The operations of {@link PatternsClient} and {@link PatternsAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class PatternsOperations {
    /** {@code patterns.create}: {@code POST /api/v1/metrics/pattern}. */
    public static final ApiOperation<PatternCreateRequest, Pattern, Pattern> PATTERNS_CREATE = ApiOperation.declare(
                    "patterns", "create", Endpoint.postCreate("/metrics/pattern"))
            .request(PatternCreateRequest.class)
            .record(Pattern.class);

    /** {@code patterns.byAttribute}: {@code POST /api/v1/metrics/pattern/attribute-pattern}. */
    public static final ApiOperation<Object[], List<Pattern>, List<Pattern>> PATTERNS_BY_ATTRIBUTE =
            ApiOperation.declare(
                            "patterns", "byAttribute", Endpoint.postIdempotent("/metrics/pattern/attribute-pattern"))
                    .field("attribute_id", "attributeId", String.class, true)
                    .items(Pattern.class);

    /** {@code patterns.byTerm}: {@code POST /api/v1/metrics/pattern/attribute-pattern}. */
    public static final ApiOperation<Object[], List<Pattern>, List<Pattern>> PATTERNS_BY_TERM = ApiOperation.declare(
                    "patterns", "byTerm", Endpoint.postIdempotent("/metrics/pattern/attribute-pattern"))
            .field("term_id", "termId", String.class, true)
            .items(Pattern.class);

    /** {@code patterns.get}: {@code GET /api/v1/metrics/pattern/{patternId}}. */
    public static final ApiOperation<Void, Pattern, Pattern> PATTERNS_GET = ApiOperation.declare(
                    "patterns", "get", Endpoint.get("/metrics/pattern/{patternId}"))
            .record(Pattern.class);

    /** {@code patterns.update}: {@code PUT /api/v1/metrics/pattern/{patternId}}. */
    public static final ApiOperation<PatternUpdateRequest, JsonObject, Void> PATTERNS_UPDATE = ApiOperation.declare(
                    "patterns", "update", Endpoint.put("/metrics/pattern/{patternId}"))
            .request(PatternUpdateRequest.class);

    /** {@code patterns.delete}: {@code DELETE /api/v1/metrics/pattern/{patternId}}. */
    public static final ApiOperation<Void, JsonObject, Void> PATTERNS_DELETE =
            ApiOperation.declare("patterns", "delete", Endpoint.delete("/metrics/pattern/{patternId}"));

    /** {@code patterns.list}: {@code POST /api/v1/metrics/pattern/list}. */
    public static final ApiOperation<ListRequest, Page<Pattern>, Page<Pattern>> PATTERNS_LIST = ApiOperation.declare(
                    "patterns", "list", Endpoint.postIdempotent("/metrics/pattern/list"))
            .list(Pattern.class);

    private PatternsOperations() {}
}
