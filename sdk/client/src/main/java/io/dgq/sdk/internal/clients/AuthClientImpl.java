// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.AuthOperations.AUTH_CREATE_ACCESS_TOKEN;

import io.dgq.sdk.auth.AccessToken;
import io.dgq.sdk.auth.AccessTokenCreateRequest;
import io.dgq.sdk.auth.AuthClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.BlockingCalls;

/**
 * The {@link AuthClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.AuthOperations}, and runs the call. Thread-safe. Internal.
 */
public final class AuthClientImpl implements AuthClient {
    private final BlockingCalls calls;

    private final AuthClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param calls runs each bound call
     */
    public AuthClientImpl(BlockingCalls calls) {
        this.calls = calls;
        this.raw = new Raw(calls);
    }

    @Override
    public AuthClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public AccessToken createAccessToken(AccessTokenCreateRequest request, RequestOptions options) {
        return calls.plain(AUTH_CREATE_ACCESS_TOKEN.bind(request, options));
    }

    @Override
    public String toString() {
        return "AuthClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements AuthClient.WithRawResponse {
        private final BlockingCalls calls;

        Raw(BlockingCalls calls) {
            this.calls = calls;
        }

        @Override
        public DgqResponse<AccessToken> createAccessToken(AccessTokenCreateRequest request, RequestOptions options) {
            return calls.envelope(AUTH_CREATE_ACCESS_TOKEN.bind(request, options));
        }

        @Override
        public String toString() {
            return "AuthClient.WithRawResponse";
        }
    }
}
