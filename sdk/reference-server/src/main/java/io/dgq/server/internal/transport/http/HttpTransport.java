package io.dgq.server.internal.transport.http;

import io.dgq.server.internal.support.LazyLogger;
import io.dgq.server.internal.transport.TransportAnswer;
import io.dgq.server.internal.transport.TransportHandler;
import io.dgq.server.internal.transport.TransportRefusal;
import io.dgq.server.internal.transport.TransportRequest;
import io.dgq.server.internal.transport.http2.Http2Host;
import io.dgq.server.internal.transport.http2.Http2Options;
import io.dgq.server.internal.transport.tls.TlsSuites;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/**
 * Serves requests over HTTP/1.1 and HTTP/2 on plain blocking sockets: one thread accepts connections and each
 * connection is served by a thread of its own (an HTTP/2 connection's streams answered on threads of their own), so a
 * slow or stalled client holds only its own thread, until its deadline closes it. At
 * {@link HttpOptions#maxConnections()} open connections (or out of sockets) a connection is closed to make room: the
 * oldest that has not sent a byte yet, else the one idle the longest (an HTTP/1.1 connection kept alive after an
 * answer, an HTTP/2 connection with no open stream); when there is none, a new one is answered 503 (inside TLS on a
 * TLS port) and closed. Every accepted socket has TCP_NODELAY; nothing JVM-wide is configured.
 */
public final class HttpTransport implements AutoCloseable {

    private static final System.Logger LOG = LazyLogger.of(HttpTransport.class);
    private static final int BACKLOG = 1024;
    private static final long REJECT_LINGER_MILLIS = 200;
    /** The longest a refused client may take over its TLS handshake before it is simply closed. */
    private static final long REJECT_HANDSHAKE_MILLIS = 1000;

    private final HttpOptions options;
    private final TransportHandler handler;
    private final ServerSocket server;
    private final Set<HttpConnection> connections = ConcurrentHashMap.newKeySet();
    private final AtomicInteger open = new AtomicInteger();
    private final BodyBudget bodyBudget;
    private final ExecutorService workers = Executors.newCachedThreadPool(daemons("dgq-http-"));
    private final ThreadPoolExecutor rejecter = new ThreadPoolExecutor(
            1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(64), daemons("dgq-http-reject-"));
    private final Thread acceptor;
    private final Thread reaper;
    private final SSLSocketFactory tls;
    private final Http2Host http2;
    private final BooleanSupplier answersWithoutWaiting;
    private volatile boolean closed;

    /** Starts serving plain HTTP, each request answered on a worker thread. */
    public HttpTransport(String host, int port, HttpOptions options, TransportHandler handler) throws IOException {
        this(host, port, options, handler, null, () -> false);
    }

    /**
     * Starts serving; with a TLS context, every connection speaks TLS, its handshake made on the connection's own
     * thread within the head deadline, so that a stalled handshake holds only that thread. {@code
     * answersWithoutWaiting} tells whether the handler answers now without waiting (no injected delay can apply), so
     * that an HTTP/2 connection's reading thread may run it itself.
     */
    public HttpTransport(
            String host,
            int port,
            HttpOptions options,
            TransportHandler handler,
            SSLContext tls,
            BooleanSupplier answersWithoutWaiting)
            throws IOException {
        this.answersWithoutWaiting = answersWithoutWaiting;
        this.options = options;
        this.http2 = new Host();
        this.tls = tls == null ? null : tls.getSocketFactory();
        this.bodyBudget = new BodyBudget(
                options.maxBodyBytesInFlight() > 0 ? options.maxBodyBytesInFlight() : BodyBudget.defaultCapacity());
        this.handler = handler;
        this.server = new ServerSocket();
        try {
            server.bind(new InetSocketAddress(host, port), BACKLOG);
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        }
        this.acceptor = daemons("dgq-http-acceptor").newThread(this::acceptLoop);
        this.reaper = daemons("dgq-http-deadlines").newThread(this::reapLoop);
        acceptor.start();
        reaper.start();
    }

    public int port() {
        return server.getLocalPort();
    }

    /** The budget of request bytes in memory that every connection of this transport shares. */
    BodyBudget bodyBudget() {
        return bodyBudget;
    }

    HttpOptions options() {
        return options;
    }

