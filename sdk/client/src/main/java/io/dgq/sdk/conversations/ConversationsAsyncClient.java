// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.conversations;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * Conversations without waiting: the asynchronous twin of {@link ConversationsClient}, with the same operations,
 * routes, retries and errors. Reached through {@code client.async().conversations()};
 * {@code client.async().withRawResponse().conversations()} answers the whole envelope. Each method starts the call and
 * returns a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface ConversationsAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a conversation without waiting: the asynchronous
     * {@link ConversationsClient#create(ConversationCreateRequest, RequestOptions)}.
     *
     * @param request the conversation's fields
     * @param options the call's options
     * @return a future of the created conversation, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Conversation> create(ConversationCreateRequest request, RequestOptions options);

    /**
     * Creates a conversation without waiting, with the client's options.
     *
     * @param request the conversation's fields
     * @return a future of the created conversation, with its new id
     * @see #create(ConversationCreateRequest, RequestOptions)
     */
    default CompletableFuture<Conversation> create(ConversationCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Lists one page of the conversations attached to one object without waiting: the asynchronous
     * {@link ConversationsClient#byObject(String, String, ListRequest, RequestOptions)}.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link ConversationColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code category} or {@code objectId} is
     *     {@code null} or blank, or {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Page<Conversation>> byObject(
            String category, String objectId, ListRequest request, RequestOptions options);

    /**
     * Lists one page of the conversations attached to one object without waiting, with the client's options.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link ConversationColumn}), filters and search
     * @return a future of the page, with the total count
     * @see #byObject(String, String, ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<Conversation>> byObject(String category, String objectId, ListRequest request) {
        return byObject(category, objectId, request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #byObject(String, String, ListRequest, RequestOptions)}, from the request's page on,
     * without waiting: page after page, each fetched once the records of the page before have been handed over. The
     * asynchronous twin of {@link ConversationsClient#byObjectAll(String, String, ListRequest, RequestOptions)}.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link ConversationColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code category} or {@code objectId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<Conversation> byObjectAllAsync(
            String category, String objectId, ListRequest request, RequestOptions options) {
        if (category == null || category.isBlank()) {
            throw new IllegalArgumentException("'category' must not be " + (category == null ? "null" : "blank"));
        }
        if (objectId == null || objectId.isBlank()) {
            throw new IllegalArgumentException("'objectId' must not be " + (objectId == null ? "null" : "blank"));
        }
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AsyncPager.of(request, next -> byObject(category, objectId, next, options));
    }

    /**
     * Walks every record of {@link #byObject(String, String, ListRequest, RequestOptions)} without waiting, with the
     * client's options.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link ConversationColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #byObjectAllAsync(String, String, ListRequest, RequestOptions)
     */
    default AsyncPager<Conversation> byObjectAllAsync(String category, String objectId, ListRequest request) {
        return byObjectAllAsync(category, objectId, request, RequestOptions.none());
    }

    /**
     * Reads a conversation by its id without waiting: the asynchronous {@link ConversationsClient#get(String,
     * RequestOptions)}.
     *
     * @param conversationId the conversation's id
     * @param options the call's options
     * @return a future of the conversation's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code conversationId} is {@code null} or blank,
     *     or {@code options} is {@code null}
     */
    CompletableFuture<Conversation> get(String conversationId, RequestOptions options);

    /**
     * Reads a conversation by its id without waiting, with the client's options.
     *
     * @param conversationId the conversation's id
     * @return a future of the conversation's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<Conversation> get(String conversationId) {
        return get(conversationId, RequestOptions.none());
    }

    /**
     * Updates some fields of a conversation without waiting: the asynchronous {@link ConversationsClient#update(String,
     * ConversationUpdateRequest, RequestOptions)}.
     *
     * @param conversationId the conversation's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code conversationId} is {@code null} or blank,
     *     or {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String conversationId, ConversationUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a conversation without waiting, with the client's options.
     *
     * @param conversationId the conversation's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, ConversationUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String conversationId, ConversationUpdateRequest request) {
        return update(conversationId, request, RequestOptions.none());
    }

    /**
     * Deletes a conversation without waiting: the asynchronous {@link ConversationsClient#delete(String,
     * RequestOptions)}.
     *
     * @param conversationId the conversation's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code conversationId} is {@code null} or blank,
     *     or {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String conversationId, RequestOptions options);

    /**
     * Deletes a conversation without waiting, with the client's options.
     *
     * @param conversationId the conversation's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String conversationId) {
        return delete(conversationId, RequestOptions.none());
    }

    /** The {@link ConversationsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a conversation without waiting, answering the whole envelope.
         *
         * @param request the conversation's fields
         * @param options the call's options
         * @return a future of the envelope holding the created conversation, with its new id
         * @see ConversationsAsyncClient#create(ConversationCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Conversation>> create(ConversationCreateRequest request, RequestOptions options);

        /**
         * Lists one page of the conversations attached to one object without waiting, answering the whole envelope.
         *
         * @param category the object's category, for example {@code table}
         * @param objectId the object's id
         * @param request pagination, sorting (by {@link ConversationColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count
         * @see ConversationsAsyncClient#byObject(String, String, ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<Conversation>>> byObject(
                String category, String objectId, ListRequest request, RequestOptions options);

        /**
         * Reads a conversation by its id without waiting, answering the whole envelope.
         *
         * @param conversationId the conversation's id
         * @param options the call's options
         * @return a future of the envelope holding the conversation's detail
         * @see ConversationsAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<Conversation>> get(String conversationId, RequestOptions options);

        /**
         * Updates some fields of a conversation without waiting, answering the whole envelope.
         *
         * @param conversationId the conversation's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see ConversationsAsyncClient#update(String, ConversationUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String conversationId, ConversationUpdateRequest request, RequestOptions options);

        /**
         * Deletes a conversation without waiting, answering the whole envelope.
         *
         * @param conversationId the conversation's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see ConversationsAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String conversationId, RequestOptions options);
    }
}
