// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.TagsOperations.TAGS_CREATE;
import static io.dgq.sdk.internal.clients.TagsOperations.TAGS_DELETE;
import static io.dgq.sdk.internal.clients.TagsOperations.TAGS_EXPORT;
import static io.dgq.sdk.internal.clients.TagsOperations.TAGS_GET;
import static io.dgq.sdk.internal.clients.TagsOperations.TAGS_LIST;
import static io.dgq.sdk.internal.clients.TagsOperations.TAGS_TREE_VIEW;
import static io.dgq.sdk.internal.clients.TagsOperations.TAGS_UPDATE;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.tags.Tag;
import io.dgq.sdk.tags.TagCreateRequest;
import io.dgq.sdk.tags.TagListItem;
import io.dgq.sdk.tags.TagTree;
import io.dgq.sdk.tags.TagUpdateRequest;
import io.dgq.sdk.tags.TagsClient;
import java.util.List;

/**
 * The {@link TagsClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.TagsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class TagsClientImpl implements TagsClient {
    private final CallPipeline pipeline;

    private final TagsClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public TagsClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public TagsClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public Tag create(TagCreateRequest request, RequestOptions options) {
        return pipeline.plain(TAGS_CREATE.bind(request, options));
    }

    @Override
    public List<TagListItem> export(ListRequest request, RequestOptions options) {
        return pipeline.plain(TAGS_EXPORT.bind(request, options));
    }

    @Override
    public Tag get(String tagId, RequestOptions options) {
        return pipeline.plain(TAGS_GET.bind(options, tagId));
    }

    @Override
    public void update(String tagId, TagUpdateRequest request, RequestOptions options) {
        pipeline.plain(TAGS_UPDATE.bind(request, options, tagId));
    }

    @Override
    public void delete(String tagId, RequestOptions options) {
        pipeline.plain(TAGS_DELETE.bind(options, tagId));
    }

    @Override
    public Page<TagListItem> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(TAGS_LIST.bind(request, options));
    }

    @Override
    public TagTree treeView(boolean hasUserFilter, RequestOptions options) {
        return pipeline.plain(TAGS_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
    }

    @Override
    public String toString() {
        return "TagsClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements TagsClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<Tag> create(TagCreateRequest request, RequestOptions options) {
            return pipeline.envelope(TAGS_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<Page<TagListItem>> export(ListRequest request, RequestOptions options) {
            return pipeline.envelope(TAGS_EXPORT.bind(request, options));
        }

        @Override
        public DgqResponse<Tag> get(String tagId, RequestOptions options) {
            return pipeline.envelope(TAGS_GET.bind(options, tagId));
        }

        @Override
        public DgqResponse<JsonObject> update(String tagId, TagUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(TAGS_UPDATE.bind(request, options, tagId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String tagId, RequestOptions options) {
            return pipeline.envelope(TAGS_DELETE.bind(options, tagId));
        }

        @Override
        public DgqResponse<Page<TagListItem>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(TAGS_LIST.bind(request, options));
        }

        @Override
        public DgqResponse<TagTree> treeView(boolean hasUserFilter, RequestOptions options) {
            return pipeline.envelope(TAGS_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
        }

        @Override
        public String toString() {
            return "TagsClient.WithRawResponse";
        }
    }
}
