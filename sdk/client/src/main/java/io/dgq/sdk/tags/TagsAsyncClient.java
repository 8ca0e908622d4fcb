// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.tags;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Tags without waiting: the asynchronous twin of {@link TagsClient}, with the same operations, routes, retries and
 * errors. Reached through {@code client.async().tags()}; {@code client.async().withRawResponse().tags()} answers the
 * whole envelope. Each method starts the call and returns a {@link CompletableFuture} of what the blocking method
 * returns ({@code Void} for nothing), failing with the exceptions it throws; a bad argument throws
 * {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface TagsAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a tag without waiting: the asynchronous {@link TagsClient#create(TagCreateRequest, RequestOptions)}.
     *
     * @param request the tag's fields
     * @param options the call's options
     * @return a future of the created tag, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Tag> create(TagCreateRequest request, RequestOptions options);

    /**
     * Creates a tag without waiting, with the client's options.
     *
     * @param request the tag's fields
     * @return a future of the created tag, with its new id
     * @see #create(TagCreateRequest, RequestOptions)
     */
    default CompletableFuture<Tag> create(TagCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Exports every matching tag in one answer without waiting: the asynchronous {@link TagsClient#export(ListRequest,
     * RequestOptions)}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return a future of every match; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<List<TagListItem>> export(ListRequest request, RequestOptions options);

    /**
     * Exports every matching tag in one answer without waiting, with the client's options.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @return a future of every match
     * @see #export(ListRequest, RequestOptions)
     */
    default CompletableFuture<List<TagListItem>> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Reads a tag by its id without waiting: the asynchronous {@link TagsClient#get(String, RequestOptions)}.
     *
     * @param tagId the tag's id
     * @param options the call's options
     * @return a future of the tag's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code tagId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Tag> get(String tagId, RequestOptions options);

    /**
     * Reads a tag by its id without waiting, with the client's options.
     *
     * @param tagId the tag's id
     * @return a future of the tag's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<Tag> get(String tagId) {
        return get(tagId, RequestOptions.none());
    }

    /**
     * Updates some fields of a tag without waiting: the asynchronous {@link TagsClient#update(String, TagUpdateRequest,
     * RequestOptions)}.
     *
     * @param tagId the tag's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code tagId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String tagId, TagUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a tag without waiting, with the client's options.
     *
     * @param tagId the tag's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, TagUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String tagId, TagUpdateRequest request) {
        return update(tagId, request, RequestOptions.none());
    }

    /**
     * Deletes a tag without waiting: the asynchronous {@link TagsClient#delete(String, RequestOptions)}.
     *
     * @param tagId the tag's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code tagId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String tagId, RequestOptions options);

    /**
     * Deletes a tag without waiting, with the client's options.
     *
     * @param tagId the tag's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String tagId) {
        return delete(tagId, RequestOptions.none());
    }

    /**
     * Lists one page of tags without waiting: the asynchronous {@link TagsClient#list(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link TagColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<TagListItem>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of tags without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link TagColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<TagListItem>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link TagsClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link TagColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<TagListItem> listAllAsync(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AsyncPager.of(request, next -> list(next, options));
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)} without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link TagColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<TagListItem> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /**
     * Reads the whole tag tree, without filters, sorting or paging without waiting: the asynchronous
     * {@link TagsClient#treeView(boolean, RequestOptions)}.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @param options the call's options
     * @return a future of the top-level tags with their descendants; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code options} is {@code null}
     */
    CompletableFuture<TagTree> treeView(boolean hasUserFilter, RequestOptions options);

    /**
     * Reads the whole tag tree, without filters, sorting or paging without waiting, with the client's options.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @return a future of the top-level tags with their descendants
     * @see #treeView(boolean, RequestOptions)
     */
    default CompletableFuture<TagTree> treeView(boolean hasUserFilter) {
        return treeView(hasUserFilter, RequestOptions.none());
    }

    /** The {@link TagsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a tag without waiting, answering the whole envelope.
         *
         * @param request the tag's fields
         * @param options the call's options
         * @return a future of the envelope holding the created tag, with its new id
         * @see TagsAsyncClient#create(TagCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Tag>> create(TagCreateRequest request, RequestOptions options);

        /**
         * Exports every matching tag in one answer without waiting, answering the whole envelope.
         *
         * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
         * @param options the call's options
         * @return a future of the envelope holding every match as one page
         * @see TagsAsyncClient#export(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<TagListItem>>> export(ListRequest request, RequestOptions options);

        /**
         * Reads a tag by its id without waiting, answering the whole envelope.
         *
         * @param tagId the tag's id
         * @param options the call's options
         * @return a future of the envelope holding the tag's detail
         * @see TagsAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<Tag>> get(String tagId, RequestOptions options);

        /**
         * Updates some fields of a tag without waiting, answering the whole envelope.
         *
         * @param tagId the tag's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see TagsAsyncClient#update(String, TagUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String tagId, TagUpdateRequest request, RequestOptions options);

        /**
         * Deletes a tag without waiting, answering the whole envelope.
         *
         * @param tagId the tag's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see TagsAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String tagId, RequestOptions options);

        /**
         * Lists one page of tags without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link TagColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see TagsAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<TagListItem>>> list(ListRequest request, RequestOptions options);

        /**
         * Reads the whole tag tree, without filters, sorting or paging without waiting, answering the whole envelope.
         *
         * @param hasUserFilter {@code true} to keep only the records the caller created
         * @param options the call's options
         * @return a future of the envelope holding the top-level tags with their descendants
         * @see TagsAsyncClient#treeView(boolean, RequestOptions)
         */
        CompletableFuture<DgqResponse<TagTree>> treeView(boolean hasUserFilter, RequestOptions options);
    }
}
