// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metrictemplates;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Metric templates without waiting: the asynchronous twin of {@link MetricTemplatesClient}, with the same operations,
 * routes, retries and errors. Reached through {@code client.async().metricTemplates()};
 * {@code client.async().withRawResponse().metricTemplates()} answers the whole envelope. Each method starts the call
 * and returns a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with
 * the exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface MetricTemplatesAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a metric template without waiting: the asynchronous
     * {@link MetricTemplatesClient#create(MetricTemplateCreateRequest, RequestOptions)}.
     *
     * @param request the metric template's fields
     * @param options the call's options
     * @return a future of the created metric template, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<MetricTemplate> create(MetricTemplateCreateRequest request, RequestOptions options);

    /**
     * Creates a metric template without waiting, with the client's options.
     *
     * @param request the metric template's fields
     * @return a future of the created metric template, with its new id
     * @see #create(MetricTemplateCreateRequest, RequestOptions)
     */
    default CompletableFuture<MetricTemplate> create(MetricTemplateCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a metric template by its id without waiting: the asynchronous {@link MetricTemplatesClient#get(String,
     * RequestOptions)}.
     *
     * @param templateId the template's id
     * @param options the call's options
     * @return a future of the metric template's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code templateId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<MetricTemplate> get(String templateId, RequestOptions options);

    /**
     * Reads a metric template by its id without waiting, with the client's options.
     *
     * @param templateId the template's id
     * @return a future of the metric template's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<MetricTemplate> get(String templateId) {
        return get(templateId, RequestOptions.none());
    }

    /**
     * Updates some fields of a metric template without waiting: the asynchronous
     * {@link MetricTemplatesClient#update(String, MetricTemplateUpdateRequest, RequestOptions)}.
     *
     * @param templateId the template's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code templateId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String templateId, MetricTemplateUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a metric template without waiting, with the client's options.
     *
     * @param templateId the template's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, MetricTemplateUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String templateId, MetricTemplateUpdateRequest request) {
        return update(templateId, request, RequestOptions.none());
    }

    /**
     * Deletes a metric template without waiting: the asynchronous {@link MetricTemplatesClient#delete(String,
     * RequestOptions)}.
     *
     * @param templateId the template's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code templateId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String templateId, RequestOptions options);

    /**
     * Deletes a metric template without waiting, with the client's options.
     *
     * @param templateId the template's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String templateId) {
        return delete(templateId, RequestOptions.none());
    }

    /**
     * Lists one page of metric templates without waiting: the asynchronous
     * {@link MetricTemplatesClient#list(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link MetricTemplateColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<MetricTemplate>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of metric templates without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link MetricTemplateColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<MetricTemplate>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link MetricTemplatesClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link MetricTemplateColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<MetricTemplate> listAllAsync(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link MetricTemplateColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<MetricTemplate> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /**
     * Reads the metric details assigned to a template without waiting: the asynchronous
     * {@link MetricTemplatesClient#metrics(String, RequestOptions)}.
     *
     * @param templateId the template's id
     * @param options the call's options
     * @return a future of the template's metric details, unpaged; empty when none is assigned; it fails as the blocking
     *     method throws
     * @throws IllegalArgumentException at once, before any request, if {@code templateId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<List<MetricDetail>> metrics(String templateId, RequestOptions options);

    /**
     * Reads the metric details assigned to a template without waiting, with the client's options.
     *
     * @param templateId the template's id
     * @return a future of the template's metric details, unpaged; empty when none is assigned
     * @see #metrics(String, RequestOptions)
     */
    default CompletableFuture<List<MetricDetail>> metrics(String templateId) {
        return metrics(templateId, RequestOptions.none());
    }

    /** The {@link MetricTemplatesAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a metric template without waiting, answering the whole envelope.
         *
         * @param request the metric template's fields
         * @param options the call's options
         * @return a future of the envelope holding the created metric template, with its new id
         * @see MetricTemplatesAsyncClient#create(MetricTemplateCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<MetricTemplate>> create(
                MetricTemplateCreateRequest request, RequestOptions options);

        /**
         * Reads a metric template by its id without waiting, answering the whole envelope.
         *
         * @param templateId the template's id
         * @param options the call's options
         * @return a future of the envelope holding the metric template's detail
         * @see MetricTemplatesAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<MetricTemplate>> get(String templateId, RequestOptions options);

        /**
         * Updates some fields of a metric template without waiting, answering the whole envelope.
         *
         * @param templateId the template's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see MetricTemplatesAsyncClient#update(String, MetricTemplateUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String templateId, MetricTemplateUpdateRequest request, RequestOptions options);

        /**
         * Deletes a metric template without waiting, answering the whole envelope.
         *
         * @param templateId the template's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see MetricTemplatesAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String templateId, RequestOptions options);

        /**
         * Lists one page of metric templates without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link MetricTemplateColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see MetricTemplatesAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<MetricTemplate>>> list(ListRequest request, RequestOptions options);

        /**
         * Reads the metric details assigned to a template without waiting, answering the whole envelope.
         *
         * @param templateId the template's id
         * @param options the call's options
         * @return a future of the envelope holding the template's metric details, unpaged; empty when none is assigned
         * @see MetricTemplatesAsyncClient#metrics(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<List<MetricDetail>>> metrics(String templateId, RequestOptions options);
    }
}
