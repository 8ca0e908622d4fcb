package io.dgq.sdk.errors;

/**
 * The server answered, but its body is not the DGQ envelope or does not fit the expected record. The raw body is
 * kept in {@link #rawBody()}.
 */
public class DgqDecodingException extends DgqException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what could not be decoded, naming the method and path
     * @param failure the answer
     * @param cause the parser's exception
     */
    public DgqDecodingException(String message, HttpFailure failure, Throwable cause) {
        super(message, failure, cause);
    }
}
