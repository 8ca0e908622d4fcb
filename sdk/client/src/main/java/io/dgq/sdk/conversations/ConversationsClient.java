package io.dgq.sdk.conversations;

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
import java.util.stream.Stream;

/**
 * Conversations attached to an object by a category and an object id: create, read, the conversations of one
 * object, update and delete. Reached through {@code client.conversations()}. Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class ConversationsClient {

    static final Endpoint CREATE = Endpoint.postCreate("/core/conversation");
    static final Endpoint GET = Endpoint.get("/core/conversation/{conversationId}");
    static final Endpoint BY_OBJECT = Endpoint.postIdempotent("/core/conversation/{category}/{objectId}");
    static final Endpoint UPDATE = Endpoint.put("/core/conversation/{conversationId}");
    static final Endpoint DELETE = Endpoint.delete("/core/conversation/{conversationId}");

    private static final ResponseType<Conversation> CONVERSATION = ResponseType.of(Conversation.class);
    private static final ResponseType<ListPayload<Conversation>> ITEMS = ResponseType.listOf(Conversation.class);

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.conversations()}.
     *
     * @param transport the client's transport
     */
    public ConversationsClient(Transport transport) {
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
     * Creates a conversation, or an answer to one: {@code POST /api/v1/core/conversation}.
     *
     * @param request the conversation's fields; {@code category} and {@code object_id} are required
     * @param options the call's options
     * @return the created conversation, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Conversation create(ConversationCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a conversation with the client's options.
     *
     * @param request the conversation's fields
     * @return the created conversation
     * @see #create(ConversationCreateRequest, RequestOptions)
     */
    public Conversation create(ConversationCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a conversation: {@code GET /api/v1/core/conversation/{conversationId}}.
     *
     * @param conversationId the conversation's id
     * @param options the call's options
     * @return the conversation
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no conversation has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Conversation get(String conversationId, RequestOptions options) {
        return raw.get(conversationId, options).data();
    }

    /**
     * Reads a conversation with the client's options.
     *
     * @param conversationId the conversation's id
     * @return the conversation
     * @see #get(String, RequestOptions)
     */
    public Conversation get(String conversationId) {
        return get(conversationId, RequestOptions.none());
    }

    /**
     * Lists one page of the conversations attached to one object:
     * {@code POST /api/v1/core/conversation/{category}/{objectId}}.
     *
     * @param category the kind of object, for example {@code domain}
     * @param objectId the object's id
     * @param request pagination, sorting (see {@link ConversationColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<Conversation> byObject(String category, String objectId, ListRequest request,
                                       RequestOptions options) {
        return raw.byObject(category, objectId, request, options).data();
    }

    /**
     * Lists one page of the conversations of one object with the client's options.
     *
     * @param category the kind of object
     * @param objectId the object's id
     * @param request the list body
     * @return the page
     * @see #byObject(String, String, ListRequest, RequestOptions)
     */
    public Page<Conversation> byObject(String category, String objectId, ListRequest request) {
        return byObject(category, objectId, request, RequestOptions.none());
    }

    /**
     * Streams every conversation attached to one object, from the request's page on, fetching each page only when
     * the previous one has been consumed: {@code POST /api/v1/core/conversation/{category}/{objectId}}, page after
     * page.
     *
     * @param category the kind of object
     * @param objectId the object's id
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<Conversation> byObjectAll(String category, String objectId, ListRequest request,
                                            RequestOptions options) {
        // Checks the arguments now, not when the stream is consumed.
        BY_OBJECT.bind(WriteRequest.requireRequest(request, "request"), category, objectId);
        return AutoPager.lazy(() -> byObject(category, objectId, request, options)).stream();
    }

    /**
     * Streams every conversation of one object with the client's options.
     *
     * @param category the kind of object
     * @param objectId the object's id
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #byObjectAll(String, String, ListRequest, RequestOptions)
     */
    public Stream<Conversation> byObjectAll(String category, String objectId, ListRequest request) {
        return byObjectAll(category, objectId, request, RequestOptions.none());
    }

    /**
     * Updates some fields of a conversation: {@code PUT /api/v1/core/conversation/{conversationId}}. Fields not
     * set in the request keep their values.
     *
     * @param conversationId the conversation's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no conversation has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String conversationId, ConversationUpdateRequest request, RequestOptions options) {
        raw.update(conversationId, request, options);
    }

    /**
     * Updates a conversation with the client's options.
     *
     * @param conversationId the conversation's id
     * @param request the fields to change
     * @see #update(String, ConversationUpdateRequest, RequestOptions)
     */
    public void update(String conversationId, ConversationUpdateRequest request) {
        update(conversationId, request, RequestOptions.none());
    }

    /**
     * Deletes a conversation: {@code DELETE /api/v1/core/conversation/{conversationId}}.
     *
     * @param conversationId the conversation's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no conversation has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String conversationId, RequestOptions options) {
        raw.delete(conversationId, options);
    }

    /**
     * Deletes a conversation with the client's options.
     *
     * @param conversationId the conversation's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String conversationId) {
        delete(conversationId, RequestOptions.none());
    }

    /**
     * The conversations operations answering the whole envelope ({@link DgqResponse}): message, timestamp,
     * correlation id, status and headers besides the data. Same routes and errors as {@link ConversationsClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a conversation.
         *
         * @param request the conversation's fields
         * @param options the call's options
         * @return the envelope holding the created conversation
         * @see ConversationsClient#create(ConversationCreateRequest, RequestOptions)
         */
        public DgqResponse<Conversation> create(ConversationCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), CONVERSATION,
                    options);
        }

        /**
         * Reads a conversation.
         *
         * @param conversationId the conversation's id
         * @param options the call's options
         * @return the envelope holding the conversation
         * @see ConversationsClient#get(String, RequestOptions)
         */
        public DgqResponse<Conversation> get(String conversationId, RequestOptions options) {
            return transport.execute(GET.bind(null, conversationId), CONVERSATION, options);
        }

        /**
         * Lists one page of the conversations of one object.
         *
         * @param category the kind of object
         * @param objectId the object's id
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see ConversationsClient#byObject(String, String, ListRequest, RequestOptions)
         */
        public DgqResponse<Page<Conversation>> byObject(String category, String objectId, ListRequest request,
                                                        RequestOptions options) {
            return transport.executeList(BY_OBJECT, new String[] {category, objectId}, request, ITEMS, options);
        }

        /**
         * Updates a conversation.
         *
         * @param conversationId the conversation's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ConversationsClient#update(String, ConversationUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String conversationId, ConversationUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), conversationId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes a conversation.
         *
         * @param conversationId the conversation's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ConversationsClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String conversationId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, conversationId), ResponseType.object(), options);
        }
    }
}
