package io.dgq.sdk.parameters;

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
 * Metric parameters: create, read, list, update and (soft) delete. Reached through {@code client.parameters()}.
 * Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class ParametersClient {

    static final Endpoint CREATE = Endpoint.postCreate("/metrics/parameter");
    static final Endpoint GET = Endpoint.get("/metrics/parameter/{parameterId}");
    static final Endpoint LIST = Endpoint.postIdempotent("/metrics/parameter/list");
    static final Endpoint UPDATE = Endpoint.put("/metrics/parameter/{parameterId}");
    static final Endpoint DELETE = Endpoint.delete("/metrics/parameter/{parameterId}");

    private static final ResponseType<Parameter> PARAMETER = ResponseType.of(Parameter.class);
    private static final ResponseType<ListPayload<Parameter>> ITEMS = ResponseType.listOf(Parameter.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.parameters()}.
     *
     * @param transport the client's transport
     */
    public ParametersClient(Transport transport) {
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
     * Creates a parameter: {@code POST /api/v1/metrics/parameter}.
     *
     * @param request the parameter's fields; {@code name} is required
     * @param options the call's options
     * @return the created parameter, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Parameter create(ParameterCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a parameter with the client's options.
     *
     * @param request the parameter's fields
     * @return the created parameter
     * @see #create(ParameterCreateRequest, RequestOptions)
     */
    public Parameter create(ParameterCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a parameter: {@code GET /api/v1/metrics/parameter/{parameterId}}.
     *
     * @param parameterId the parameter's id
     * @param options the call's options
     * @return the parameter
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no parameter has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Parameter get(String parameterId, RequestOptions options) {
        return raw.get(parameterId, options).data();
    }

    /**
     * Reads a parameter with the client's options.
     *
     * @param parameterId the parameter's id
     * @return the parameter
     * @see #get(String, RequestOptions)
     */
    public Parameter get(String parameterId) {
        return get(parameterId, RequestOptions.none());
    }

    /**
     * Lists one page of parameters: {@code POST /api/v1/metrics/parameter/list}.
     *
     * @param request pagination, sorting (see {@link ParameterColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<Parameter> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of parameters with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<Parameter> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every parameter that matches, from the request's page on, fetching each page only when the previous
     * one has been consumed: {@code POST /api/v1/metrics/parameter/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<Parameter> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching parameter with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<Parameter> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Updates some fields of a parameter: {@code PUT /api/v1/metrics/parameter/{parameterId}}. Fields not set in
     * the request keep their values.
     *
     * @param parameterId the parameter's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no parameter has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String parameterId, ParameterUpdateRequest request, RequestOptions options) {
        raw.update(parameterId, request, options);
    }

    /**
     * Updates a parameter with the client's options.
     *
     * @param parameterId the parameter's id
     * @param request the fields to change
     * @see #update(String, ParameterUpdateRequest, RequestOptions)
     */
    public void update(String parameterId, ParameterUpdateRequest request) {
        update(parameterId, request, RequestOptions.none());
    }

    /**
     * Deletes a parameter: {@code DELETE /api/v1/metrics/parameter/{parameterId}}. The delete is soft: the parameter
     * is kept, {@link #get(String) get} still answers it with {@code is_active} false, lists leave it out, and a
     * later update or delete answers 404.
     *
     * @param parameterId the parameter's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no parameter has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String parameterId, RequestOptions options) {
        raw.delete(parameterId, options);
    }

    /**
     * Soft-deletes a parameter with the client's options.
     *
     * @param parameterId the parameter's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String parameterId) {
        delete(parameterId, RequestOptions.none());
    }

    /**
     * The parameters operations answering the whole envelope ({@link DgqResponse}): message, timestamp,
     * correlation id, status and headers besides the data. Same routes and errors as {@link ParametersClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a parameter.
         *
         * @param request the parameter's fields
         * @param options the call's options
         * @return the envelope holding the created parameter
         * @see ParametersClient#create(ParameterCreateRequest, RequestOptions)
         */
        public DgqResponse<Parameter> create(ParameterCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), PARAMETER,
                    options);
        }

        /**
         * Reads a parameter.
         *
         * @param parameterId the parameter's id
         * @param options the call's options
         * @return the envelope holding the parameter
         * @see ParametersClient#get(String, RequestOptions)
         */
        public DgqResponse<Parameter> get(String parameterId, RequestOptions options) {
            return transport.execute(GET.bind(null, parameterId), PARAMETER, options);
        }

        /**
         * Lists one page of parameters.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see ParametersClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<Parameter>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Updates a parameter.
         *
         * @param parameterId the parameter's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ParametersClient#update(String, ParameterUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String parameterId, ParameterUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), parameterId),
                    ResponseType.object(), options);
        }

        /**
         * Soft-deletes a parameter.
         *
         * @param parameterId the parameter's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ParametersClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String parameterId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, parameterId), ResponseType.object(), options);
        }
    }
}
