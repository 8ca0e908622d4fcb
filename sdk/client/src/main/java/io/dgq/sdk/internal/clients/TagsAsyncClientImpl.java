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
import io.dgq.sdk.tags.TagsAsyncClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link TagsAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.TagsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class TagsAsyncClientImpl implements TagsAsyncClient {
    private final CallPipeline pipeline;

    private final TagsAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public TagsAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public TagsAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Tag> create(TagCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(TAGS_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<List<TagListItem>> export(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(TAGS_EXPORT.bind(request, options));
    }

    @Override
    public CompletableFuture<Tag> get(String tagId, RequestOptions options) {
        return pipeline.plainAsync(TAGS_GET.bind(options, tagId));
    }

    @Override
    public CompletableFuture<Void> update(String tagId, TagUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(TAGS_UPDATE.bind(request, options, tagId));
    }

    @Override
    public CompletableFuture<Void> delete(String tagId, RequestOptions options) {
        return pipeline.plainAsync(TAGS_DELETE.bind(options, tagId));
    }

    @Override
    public CompletableFuture<Page<TagListItem>> list(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(TAGS_LIST.bind(request, options));
    }

    @Override
    public CompletableFuture<TagTree> treeView(boolean hasUserFilter, RequestOptions options) {
        return pipeline.plainAsync(TAGS_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
    }

    @Override
    public String toString() {
        return "TagsAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements TagsAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<Tag>> create(TagCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(TAGS_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<TagListItem>>> export(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(TAGS_EXPORT.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<Tag>> get(String tagId, RequestOptions options) {
            return pipeline.envelopeAsync(TAGS_GET.bind(options, tagId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String tagId, TagUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(TAGS_UPDATE.bind(request, options, tagId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String tagId, RequestOptions options) {
            return pipeline.envelopeAsync(TAGS_DELETE.bind(options, tagId));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<TagListItem>>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(TAGS_LIST.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<TagTree>> treeView(boolean hasUserFilter, RequestOptions options) {
            return pipeline.envelopeAsync(TAGS_TREE_VIEW.bind(new Object[] {hasUserFilter}, options));
        }

        @Override
        public String toString() {
            return "TagsAsyncClient.WithRawResponse";
        }
    }
}
