package io.dgq.server.internal.transport.http2;

/**
 * A header block the decoder refused, with what the connection must answer.
 *
 * <p>Either the block is malformed ({@link #errorCode()} is {@link #COMPRESSION_ERROR}): the decoder's dynamic table
 * is then out of step with the peer's and the connection must end with a GOAWAY of that code (RFC 9113 section 4.3).
 * Or the block is well-formed but its field list is larger than the advertised SETTINGS_MAX_HEADER_LIST_SIZE
 * ({@link #headerListTooLarge()}): the table is still in step, and the caller answers the stream with 431 or resets it
 * with {@link #errorCode()} ({@link #PROTOCOL_ERROR}), keeping the connection.
 *
 * <p>Messages name the rule that was broken and where, never a field's value (which may be a credential).
 */
final class HpackException extends Exception {

    private static final long serialVersionUID = 1L;

    /** HTTP/2's PROTOCOL_ERROR (RFC 9113 section 7), the code of a stream reset for a too-large header list. */
    static final int PROTOCOL_ERROR = 0x1;

    /** HTTP/2's COMPRESSION_ERROR (RFC 9113 section 7): the header block is malformed. */
    static final int COMPRESSION_ERROR = 0x9;

    private final int errorCode;
    private final boolean headerListTooLarge;

    private HpackException(String message, int errorCode, boolean headerListTooLarge) {
        // No stack trace: the exception reports the peer's bytes, not a fault of this code, and is cheap to throw.
        super(message, null, false, false);
        this.errorCode = errorCode;
        this.headerListTooLarge = headerListTooLarge;
    }

    /** A malformed header block: a connection error of type COMPRESSION_ERROR. */
    static HpackException compression(String message) {
        return new HpackException(message, COMPRESSION_ERROR, false);
    }

    /** A well-formed header block whose field list is larger than {@code limit} (name + value + 32 per field). */
    static HpackException headerListTooLarge(long limit) {
        return new HpackException(
                "The header list is larger than the advertised SETTINGS_MAX_HEADER_LIST_SIZE of " + limit + " octets",
                PROTOCOL_ERROR,
                true);
    }

    /** The HTTP/2 error code to answer with: {@link #COMPRESSION_ERROR}, or {@link #PROTOCOL_ERROR} for a list too large. */
    int errorCode() {
        return errorCode;
    }

    /**
     * Whether the block was well-formed but its field list exceeds the advertised limit: the caller answers 431 (or
     * resets the stream) and may keep the connection, as the decoder's dynamic table is still in step with the peer.
     */
    boolean headerListTooLarge() {
        return headerListTooLarge;
    }
}
