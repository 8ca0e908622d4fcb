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
}
