package io.dgq.sdk.auth;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.Transport;
import io.dgq.sdk.model.WriteRequest;

/**
 * Access tokens: the operations of {@code /api/v1/auth/access_token/}. Reached through {@code client.auth()}.
 * Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link NullPointerException} before any request when the request is {@code null}.
 */
public final class AuthClient {

    static final Endpoint CREATE_ACCESS_TOKEN = Endpoint.postCreate("/auth/access_token/");

    private static final ResponseType<AccessToken> ACCESS_TOKEN = ResponseType.of(AccessToken.class);

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.auth()}.
     *
     * @param transport the client's transport
     */
    public AuthClient(Transport transport) {
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
     * Creates an access token: {@code POST /api/v1/auth/access_token/} (the trailing slash is part of the route).
     * The answer is the only time the server shows the JWT; an {@link TokenAudience#API} token can build a new
     * client:
     *
     * <pre>{@code
     * AccessToken created = client.auth().createAccessToken(request);
     * DgqClient other = DgqClient.builder().baseUrl(baseUrl).apiToken(created.token()).build();
     * }</pre>
     *
     * @param request the token's fields; {@code generated_for} and {@code expired_at} are required
     * @param options the call's options
     * @return the token record with its JWT
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field (for example an expiry in
     *     the past)
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public AccessToken createAccessToken(AccessTokenCreateRequest request, RequestOptions options) {
        return raw.createAccessToken(request, options).data();
    }

    /**
     * Creates an access token with the client's options.
     *
     * @param request the token's fields
     * @return the token record with its JWT
     * @see #createAccessToken(AccessTokenCreateRequest, RequestOptions)
     */
    public AccessToken createAccessToken(AccessTokenCreateRequest request) {
        return createAccessToken(request, RequestOptions.none());
    }

    /**
     * The access token operations answering the whole envelope ({@link DgqResponse}): message, timestamp,
     * correlation id, status and headers besides the data. Same routes and errors as {@link AuthClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates an access token.
         *
         * @param request the token's fields
         * @param options the call's options
         * @return the envelope holding the token record with its JWT
         * @see AuthClient#createAccessToken(AccessTokenCreateRequest, RequestOptions)
         */
        public DgqResponse<AccessToken> createAccessToken(AccessTokenCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE_ACCESS_TOKEN.bind(WriteRequest.requireRequest(request, "request")),
                    ACCESS_TOKEN, options);
        }
    }
}
