package io.dgq.server.internal.transport.http2;

import java.util.Objects;

/**
 * One header field as decoded: name and value as octets read in ISO-8859-1 (lossless: each char is one octet).
 *
 * <p>{@link #toString()} shows the name and the value's length only, as a value may be a credential.
 *
 * @param name the field name, as sent (HTTP/2 requires it in lower case; checking that is the caller's concern)
 * @param value the field value, as sent
 */
record Http2Header(String name, String value) {

    /** Refuses a null name or value. */
    Http2Header {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
    }

    /** The name and the value's length, never the value itself. */
    @Override
    public String toString() {
        return name + ": (" + value.length() + " octets)";
    }
}
