package io.dgq.sdk.applications;

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
import java.util.stream.Stream;

/**
 * Applications: create, read, list, update, delete and export. Reached through {@code client.applications()}.
 * Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class ApplicationsClient {

    static final Endpoint CREATE = Endpoint.postCreate("/governance/application");
    static final Endpoint GET = Endpoint.get("/governance/application/{applicationId}");
    static final Endpoint LIST = Endpoint.postIdempotent("/governance/application/list");
    static final Endpoint UPDATE = Endpoint.put("/governance/application/{applicationId}");
    static final Endpoint DELETE = Endpoint.delete("/governance/application/{applicationId}");
    static final Endpoint EXPORT = Endpoint.postIdempotent("/governance/application/export");

    private static final ResponseType<Application> APPLICATION = ResponseType.of(Application.class);
    private static final ResponseType<ListPayload<ApplicationListItem>> ITEMS =
            ResponseType.listOf(ApplicationListItem.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.applications()}.
     *
     * @param transport the client's transport
     */
    public ApplicationsClient(Transport transport) {
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
     * Creates an application: {@code POST /api/v1/governance/application}.
     *
     * @param request the application's fields; {@code name} is required
     * @param options the call's options
     * @return the created application, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Application create(ApplicationCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates an application with the client's options.
     *
     * @param request the application's fields
     * @return the created application
     * @see #create(ApplicationCreateRequest, RequestOptions)
     */
    public Application create(ApplicationCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads an application: {@code GET /api/v1/governance/application/{applicationId}}. The server counts a view.
     *
     * @param applicationId the application's id
     * @param options the call's options
     * @return the application's detail record
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no application has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Application get(String applicationId, RequestOptions options) {
        return raw.get(applicationId, options).data();
    }

    /**
     * Reads an application with the client's options.
     *
     * @param applicationId the application's id
     * @return the application
     * @see #get(String, RequestOptions)
     */
    public Application get(String applicationId) {
        return get(applicationId, RequestOptions.none());
    }

    /**
     * Lists one page of applications: {@code POST /api/v1/governance/application/list}.
     *
     * @param request pagination, sorting (see {@link ApplicationColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and the list's summary counters
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<ApplicationListItem> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of applications with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<ApplicationListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every application that matches, from the request's page on, fetching each page only when the previous
     * one has been consumed: {@code POST /api/v1/governance/application/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<ApplicationListItem> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching application with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<ApplicationListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Updates some fields of an application: {@code PUT /api/v1/governance/application/{applicationId}}. Fields not
     * set in the request keep their values.
     *
     * @param applicationId the application's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no application has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String applicationId, ApplicationUpdateRequest request, RequestOptions options) {
        raw.update(applicationId, request, options);
    }

    /**
     * Updates an application with the client's options.
     *
     * @param applicationId the application's id
     * @param request the fields to change
     * @see #update(String, ApplicationUpdateRequest, RequestOptions)
     */
    public void update(String applicationId, ApplicationUpdateRequest request) {
        update(applicationId, request, RequestOptions.none());
    }

    /**
     * Deletes an application: {@code DELETE /api/v1/governance/application/{applicationId}}.
     *
     * @param applicationId the application's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no application has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String applicationId, RequestOptions options) {
        raw.delete(applicationId, options);
    }

    /**
     * Deletes an application with the client's options.
     *
     * @param applicationId the application's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String applicationId) {
        delete(applicationId, RequestOptions.none());
    }

    /**
     * Exports every application that matches, unpaged: {@code POST /api/v1/governance/application/export}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return every match
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public List<ApplicationListItem> export(ListRequest request, RequestOptions options) {
        return raw.export(request, options).data().items();
    }

    /**
     * Exports every matching application with the client's options.
     *
     * @param request sorting, filters and search
     * @return every match
     * @see #export(ListRequest, RequestOptions)
     */
    public List<ApplicationListItem> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * The applications operations answering the whole envelope ({@link DgqResponse}): message, timestamp, correlation
     * id, status and headers besides the data. Same routes and errors as {@link ApplicationsClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates an application.
         *
         * @param request the application's fields
         * @param options the call's options
         * @return the envelope holding the created application
         * @see ApplicationsClient#create(ApplicationCreateRequest, RequestOptions)
         */
        public DgqResponse<Application> create(ApplicationCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), APPLICATION,
                    options);
        }

        /**
         * Reads an application.
         *
         * @param applicationId the application's id
         * @param options the call's options
         * @return the envelope holding the application
         * @see ApplicationsClient#get(String, RequestOptions)
         */
        public DgqResponse<Application> get(String applicationId, RequestOptions options) {
            return transport.execute(GET.bind(null, applicationId), APPLICATION, options);
        }

        /**
         * Lists one page of applications.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see ApplicationsClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<ApplicationListItem>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Updates an application.
         *
         * @param applicationId the application's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ApplicationsClient#update(String, ApplicationUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String applicationId, ApplicationUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), applicationId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes an application.
         *
         * @param applicationId the application's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ApplicationsClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String applicationId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, applicationId), ResponseType.object(), options);
        }

        /**
         * Exports every matching application.
         *
         * @param request sorting, filters and search
         * @param options the call's options
         * @return the envelope holding every match as one page
         * @see ApplicationsClient#export(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<ApplicationListItem>> export(ListRequest request, RequestOptions options) {
            ListRequest all = WriteRequest.requireRequest(request, "request").toBuilder().export(true).build();
            return transport.executeList(EXPORT, NO_PARAMETERS, all, ITEMS, options);
        }
    }
}
