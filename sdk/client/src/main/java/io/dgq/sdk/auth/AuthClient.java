// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.auth;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;

/**
 * Access tokens: the operations of {@code /api/v1/auth/access_token/}. Reached through {@code client.auth()};
 * {@code client.withRawResponse().auth()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code createAccessToken}: {@code POST /api/v1/auth/access_token/}
 * </ul>
 */
public interface AuthClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates an access token: {@code POST /api/v1/auth/access_token/}. The trailing slash is part of the route. The
     * answer is the only time the server shows the JWT; an {@link TokenAudience#API} token can build a new client:
     *
     * <pre>{@code
     * AccessToken created = client.auth().createAccessToken(request);
     * DgqClient other = DgqClient.builder().baseUrl(baseUrl).apiToken(created.token()).build();
     * }</pre>
     *
     * @param request the token's fields; {@code generated_for} and {@code expired_at} are required
     * @param options the call's options
     * @return the token record with its JWT
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field (for example an expiry in the
     *     past)
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    AccessToken createAccessToken(AccessTokenCreateRequest request, RequestOptions options);

    /**
     * Creates an access token with the client's options.
     *
     * @param request the token's fields; {@code generated_for} and {@code expired_at} are required
     * @return the token record with its JWT
     * @see #createAccessToken(AccessTokenCreateRequest, RequestOptions)
     */
    default AccessToken createAccessToken(AccessTokenCreateRequest request) {
        return createAccessToken(request, RequestOptions.none());
    }

    /** The {@link AuthClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}). */
    interface WithRawResponse {
        /**
         * Creates an access token, answering the whole envelope.
         *
         * @param request the token's fields; {@code generated_for} and {@code expired_at} are required
         * @param options the call's options
         * @return the envelope holding the token record with its JWT
         * @see AuthClient#createAccessToken(AccessTokenCreateRequest, RequestOptions)
         */
        DgqResponse<AccessToken> createAccessToken(AccessTokenCreateRequest request, RequestOptions options);
    }
}
