package io.dgq.sdk.operations;

/**
 * A resource client, such as {@link io.dgq.sdk.domains.DomainsClient}: its operations, and a view of the same
 * operations whose methods answer the whole envelope.
 *
 * @param <R> the raw-response view
 */
public interface ResourceClient<R> {

    /** {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.DgqResponse})} */
    R withRawResponse();
}
