package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.internal.TokenGuard;

/**
 * Takes the API token for the call from the client's {@link TokenGuard}, which checks it (present, a JWT, not an MCP
 * token, not expired) before any request is sent. The token is kept for the headers and for redaction, never
 * logged. Internal.
 */
final class AuthorizationStage extends PreparingStage {

    private final TokenGuard tokens;

    AuthorizationStage(TokenGuard tokens, CallStage next) {
        super(next);
        this.tokens = tokens;
    }

    /**
     * Takes the token.
     *
     * @throws io.dgq.sdk.errors.DgqAuthenticationException if the token cannot work
     */
    @Override
    void prepare(CallContext<?> call) {
        call.token = tokens.currentToken();
    }
}
