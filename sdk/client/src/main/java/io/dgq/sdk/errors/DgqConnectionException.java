package io.dgq.sdk.errors;

/**
 * The call got no answer: the connection failed, broke, or timed out. Safe calls were already retried.
 */
public class DgqConnectionException extends DgqException {

    private static final long serialVersionUID = 1L;

    /** Whether a timeout ended the call. */
    private final boolean timeout;

    /**
     * Creates the exception.
     *
     * @param message what failed, naming the method and path
     * @param timeout whether a timeout ended the call
     * @param cause the I/O failure
     */
    public DgqConnectionException(String message, boolean timeout, Throwable cause) {
        super(message, cause);
        this.timeout = timeout;
    }

    /** {@return {@code true} when a connect, read or whole-call timeout ended the call} */
    public boolean isTimeout() {
        return timeout;
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqConnectionException(DgqConnectionException original, CallName call) {
        super(original, call);
        this.timeout = original.timeout;
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqConnectionException.class ? new DgqConnectionException(this, call) : null;
    }
}
