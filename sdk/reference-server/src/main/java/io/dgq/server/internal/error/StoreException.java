package io.dgq.server.internal.error;

/**
 * A store's refusal, free of HTTP: the resource layer ({@link ApiError#of(StoreException)}) turns it into an answer.
 */
public abstract sealed class StoreException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    StoreException(String message) {
        super(message, null, false, false);
    }

    /** The record is missing or was soft-deleted. */
    public static final class Missing extends StoreException {

        private static final long serialVersionUID = 1L;

        public Missing(String label, String id) {
            super("No " + label + " with id '" + id + "'");
        }
    }

    /** A write would pass the server's capacity; the message names the limit. */
    public static final class Full extends StoreException {

        private static final long serialVersionUID = 1L;

        public Full(String message) {
            super(message);
        }
    }
}
