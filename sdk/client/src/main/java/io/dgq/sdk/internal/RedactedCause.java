package io.dgq.sdk.internal;

/**
 * The cause of an SDK exception, with the API token and anything shaped as a JSON Web Token taken out of its
 * message: a parser's exception quotes the text it stopped at, which a hostile or echoing server may have filled
 * with the token. The original's class is named in the message and its stack trace kept. Internal.
 */
public final class RedactedCause extends Exception {

    private static final long serialVersionUID = 1L;

    private RedactedCause(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * Returns a cause fit to attach to an SDK exception.
     *
     * @param cause the cause, or {@code null}
     * @param secret the API token the call sent, or {@code null}
     * @return the cause itself when no message in its chain holds a token, otherwise a copy of the chain with the
     *     tokens replaced; {@code null} for {@code null}
     */
    public static Throwable of(Throwable cause, String secret) {
        if (cause == null || !holdsToken(cause, secret)) {
            return cause;
        }
        return copy(cause, secret, 0);
    }

    private static boolean holdsToken(Throwable cause, String secret) {
        int depth = 0;
        for (Throwable t = cause; t != null && depth < 16; t = t.getCause(), depth++) {
            String message = t.getMessage();
            if (message != null && !ErrorAnswers.redact(message, secret).equals(message)) {
                return true;
            }
        }
        return false;
    }

    private static Throwable copy(Throwable t, String secret, int depth) {
        Throwable next =
                t.getCause() == null || t.getCause() == t || depth >= 16 ? null : copy(t.getCause(), secret, depth + 1);
        String message = t.getMessage();
        RedactedCause copy = new RedactedCause(
                t.getClass().getName() + (message == null ? "" : ": " + ErrorAnswers.quoted(message, secret)), next);
        copy.setStackTrace(t.getStackTrace());
        return copy;
    }
}