    /** The factory that wraps an accepted socket in TLS; {@code null} when the transport speaks plain HTTP. */
    SSLSocketFactory tls() {
        return tls;
    }

    /** What an HTTP/2 connection of this transport answers with. */
    Http2Host http2() {
        return http2;
    }

    /** Whether the server is closing, so that answers announce the connection's close. */
    boolean closing() {
        return closed;
    }

    /** Stops accepting, closes every connection and waits a moment for their threads to end. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            server.close();
        } catch (IOException e) {
            // closing anyway
        }
        connections.forEach(HttpConnection::abort);
        workers.shutdown();
        rejecter.shutdownNow();
        reaper.interrupt();
        try {
            acceptor.join(2000);
            workers.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Answers one request with the handler. */
    TransportAnswer handle(TransportRequest request) {
        return handler.handle(request);
    }

    /** The error envelope of a request the transport refuses before the handler sees it. */
    TransportAnswer errorResponse(TransportRefusal error) {
        return handler.refuse(error);
    }

    /** Called by a connection's thread as it ends. */
    void ended(HttpConnection connection) {
        if (connections.remove(connection)) {
            open.decrementAndGet();
        }
    }

    /** Applies the out-of-memory policy, once the connection where it happened is closed. */
    void outOfMemory(OutOfMemoryError error, String where) {
        if (options.onOutOfMemory() != null) {
            options.onOutOfMemory().accept(error);
            return;
        }
        try {
            LOG.log(
                    System.Logger.Level.ERROR,
                    "Out of memory while " + where
                            + "; that connection is closed and the server goes on serving the others",
                    error);
        } catch (Throwable ignored) {
            // nothing more can be done without memory
        }
    }

    private void acceptLoop() {
        while (!closed) {
            Socket socket = null;
            try {
                socket = server.accept();
                accepted(socket, System.nanoTime());
            } catch (IOException e) {
                if (!closed && !closeOldestSilent() && !closeLongestIdle()) {
                    pause(); // such as too many open files: wait for connections to close rather than spin
                }
            } catch (OutOfMemoryError e) {
                closeQuietly(socket);
                outOfMemory(e, "accepting a connection");
                pause();
            } catch (RuntimeException e) {
                closeQuietly(socket);
                LOG.log(System.Logger.Level.ERROR, "Accepting a connection failed", e);
            }
        }
    }

    private void accepted(Socket socket, long now) throws IOException {
        socket.setTcpNoDelay(true);
        if (closed) {
            socket.close();
            return;
        }
        if (open.incrementAndGet() > options.maxConnections() && !closeOldestSilent() && !closeLongestIdle()) {
            open.decrementAndGet();
            reject(
                    socket,
                    "The server is serving its limit of " + options.maxConnections() + " connections; retry shortly");
            return;
        }
        HttpConnection connection = new HttpConnection(this, socket, now);
        connections.add(connection);
        try {
            workers.execute(connection);
        } catch (RejectedExecutionException | OutOfMemoryError e) {
            // shut down, or no thread could be started (a native limit, not the heap): refused like one too many
            ended(connection);
            reject(socket, "The server cannot take another connection now; retry shortly");
            return;
        }
        if (closed) {
            connection.abort();
        }
    }

    /**
     * Closes the connection, of those open, that was accepted first and has not sent a byte since, so that a
     * client that connects to send a request is served rather than one that connected to hold a slot.
     *
     * @return whether one was closed, its slot (and its socket) given back
     */
    private boolean closeOldestSilent() {
        HttpConnection oldest = null;
        for (HttpConnection connection : connections) {
            if (connection.silent() && (oldest == null || connection.acceptedAt() - oldest.acceptedAt() < 0)) {
                oldest = connection;
            }
        }
        if (oldest == null || !connections.remove(oldest)) {
            return false;
        }
        open.decrementAndGet();
        oldest.abort();
        return true;
    }

    /**
     * Closes the connection, of those open, that has been idle the longest: kept alive after an answer and waiting
     * for the next request, or speaking HTTP/2 with no open stream. A client that holds a slot with an idle
     * connection gives it up to one that has a request to send, as its idle deadline would anyway.
     *
     * @return whether one was closed, its slot (and its socket) given back
     */
    private boolean closeLongestIdle() {
        HttpConnection longest = null;
        long longestSince = 0;
        for (HttpConnection connection : connections) {
            long since = connection.idleSince();
            if (since != 0 && (longest == null || since - longestSince < 0)) {
                longest = connection;
                longestSince = since;
            }
        }
        if (longest == null || !connections.remove(longest)) {
            return false;
        }
        open.decrementAndGet();
        longest.abort();
        return true;
    }

