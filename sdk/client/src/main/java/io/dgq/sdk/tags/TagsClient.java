package io.dgq.sdk.tags;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ListPayload;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.Transport;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Tags: create, read, list, update, delete, export and the tag tree. Reached through {@code client.tags()}.
 * Thread-safe.
 *
 * <p>The specification names Update Tag and Delete Tag without their routes; {@link #update(String, TagUpdateRequest,
 * RequestOptions)} and {@link #delete(String, RequestOptions)} use the ones their siblings imply.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class TagsClient {

    static final Endpoint CREATE = Endpoint.postCreate("/governance/tag");
    static final Endpoint GET = Endpoint.get("/governance/tag/{tagId}");
    static final Endpoint LIST = Endpoint.postIdempotent("/governance/tag/list");
    /** Inferred route: the specification does not show it. */
    static final Endpoint UPDATE = Endpoint.put("/governance/tag/{tagId}");
    /** Inferred route: the specification does not show it. */
    static final Endpoint DELETE = Endpoint.delete("/governance/tag/{tagId}");
    static final Endpoint EXPORT = Endpoint.postIdempotent("/governance/tag/export");
    static final Endpoint TREE_VIEW = Endpoint.postIdempotent("/governance/tag/tree-view");

    private static final ResponseType<Tag> TAG = ResponseType.of(Tag.class);
    private static final ResponseType<ListPayload<TagListItem>> ITEMS = ResponseType.listOf(TagListItem.class);
    private static final ResponseType<TagTree> TREE = ResponseType.of(TagTree.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.tags()}.
     *
     * @param transport the client's transport
     */
    public TagsClient(Transport transport) {
        this.raw = new WithRawResponse(transport);
    }

    /**
     * Returns the view of this client whose methods answer the whole envelope.
     *
     * @return the raw-response view
     */
    public WithRawResponse withRawResponse() {
        return raw;
    }

    /**
     * Creates a tag: {@code POST /api/v1/governance/tag}.
     *
     * @param request the tag's fields; {@code name} is required
     * @param options the call's options
     * @return the created tag, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Tag create(TagCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a tag with the client's options.
     *
     * @param request the tag's fields
     * @return the created tag
     * @see #create(TagCreateRequest, RequestOptions)
     */
    public Tag create(TagCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a tag: {@code GET /api/v1/governance/tag/{tagId}}. The server counts a view.
     *
     * @param tagId the tag's id
     * @param options the call's options
     * @return the tag's detail record
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tag has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Tag get(String tagId, RequestOptions options) {
        return raw.get(tagId, options).data();
    }

    /**
     * Reads a tag with the client's options.
     *
     * @param tagId the tag's id
     * @return the tag
     * @see #get(String, RequestOptions)
     */
    public Tag get(String tagId) {
        return get(tagId, RequestOptions.none());
    }

    /**
     * Lists one page of tags: {@code POST /api/v1/governance/tag/list}.
     *
     * @param request pagination, sorting (see {@link TagColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and the list's summary counters
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<TagListItem> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of tags with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<TagListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every tag that matches, from the request's page on, fetching each page only when the previous
     * one has been consumed: {@code POST /api/v1/governance/tag/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<TagListItem> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching tag with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<TagListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Updates some fields of a tag: {@code PUT /api/v1/governance/tag/{tagId}}. Fields not set in the request
     * keep their values. The route is inferred: the specification names the operation without its method and path,
     * and this is the route its siblings imply.
     *
     * @param tagId the tag's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tag has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String tagId, TagUpdateRequest request, RequestOptions options) {
        raw.update(tagId, request, options);
    }

    /**
     * Updates a tag with the client's options.
     *
     * @param tagId the tag's id
     * @param request the fields to change
     * @see #update(String, TagUpdateRequest, RequestOptions)
     */
    public void update(String tagId, TagUpdateRequest request) {
        update(tagId, request, RequestOptions.none());
    }

    /**
     * Deletes a tag: {@code DELETE /api/v1/governance/tag/{tagId}}. The route is inferred: the specification names
     * the operation without its method and path, and this is the route its siblings imply.
     *
     * @param tagId the tag's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tag has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String tagId, RequestOptions options) {
        raw.delete(tagId, options);
    }

    /**
     * Deletes a tag with the client's options.
     *
     * @param tagId the tag's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String tagId) {
        delete(tagId, RequestOptions.none());
    }

    /**
     * Exports every tag that matches, unpaged: {@code POST /api/v1/governance/tag/export}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return every match
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public List<TagListItem> export(ListRequest request, RequestOptions options) {
        return raw.export(request, options).data().items();
    }

    /**
     * Exports every matching tag with the client's options.
     *
     * @param request sorting, filters and search
     * @return every match
     * @see #export(ListRequest, RequestOptions)
     */
    public List<TagListItem> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Reads the whole tag tree, without filters, sorting or paging:
     * {@code POST /api/v1/governance/tag/tree-view}.
     *
     * @param hasUserFilter {@code true} to keep only the caller's tags
     * @param options the call's options
     * @return the top-level tags with their descendants
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public TagTree treeView(boolean hasUserFilter, RequestOptions options) {
        return raw.treeView(hasUserFilter, options).data();
    }

    /**
     * Reads the whole tag tree with the client's options.
     *
     * @param hasUserFilter {@code true} to keep only the caller's tags
     * @return the tree
     * @see #treeView(boolean, RequestOptions)
     */
    public TagTree treeView(boolean hasUserFilter) {
        return treeView(hasUserFilter, RequestOptions.none());
    }

    /**
     * The tags operations answering the whole envelope ({@link DgqResponse}): message, timestamp, correlation
     * id, status and headers besides the data. Same routes and errors as {@link TagsClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a tag.
         *
         * @param request the tag's fields
         * @param options the call's options
         * @return the envelope holding the created tag
         * @see TagsClient#create(TagCreateRequest, RequestOptions)
         */
        public DgqResponse<Tag> create(TagCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), TAG, options);
        }

        /**
         * Reads a tag.
         *
         * @param tagId the tag's id
         * @param options the call's options
         * @return the envelope holding the tag
         * @see TagsClient#get(String, RequestOptions)
         */
        public DgqResponse<Tag> get(String tagId, RequestOptions options) {
            return transport.execute(GET.bind(null, tagId), TAG, options);
        }

        /**
         * Lists one page of tags.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see TagsClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<TagListItem>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Updates a tag, on the inferred route {@code PUT /api/v1/governance/tag/{tagId}}.
         *
         * @param tagId the tag's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see TagsClient#update(String, TagUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String tagId, TagUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), tagId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes a tag, on the inferred route {@code DELETE /api/v1/governance/tag/{tagId}}.
         *
         * @param tagId the tag's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see TagsClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String tagId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, tagId), ResponseType.object(), options);
        }

        /**
         * Exports every matching tag.
         *
         * @param request sorting, filters and search
         * @param options the call's options
         * @return the envelope holding every match as one page
         * @see TagsClient#export(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<TagListItem>> export(ListRequest request, RequestOptions options) {
            ListRequest all = WriteRequest.requireRequest(request, "request").toBuilder().export(true).build();
            return transport.executeList(EXPORT, NO_PARAMETERS, all, ITEMS, options);
        }

        /**
         * Reads the tag tree.
         *
         * @param hasUserFilter {@code true} to keep only the caller's tags
         * @param options the call's options
         * @return the envelope holding the tree
         * @see TagsClient#treeView(boolean, RequestOptions)
         */
        public DgqResponse<TagTree> treeView(boolean hasUserFilter, RequestOptions options) {
            return transport.execute(TREE_VIEW.bind(Map.of("has_user_filter", hasUserFilter)), TREE, options);
        }
    }
}
