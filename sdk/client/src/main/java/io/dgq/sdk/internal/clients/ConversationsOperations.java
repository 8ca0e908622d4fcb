// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.conversations.Conversation;
import io.dgq.sdk.conversations.ConversationCreateRequest;
import io.dgq.sdk.conversations.ConversationUpdateRequest;
import io.dgq.sdk.conversations.ConversationsAsyncClient;
import io.dgq.sdk.conversations.ConversationsClient;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;

/**
 * The operations of {@link ConversationsClient} and {@link ConversationsAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class ConversationsOperations {
    /** {@code conversations.create}: {@code POST /api/v1/core/conversation}. */
    public static final ApiOperation<ConversationCreateRequest, Conversation, Conversation> CONVERSATIONS_CREATE =
            ApiOperation.declare("conversations", "create", Endpoint.postCreate("/core/conversation"))
                    .request(ConversationCreateRequest.class)
                    .record(Conversation.class);

    /** {@code conversations.byObject}: {@code POST /api/v1/core/conversation/{category}/{objectId}}. */
    public static final ApiOperation<ListRequest, Page<Conversation>, Page<Conversation>> CONVERSATIONS_BY_OBJECT =
            ApiOperation.declare(
                            "conversations",
                            "byObject",
                            Endpoint.postIdempotent("/core/conversation/{category}/{objectId}"))
                    .list(Conversation.class);

    /** {@code conversations.get}: {@code GET /api/v1/core/conversation/{conversationId}}. */
    public static final ApiOperation<Void, Conversation, Conversation> CONVERSATIONS_GET = ApiOperation.declare(
                    "conversations", "get", Endpoint.get("/core/conversation/{conversationId}"))
            .record(Conversation.class);

    /** {@code conversations.update}: {@code PUT /api/v1/core/conversation/{conversationId}}. */
    public static final ApiOperation<ConversationUpdateRequest, JsonObject, Void> CONVERSATIONS_UPDATE =
            ApiOperation.declare("conversations", "update", Endpoint.put("/core/conversation/{conversationId}"))
                    .request(ConversationUpdateRequest.class);

    /** {@code conversations.delete}: {@code DELETE /api/v1/core/conversation/{conversationId}}. */
    public static final ApiOperation<Void, JsonObject, Void> CONVERSATIONS_DELETE =
            ApiOperation.declare("conversations", "delete", Endpoint.delete("/core/conversation/{conversationId}"));

    private ConversationsOperations() {}
}