    /**
     * Answers 503 on a connection the server does not serve, on a thread of its own; closes it if that is busy. On a
     * TLS port the answer is sent inside TLS (HTTP/1.1 chosen by ALPN), never as plain text a TLS client cannot read;
     * a client that does not complete the handshake within a second is closed.
     */
    private void reject(Socket socket, String message) {
        TransportAnswer response = errorResponse(TransportRefusal.unavailable(message));
        try {
            rejecter.execute(() -> {
                try (socket) {
                    if (tls != null) {
                        rejectOverTls(socket, response);
                        return;
                    }
                    socket.setSoTimeout((int) REJECT_LINGER_MILLIS);
                    new HttpOutput(socket.getOutputStream()).send(response, false, true);
                    socket.shutdownOutput();
                    new HttpInput(socket, bodyBudget).drain(REJECT_LINGER_MILLIS);
                } catch (IOException e) {
                    // the client is gone
                }
            });
        } catch (RejectedExecutionException e) {
            closeQuietly(socket);
        }
    }

    private void rejectOverTls(Socket plain, TransportAnswer response) throws IOException {
        plain.setSoTimeout((int) REJECT_HANDSHAKE_MILLIS);
        try (SSLSocket secure = (SSLSocket) tls.createSocket(plain, null, true)) {
            secure.setUseClientMode(false);
            SSLParameters parameters = secure.getSSLParameters();
            TlsSuites.restrict(parameters);
            parameters.setApplicationProtocols(new String[] {"http/1.1"});
            secure.setSSLParameters(parameters);
            secure.startHandshake();
            new HttpOutput(secure.getOutputStream()).send(response, false, true);
            secure.setSoTimeout((int) REJECT_LINGER_MILLIS);
            new HttpInput(secure, bodyBudget).drain(REJECT_LINGER_MILLIS);
        }
    }

    /** Closes connections whose answer is not written within the deadline (a client that does not read). */
    private void reapLoop() {
        long period = Math.max(10, Math.min(1000, options.bodyTimeout().toMillis() / 4));
        while (!closed) {
            try {
                Thread.sleep(period);
                long now = System.nanoTime();
                for (HttpConnection connection : connections) {
                    connection.checkWriteDeadline(now);
                }
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException | OutOfMemoryError e) {
                // keep watching; the next round retries
            }
        }
    }

    /** The transport as an HTTP/2 connection sees it. */
    private final class Host implements Http2Host {

        private final Http2Options limits = new Http2Options(
                options.maxBodyBytes(),
                options.headTimeout(),
                options.bodyTimeout(),
                options.idleTimeout(),
                options.maxHeadBytes(),
                options.maxHeaderCount());

        @Override
        public Http2Options options() {
            return limits;
        }

        @Override
        public TransportAnswer handle(TransportRequest request) {
            return handler.handle(request);
        }

        @Override
        public boolean answersWithoutWaiting() {
            return answersWithoutWaiting.getAsBoolean();
        }

        @Override
        public TransportAnswer errorResponse(TransportRefusal error) {
            return HttpTransport.this.errorResponse(error);
        }

        @Override
        public void execute(Runnable work) {
            workers.execute(work);
        }

        @Override
        public boolean takeBody(long bytes) {
            return bodyBudget.tryTake(bytes);
        }

        @Override
        public void giveBody(long bytes) {
            bodyBudget.give(bytes);
        }

        @Override
        public long bodyCapacity() {
            return bodyBudget.capacity();
        }

        @Override
        public String originForm(String target) {
            return HttpHead.originForm(target);
        }

        @Override
        public boolean closing() {
            return closed;
        }
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void closeQuietly(Socket socket) {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException e) {
                // already closed
            }
        }
    }

    private static ThreadFactory daemons(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix.endsWith("-") ? prefix + count.incrementAndGet() : prefix);
            thread.setDaemon(true);
            return thread;
        };
    }
}
