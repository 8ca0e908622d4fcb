package io.dgq.sdk.patterns;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.operations.CrudAsyncOperations;
import io.dgq.sdk.operations.ResourceClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Patterns without waiting: the asynchronous twin of {@link PatternsClient}, with the same operations, routes, retries
 * and errors. Reached through {@code client.async().patterns()}; {@code client.async().withRawResponse().patterns()}
 * answers the whole envelope. Each method starts the call and returns a {@link CompletableFuture} of what the blocking
 * method returns ({@code Void} for nothing), failing with the exceptions it throws; a bad argument throws {@link
 * IllegalArgumentException} at once. Thread-safe.
 */
public interface PatternsAsyncClient
        extends ResourceClient<PatternsAsyncClient.WithRawResponse>,
                CrudAsyncOperations<Pattern, PatternCreateRequest, Pattern, PatternUpdateRequest> {

    /**
     * Reads the patterns of one attribute, without waiting: the asynchronous {@link PatternsClient#byAttribute(String,
     * RequestOptions)}.
     *
     * @param attributeId the attribute's id
     * @param options the call's options
     * @return a future of the attribute's patterns, unpaged; empty when it has none; it fails as the blocking method
     * throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<List<Pattern>> byAttribute(String attributeId, RequestOptions options);

    /**
     * Reads the patterns of one attribute, without waiting, with the client's options.
     *
     * @param attributeId the attribute's id
     * @return a future of the attribute's patterns, unpaged; empty when it has none
     * @see #byAttribute(String, RequestOptions)
     */
    default CompletableFuture<List<Pattern>> byAttribute(String attributeId) {
        return byAttribute(attributeId, RequestOptions.none());
    }

    /**
     * Reads the patterns of every asset linked to a term, without waiting: the asynchronous {@link
     * PatternsClient#byTerm(String, RequestOptions)}.
     *
     * @param termId the term's id
     * @param options the call's options
     * @return a future of the patterns of the term's linked assets, unpaged; empty when there are none; it fails as the
     * blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<List<Pattern>> byTerm(String termId, RequestOptions options);

    /**
     * Reads the patterns of every asset linked to a term, without waiting, with the client's options.
     *
     * @param termId the term's id
     * @return a future of the patterns of the term's linked assets, unpaged; empty when there are none
     * @see #byTerm(String, RequestOptions)
     */
    default CompletableFuture<List<Pattern>> byTerm(String termId) {
        return byTerm(termId, RequestOptions.none());
    }

    /** The {@link PatternsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CrudAsyncOperations.Raw<Pattern, PatternCreateRequest, Pattern, PatternUpdateRequest> {

        /**
         * Reads the patterns of one attribute, without waiting, answering the whole envelope.
         *
         * @param attributeId the attribute's id
         * @param options the call's options
         * @return a future of the envelope
         * @see PatternsClient.WithRawResponse#byAttribute(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<List<Pattern>>> byAttribute(String attributeId, RequestOptions options);

        /**
         * Reads the patterns of every asset linked to a term, without waiting, answering the whole envelope.
         *
         * @param termId the term's id
         * @param options the call's options
         * @return a future of the envelope
         * @see PatternsClient.WithRawResponse#byTerm(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<List<Pattern>>> byTerm(String termId, RequestOptions options);
    }
}
