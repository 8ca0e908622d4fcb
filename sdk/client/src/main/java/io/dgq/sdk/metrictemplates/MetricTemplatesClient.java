package io.dgq.sdk.metrictemplates;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ListPayload;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.Transport;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.stream.Stream;

/**
 * Metric templates: create, read, list, update, delete, and the metric details assigned to a template. Reached
 * through {@code client.metricTemplates()}. Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class MetricTemplatesClient {

    static final Endpoint CREATE = Endpoint.postCreate("/metrics/template");
    static final Endpoint GET = Endpoint.get("/metrics/template/{templateId}");
    static final Endpoint LIST = Endpoint.postIdempotent("/metrics/template/list");
    static final Endpoint METRICS = Endpoint.get("/metrics/template/{templateId}/metrics");
    static final Endpoint UPDATE = Endpoint.put("/metrics/template/{templateId}");
    static final Endpoint DELETE = Endpoint.delete("/metrics/template/{templateId}");

    private static final ResponseType<MetricTemplate> TEMPLATE = ResponseType.of(MetricTemplate.class);
    private static final ResponseType<ListPayload<MetricTemplate>> ITEMS = ResponseType.listOf(MetricTemplate.class);
    private static final ResponseType<ListPayload<MetricDetail>> METRIC_DETAILS =
            ResponseType.listOf(MetricDetail.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.metricTemplates()}.
     *
     * @param transport the client's transport
     */
    public MetricTemplatesClient(Transport transport) {
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
     * Creates a metric template: {@code POST /api/v1/metrics/template}.
     *
     * @param request the template's fields; {@code name} is required
     * @param options the call's options
     * @return the created template, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public MetricTemplate create(MetricTemplateCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a metric template with the client's options.
     *
     * @param request the template's fields
     * @return the created template
     * @see #create(MetricTemplateCreateRequest, RequestOptions)
     */
    public MetricTemplate create(MetricTemplateCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads a metric template: {@code GET /api/v1/metrics/template/{templateId}}.
     *
     * @param templateId the template's id
     * @param options the call's options
     * @return the template
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no template has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public MetricTemplate get(String templateId, RequestOptions options) {
        return raw.get(templateId, options).data();
    }

    /**
     * Reads a metric template with the client's options.
     *
     * @param templateId the template's id
     * @return the template
     * @see #get(String, RequestOptions)
     */
    public MetricTemplate get(String templateId) {
        return get(templateId, RequestOptions.none());
    }

    /**
     * Lists one page of metric templates: {@code POST /api/v1/metrics/template/list}.
     *
     * @param request pagination, sorting (see {@link MetricTemplateColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<MetricTemplate> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of metric templates with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<MetricTemplate> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every metric template that matches, from the request's page on, fetching each page only when the
     * previous one has been consumed: {@code POST /api/v1/metrics/template/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<MetricTemplate> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching metric template with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<MetricTemplate> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Reads the metric details assigned to a template: {@code GET /api/v1/metrics/template/{templateId}/metrics}.
     *
     * @param templateId the template's id
     * @param options the call's options
     * @return the template's metric details, unpaged; empty when none is assigned
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no template has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public List<MetricDetail> metrics(String templateId, RequestOptions options) {
        return raw.metrics(templateId, options).data();
    }

    /**
     * Reads the metric details assigned to a template with the client's options.
     *
     * @param templateId the template's id
     * @return the template's metric details
     * @see #metrics(String, RequestOptions)
     */
    public List<MetricDetail> metrics(String templateId) {
        return metrics(templateId, RequestOptions.none());
    }

    /**
     * Updates some fields of a metric template: {@code PUT /api/v1/metrics/template/{templateId}}. Fields not set
     * in the request keep their values.
     *
     * @param templateId the template's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no template has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String templateId, MetricTemplateUpdateRequest request, RequestOptions options) {
        raw.update(templateId, request, options);
    }

    /**
     * Updates a metric template with the client's options.
     *
     * @param templateId the template's id
     * @param request the fields to change
     * @see #update(String, MetricTemplateUpdateRequest, RequestOptions)
     */
    public void update(String templateId, MetricTemplateUpdateRequest request) {
        update(templateId, request, RequestOptions.none());
    }

    /**
     * Deletes a metric template: {@code DELETE /api/v1/metrics/template/{templateId}}.
     *
     * @param templateId the template's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no template has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String templateId, RequestOptions options) {
        raw.delete(templateId, options);
    }

    /**
     * Deletes a metric template with the client's options.
     *
     * @param templateId the template's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String templateId) {
        delete(templateId, RequestOptions.none());
    }

    /**
     * The metric templates operations answering the whole envelope ({@link DgqResponse}): message, timestamp,
     * correlation id, status and headers besides the data. Same routes and errors as {@link MetricTemplatesClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a metric template.
         *
         * @param request the template's fields
         * @param options the call's options
         * @return the envelope holding the created template
         * @see MetricTemplatesClient#create(MetricTemplateCreateRequest, RequestOptions)
         */
        public DgqResponse<MetricTemplate> create(MetricTemplateCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), TEMPLATE,
                    options);
        }

        /**
         * Reads a metric template.
         *
         * @param templateId the template's id
         * @param options the call's options
         * @return the envelope holding the template
         * @see MetricTemplatesClient#get(String, RequestOptions)
         */
        public DgqResponse<MetricTemplate> get(String templateId, RequestOptions options) {
            return transport.execute(GET.bind(null, templateId), TEMPLATE, options);
        }

        /**
         * Lists one page of metric templates.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see MetricTemplatesClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<MetricTemplate>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Reads the metric details assigned to a template.
         *
         * @param templateId the template's id
         * @param options the call's options
         * @return the envelope holding the template's metric details
         * @see MetricTemplatesClient#metrics(String, RequestOptions)
         */
        public DgqResponse<List<MetricDetail>> metrics(String templateId, RequestOptions options) {
            return transport.execute(METRICS.bind(null, templateId), METRIC_DETAILS, options)
                    .map(payload -> List.copyOf(payload.items()));
        }

        /**
         * Updates a metric template.
         *
         * @param templateId the template's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see MetricTemplatesClient#update(String, MetricTemplateUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String templateId, MetricTemplateUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), templateId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes a metric template.
         *
         * @param templateId the template's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see MetricTemplatesClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String templateId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, templateId), ResponseType.object(), options);
        }
    }
}
