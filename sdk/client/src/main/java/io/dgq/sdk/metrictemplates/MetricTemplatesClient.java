// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metrictemplates;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.stream.Stream;

/**
 * Metric templates: create, read, list, update, delete, and the metric details assigned to a template. Reached through
 * {@code client.metricTemplates()}; {@code client.withRawResponse().metricTemplates()} answers the whole envelope.
 * Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/metrics/template}; {@code name} is required
 *   <li>{@code get}: {@code GET /api/v1/metrics/template/{templateId}}
 *   <li>{@code update}: {@code PUT /api/v1/metrics/template/{templateId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/metrics/template/{templateId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/metrics/template/list}, sorted and filtered by
 *       {@link MetricTemplateColumn}
 *   <li>{@code metrics}: {@code GET /api/v1/metrics/template/{templateId}/metrics}
 * </ul>
 */
public interface MetricTemplatesClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a metric template: {@code POST /api/v1/metrics/template}. Not retried once the request may have reached
     * the server.
     *
     * @param request the metric template's fields
     * @param options the call's options
     * @return the created metric template, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    MetricTemplate create(MetricTemplateCreateRequest request, RequestOptions options);

    /**
     * Creates a metric template with the client's options.
     *
     * @param request the metric template's fields
     * @return the created metric template, with its new id
     * @see #create(MetricTemplateCreateRequest, RequestOptions)
     */
    default MetricTemplate create(MetricTemplateCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a metric template by its id: {@code GET /api/v1/metrics/template/{templateId}}.
     *
     * @param templateId the template's id
     * @param options the call's options
     * @return the metric template's detail
     * @throws IllegalArgumentException before any request, if {@code templateId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no metric template has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    MetricTemplate get(String templateId, RequestOptions options);

    /**
     * Reads a metric template by its id with the client's options.
     *
     * @param templateId the template's id
     * @return the metric template's detail
     * @see #get(String, RequestOptions)
     */
    default MetricTemplate get(String templateId) {
        return get(templateId, RequestOptions.none());
    }

    /**
     * Updates some fields of a metric template: {@code PUT /api/v1/metrics/template/{templateId}}. Fields not set in
     * the request keep their values; a field set to {@code null} is reset.
     *
     * @param templateId the template's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code templateId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no metric template has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String templateId, MetricTemplateUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a metric template with the client's options.
     *
     * @param templateId the template's id
     * @param request the fields to change
     * @see #update(String, MetricTemplateUpdateRequest, RequestOptions)
     */
    default void update(String templateId, MetricTemplateUpdateRequest request) {
        update(templateId, request, RequestOptions.none());
    }

    /**
     * Deletes a metric template: {@code DELETE /api/v1/metrics/template/{templateId}}.
     *
     * @param templateId the template's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code templateId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no metric template has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String templateId, RequestOptions options);

    /**
     * Deletes a metric template with the client's options.
     *
     * @param templateId the template's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String templateId) {
        delete(templateId, RequestOptions.none());
    }

    /**
     * Lists one page of metric templates: {@code POST /api/v1/metrics/template/list}.
     *
     * @param request pagination, sorting (by {@link MetricTemplateColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<MetricTemplate> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of metric templates with the client's options.
     *
     * @param request pagination, sorting (by {@link MetricTemplateColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<MetricTemplate> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link MetricTemplateColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<MetricTemplate> listAll(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link MetricTemplateColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<MetricTemplate> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Reads the metric details assigned to a template: {@code GET /api/v1/metrics/template/{templateId}/metrics}.
     *
     * @param templateId the template's id
     * @param options the call's options
     * @return the template's metric details, unpaged; empty when none is assigned
     * @throws IllegalArgumentException before any request, if {@code templateId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no template has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<MetricDetail> metrics(String templateId, RequestOptions options);

    /**
     * Reads the metric details assigned to a template with the client's options.
     *
     * @param templateId the template's id
     * @return the template's metric details, unpaged; empty when none is assigned
     * @see #metrics(String, RequestOptions)
     */
    default List<MetricDetail> metrics(String templateId) {
        return metrics(templateId, RequestOptions.none());
    }

    /**
     * The {@link MetricTemplatesClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}).
     */
    interface WithRawResponse {
        /**
         * Creates a metric template, answering the whole envelope.
         *
         * @param request the metric template's fields
         * @param options the call's options
         * @return the envelope holding the created metric template, with its new id
         * @see MetricTemplatesClient#create(MetricTemplateCreateRequest, RequestOptions)
         */
        DgqResponse<MetricTemplate> create(MetricTemplateCreateRequest request, RequestOptions options);

        /**
         * Reads a metric template by its id, answering the whole envelope.
         *
         * @param templateId the template's id
         * @param options the call's options
         * @return the envelope holding the metric template's detail
         * @see MetricTemplatesClient#get(String, RequestOptions)
         */
        DgqResponse<MetricTemplate> get(String templateId, RequestOptions options);

        /**
         * Updates some fields of a metric template, answering the whole envelope.
         *
         * @param templateId the template's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see MetricTemplatesClient#update(String, MetricTemplateUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String templateId, MetricTemplateUpdateRequest request, RequestOptions options);

        /**
         * Deletes a metric template, answering the whole envelope.
         *
         * @param templateId the template's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see MetricTemplatesClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String templateId, RequestOptions options);

        /**
         * Lists one page of metric templates, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link MetricTemplateColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see MetricTemplatesClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<MetricTemplate>> list(ListRequest request, RequestOptions options);

        /**
         * Reads the metric details assigned to a template, answering the whole envelope.
         *
         * @param templateId the template's id
         * @param options the call's options
         * @return the envelope holding the template's metric details, unpaged; empty when none is assigned
         * @see MetricTemplatesClient#metrics(String, RequestOptions)
         */
        DgqResponse<List<MetricDetail>> metrics(String templateId, RequestOptions options);
    }
}
