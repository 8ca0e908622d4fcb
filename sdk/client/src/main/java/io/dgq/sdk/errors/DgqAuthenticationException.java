package io.dgq.sdk.errors;

/**
 * The API token was refused: by the server (HTTP 401), or by the SDK before any call because it is not a JWT, is an
 * MCP token, or has expired. The message says what is wrong and what to do; it never contains the token.
 */
public class DgqAuthenticationException extends DgqException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for a 401 answer.
     *
     * @param failure the answer
     */
    public DgqAuthenticationException(HttpFailure failure) {
        super(failure, null);
    }

    /**
     * Creates the exception for a token the SDK refused before any call.
     *
     * @param message what is wrong with the token and what to do
     */
    public DgqAuthenticationException(String message) {
        super(message, null);
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqAuthenticationException(DgqAuthenticationException original, CallName call) {
        super(original, call);
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqAuthenticationException.class ? new DgqAuthenticationException(this, call) : null;
    }
}
