// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.AuthOperations.AUTH_CREATE_ACCESS_TOKEN;

import io.dgq.sdk.auth.AccessToken;
import io.dgq.sdk.auth.AccessTokenCreateRequest;
import io.dgq.sdk.auth.AuthAsyncClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link AuthAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.AuthOperations}, and runs the call. Thread-safe. Internal.
 */
public final class AuthAsyncClientImpl implements AuthAsyncClient {
    private final CallPipeline pipeline;

    private final AuthAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public AuthAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public AuthAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<AccessToken> createAccessToken(AccessTokenCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(AUTH_CREATE_ACCESS_TOKEN.bind(request, options));
    }

    @Override
    public String toString() {
        return "AuthAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements AuthAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<AccessToken>> createAccessToken(
                AccessTokenCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(AUTH_CREATE_ACCESS_TOKEN.bind(request, options));
        }

        @Override
        public String toString() {
            return "AuthAsyncClient.WithRawResponse";
        }
    }
}
