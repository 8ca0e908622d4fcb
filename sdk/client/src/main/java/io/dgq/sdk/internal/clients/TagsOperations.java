// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.tags.Tag;
import io.dgq.sdk.tags.TagCreateRequest;
import io.dgq.sdk.tags.TagListItem;
import io.dgq.sdk.tags.TagTree;
import io.dgq.sdk.tags.TagUpdateRequest;
import io.dgq.sdk.tags.TagsAsyncClient;
import io.dgq.sdk.tags.TagsClient;
import java.util.List;

/**
 * The operations of {@link TagsClient} and {@link TagsAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class TagsOperations {
    /** {@code tags.create}: {@code POST /api/v1/governance/tag}. */
    public static final ApiOperation<TagCreateRequest, Tag, Tag> TAGS_CREATE = ApiOperation.declare(
                    "tags", "create", Endpoint.postCreate("/governance/tag"))
            .request(TagCreateRequest.class)
            .record(Tag.class);

    /** {@code tags.export}: {@code POST /api/v1/governance/tag/export}. */
    public static final ApiOperation<ListRequest, Page<TagListItem>, List<TagListItem>> TAGS_EXPORT =
            ApiOperation.declare("tags", "export", Endpoint.postIdempotent("/governance/tag/export"))
                    .export(TagListItem.class);

    /** {@code tags.get}: {@code GET /api/v1/governance/tag/{tagId}}. */
    public static final ApiOperation<Void, Tag, Tag> TAGS_GET = ApiOperation.declare(
                    "tags", "get", Endpoint.get("/governance/tag/{tagId}"))
            .record(Tag.class);

    /** {@code tags.update}: {@code PUT /api/v1/governance/tag/{tagId}}. */
    public static final ApiOperation<TagUpdateRequest, JsonObject, Void> TAGS_UPDATE = ApiOperation.declare(
                    "tags", "update", Endpoint.put("/governance/tag/{tagId}"))
            .request(TagUpdateRequest.class);

    /** {@code tags.delete}: {@code DELETE /api/v1/governance/tag/{tagId}}. */
    public static final ApiOperation<Void, JsonObject, Void> TAGS_DELETE =
            ApiOperation.declare("tags", "delete", Endpoint.delete("/governance/tag/{tagId}"));

    /** {@code tags.list}: {@code POST /api/v1/governance/tag/list}. */
    public static final ApiOperation<ListRequest, Page<TagListItem>, Page<TagListItem>> TAGS_LIST =
            ApiOperation.declare("tags", "list", Endpoint.postIdempotent("/governance/tag/list"))
                    .list(TagListItem.class);

    /** {@code tags.treeView}: {@code POST /api/v1/governance/tag/tree-view}. */
    public static final ApiOperation<Object[], TagTree, TagTree> TAGS_TREE_VIEW = ApiOperation.declare(
                    "tags", "treeView", Endpoint.postIdempotent("/governance/tag/tree-view"))
            .field("has_user_filter", "hasUserFilter", boolean.class, false)
            .record(TagTree.class);

    private TagsOperations() {}
}
