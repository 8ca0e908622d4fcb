package io.dgq.sdk.tags;

import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ExportOperation;
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
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public interface TagsClient extends CrudOperations<Tag, TagCreateRequest, TagListItem, TagUpdateRequest>,
        ExportOperation<TagListItem>, TreeViewOperation<TagTree> {

    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * The tags operations answering the whole envelope ({@link io.dgq.sdk.DgqResponse}): message, timestamp,
     * correlation id, status and headers besides the data. Same routes and errors as {@link TagsClient}.
     */
    interface WithRawResponse extends CrudOperations.Raw<Tag, TagCreateRequest, TagListItem, TagUpdateRequest>,
            ExportOperation.Raw<TagListItem>, TreeViewOperation.Raw<TagTree> {
    }
}
