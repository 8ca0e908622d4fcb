package io.dgq.sdk.alertclusters;

import io.dgq.sdk.internal.Transport;

/**
 * Alert clusters: the operations of {@code /api/v1/metrics/alert-cluster}. Reached through {@code client.alertClusters()}. Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class AlertClustersClient {

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.alertClusters()}.
     *
     * @param transport the client's transport
     */
    public AlertClustersClient(Transport transport) {
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
     * The operations of {@link AlertClustersClient} answering the whole envelope ({@link io.dgq.sdk.DgqResponse}).
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }
    }
}
