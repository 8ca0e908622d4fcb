package io.dgq.sdk.metrictemplates;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.operations.CrudAsyncOperations;
import io.dgq.sdk.operations.ResourceClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Metric templates without waiting: the asynchronous twin of {@link MetricTemplatesClient}, with the same operations,
 * routes, retries and errors. Reached through {@code client.async().metricTemplates()}; {@code
 * client.async().withRawResponse().metricTemplates()} answers the whole envelope. Each method starts the call and
 * returns a {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the
 * exceptions it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface MetricTemplatesAsyncClient
        extends ResourceClient<MetricTemplatesAsyncClient.WithRawResponse>,
                CrudAsyncOperations<
                        MetricTemplate, MetricTemplateCreateRequest, MetricTemplate, MetricTemplateUpdateRequest> {

    /**
     * Reads the metric details assigned to a template, without waiting: the asynchronous {@link
     * MetricTemplatesClient#metrics(String, RequestOptions)}.
     *
     * @param templateId the template's id
     * @param options the call's options
     * @return a future of the template's metric details, unpaged; empty when none is assigned; it fails as the blocking
     * method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<List<MetricDetail>> metrics(String templateId, RequestOptions options);

    /**
     * Reads the metric details assigned to a template, without waiting, with the client's options.
     *
     * @param templateId the template's id
     * @return a future of the template's metric details, unpaged; empty when none is assigned
     * @see #metrics(String, RequestOptions)
     */
    default CompletableFuture<List<MetricDetail>> metrics(String templateId) {
        return metrics(templateId, RequestOptions.none());
    }

    /** The {@link MetricTemplatesAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CrudAsyncOperations.Raw<
                    MetricTemplate, MetricTemplateCreateRequest, MetricTemplate, MetricTemplateUpdateRequest> {

        /**
         * Reads the metric details assigned to a template, without waiting, answering the whole envelope.
         *
         * @param templateId the template's id
         * @param options the call's options
         * @return a future of the envelope
         * @see MetricTemplatesClient.WithRawResponse#metrics(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<List<MetricDetail>>> metrics(String templateId, RequestOptions options);
    }
}
