// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.tags;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.stream.Stream;

/**
 * Tags: create, read, list, update, delete, export and the tag tree. Reached through {@code client.tags()};
 * {@code client.withRawResponse().tags()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/governance/tag}; {@code name} is required
 *   <li>{@code export}: {@code POST /api/v1/governance/tag/export}
 *   <li>{@code get}: {@code GET /api/v1/governance/tag/{tagId}}; the server counts a view
 *   <li>{@code update}: {@code PUT /api/v1/governance/tag/{tagId}} (inferred)
 *   <li>{@code delete}: {@code DELETE /api/v1/governance/tag/{tagId}} (inferred)
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/governance/tag/list}, sorted and filtered by
 *       {@link TagColumn}
 *   <li>{@code treeView}: {@code POST /api/v1/governance/tag/tree-view}
 * </ul>
 *
 * <p>The specification names the operations marked inferred without a route: the SDK uses the routes their siblings
 * imply, which the reference server serves too.
 */
public interface TagsClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a tag: {@code POST /api/v1/governance/tag}. Not retried once the request may have reached the server.
     *
     * @param request the tag's fields
     * @param options the call's options
     * @return the created tag, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqConflictException if the server refuses the write as conflicting with the current
     *     state
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Tag create(TagCreateRequest request, RequestOptions options);

    /**
     * Creates a tag with the client's options.
     *
     * @param request the tag's fields
     * @return the created tag, with its new id
     * @see #create(TagCreateRequest, RequestOptions)
     */
    default Tag create(TagCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Exports every matching tag in one answer: {@code POST /api/v1/governance/tag/export}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return every match
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<TagListItem> export(ListRequest request, RequestOptions options);

    /**
     * Exports every matching tag in one answer with the client's options.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @return every match
     * @see #export(ListRequest, RequestOptions)
     */
    default List<TagListItem> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Reads a tag by its id: {@code GET /api/v1/governance/tag/{tagId}}.
     *
     * @param tagId the tag's id
     * @param options the call's options
     * @return the tag's detail
     * @throws IllegalArgumentException before any request, if {@code tagId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tag has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Tag get(String tagId, RequestOptions options);

    /**
     * Reads a tag by its id with the client's options.
     *
     * @param tagId the tag's id
     * @return the tag's detail
     * @see #get(String, RequestOptions)
     */
    default Tag get(String tagId) {
        return get(tagId, RequestOptions.none());
    }

    /**
     * Updates some fields of a tag: {@code PUT /api/v1/governance/tag/{tagId}}. Fields not set in the request keep
     * their values; a field set to {@code null} is reset. The route is inferred: the specification names the operation
     * without its method and path, and this is the route its siblings imply.
     *
     * @param tagId the tag's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code tagId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tag has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqConflictException if the server refuses the write as conflicting with the current
     *     state
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String tagId, TagUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a tag with the client's options.
     *
     * @param tagId the tag's id
     * @param request the fields to change
     * @see #update(String, TagUpdateRequest, RequestOptions)
     */
    default void update(String tagId, TagUpdateRequest request) {
        update(tagId, request, RequestOptions.none());
    }

    /**
     * Deletes a tag: {@code DELETE /api/v1/governance/tag/{tagId}}. The route is inferred: the specification names the
     * operation without its method and path, and this is the route its siblings imply.
     *
     * @param tagId the tag's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code tagId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tag has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String tagId, RequestOptions options);

    /**
     * Deletes a tag with the client's options.
     *
     * @param tagId the tag's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String tagId) {
        delete(tagId, RequestOptions.none());
    }

    /**
     * Lists one page of tags: {@code POST /api/v1/governance/tag/list}.
     *
     * @param request pagination, sorting (by {@link TagColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<TagListItem> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of tags with the client's options.
     *
     * @param request pagination, sorting (by {@link TagColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<TagListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link TagColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<TagListItem> listAll(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)} with the client's options.
     *
     * @param request pagination, sorting (by {@link TagColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<TagListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Reads the whole tag tree, without filters, sorting or paging: {@code POST /api/v1/governance/tag/tree-view}.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @param options the call's options
     * @return the top-level tags with their descendants
     * @throws IllegalArgumentException before any request, if {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    TagTree treeView(boolean hasUserFilter, RequestOptions options);

    /**
     * Reads the whole tag tree, without filters, sorting or paging with the client's options.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @return the top-level tags with their descendants
     * @see #treeView(boolean, RequestOptions)
     */
    default TagTree treeView(boolean hasUserFilter) {
        return treeView(hasUserFilter, RequestOptions.none());
    }

    /** The {@link TagsClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}). */
    interface WithRawResponse {
        /**
         * Creates a tag, answering the whole envelope.
         *
         * @param request the tag's fields
         * @param options the call's options
         * @return the envelope holding the created tag, with its new id
         * @see TagsClient#create(TagCreateRequest, RequestOptions)
         */
        DgqResponse<Tag> create(TagCreateRequest request, RequestOptions options);

        /**
         * Exports every matching tag in one answer, answering the whole envelope.
         *
         * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
         * @param options the call's options
         * @return the envelope holding every match as one page
         * @see TagsClient#export(ListRequest, RequestOptions)
         */
        DgqResponse<Page<TagListItem>> export(ListRequest request, RequestOptions options);

        /**
         * Reads a tag by its id, answering the whole envelope.
         *
         * @param tagId the tag's id
         * @param options the call's options
         * @return the envelope holding the tag's detail
         * @see TagsClient#get(String, RequestOptions)
         */
        DgqResponse<Tag> get(String tagId, RequestOptions options);

        /**
         * Updates some fields of a tag, answering the whole envelope.
         *
         * @param tagId the tag's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see TagsClient#update(String, TagUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String tagId, TagUpdateRequest request, RequestOptions options);

        /**
         * Deletes a tag, answering the whole envelope.
         *
         * @param tagId the tag's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see TagsClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String tagId, RequestOptions options);

        /**
         * Lists one page of tags, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link TagColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see TagsClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<TagListItem>> list(ListRequest request, RequestOptions options);

        /**
         * Reads the whole tag tree, without filters, sorting or paging, answering the whole envelope.
         *
         * @param hasUserFilter {@code true} to keep only the records the caller created
         * @param options the call's options
         * @return the envelope holding the top-level tags with their descendants
         * @see TagsClient#treeView(boolean, RequestOptions)
         */
        DgqResponse<TagTree> treeView(boolean hasUserFilter, RequestOptions options);
    }
}
