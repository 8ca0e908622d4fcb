// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.conversations;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.stream.Stream;

/**
 * Conversations attached to an object by a category and an object id: create, read, the conversations of one object,
 * update and delete. Reached through {@code client.conversations()}; {@code client.withRawResponse().conversations()}
 * answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/core/conversation}; a conversation or an answer to one; {@code category}
 *       and {@code object_id} are required
 *   <li>{@code byObject}, {@code byObjectAll}: {@code POST /api/v1/core/conversation/{category}/{objectId}}, sorted and
 *       filtered by {@link ConversationColumn}
 *   <li>{@code get}: {@code GET /api/v1/core/conversation/{conversationId}}
 *   <li>{@code update}: {@code PUT /api/v1/core/conversation/{conversationId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/core/conversation/{conversationId}}
 * </ul>
 */
public interface ConversationsClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a conversation: {@code POST /api/v1/core/conversation}. Not retried once the request may have reached the
     * server.
     *
     * @param request the conversation's fields
     * @param options the call's options
     * @return the created conversation, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Conversation create(ConversationCreateRequest request, RequestOptions options);

    /**
     * Creates a conversation with the client's options.
     *
     * @param request the conversation's fields
     * @return the created conversation, with its new id
     * @see #create(ConversationCreateRequest, RequestOptions)
     */
    default Conversation create(ConversationCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Lists one page of the conversations attached to one object: {@code POST
     * /api/v1/core/conversation/{category}/{objectId}}.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link ConversationColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws IllegalArgumentException before any request, if {@code category} or {@code objectId} is {@code null} or
     *     blank, or {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<Conversation> byObject(String category, String objectId, ListRequest request, RequestOptions options);

    /**
     * Lists one page of the conversations attached to one object with the client's options.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link ConversationColumn}), filters and search
     * @return the page, with the total count
     * @see #byObject(String, String, ListRequest, RequestOptions)
     */
    default Page<Conversation> byObject(String category, String objectId, ListRequest request) {
        return byObject(category, objectId, request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #byObject(String, String, ListRequest, RequestOptions)}, from the request's page
     * on, fetching each page only when the previous one has been consumed.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link ConversationColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code category} or {@code objectId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<Conversation> byObjectAll(
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
        return AutoPager.lazy(() -> byObject(category, objectId, request, options)).stream();
    }

    /**
     * Streams every record of {@link #byObject(String, String, ListRequest, RequestOptions)} with the client's options.
     *
     * @param category the object's category, for example {@code table}
     * @param objectId the object's id
     * @param request pagination, sorting (by {@link ConversationColumn}), filters and search
     * @return a lazy stream
     * @see #byObjectAll(String, String, ListRequest, RequestOptions)
     */
    default Stream<Conversation> byObjectAll(String category, String objectId, ListRequest request) {
        return byObjectAll(category, objectId, request, RequestOptions.none());
    }

    /**
     * Reads a conversation by its id: {@code GET /api/v1/core/conversation/{conversationId}}.
     *
     * @param conversationId the conversation's id
     * @param options the call's options
     * @return the conversation's detail
     * @throws IllegalArgumentException before any request, if {@code conversationId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no conversation has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Conversation get(String conversationId, RequestOptions options);

    /**
     * Reads a conversation by its id with the client's options.
     *
     * @param conversationId the conversation's id
     * @return the conversation's detail
     * @see #get(String, RequestOptions)
     */
    default Conversation get(String conversationId) {
        return get(conversationId, RequestOptions.none());
    }

    /**
     * Updates some fields of a conversation: {@code PUT /api/v1/core/conversation/{conversationId}}. Fields not set in
     * the request keep their values; a field set to {@code null} is reset.
     *
     * @param conversationId the conversation's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code conversationId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no conversation has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String conversationId, ConversationUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a conversation with the client's options.
     *
     * @param conversationId the conversation's id
     * @param request the fields to change
     * @see #update(String, ConversationUpdateRequest, RequestOptions)
     */
    default void update(String conversationId, ConversationUpdateRequest request) {
        update(conversationId, request, RequestOptions.none());
    }

    /**
     * Deletes a conversation: {@code DELETE /api/v1/core/conversation/{conversationId}}.
     *
     * @param conversationId the conversation's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code conversationId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no conversation has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String conversationId, RequestOptions options);

    /**
     * Deletes a conversation with the client's options.
     *
     * @param conversationId the conversation's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String conversationId) {
        delete(conversationId, RequestOptions.none());
    }

    /**
     * The {@link ConversationsClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}).
     */
    interface WithRawResponse {
        /**
         * Creates a conversation, answering the whole envelope.
         *
         * @param request the conversation's fields
         * @param options the call's options
         * @return the envelope holding the created conversation, with its new id
         * @see ConversationsClient#create(ConversationCreateRequest, RequestOptions)
         */
        DgqResponse<Conversation> create(ConversationCreateRequest request, RequestOptions options);

        /**
         * Lists one page of the conversations attached to one object, answering the whole envelope.
         *
         * @param category the object's category, for example {@code table}
         * @param objectId the object's id
         * @param request pagination, sorting (by {@link ConversationColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count
         * @see ConversationsClient#byObject(String, String, ListRequest, RequestOptions)
         */
        DgqResponse<Page<Conversation>> byObject(
                String category, String objectId, ListRequest request, RequestOptions options);

        /**
         * Reads a conversation by its id, answering the whole envelope.
         *
         * @param conversationId the conversation's id
         * @param options the call's options
         * @return the envelope holding the conversation's detail
         * @see ConversationsClient#get(String, RequestOptions)
         */
        DgqResponse<Conversation> get(String conversationId, RequestOptions options);

        /**
         * Updates some fields of a conversation, answering the whole envelope.
         *
         * @param conversationId the conversation's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ConversationsClient#update(String, ConversationUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(
                String conversationId, ConversationUpdateRequest request, RequestOptions options);

        /**
         * Deletes a conversation, answering the whole envelope.
         *
         * @param conversationId the conversation's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ConversationsClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String conversationId, RequestOptions options);
    }
}
