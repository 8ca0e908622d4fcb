package io.dgq.sdk.errors;

/**
 * The server failed (HTTP 5xx). Safe calls were already retried; quote the correlation id to support.
 */
public class DgqServerException extends DgqException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for an answer.
     *
     * @param failure the answer
     */
    public DgqServerException(HttpFailure failure) {
        super(failure, null);
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqServerException(DgqServerException original, CallName call) {
        super(original, call);
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqServerException.class ? new DgqServerException(this, call) : null;
    }
}
