package io.dgq.sdk.terms;

import io.dgq.sdk.internal.Transport;

/**
 * Business terms: the operations of {@code /api/v1/governance/term}. Reached through {@code client.terms()}. Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class TermsClient {

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.terms()}.
     *
     * @param transport the client's transport
     */
    public TermsClient(Transport transport) {
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
     * The operations of {@link TermsClient} answering the whole envelope ({@link io.dgq.sdk.DgqResponse}).
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }
    }
}
