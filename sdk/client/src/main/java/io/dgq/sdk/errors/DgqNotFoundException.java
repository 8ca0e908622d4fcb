package io.dgq.sdk.errors;

/**
 * The record or path does not exist (HTTP 404).
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
}
