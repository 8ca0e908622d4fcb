// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.AuthOperations.AUTH_CREATE_ACCESS_TOKEN;

import io.dgq.sdk.auth.AccessToken;
import io.dgq.sdk.auth.AccessTokenCreateRequest;
import io.dgq.sdk.auth.AuthClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;

/**
 * The {@link AuthClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.AuthOperations}, and runs the call. Thread-safe. Internal.
 */
public final class AuthClientImpl implements AuthClient {
    private final CallPipeline pipeline;

    private final AuthClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public AuthClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public AuthClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public AccessToken createAccessToken(AccessTokenCreateRequest request, RequestOptions options) {
        return pipeline.plain(AUTH_CREATE_ACCESS_TOKEN.bind(request, options));
    }

    @Override
    public String toString() {
        return "AuthClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements AuthClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<AccessToken> createAccessToken(AccessTokenCreateRequest request, RequestOptions options) {
            return pipeline.envelope(AUTH_CREATE_ACCESS_TOKEN.bind(request, options));
        }

        @Override
        public String toString() {
            return "AuthClient.WithRawResponse";
        }
    }
}
