package io.dgq.sdk.errors;

/**
 * The server rejected the request's content (HTTP 400 or 422). {@link #details()} names each bad field.
 */
public class DgqValidationException extends DgqException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for an answer.
     *
     * @param failure the answer
     */
    public DgqValidationException(HttpFailure failure) {
        super(failure, null);
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqValidationException(DgqValidationException original, CallName call) {
        super(original, call);
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqValidationException.class ? new DgqValidationException(this, call) : null;
    }
}
