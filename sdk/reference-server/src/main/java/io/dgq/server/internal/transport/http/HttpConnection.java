package io.dgq.server.internal.transport.http;

import io.dgq.server.internal.support.LazyLogger;
import io.dgq.server.internal.transport.TransportAnswer;
import io.dgq.server.internal.transport.TransportRefusal;
import io.dgq.server.internal.transport.TransportRequest;
import io.dgq.server.internal.transport.http2.Http2Connection;
import io.dgq.server.internal.transport.tls.TlsSuites;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/**
 * Serves one accepted connection on a thread of its own: requests one after the other (kept alive, pipelined
 * requests answered in order), each head and body read within its deadline, until the client closes, asks to
 * close, stays idle too long, or sends something the server refuses.
 */
final class HttpConnection implements Runnable {

    private static final System.Logger LOG = LazyLogger.of(HttpConnection.class);
    private static final byte[] NO_BODY = new byte[0];
    /** The first byte of a TLS connection: a handshake record. */
    private static final int TLS_HANDSHAKE_RECORD = 0x16;
    /** The longest wait for a client to stop sending after an answer that closes the connection. */
    private static final long LINGER_MILLIS = 2000;

    private final HttpTransport transport;
    private final HttpOptions options;
    /** The accepted socket, then, on a TLS transport, the TLS socket over it. */
    private volatile Socket socket;

    private final long acceptedAt;
    private final String clientAddress;
    /** While an answer is written: the {@link System#nanoTime()} by which it must be written; otherwise 0. */
    private volatile long writeDeadline;
    /** The idle time an injected fault set for after the answer just written; {@code null} for the options'. */
    private Duration nextIdle;
    /** The connection's input once its thread has started; {@code null} before. */
    private volatile HttpInput input;
    /**
     * The {@link System#nanoTime()} (odd) since which the HTTP/1.1 connection waits for its next request after an
     * answer, 0 while it reads or answers one.
     */
    private volatile long idleSince;
    /** The HTTP/2 connection once the connection speaks HTTP/2; {@code null} while it speaks HTTP/1.1. */
    private volatile Http2Connection http2;

    HttpConnection(HttpTransport transport, Socket socket, long acceptedAt) {
        this.transport = transport;
        this.options = transport.options();
        this.socket = socket;
        this.acceptedAt = acceptedAt;
        this.clientAddress = socket.getInetAddress().getHostAddress();
    }

