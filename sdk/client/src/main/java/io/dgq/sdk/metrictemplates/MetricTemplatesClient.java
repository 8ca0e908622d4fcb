package io.dgq.sdk.metrictemplates;

import io.dgq.sdk.internal.Transport;

/**
 * Metric templates: the operations of {@code /api/v1/metrics/template}. Reached through {@code client.metricTemplates()}. Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class MetricTemplatesClient {

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
     * The operations of {@link MetricTemplatesClient} answering the whole envelope ({@link io.dgq.sdk.DgqResponse}).
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }
    }
}
