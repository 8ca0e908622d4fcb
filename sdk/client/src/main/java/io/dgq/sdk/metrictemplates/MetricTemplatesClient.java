package io.dgq.sdk.metrictemplates;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ResourceClient;
import java.util.List;

/**
 * Metric templates: create, read, list, update, delete, and the metric details assigned to a template. Reached
 * through {@code client.metricTemplates()}; {@code client.withRawResponse().metricTemplates()} answers the whole
 * envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/metrics/template}; {@code name} is required
 *   <li>{@code get}: {@code GET /api/v1/metrics/template/{templateId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/metrics/template/list}, sorted and filtered by
 *       {@link MetricTemplateColumn}
 *   <li>{@code metrics}: {@code GET /api/v1/metrics/template/{templateId}/metrics}
 *   <li>{@code update}: {@code PUT /api/v1/metrics/template/{templateId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/metrics/template/{templateId}}
 * </ul>
 */
public interface MetricTemplatesClient
        extends ResourceClient<MetricTemplatesClient.WithRawResponse>,
                CrudOperations<
                        MetricTemplate, MetricTemplateCreateRequest, MetricTemplate, MetricTemplateUpdateRequest> {

    /**
     * Reads the metric details assigned to a template: {@code GET /api/v1/metrics/template/{templateId}/metrics}.
     *
     * @param templateId the template's id
     * @param options the call's options
     * @return the template's metric details, unpaged; empty when none is assigned
     * @throws IllegalArgumentException before any request, if {@code templateId} is {@code null} or blank
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no template has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<MetricDetail> metrics(String templateId, RequestOptions options);

    /**
     * Reads the metric details assigned to a template with the client's options.
     *
     * @param templateId the template's id
     * @return the template's metric details
     * @see #metrics(String, RequestOptions)
     */
    default List<MetricDetail> metrics(String templateId) {
        return metrics(templateId, RequestOptions.none());
    }

    /** The {@link MetricTemplatesClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends CrudOperations.Raw<
                    MetricTemplate, MetricTemplateCreateRequest, MetricTemplate, MetricTemplateUpdateRequest> {

        /**
         * Reads the metric details assigned to a template.
         *
         * @param templateId the template's id
         * @param options the call's options
         * @return the envelope holding the template's metric details
         * @see MetricTemplatesClient#metrics(String, RequestOptions)
         */
        DgqResponse<List<MetricDetail>> metrics(String templateId, RequestOptions options);
    }
}
