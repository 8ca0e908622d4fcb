package io.dgq.sdk.http.okhttp;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import okhttp3.Connection;
import okhttp3.Interceptor;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.internal.connection.RealConnection;

/**
 * Keeps a request off a pooled connection that the server closed while it sat idle. A server closes idle
 * connections after its own keep-alive (5 s for Apache httpd and Node.js, less for some proxies); OkHttp checks
 * an idle connection's health before a non-GET request only after 10 s of idle, so a create sent after a shorter
 * pause went out on a dead connection and failed with "unexpected end of stream", without reaching the server.
 *
 * <p>Before any byte of a request is written on an HTTP/1.1 connection idle for {@link #CHECKED_AFTER} or more,
 * the socket is read for a millisecond: the end of the stream (the server closed it) or unsolicited bytes (a
 * server's farewell answer) mean the connection is unusable. It is then closed, so that the pool never hands it
 * out again, and the request is sent on another connection, at most {@value #MAX_STALE} times in a row. This is
 * a retry of a request that never left, which RFC 9112 section 9.3.1 allows for any method: it cannot have been
 * applied. A connection that dies after the check, while the request is being written or answered, is not
 * retried here; what happens then is the SDK's retry policy (a create is not sent again).
 *
 * <p>An HTTP/2 connection, negotiated by ALPN ({@code h2}) or with prior knowledge ({@code h2c}), is never read
 * here: its own reader thread holds the socket, so a read would block behind it for as long as the connection is
 * idle, and HTTP/2 tells a closed connection by its GOAWAY frame. Internal.
 */
final class StaleConnections {

    /** Idle time after which a connection is checked before a request is written on it. */
    static final Duration CHECKED_AFTER = Duration.ofMillis(500);

    /** The most dead connections skipped for one request before it fails. */
    static final int MAX_STALE = 8;

    private static final long CHECKED_AFTER_NS = CHECKED_AFTER.toNanos();

    private StaleConnections() {}

    /**
     * Proceeds with a request, again on another connection when the one chosen was found dead before the request
     * was written. For the SDK's application interceptor.
     *
     * @param chain the chain
     * @param request the request
     * @return the answer
     * @throws IOException as {@link Interceptor.Chain#proceed} does; a {@link Stale} after {@value #MAX_STALE}
     *     dead connections in a row
     */
    static Response proceed(Interceptor.Chain chain, Request request) throws IOException {
        for (int skipped = 0; ; skipped++) {
            try {
                return chain.proceed(request);
            } catch (Stale stale) {
                if (skipped + 1 >= MAX_STALE) {
                    throw stale;
                }
            }
        }
    }

    /**
     * Checks the connection a request is about to be written on, in the SDK's network interceptor.
     *
     * @param chain the network chain
     * @throws Stale if the connection was idle long enough to be checked and the server closed it
     */
    static void check(Interceptor.Chain chain) throws Stale {
        Connection connection = chain.connection();
        if (!(connection instanceof RealConnection real)
                || System.nanoTime() - real.getIdleAtNs() < CHECKED_AFTER_NS
                || connection.protocol() == Protocol.HTTP_2
                || connection.protocol() == Protocol.H2_PRIOR_KNOWLEDGE) {
            return;
        }
        Socket socket = connection.socket();
        if (isClosedByPeer(socket)) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closed either way
            }
            throw new Stale();
        }
    }

    /** Reads the socket for a millisecond: the end of the stream, a byte or a failure mean it is unusable. */
    private static boolean isClosedByPeer(Socket socket) {
        if (socket.isClosed() || socket.isInputShutdown() || socket.isOutputShutdown()) {
            return true;
        }
        int timeout;
        try {
            timeout = socket.getSoTimeout();
        } catch (IOException e) {
            return true;
        }
        try {
            socket.setSoTimeout(1);
            InputStream in = socket.getInputStream();
            in.read();
            return true; // the end of the stream, or a byte no request asked for
        } catch (SocketTimeoutException alive) {
            return false;
        } catch (IOException e) {
            return true;
        } finally {
            try {
                socket.setSoTimeout(timeout);
            } catch (IOException e) {
                // the socket is closed: the next use fails and says so
            }
        }
    }

    /** A pooled connection found closed by the server before the request was written on it: never sent. */
    static final class Stale extends IOException {
        private static final long serialVersionUID = 1L;

        Stale() {
            super("the pooled connection was closed by the server; the request was not sent");
        }
    }
}
