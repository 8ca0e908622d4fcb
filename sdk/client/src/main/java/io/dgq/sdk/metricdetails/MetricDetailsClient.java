package io.dgq.sdk.metricdetails;

import io.dgq.sdk.internal.Transport;

/**
 * Metric details (metrics assigned to assets): the operations of {@code /api/v1/metrics/detail}. Reached through {@code client.metricDetails()}. Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class MetricDetailsClient {

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.metricDetails()}.
     *
     * @param transport the client's transport
     */
    public MetricDetailsClient(Transport transport) {
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
     * The operations of {@link MetricDetailsClient} answering the whole envelope ({@link io.dgq.sdk.DgqResponse}).
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }
    }
}
