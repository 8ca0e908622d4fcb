package io.dgq.sdk.patterns;

import io.dgq.sdk.internal.Transport;

/**
 * Patterns (regular expressions that attributes must match): the operations of {@code /api/v1/metrics/pattern}. Reached through {@code client.patterns()}. Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class PatternsClient {

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.patterns()}.
     *
     * @param transport the client's transport
     */
    public PatternsClient(Transport transport) {
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
     * The operations of {@link PatternsClient} answering the whole envelope ({@link io.dgq.sdk.DgqResponse}).
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }
    }
}
