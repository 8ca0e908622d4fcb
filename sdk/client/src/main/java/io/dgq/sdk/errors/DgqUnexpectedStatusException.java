package io.dgq.sdk.errors;

/**
 * The server answered with an error status that has no dedicated exception (for example 405, 413 or 415).
 */
public class DgqUnexpectedStatusException extends DgqException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for an answer.
     *
     * @param failure the answer
     */
    public DgqUnexpectedStatusException(HttpFailure failure) {
        super(failure, null);
    }

    /**
     * Creates the exception for an answer, with a message of the caller's.
     *
     * @param message what the answer was and what to do
     * @param failure the answer
     */
    DgqUnexpectedStatusException(String message, HttpFailure failure) {
        super(message, failure, null);
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqUnexpectedStatusException(DgqUnexpectedStatusException original, CallName call) {
        super(original, call);
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqUnexpectedStatusException.class ? new DgqUnexpectedStatusException(this, call) : null;
    }
}