    @Override
    public void run() {
        try {
            serve();
        } catch (IOException e) {
            // the client went away, or its connection was closed by a deadline or by the server's close
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "Serving a connection failed; it is closed", e);
        } catch (OutOfMemoryError e) {
            abort();
            transport.outOfMemory(e, "serving a connection");
        } finally {
            abort();
            transport.ended(this);
        }
    }

    /** Closes the connection now; a thread blocked on it wakes up with an exception. */
    void abort() {
        Http2Connection h2 = http2;
        if (h2 != null) {
            h2.abort();
        }
        try {
            socket.close();
        } catch (IOException e) {
            // already closed
        }
    }

    /** Closes the connection when an answer has taken longer to write than the deadline allows. */
    void checkWriteDeadline(long now) {
        Http2Connection h2 = http2;
        if (h2 != null) {
            h2.checkDeadlines(now);
        }
        long deadline = writeDeadline;
        if (deadline != 0 && now - deadline > 0) {
            abort();
        }
    }

    /** Whether the client has not sent a single byte yet. */
    boolean silent() {
        HttpInput in = input;
        return in == null || !in.received();
    }

    /**
     * The {@link System#nanoTime()} (odd) since which the connection is idle, 0 while it is not: an HTTP/1.1
     * connection kept alive after an answer until its next request arrives, or an HTTP/2 connection with no open
     * stream.
     */
    long idleSince() {
        Http2Connection h2 = http2;
        return h2 != null ? h2.idleSince() : idleSince;
    }

    /** The {@link System#nanoTime()} at which the connection was accepted. */
    long acceptedAt() {
        return acceptedAt;
    }

    private void serve() throws IOException {
        if (transport.tls() != null && !secure()) {
            return;
        }
        HttpInput in = new HttpInput(socket, transport.bodyBudget());
        input = in;
        try {
            if (options.http2()) {
                boolean negotiated = socket instanceof SSLSocket secure && "h2".equals(secure.getApplicationProtocol());
                boolean preface = in.preface(
                        Http2Connection.PREFACE,
                        acceptedAt + options.headTimeout().toNanos());
                if (negotiated || preface) {
                    if (preface) {
                        serveHttp2(in);
                    }
                    return; // h2 negotiated, but no preface: not HTTP/2, and HTTP/1.1 was not chosen
                }
            }
            serve(in, new HttpOutput(socket.getOutputStream()));
        } finally {
            in.releaseAll();
        }
    }

    /** Serves the connection as HTTP/2, its preface read: negotiated by ALPN, or sent with prior knowledge. */
    private void serveHttp2(HttpInput in) throws IOException {
        Http2Connection h2 = new Http2Connection(transport.http2(), socket, in.rest(), clientAddress);
        http2 = h2;
        if (transport.closing()) {
            h2.abort();
            return;
        }
        h2.serve();
    }

    private void serve(HttpInput in, HttpOutput out) throws IOException {
        long headDeadline = acceptedAt + options.headTimeout().toNanos();
        while (true) {
            HttpHead head;
            try {
                byte[] bytes = in.readHead(headDeadline, options.maxHeadBytes());
                if (bytes == null) {
                    return;
                }
                head = HttpHead.parse(bytes, options.maxHeaderCount());
                in.holdHead(bytes.length);
            } catch (SocketTimeoutException e) {
                if (in.partial()) {
                    refuse(in, out, TransportRefusal.requestTimeout("request line and headers", options.headTimeout()));
                }
                return;
            } catch (TransportRefusal e) {
                refuse(in, out, e);
                return;
            }
            boolean open;
            try {
                open = answer(head, in, out);
            } finally {
                in.releaseBody();
            }
            if (!open) {
                return;
            }
            in.shrink();
            Duration idle = nextIdle != null ? nextIdle : options.idleTimeout();
            nextIdle = null;
            idleSince = System.nanoTime() | 1;
            try {
                if (!in.await(System.nanoTime() + idle.toNanos())) {
                    return;
                }
            } finally {
                idleSince = 0;
            }
            headDeadline = System.nanoTime() + options.headTimeout().toNanos();
        }
    }

    /** Reads the body of a request and answers it; whether the connection stays open. */
    private boolean answer(HttpHead head, HttpInput in, HttpOutput out) throws IOException {
        long limit = Math.min(options.maxBodyBytes(), Integer.MAX_VALUE - 16);
        byte[] body = NO_BODY;
        boolean overLimit = head.contentLength() > limit;
        if (!overLimit && head.hasBody()) {
            if (head.expectContinue()) {
                writing(() -> out.sendContinue());
            }
            long deadline = System.nanoTime() + options.bodyTimeout().toNanos();
            try {
                body = head.chunked()
                        ? in.readChunked(limit, deadline, options.maxHeadBytes())
                        : in.readBody(head.contentLength(), deadline);
            } catch (SocketTimeoutException e) {
                refuse(in, out, TransportRefusal.requestTimeout("request body", options.bodyTimeout()));
                return false;
            } catch (TransportRefusal e) {
                refuse(in, out, e);
                return false;
            }
            if (body == null) {
                overLimit = true;
                body = NO_BODY;
            }
        }
        TransportAnswer response = transport.handle(new TransportRequest(
                head.method(),
                head.rawPath(),
                head.headers(),
                body,
                overLimit,
                head.rawQuery(),
                clientAddress,
                head.protocol()));
        if (response.delivery() != TransportAnswer.Delivery.WHOLE) {
            writing(() -> out.sendBroken(response));
            return false;
        }
        if (response.tail() != null) {
            writing(() -> out.sendStreamed(
                    response,
                    () -> writeDeadline =
                            System.nanoTime() + options.bodyTimeout().toNanos() | 1));
            linger(in);
            return false;
        }
        boolean close = overLimit || !head.keepAlive() || transport.closing();
        nextIdle = response.idleClose();
        long pacing =
                response.bytesPerSecond() > 0 ? response.body().length * 1_000_000_000L / response.bytesPerSecond() : 0;
        writing(pacing, () -> out.send(response, head.method().equals("HEAD"), close));
        if (close) {
            linger(in);
        }
        return !close;
    }

    /**
     * Speaks TLS on the accepted socket: reads the first byte within the head deadline, answers a plain-HTTP
     * request with a clear 400 (in plain HTTP, which such a client reads), else makes the handshake, with the same
     * deadline watched by the transport, so that a client that stalls it holds only this thread.
     *
     * @return whether the handshake is made and requests can be read
     */
    private boolean secure() throws IOException {
        Socket plain = socket;
        long deadline = acceptedAt + options.headTimeout().toNanos();
        writeDeadline = deadline | 1;
        try {
            plain.setSoTimeout((int) Math.max(1, options.headTimeout().toMillis()));
            int first;
            try {
                first = plain.getInputStream().read();
            } catch (SocketTimeoutException e) {
                return false;
            }
            if (first < 0) {
                return false;
            }
            if (first != TLS_HANDSHAKE_RECORD) {
                HttpInput in = new HttpInput(plain, transport.bodyBudget());
                input = in;
                try {
                    in.unread(first);
                    refuse(
                            in,
                            new HttpOutput(plain.getOutputStream()),
                            TransportRefusal.badRequest(
                                    "This port speaks HTTPS (TLS): use an https:// URL, not http://"));
                } finally {
                    in.releaseAll();
                }
                return false;
            }
            SSLSocket secure = (SSLSocket)
                    transport.tls().createSocket(plain, new ByteArrayInputStream(new byte[] {(byte) first}), true);
            secure.setUseClientMode(false);
            SSLParameters parameters = secure.getSSLParameters();
            TlsSuites.restrict(parameters);
            if (options.http2()) {
                parameters.setApplicationProtocols(new String[] {"h2", "http/1.1"});
            }
            secure.setSSLParameters(parameters);
            socket = secure;
            try {
                secure.startHandshake();
            } catch (SSLException e) {
                return false; // a client that does not trust the certificate, or speaks no common protocol
            }
            return true;
        } finally {
            writeDeadline = 0;
        }
    }

    /** Answers a request the server refuses with an error envelope, then closes the connection. */
    private void refuse(HttpInput in, HttpOutput out, TransportRefusal error) throws IOException {
        TransportAnswer response = transport.errorResponse(error);
        writing(() -> out.send(response, false, true));
        linger(in);
    }

    /**
     * Stops sending, then reads what the client still sends for a moment before the connection closes, so that a
     * client still sending its body reads the answer rather than a reset.
     */
    private void linger(HttpInput in) throws IOException {
        if (socket instanceof SSLSocket) {
            socket.getOutputStream().flush(); // TLS has no half-close: the client reads the answer, then closes
        } else {
            socket.shutdownOutput();
        }
        in.drain(Math.min(LINGER_MILLIS, options.bodyTimeout().toMillis()));
    }

    private interface Write {
        void run() throws IOException;
    }

    private void writing(Write write) throws IOException {
        writing(0, write);
    }

    /** Writes within the body timeout plus {@code extraNanos} (the time a paced answer needs). */
    private void writing(long extraNanos, Write write) throws IOException {
        writeDeadline = System.nanoTime() + options.bodyTimeout().toNanos() + extraNanos | 1;
        try {
            write.run();
        } finally {
            writeDeadline = 0;
        }
    }
}
