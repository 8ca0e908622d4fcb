package io.dgq.sdk.errors;

/**
 * The write conflicts with the record's current state (HTTP 409).
 */
public class DgqConflictException extends DgqException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for an answer.
     *
     * @param failure the answer
     */
    public DgqConflictException(HttpFailure failure) {
        super(failure, null);
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqConflictException(DgqConflictException original, CallName call) {
        super(original, call);
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqConflictException.class ? new DgqConflictException(this, call) : null;
    }
}
