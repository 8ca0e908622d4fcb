package io.dgq.sdk.http;

import java.io.Closeable;
import java.io.InputStream;

/**
 * An answer a {@link HttpTransport} received: its status line and headers, and its body as a stream that arrives
 * while it is read. The SDK reads the body within its budgets and closes the answer; closing it before the body is
 * read to its end releases the connection (or stream) without reading the rest. Not thread-safe.
 */
public interface HttpResponse extends Closeable {

    /** {@return the HTTP status code} */
    int statusCode();

    /** {@return the header fields} */
    HttpHeaders headers();

    /** {@return the body's length as announced ({@code Content-Length}), or -1 when unknown} */
    long contentLength();

    /**
     * Returns the body as it arrives. Called once; a read that fails is a failure of the connection.
     *
     * @return the body, empty when there is none
     */
    InputStream body();

    /**
     * Returns the protocol the answer came by, as ALPN names it: {@code http/1.1}, {@code h2}, or {@code h2c} for
     * HTTP/2 over cleartext.
     *
     * @return the protocol
     */
    String protocol();

    /** Releases the answer and its connection, without reading what is left of its body. Never throws. */
    @Override
    void close();
}
