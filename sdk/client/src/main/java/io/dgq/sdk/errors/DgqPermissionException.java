package io.dgq.sdk.errors;

/**
 * The token may not perform this call (HTTP 403).
 */
public class DgqPermissionException extends DgqException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for an answer.
     *
     * @param failure the answer
     */
    public DgqPermissionException(HttpFailure failure) {
        super(failure, null);
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqPermissionException(DgqPermissionException original, CallName call) {
        super(original, call);
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqPermissionException.class ? new DgqPermissionException(this, call) : null;
    }
}
