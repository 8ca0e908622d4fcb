// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.glossaries.GlossariesAsyncClient;
import io.dgq.sdk.glossaries.GlossariesClient;
import io.dgq.sdk.glossaries.Glossary;
import io.dgq.sdk.glossaries.GlossaryCreateRequest;
import io.dgq.sdk.glossaries.GlossaryListItem;
import io.dgq.sdk.glossaries.GlossaryTree;
import io.dgq.sdk.glossaries.GlossaryUpdateRequest;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;

/**
 * The operations of {@link GlossariesClient} and {@link GlossariesAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class GlossariesOperations {
    /** {@code glossaries.create}: {@code POST /api/v1/governance/glossary}. */
    public static final ApiOperation<GlossaryCreateRequest, Glossary, Glossary> GLOSSARIES_CREATE =
            ApiOperation.declare("glossaries", "create", Endpoint.postCreate("/governance/glossary"))
                    .request(GlossaryCreateRequest.class)
                    .record(Glossary.class);

    /** {@code glossaries.treeView}: {@code POST /api/v1/governance/glossary/tree-view}. */
    public static final ApiOperation<Object[], GlossaryTree, GlossaryTree> GLOSSARIES_TREE_VIEW = ApiOperation.declare(
                    "glossaries", "treeView", Endpoint.postIdempotent("/governance/glossary/tree-view"))
            .field("has_user_filter", "hasUserFilter", boolean.class, false)
            .record(GlossaryTree.class);

    /** {@code glossaries.get}: {@code GET /api/v1/governance/glossary/{glossaryId}}. */
    public static final ApiOperation<Void, Glossary, Glossary> GLOSSARIES_GET = ApiOperation.declare(
                    "glossaries", "get", Endpoint.get("/governance/glossary/{glossaryId}"))
            .record(Glossary.class);

    /** {@code glossaries.update}: {@code PUT /api/v1/governance/glossary/{glossaryId}}. */
    public static final ApiOperation<GlossaryUpdateRequest, JsonObject, Void> GLOSSARIES_UPDATE = ApiOperation.declare(
                    "glossaries", "update", Endpoint.put("/governance/glossary/{glossaryId}"))
            .request(GlossaryUpdateRequest.class);

    /** {@code glossaries.delete}: {@code DELETE /api/v1/governance/glossary/{glossaryId}}. */
    public static final ApiOperation<Void, JsonObject, Void> GLOSSARIES_DELETE =
            ApiOperation.declare("glossaries", "delete", Endpoint.delete("/governance/glossary/{glossaryId}"));

    /** {@code glossaries.list}: {@code POST /api/v1/governance/glossary/list}. */
    public static final ApiOperation<ListRequest, Page<GlossaryListItem>, Page<GlossaryListItem>> GLOSSARIES_LIST =
            ApiOperation.declare("glossaries", "list", Endpoint.postIdempotent("/governance/glossary/list"))
                    .list(GlossaryListItem.class);

    private GlossariesOperations() {}
}
