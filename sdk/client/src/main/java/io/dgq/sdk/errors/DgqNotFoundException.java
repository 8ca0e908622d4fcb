package io.dgq.sdk.errors;

/**
 * The record or path does not exist (HTTP 404). When the server has no route for the path at all (usually a
 * wrong base URL), the exception is its subclass {@link DgqRouteNotFoundException}.
 */
public class DgqNotFoundException extends DgqException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception for an answer.
     *
     * @param failure the answer
     */
    public DgqNotFoundException(HttpFailure failure) {
        super(failure, null);
    }

    /**
     * Creates the exception for an answer, with a message of the caller's.
     *
     * @param message what was not found and what to do
     * @param failure the answer
     */
    DgqNotFoundException(String message, HttpFailure failure) {
        super(message, failure, null);
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqNotFoundException(DgqNotFoundException original, CallName call) {
        super(original, call);
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqNotFoundException.class ? new DgqNotFoundException(this, call) : null;
    }
}
