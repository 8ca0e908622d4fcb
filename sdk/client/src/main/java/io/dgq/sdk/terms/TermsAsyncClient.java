package io.dgq.sdk.terms;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.operations.CrudAsyncOperations;
import io.dgq.sdk.operations.ExportAsyncOperation;
import io.dgq.sdk.operations.ResourceClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Terms without waiting: the asynchronous twin of {@link TermsClient}, with the same operations, routes, retries and
 * errors. Reached through {@code client.async().terms()}; {@code client.async().withRawResponse().terms()} answers the
 * whole envelope. Each method starts the call and returns a {@link CompletableFuture} of what the blocking method
 * returns ({@code Void} for nothing), failing with the exceptions it throws; a bad argument throws {@link
 * IllegalArgumentException} at once. Thread-safe.
 */
public interface TermsAsyncClient
        extends ResourceClient<TermsAsyncClient.WithRawResponse>,
                CrudAsyncOperations<Term, TermCreateRequest, TermListItem, TermUpdateRequest>,
                ExportAsyncOperation<TermListItem> {

    /**
     * Lists every active term, unpaged, without waiting: the asynchronous {@link TermsClient#active(RequestOptions)}.
     *
     * @param options the call's options
     * @return a future of the active terms, in the server's order; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<List<TermListItem>> active(RequestOptions options);

    /**
     * Lists every active term, unpaged, without waiting, with the client's options.
     *
     * @return a future of the active terms, in the server's order
     * @see #active(RequestOptions)
     */
    default CompletableFuture<List<TermListItem>> active() {
        return active(RequestOptions.none());
    }

    /** The {@link TermsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CrudAsyncOperations.Raw<Term, TermCreateRequest, TermListItem, TermUpdateRequest>,
                    ExportAsyncOperation.Raw<TermListItem> {

        /**
         * Lists every active term, unpaged, without waiting, answering the whole envelope.
         *
         * @param options the call's options
         * @return a future of the envelope
         * @see TermsClient.WithRawResponse#active(RequestOptions)
         */
        CompletableFuture<DgqResponse<List<TermListItem>>> active(RequestOptions options);
    }
}
