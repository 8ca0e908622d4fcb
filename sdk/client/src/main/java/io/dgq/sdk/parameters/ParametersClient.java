// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.parameters;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.stream.Stream;

/**
 * Metric parameters: create, read, list, update and (soft) delete. Reached through {@code client.parameters()};
 * {@code client.withRawResponse().parameters()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/metrics/parameter}; {@code name} is required
 *   <li>{@code get}: {@code GET /api/v1/metrics/parameter/{parameterId}}
 *   <li>{@code update}: {@code PUT /api/v1/metrics/parameter/{parameterId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/metrics/parameter/{parameterId}}; the delete is soft: the parameter is
 *       kept, {@code get} still answers it with {@code is_active} false, lists leave it out, and a later update or
 *       delete answers 404
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/metrics/parameter/list}, sorted and filtered by
 *       {@link ParameterColumn}
 * </ul>
 */
public interface ParametersClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a parameter: {@code POST /api/v1/metrics/parameter}. Not retried once the request may have reached the
     * server.
     *
     * @param request the parameter's fields
     * @param options the call's options
     * @return the created parameter, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Parameter create(ParameterCreateRequest request, RequestOptions options);

    /**
     * Creates a parameter with the client's options.
     *
     * @param request the parameter's fields
     * @return the created parameter, with its new id
     * @see #create(ParameterCreateRequest, RequestOptions)
     */
    default Parameter create(ParameterCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a parameter by its id: {@code GET /api/v1/metrics/parameter/{parameterId}}.
     *
     * @param parameterId the parameter's id
     * @param options the call's options
     * @return the parameter's detail
     * @throws IllegalArgumentException before any request, if {@code parameterId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no parameter has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Parameter get(String parameterId, RequestOptions options);

    /**
     * Reads a parameter by its id with the client's options.
     *
     * @param parameterId the parameter's id
     * @return the parameter's detail
     * @see #get(String, RequestOptions)
     */
    default Parameter get(String parameterId) {
        return get(parameterId, RequestOptions.none());
    }

    /**
     * Updates some fields of a parameter: {@code PUT /api/v1/metrics/parameter/{parameterId}}. Fields not set in the
     * request keep their values; a field set to {@code null} is reset.
     *
     * @param parameterId the parameter's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code parameterId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no parameter has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String parameterId, ParameterUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a parameter with the client's options.
     *
     * @param parameterId the parameter's id
     * @param request the fields to change
     * @see #update(String, ParameterUpdateRequest, RequestOptions)
     */
    default void update(String parameterId, ParameterUpdateRequest request) {
        update(parameterId, request, RequestOptions.none());
    }

    /**
     * Deletes a parameter: {@code DELETE /api/v1/metrics/parameter/{parameterId}}.
     *
     * @param parameterId the parameter's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code parameterId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no parameter has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String parameterId, RequestOptions options);

    /**
     * Deletes a parameter with the client's options.
     *
     * @param parameterId the parameter's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String parameterId) {
        delete(parameterId, RequestOptions.none());
    }

    /**
     * Lists one page of parameters: {@code POST /api/v1/metrics/parameter/list}.
     *
     * @param request pagination, sorting (by {@link ParameterColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<Parameter> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of parameters with the client's options.
     *
     * @param request pagination, sorting (by {@link ParameterColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<Parameter> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link ParameterColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<Parameter> listAll(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)} with the client's options.
     *
     * @param request pagination, sorting (by {@link ParameterColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<Parameter> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /** The {@link ParametersClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}). */
    interface WithRawResponse {
        /**
         * Creates a parameter, answering the whole envelope.
         *
         * @param request the parameter's fields
         * @param options the call's options
         * @return the envelope holding the created parameter, with its new id
         * @see ParametersClient#create(ParameterCreateRequest, RequestOptions)
         */
        DgqResponse<Parameter> create(ParameterCreateRequest request, RequestOptions options);

        /**
         * Reads a parameter by its id, answering the whole envelope.
         *
         * @param parameterId the parameter's id
         * @param options the call's options
         * @return the envelope holding the parameter's detail
         * @see ParametersClient#get(String, RequestOptions)
         */
        DgqResponse<Parameter> get(String parameterId, RequestOptions options);

        /**
         * Updates some fields of a parameter, answering the whole envelope.
         *
         * @param parameterId the parameter's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ParametersClient#update(String, ParameterUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String parameterId, ParameterUpdateRequest request, RequestOptions options);

        /**
         * Deletes a parameter, answering the whole envelope.
         *
         * @param parameterId the parameter's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ParametersClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String parameterId, RequestOptions options);

        /**
         * Lists one page of parameters, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link ParameterColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see ParametersClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<Parameter>> list(ListRequest request, RequestOptions options);
    }
}
