// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.auth;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import java.util.concurrent.CompletableFuture;

/**
 * Access tokens without waiting: the asynchronous twin of {@link AuthClient}, with the same operations, routes, retries
 * and errors. Reached through {@code client.async().auth()}; {@code client.async().withRawResponse().auth()} answers
 * the whole envelope. Each method starts the call and returns a {@link CompletableFuture} of what the blocking method
 * returns ({@code Void} for nothing), failing with the exceptions it throws; a bad argument throws
 * {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface AuthAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates an access token without waiting: the asynchronous
     * {@link AuthClient#createAccessToken(AccessTokenCreateRequest, RequestOptions)}.
     *
     * @param request the token's fields; {@code generated_for} and {@code expired_at} are required
     * @param options the call's options
     * @return a future of the token record with its JWT; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<AccessToken> createAccessToken(AccessTokenCreateRequest request, RequestOptions options);

    /**
     * Creates an access token without waiting, with the client's options.
     *
     * @param request the token's fields; {@code generated_for} and {@code expired_at} are required
     * @return a future of the token record with its JWT
     * @see #createAccessToken(AccessTokenCreateRequest, RequestOptions)
     */
    default CompletableFuture<AccessToken> createAccessToken(AccessTokenCreateRequest request) {
        return createAccessToken(request, RequestOptions.none());
    }

    /** The {@link AuthAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates an access token without waiting, answering the whole envelope.
         *
         * @param request the token's fields; {@code generated_for} and {@code expired_at} are required
         * @param options the call's options
         * @return a future of the envelope holding the token record with its JWT
         * @see AuthAsyncClient#createAccessToken(AccessTokenCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<AccessToken>> createAccessToken(
                AccessTokenCreateRequest request, RequestOptions options);
    }
}
