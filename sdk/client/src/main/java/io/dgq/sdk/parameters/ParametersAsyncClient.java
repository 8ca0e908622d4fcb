// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.parameters;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.concurrent.CompletableFuture;

/**
 * Parameters without waiting: the asynchronous twin of {@link ParametersClient}, with the same operations, routes,
 * retries and errors. Reached through {@code client.async().parameters()};
 * {@code client.async().withRawResponse().parameters()} answers the whole envelope. Each method starts the call and
 * returns a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface ParametersAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a parameter without waiting: the asynchronous {@link ParametersClient#create(ParameterCreateRequest,
     * RequestOptions)}.
     *
     * @param request the parameter's fields
     * @param options the call's options
     * @return a future of the created parameter, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Parameter> create(ParameterCreateRequest request, RequestOptions options);

    /**
     * Creates a parameter without waiting, with the client's options.
     *
     * @param request the parameter's fields
     * @return a future of the created parameter, with its new id
     * @see #create(ParameterCreateRequest, RequestOptions)
     */
    default CompletableFuture<Parameter> create(ParameterCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a parameter by its id without waiting: the asynchronous {@link ParametersClient#get(String,
     * RequestOptions)}.
     *
     * @param parameterId the parameter's id
     * @param options the call's options
     * @return a future of the parameter's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code parameterId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Parameter> get(String parameterId, RequestOptions options);

    /**
     * Reads a parameter by its id without waiting, with the client's options.
     *
     * @param parameterId the parameter's id
     * @return a future of the parameter's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<Parameter> get(String parameterId) {
        return get(parameterId, RequestOptions.none());
    }

    /**
     * Updates some fields of a parameter without waiting: the asynchronous {@link ParametersClient#update(String,
     * ParameterUpdateRequest, RequestOptions)}.
     *
     * @param parameterId the parameter's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code parameterId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String parameterId, ParameterUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a parameter without waiting, with the client's options.
     *
     * @param parameterId the parameter's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, ParameterUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String parameterId, ParameterUpdateRequest request) {
        return update(parameterId, request, RequestOptions.none());
    }

    /**
     * Deletes a parameter without waiting: the asynchronous {@link ParametersClient#delete(String, RequestOptions)}.
     *
     * @param parameterId the parameter's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code parameterId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String parameterId, RequestOptions options);

    /**
     * Deletes a parameter without waiting, with the client's options.
     *
     * @param parameterId the parameter's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String parameterId) {
        return delete(parameterId, RequestOptions.none());
    }

    /**
     * Lists one page of parameters without waiting: the asynchronous {@link ParametersClient#list(ListRequest,
     * RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link ParameterColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<Parameter>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of parameters without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link ParameterColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<Parameter>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link ParametersClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link ParameterColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<Parameter> listAllAsync(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AsyncPager.of(request, next -> list(next, options));
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)} without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link ParameterColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<Parameter> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /** The {@link ParametersAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a parameter without waiting, answering the whole envelope.
         *
         * @param request the parameter's fields
         * @param options the call's options
         * @return a future of the envelope holding the created parameter, with its new id
         * @see ParametersAsyncClient#create(ParameterCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Parameter>> create(ParameterCreateRequest request, RequestOptions options);

        /**
         * Reads a parameter by its id without waiting, answering the whole envelope.
         *
         * @param parameterId the parameter's id
         * @param options the call's options
         * @return a future of the envelope holding the parameter's detail
         * @see ParametersAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<Parameter>> get(String parameterId, RequestOptions options);

        /**
         * Updates some fields of a parameter without waiting, answering the whole envelope.
         *
         * @param parameterId the parameter's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see ParametersAsyncClient#update(String, ParameterUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String parameterId, ParameterUpdateRequest request, RequestOptions options);

        /**
         * Deletes a parameter without waiting, answering the whole envelope.
         *
         * @param parameterId the parameter's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see ParametersAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String parameterId, RequestOptions options);

        /**
         * Lists one page of parameters without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link ParameterColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see ParametersAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<Parameter>>> list(ListRequest request, RequestOptions options);
    }
}
