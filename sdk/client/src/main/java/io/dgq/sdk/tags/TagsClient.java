package io.dgq.sdk.tags;

import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ExportOperation;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.TreeViewOperation;

/**
 * Tags: create, read, list, update, delete, export and the tag tree. Reached through {@code client.tags()};
 * {@code client.withRawResponse().tags()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/governance/tag}; {@code name} is required
 *   <li>{@code export}: {@code POST /api/v1/governance/tag/export}
 *   <li>{@code get}: {@code GET /api/v1/governance/tag/{tagId}}; the server counts a view
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/governance/tag/list}, sorted and filtered by
 *       {@link TagColumn}
 *   <li>{@code treeView}: {@code POST /api/v1/governance/tag/tree-view}
 *   <li>{@code update}: {@code PUT /api/v1/governance/tag/{tagId}}, a route the specification implies without
 *       naming it (see the decisions page)
 *   <li>{@code delete}: {@code DELETE /api/v1/governance/tag/{tagId}}, likewise inferred
 * </ul>
 */
public interface TagsClient
        extends ResourceClient<TagsClient.WithRawResponse>,
                CrudOperations<Tag, TagCreateRequest, TagListItem, TagUpdateRequest>,
                ExportOperation<TagListItem>,
                TreeViewOperation<TagTree> {

    /** The {@link TagsClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends CrudOperations.Raw<Tag, TagCreateRequest, TagListItem, TagUpdateRequest>,
                    ExportOperation.Raw<TagListItem>,
                    TreeViewOperation.Raw<TagTree> {}
}
