// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.sources.Source;
import io.dgq.sdk.sources.SourceCreateRequest;
import io.dgq.sdk.sources.SourceListItem;
import io.dgq.sdk.sources.SourceUpdateRequest;
import io.dgq.sdk.sources.SourcesAsyncClient;
import io.dgq.sdk.sources.SourcesClient;

/**
 * The operations of {@link SourcesClient} and {@link SourcesAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class SourcesOperations {
    /** {@code sources.create}: {@code POST /api/v1/core/source}. */
    public static final ApiOperation<SourceCreateRequest, Source, Source> SOURCES_CREATE = ApiOperation.declare(
                    "sources", "create", Endpoint.postCreate("/core/source"))
            .request(SourceCreateRequest.class)
            .record(Source.class);

    /** {@code sources.get}: {@code GET /api/v1/core/source/{sourceId}}. */
    public static final ApiOperation<Void, Source, Source> SOURCES_GET = ApiOperation.declare(
                    "sources", "get", Endpoint.get("/core/source/{sourceId}"))
            .record(Source.class);

    /** {@code sources.update}: {@code PUT /api/v1/core/source/{sourceId}}. */
    public static final ApiOperation<SourceUpdateRequest, JsonObject, Void> SOURCES_UPDATE = ApiOperation.declare(
                    "sources", "update", Endpoint.put("/core/source/{sourceId}"))
            .request(SourceUpdateRequest.class);

    /** {@code sources.delete}: {@code DELETE /api/v1/core/source/{sourceId}}. */
    public static final ApiOperation<Void, JsonObject, Void> SOURCES_DELETE =
            ApiOperation.declare("sources", "delete", Endpoint.delete("/core/source/{sourceId}"));

    /** {@code sources.list}: {@code POST /api/v1/core/source/list}. */
    public static final ApiOperation<ListRequest, Page<SourceListItem>, Page<SourceListItem>> SOURCES_LIST =
            ApiOperation.declare("sources", "list", Endpoint.postIdempotent("/core/source/list"))
                    .list(SourceListItem.class);

    private SourcesOperations() {}
}
