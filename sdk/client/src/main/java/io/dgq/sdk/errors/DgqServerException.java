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
}
