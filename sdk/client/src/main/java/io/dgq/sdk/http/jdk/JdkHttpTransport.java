package io.dgq.sdk.http.jdk;

import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.internal.checks.OptionChecks;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.lang.reflect.Method;
import java.net.ProxySelector;
import java.net.SocketTimeoutException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.security.KeyManagementException;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.GZIPInputStream;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * A {@link HttpTransport} on the JDK's own {@link HttpClient}: no dependency, HTTP/2 over TLS by ALPN or HTTP/1.1,
 * and asynchronous exchanges that hold no thread while they wait for their answer (the client's one selector thread
 * does the I/O; a thread of the executor only runs what comes after).
 *
 * <p>The SDK decides retries and redirects: redirects are never followed ({@link HttpClient.Redirect#NEVER}). The JDK
 * client re-sends a request by itself only once, and only in three cases: the connection could not be made; the
 * server refused the HTTP/2 stream (it was not processed); or a pooled HTTP/1.1 connection was found closed before
 * any answer came, which it re-sends for {@code GET} and {@code HEAD} only. It never re-sends a {@code POST}, a
 * {@code PUT}, a {@code PATCH} or a {@code DELETE} unless the JVM-wide system property
 * {@code jdk.httpclient.enableAllMethodRetry} is set, and {@link Builder#build()} refuses to build then.
 *
 * <p>Plain {@code http} is spoken as HTTP/1.1 (no {@code h2c} upgrade, no prior knowledge). At most
 * {@link Builder#maxConcurrentRequests(int)} exchanges are sent at once; the others wait in order, holding no thread.
 * An answer of an announced length up to 128 KiB is received whole before it is handed over; any other body is
 * streamed ({@code BodySubscribers.ofInputStream()}), so the SDK's budgets apply while it arrives. Unless the request
 * names an {@code Accept-Encoding} or a {@code Range}, the transport asks for gzip and decodes a gzip answer as it is
 * read, without its {@code Content-Encoding} and {@code Content-Length}: the budgets count decoded bytes. Built without
 * {@link Builder#executor(Executor)}, the transport makes its own executor and {@link #close()} shuts it down (and,
 * on Java 21 or later, the client). Thread-safe.
 */
public final class JdkHttpTransport implements HttpTransport {

    /** Default connect timeout. */
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    /** Default wait for an answer's status and headers once the request is sent. */
    public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(60);
    /** The system property that makes the JDK client re-send any method; {@link Builder#build()} refuses it. */
    public static final String ALL_METHOD_RETRY_PROPERTY = "jdk.httpclient.enableAllMethodRetry";

    /** Header fields the JDK client sets itself and refuses from a caller; the request's own are left out. */
    private static final Set<String> SET_BY_CLIENT =
            Set.of("connection", "content-length", "expect", "host", "upgrade");

    /** Default of {@link Builder#maxConcurrentRequests(int)}: the least a server should allow (RFC 9113 6.5.2). */
    public static final int DEFAULT_MAX_CONCURRENT_REQUESTS = 100;
    /**
     * Answers of an announced length up to this many bytes are received whole before they are handed over, so that
     * neither an asynchronous call nor a blocking one waits on a thread for their body.
     */
    static final int WHOLE_BODY_MAX_BYTES = 128 * 1024;
    /** The array an answer received whole starts with, when it announces more: it grows as its bytes arrive. */
    static final int FIRST_CHUNK_BYTES = 16 * 1024;
    /** Threads of the JDK client's own executor, when the transport makes it: as many as cores, at least two. */
    private static final int CLIENT_THREADS = Math.max(2, Runtime.getRuntime().availableProcessors());
    /** The compressed bytes a gzip body reads from its stream at a time. */
    private static final int GZIP_BUFFER_BYTES = 8192;

    /** What the JDK client on Java 17 to 20 fails a stream with above the server's limit, before it is sent. */
    private static final String TOO_MANY_STREAMS = "too many concurrent streams";

    private final HttpClient client;
    private final Executor executor;
    private final ExecutorService ownExecutor;
    /** The JDK client's own executor, which this transport made; {@code null} with a caller's executor. */
    private final ExecutorService ownClientExecutor;

    private final Duration readTimeout;
    private final Admission admission;
    /** Set by {@link #close()}: an exchange sent later fails. */
    private volatile boolean closed;

    private JdkHttpTransport(
            HttpClient client,
            Executor executor,
            ExecutorService ownExecutor,
            ExecutorService ownClientExecutor,
            Duration readTimeout,
            int maxConcurrentRequests) {
        this.client = client;
        this.executor = executor;
        this.ownExecutor = ownExecutor;
        this.ownClientExecutor = ownClientExecutor;
        this.readTimeout = readTimeout;
        this.admission = new Admission(maxConcurrentRequests);
    }

    /** {@return a builder} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a transport with the defaults: HTTP/2 where the server offers it, the JVM's trust store} */
    public static JdkHttpTransport create() {
        return builder().build();
    }

    /** {@return the JDK client this transport sends with: it follows no redirect} */
    public HttpClient client() {
        return client;
    }

    @Override
    public Exchange newExchange(HttpRequest request) {
        HttpHeaders headers = request.headers();
        boolean gzip = headers.get("Accept-Encoding") == null && headers.get("Range") == null;
        return new JdkExchange(toJdk(request, gzip), gzip && !"HEAD".equals(request.method()));
    }

    /**
     * Tells, on top of the default, that a connect timeout ({@link HttpConnectTimeoutException}) left the request
     * unsent. A stream the server refused (HTTP/2 {@code REFUSED_STREAM}, or above a {@code GOAWAY}'s last stream)
     * the JDK client sends again by itself on Java 21 or later; on Java 17 it surfaces as a plain
     * {@link IOException}, which is not told unprocessed (the SDK then retries only what may be applied twice). A
     * stream the JDK client on Java 17 to 20 would not open, above the server's limit of concurrent streams ("too
     * many concurrent streams"), was never sent and is told unprocessed.
     */
    @Override
    public boolean isUnprocessed(IOException failure) {
        return HttpTransport.super.isUnprocessed(failure)
                || failure instanceof HttpConnectTimeoutException
                || failure.getCause() instanceof HttpConnectTimeoutException
                || TOO_MANY_STREAMS.equals(failure.getMessage());
    }

    /**
     * Shuts down the executor this transport made, and on Java 21 or later the client itself; an executor given to
     * {@link Builder#executor(Executor)} is left alone.
     */
    @Override
    public void close() {
        closed = true;
        if (ownExecutor == null) {
            return;
        }
        ownExecutor.shutdownNow();
        ownClientExecutor.shutdownNow();
        try {
            Method shutdownNow = HttpClient.class.getMethod("shutdownNow");
            shutdownNow.invoke(client);
        } catch (NoSuchMethodException e) {
            // Java 17: the client's selector thread ends once the client is unreachable.
        } catch (ReflectiveOperationException | RuntimeException e) {
            // Closing never throws; the client's selector thread ends once it is unreachable.
        }
    }

    @Override
    public String toString() {
        return "JdkHttpTransport{" + client.version() + (ownExecutor == null ? ", caller's executor" : "") + "}";
    }

    private java.net.http.HttpRequest toJdk(HttpRequest request, boolean gzip) {
        java.net.http.HttpRequest.Builder builder = java.net.http.HttpRequest.newBuilder(request.uri())
                .timeout(readTimeout)
                .method(
                        request.method(),
                        request.hasBody()
                                ? java.net.http.HttpRequest.BodyPublishers.ofByteArray(request.body())
                                : java.net.http.HttpRequest.BodyPublishers.noBody());
        if ("http".equalsIgnoreCase(request.uri().getScheme())) {
            builder.version(HttpClient.Version.HTTP_1_1);
        }
        HttpHeaders headers = request.headers();
        for (int i = 0; i < headers.size(); i++) {
            String name = headers.name(i);
            if (!SET_BY_CLIENT.contains(name.toLowerCase(Locale.ROOT))) {
                builder.header(name, headers.value(i));
            }
        }
        if (gzip) {
            builder.header("Accept-Encoding", "gzip");
        }
        return builder.build();
    }

    /** Turns what the JDK client failed with into what the SDK reads: timeouts as socket timeouts. */
    static IOException failure(Throwable thrown) {
        Throwable t = thrown;
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        if (t instanceof HttpConnectTimeoutException) {
            return (IOException) t;
        }
        if (t instanceof HttpTimeoutException) {
            SocketTimeoutException timeout = new SocketTimeoutException("timeout");
            timeout.initCause(t);
            return timeout;
        }
        if (t instanceof CancellationException) {
            return new IOException("Canceled", t);
        }
        if (t instanceof IOException) {
            return (IOException) t;
        }
        return new IOException(t.getClass().getSimpleName() + " in the JDK HTTP client", t);
    }

    /**
     * One exchange: admitted below {@link Builder#maxConcurrentRequests(int)} (or queued, holding no thread, until an
     * exchange before it ends), then sent. It holds its place until its answer is received whole, or, for a streamed
     * body, until the answer is closed.
     *
     * <p>A blocking exchange ({@link #execute()}), over plain {@code http} or https, is sent with
     * {@code HttpClient.send} on the calling thread, which waits there: no hand-off to the JVM's common pool.
     * {@link #cancel()} interrupts that thread while it waits in {@code send}, which cancels the exchange; the JDK
     * client's channels are non-blocking, so an interrupt never closes a connection.
     *
     * <p>An asynchronous exchange ({@link #start}) is sent with {@code sendAsync}, whose future is what
     * {@link #cancel()} cancels. Its answer is taken from the body handler as soon as its body is ready and handed to
     * the SDK through the executor (handing it over on the thread that received it measured no faster). An answer
     * received whole then completes the future {@code sendAsync} returned, before the JDK client does: the JDK
     * client's hand-off of that future to the JVM's common pool (on Java 17, a new thread per answer when the common
     * pool has fewer than two threads) finds it complete and runs nothing. A streamed answer's future completes on
     * that pool, and nothing waits for it.
     */
    private final class JdkExchange implements Exchange {
        private final java.net.http.HttpRequest request;
        /** Whether this transport asked for gzip, and decodes a gzip answer's body. */
        private final boolean gzip;
        /** Completes with the answer, or the failure, once the exchange was admitted and sent. */
        private final CompletableFuture<Received> outcome = new CompletableFuture<>();
        /** Whether this exchange holds a place, and whether it gave it back. */
        private final AtomicInteger place = new AtomicInteger(QUEUED);

        /** For a blocking exchange, completes when it has a place; {@code null} for an asynchronous one. */
        private volatile CompletableFuture<Void> admitted;

        private volatile CompletableFuture<?> future;
        /** Whether the answer was received whole: {@link #future} may be completed, see {@link #settle()}. */
        private volatile boolean whole;

        private volatile JdkResponse response;
        private volatile boolean canceled;
        /** The thread waiting in {@code HttpClient.send}, while it waits. Guarded by this exchange. */
        private Thread sender;
        /** Whether {@link #cancel()} interrupted {@link #sender}. Guarded by this exchange. */
        private boolean interruptedByCancel;

        JdkExchange(java.net.http.HttpRequest request, boolean gzip) {
            this.request = request;
            this.gzip = gzip;
        }

        /** Admits the exchange now, or queues it until a place is free. */
        private void send() throws IOException {
            if (canceled) {
                throw new IOException("Canceled");
            }
            if (closed) {
                throw new IOException("the transport is closed");
            }
            if (admission.enter(this) && !launch()) {
                admission.leave(); // canceled meanwhile: the place goes to the next
            }
        }

        /**
         * Sends the exchange on the place it was given; a blocking one is only told that it may send.
         *
         * @return {@code false} if it was canceled before it could be sent, leaving the place to the next
         */
        boolean launch() {
            CompletableFuture<Void> waiting = admitted;
            if (canceled || !place.compareAndSet(QUEUED, HOLDING)) {
                IOException canceledFailure = new IOException("Canceled");
                outcome.completeExceptionally(canceledFailure);
                if (waiting != null) {
                    waiting.completeExceptionally(canceledFailure);
                }
                return false;
            }
            if (waiting != null) {
                waiting.complete(null);
                return true;
            }
            CompletableFuture<?> sent;
            try {
                sent = client.sendAsync(request, this::subscriber);
            } catch (RuntimeException e) {
                // A closed client or executor refuses the exchange.
                leave();
                outcome.completeExceptionally(new IOException("the transport is closed", e));
                return true;
            }
            future = sent;
            settle(); // an answer received whole before sendAsync returned
            CompletableFuture<?> unused = sent.whenComplete((answer, thrown) -> {
                if (thrown != null) {
                    received(null, null, thrown);
                }
            });
            if (canceled) {
                sent.cancel(true);
            }
            return true;
        }

        /**
         * The body handler: an answer of an announced length up to {@link #WHOLE_BODY_MAX_BYTES} is received whole
         * ({@link WholeBody}), any other streamed, which the SDK reads while it arrives, within its budgets.
         */
        private java.net.http.HttpResponse.BodySubscriber<InputStream> subscriber(
                java.net.http.HttpResponse.ResponseInfo info) {
            long length = info.headers().firstValueAsLong("content-length").orElse(-1);
            if (length >= 0 && length <= WHOLE_BODY_MAX_BYTES) {
                return new WholeSubscriber(this::received, info, (int) length);
            }
            java.net.http.HttpResponse.BodySubscriber<InputStream> body =
                    java.net.http.HttpResponse.BodySubscribers.ofInputStream();
            CompletableFuture<?> unused = body.getBody()
                    .toCompletableFuture()
                    .whenComplete((stream, thrown) -> received(info, stream, thrown));
            return body;
        }

        /** Takes the answer, or the failure; a failure, or an answer received whole, ends the exchange's stream. */
        void received(java.net.http.HttpResponse.ResponseInfo info, InputStream body, Throwable thrown) {
            if (thrown != null || body instanceof WholeBody) {
                leave();
            }
            if (thrown != null) {
                outcome.completeExceptionally(thrown);
            } else {
                outcome.complete(new Received(info, body));
            }
            if (body instanceof WholeBody) {
                whole = true;
                settle();
            }
        }

        /**
         * Completes {@code sendAsync}'s future once the answer is received whole, before the JDK client completes it:
         * nothing is left to cancel, and the JDK client's own hand-off of that future to {@code CompletableFuture}'s
         * default executor, which finds it complete, then runs nothing (on Java 17 with fewer than two cores for
         * the common pool, that hand-off starts a thread per answer).
         */
        private void settle() {
            CompletableFuture<?> sent = future;
            if (sent != null && whole) {
                sent.complete(null);
            }
        }

        /** Gives this exchange's place back to the next one waiting, once. */
        void leave() {
            if (place.compareAndSet(HOLDING, LEFT)) {
                admission.leave();
            }
        }

        @Override
        public HttpResponse execute() throws IOException {
            admitted = new CompletableFuture<>();
            send();
            try {
                admitted.get();
            } catch (InterruptedException e) {
                cancel();
                leave();
                throw interrupted(e);
            } catch (ExecutionException | CancellationException e) {
                throw failure(e);
            }
            synchronized (this) {
                if (canceled) {
                    leave();
                    throw new IOException("Canceled");
                }
                sender = Thread.currentThread();
            }
            java.net.http.HttpResponse<InputStream> answer;
            try {
                answer = client.send(request, this::subscriber);
            } catch (InterruptedException e) {
                boolean byCancel = sent();
                leave();
                if (byCancel) {
                    throw new IOException("Canceled", e);
                }
                throw interrupted(e);
            } catch (IOException e) {
                sent();
                leave();
                throw failure(sendFailure(e));
            } catch (RuntimeException e) {
                // A closed client or executor, or a request the JDK client refuses.
                sent();
                leave();
                throw new IOException("the JDK HTTP client refused the exchange: " + e.getMessage(), e);
            }
            Received received = new Received(new Answered(answer), answer.body());
            if (sent()) {
                closeQuietly(received.body());
                leave();
                throw new IOException("Canceled");
            }
            return answer(received);
        }

        /**
         * Ends the wait in {@code send}: a later {@link #cancel()} interrupts nothing.
         *
         * @return whether the exchange was canceled meanwhile; an interrupt of the cancel's is cleared
         */
        private synchronized boolean sent() {
            sender = null;
            if (interruptedByCancel) {
                interruptedByCancel = false;
                boolean unused = Thread.interrupted();
            }
            return canceled;
        }

        @Override
        public void start(ResponseHandler handler) {
            try {
                send();
            } catch (IOException e) {
                handler.onFailure(e);
                return;
            }
            CompletableFuture<?> unused = outcome.whenCompleteAsync(
                    (answer, thrown) -> {
                        if (thrown != null) {
                            handler.onFailure(failure(thrown));
                        } else {
                            handler.onResponse(answer(answer));
                        }
                    },
                    executor);
        }

        private JdkResponse answer(Received answer) {
            JdkResponse r = new JdkResponse(answer, request.uri(), this, gzip);
            response = r;
            if (canceled) {
                r.close();
            }
            return r;
        }

        @Override
        public void cancel() {
            synchronized (this) {
                canceled = true;
                if (sender != null && !interruptedByCancel) {
                    interruptedByCancel = true;
                    sender.interrupt();
                }
            }
            if (admission.remove(this)) {
                IOException canceledFailure = new IOException("Canceled");
                outcome.completeExceptionally(canceledFailure);
                CompletableFuture<Void> waiting = admitted;
                if (waiting != null) {
                    waiting.completeExceptionally(canceledFailure);
                }
                return;
            }
            CompletableFuture<?> sent = future;
            if (sent != null) {
                sent.cancel(true);
                outcome.completeExceptionally(new CancellationException());
            }
            JdkResponse r = response;
            if (r != null) {
                r.close();
            } else if (outcome.isDone() && !outcome.isCompletedExceptionally()) {
                // an answer no caller took: its stream is closed and its place given back
                closeQuietly(outcome.join().body());
                leave();
            }
        }
    }

    private static InterruptedIOException interrupted(InterruptedException e) {
        Thread.currentThread().interrupt();
        InterruptedIOException interrupted = new InterruptedIOException("interrupted");
        interrupted.initCause(e);
        return interrupted;
    }

    /**
     * What {@code HttpClient.send} failed with, as {@code sendAsync} would have given it: {@code send} wraps the
     * exchange's failure in a new exception of a like kind, its cause the original.
     */
    static IOException sendFailure(IOException thrown) {
        Throwable cause = thrown.getCause();
        while (cause instanceof CompletionException && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause instanceof IOException original ? original : thrown;
    }

    private static void closeQuietly(InputStream body) {
        try {
            body.close();
        } catch (IOException | RuntimeException e) {
            // Closing an abandoned answer never throws.
        }
    }

    /** What {@code HttpClient.send} answered, as the body handler saw it. */
    private record Answered(java.net.http.HttpResponse<?> answer) implements java.net.http.HttpResponse.ResponseInfo {
        @Override
        public int statusCode() {
            return answer.statusCode();
        }

        @Override
        public java.net.http.HttpHeaders headers() {
            return answer.headers();
        }

        @Override
        public HttpClient.Version version() {
            return answer.version();
        }
    }

    /** An answer's status, headers and protocol, and its body. */
    private record Received(java.net.http.HttpResponse.ResponseInfo info, InputStream body) {}

    private static final int QUEUED = 0;
    private static final int HOLDING = 1;
    private static final int LEFT = 2;

    /**
     * The places for exchanges in flight: at most {@code max} sent at once, the others queued in order. No thread
     * waits in the queue; an exchange that ends starts the next.
     */
    private static final class Admission {
        private final int max;
        private final ArrayDeque<JdkExchange> waiting = new ArrayDeque<>();
        private int running;

        Admission(int max) {
            this.max = max;
        }

        /** {@return whether the exchange has a place now; if not, it is queued} */
        synchronized boolean enter(JdkExchange exchange) {
            if (running < max) {
                running++;
                return true;
            }
            waiting.add(exchange);
            return false;
        }

        /** {@return whether the exchange was still queued, and is no longer} */
        synchronized boolean remove(JdkExchange exchange) {
            return waiting.remove(exchange);
        }

        /** Gives a place back: to the first queued exchange that can still be sent, or to the pool. */
        void leave() {
            while (true) {
                JdkExchange next;
                synchronized (this) {
                    next = waiting.poll();
                    if (next == null) {
                        running--;
                        return;
                    }
                }
                if (next.launch()) {
                    return;
                }
            }
        }
    }

    /** What takes an exchange's answer, or its failure. */
    @FunctionalInterface
    interface Receiver {
        /**
         * Takes the answer's body, or the failure.
         *
         * @param info the answer's status and headers
         * @param body the body, or {@code null} on failure
         * @param thrown the failure, or {@code null}
         */
        void received(java.net.http.HttpResponse.ResponseInfo info, InputStream body, Throwable thrown);
    }

    /** An answer's body received whole. */
    private static final class WholeBody extends ByteArrayInputStream {
        WholeBody(byte[] bytes) {
            super(bytes);
        }
    }

    /**
     * Receives an answer of an announced length up to {@link #WHOLE_BODY_MAX_BYTES} into one array, and hands it to
     * its exchange before its own future completes, so that the exchange has it before the JDK client goes on. The
     * array grows with the bytes that arrive, never past the announced length: a length announced for bytes that
     * never come costs at most {@link #FIRST_CHUNK_BYTES}. A body longer than announced fails the exchange.
     */
    static final class WholeSubscriber implements java.net.http.HttpResponse.BodySubscriber<InputStream> {
        private final Receiver exchange;
        private final java.net.http.HttpResponse.ResponseInfo info;
        /** The announced length: the most bytes held. */
        private final int length;

        private byte[] bytes;
        private final CompletableFuture<InputStream> body = new CompletableFuture<>();
        /** Bytes received so far; only the JDK client's delivering thread, one call at a time, touches it. */
        private int filled;

        private Flow.Subscription subscription;

        WholeSubscriber(Receiver exchange, java.net.http.HttpResponse.ResponseInfo info, int length) {
            this.exchange = exchange;
            this.info = info;
            this.length = length;
            this.bytes = new byte[Math.min(length, FIRST_CHUNK_BYTES)];
        }

        /** {@return the bytes held now, received or not: what a length announced for bytes that never came costs} */
        int held() {
            return bytes.length;
        }

        @Override
        public CompletionStage<InputStream> getBody() {
            return body;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            this.subscription = subscription;
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(List<ByteBuffer> items) {
            if (body.isDone()) {
                return;
            }
            for (ByteBuffer item : items) {
                int n = item.remaining();
                if (n > length - filled) {
                    subscription.cancel();
                    onError(new IOException(
                            "the answer's body is longer than its Content-Length of " + length + " bytes"));
                    return;
                }
                if (n > bytes.length - filled) {
                    bytes = Arrays.copyOf(bytes, Math.min(length, Math.max(filled + n, bytes.length * 2)));
                }
                item.get(bytes, filled, n);
                filled += n;
            }
        }

        @Override
        public void onError(Throwable thrown) {
            if (!body.isDone()) {
                exchange.received(info, null, thrown);
                body.completeExceptionally(thrown);
            }
        }

        @Override
        public void onComplete() {
            if (!body.isDone()) {
                WholeBody whole = new WholeBody(filled == bytes.length ? bytes : Arrays.copyOf(bytes, filled));
                exchange.received(info, whole, null);
                body.complete(whole);
            }
        }
    }

    /**
     * An answer of the JDK client, its body the stream it arrives on. A gzip body the transport asked for is decoded
     * as it is read, as OkHttp does: its {@code Content-Encoding} and {@code Content-Length} are left out of the
     * headers and its length is unknown, so the SDK's byte and heap budgets count the decoded bytes.
     */
    private static final class JdkResponse implements HttpResponse {
        private final java.net.http.HttpResponse.ResponseInfo response;
        private final java.net.URI uri;
        private final InputStream body;
        private final JdkExchange exchange;
        private final boolean decoded;
        private HttpHeaders headers;

        JdkResponse(Received received, java.net.URI uri, JdkExchange exchange, boolean gzip) {
            this.response = received.info();
            this.uri = uri;
            this.exchange = exchange;
            InputStream raw = received.body() instanceof WholeBody
                    ? received.body()
                    : new ReusingBody(received.body(), contentLength(response));
            this.decoded = gzip
                    && promisesBody(response.statusCode())
                    && "gzip"
                            .equalsIgnoreCase(response.headers()
                                    .firstValue("content-encoding")
                                    .orElse(""));
            this.body = decoded ? new GzipBody(raw) : raw;
        }

        /** {@return whether an answer of this status has a body (RFC 9110: not 1xx, 204 or 304)} */
        private static boolean promisesBody(int status) {
            return status >= 200 && status != 204 && status != 304;
        }

        @Override
        public int statusCode() {
            return response.statusCode();
        }

        @Override
        public HttpHeaders headers() {
            HttpHeaders h = headers;
            if (h == null) {
                List<String> namesAndValues = new ArrayList<>();
                for (Map.Entry<String, List<String>> field :
                        response.headers().map().entrySet()) {
                    String name = field.getKey();
                    if (name.startsWith(":")
                            || (decoded
                                    && (name.equalsIgnoreCase("content-encoding")
                                            || name.equalsIgnoreCase("content-length")))) {
                        continue;
                    }
                    for (String value : field.getValue()) {
                        namesAndValues.add(name);
                        namesAndValues.add(value);
                    }
                }
                h = HttpHeaders.of(namesAndValues.toArray(new String[0]));
                headers = h;
            }
            return h;
        }

        @Override
        public long contentLength() {
            return decoded ? -1 : contentLength(response);
        }

        private static long contentLength(java.net.http.HttpResponse.ResponseInfo response) {
            return response.headers().firstValueAsLong("content-length").orElse(-1);
        }

        @Override
        public InputStream body() {
            return body;
        }

        @Override
        public String protocol() {
            if (response.version() == HttpClient.Version.HTTP_2) {
                return "https".equalsIgnoreCase(uri.getScheme()) ? "h2" : "h2c";
            }
            return "http/1.1";
        }

        @Override
        public void close() {
            try {
                body.close();
            } catch (IOException | RuntimeException e) {
                // Closing an answer never throws.
            } finally {
                exchange.leave();
            }
        }
    }

    /**
     * A gzip body decoded as it is read: no more is inflated than each read asks for, so a small body that inflates
     * to a huge one meets the SDK's byte budget, not the heap. The gzip header is read at the first read, on the
     * thread reading the body.
     */
    private static final class GzipBody extends InputStream {
        private final InputStream raw;
        private GZIPInputStream in;

        GzipBody(InputStream raw) {
            this.raw = raw;
        }

        private InputStream in() throws IOException {
            GZIPInputStream open = in;
            if (open == null) {
                open = new GZIPInputStream(raw, GZIP_BUFFER_BYTES);
                in = open;
            }
            return open;
        }

        @Override
        public int read() throws IOException {
            return in().read();
        }

        @Override
        public int read(byte[] buffer, int offset, int count) throws IOException {
            return in().read(buffer, offset, count);
        }

        @Override
        public int available() throws IOException {
            return in == null ? 0 : in.available();
        }

        @Override
        public void close() throws IOException {
            if (in != null) {
                in.close();
            } else {
                raw.close();
            }
        }
    }

    /**
     * An answer's body that gives its connection back to the pool when it is closed after its announced length was
     * read. The JDK client hands over a body's last bytes before it marks the body complete; a body closed between
     * the two counts as abandoned, and the client closes its connection (47 of 2,000 answers on a loaded machine).
     * Once every announced byte has been read, the end follows without another byte from the network, so waiting
     * for it on close is safe; a body closed before its end, or of unknown length, is abandoned as before.
     */
    private static final class ReusingBody extends InputStream {
        private final InputStream in;
        private final long length;
        private long read;
        private boolean ended;

        ReusingBody(InputStream in, long length) {
            this.in = in;
            this.length = length;
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            counted(b < 0 ? -1 : 1);
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int count) throws IOException {
            int n = in.read(buffer, offset, count);
            counted(n);
            return n;
        }

        private void counted(int n) {
            if (n < 0) {
                ended = true;
            } else {
                read += n;
            }
        }

        @Override
        public int available() throws IOException {
            return in.available();
        }

        @Override
        public void close() throws IOException {
            try {
                if (!ended && length > 0 && read == length) {
                    ended = in.read() < 0;
                }
            } finally {
                in.close();
            }
        }
    }

    /**
     * Builds a {@link JdkHttpTransport}. Not thread-safe.
     *
     * <p>What the JDK client cannot do is not offered: HTTP/2 over cleartext with prior knowledge, a timeout per read
     * of the body (a stalled body is bounded by the SDK's {@code apiCallAttemptTimeout}), a pool size or keep-alive
     * per client (the JDK's are JVM-wide system properties), and {@code TCP_NODELAY}, which it always sets.
     */
    public static final class Builder {
        private Duration connectTimeout = DEFAULT_CONNECT_TIMEOUT;
        private Duration readTimeout = DEFAULT_READ_TIMEOUT;
        private Executor executor;
        private ProxySelector proxy;
        private SSLContext sslContext;
        private boolean http1Only;
        private int maxConcurrentRequests = DEFAULT_MAX_CONCURRENT_REQUESTS;

        private Builder() {}

        /**
         * Sets how many exchanges are sent at once; the others wait in order, holding no thread, until one ends (its
         * answer received whole or, for a streamed body, closed). Default {@value
         * JdkHttpTransport#DEFAULT_MAX_CONCURRENT_REQUESTS}. The JDK client puts every HTTP/2 exchange to a server on
         * one connection, and on Java 17 to 20 fails those above the server's limit of concurrent streams; keep it at
         * or below that limit. Over HTTP/1.1 it is also the most connections to a server in use at once.
         *
         * @param max at least 1
         * @return this builder
         */
        public Builder maxConcurrentRequests(int max) {
            if (max < 1) {
                throw new IllegalArgumentException("maxConcurrentRequests must be at least 1, was " + max);
            }
            this.maxConcurrentRequests = max;
            return this;
        }

        /**
         * Sets the connect timeout. Default 10 s.
         *
         * @param timeout a positive duration
         * @return this builder
         * @throws IllegalArgumentException if {@code timeout} is null, zero or negative
         */
        public Builder connectTimeout(Duration timeout) {
            this.connectTimeout = OptionChecks.positive(timeout, "connectTimeout");
            return this;
        }

        /**
         * Sets the longest wait for an answer's status and headers once the request is sent. Default 60 s. Unlike
         * OkHttp's read timeout it does not bound each read of the body; the SDK's attempt timeout does.
         *
         * @param timeout a positive duration
         * @return this builder
         * @throws IllegalArgumentException if {@code timeout} is null, zero or negative
         */
        public Builder readTimeout(Duration timeout) {
            this.readTimeout = OptionChecks.positive(timeout, "readTimeout");
            return this;
        }

        /**
         * Runs what follows each answer (the SDK's handling of an asynchronous call), and the JDK client's own steps,
         * on the caller's executor, which the transport never shuts down. Default: two executors of the transport's
         * own, shut down by {@link JdkHttpTransport#close()}: daemon threads made as needed for what follows an
         * answer, and as many as the machine has cores (at least two) for the JDK client's steps, which never wait. It must grow with the calls whose answers are being
         * read: the SDK reads an answer's body on it while the JDK client hands the body over on it too, so a fixed
         * pool smaller than the calls in flight stalls them.
         *
         * @param executor the executor
         * @return this builder
         */
        public Builder executor(Executor executor) {
            this.executor = Objects.requireNonNull(executor, "executor");
            return this;
        }

        /**
         * Sends through the proxies the selector picks (for example {@code ProxySelector.of(address)}). Default: no
         * proxy.
         *
         * @param proxySelector the selector
         * @return this builder
         */
        public Builder proxy(ProxySelector proxySelector) {
            this.proxy = Objects.requireNonNull(proxySelector, "proxySelector");
            return this;
        }

        /**
         * Sets up TLS from the caller's context (its trust managers and, for client certificates, key managers).
         * Host names are still checked.
         *
         * @param context an initialized TLS context
         * @return this builder
         */
        public Builder tls(SSLContext context) {
            this.sslContext = Objects.requireNonNull(context, "context");
            return this;
        }

        /**
         * Trusts the server's certificate through the given trust manager instead of the JVM's trust store, as
         * {@code OkHttpTransport.Builder.tls(socketFactory, trustManager)} does; a client certificate needs
         * {@link #tls(SSLContext)}. Host names are still checked.
         *
         * @param trustManager the trust manager that decides which certificates are trusted
         * @return this builder
         * @throws IllegalStateException if the JVM has no TLS context to put it in
         */
        public Builder tls(X509TrustManager trustManager) {
            Objects.requireNonNull(trustManager, "trustManager");
            try {
                SSLContext context = SSLContext.getInstance("TLS");
                context.init(null, new TrustManager[] {trustManager}, null);
                this.sslContext = context;
            } catch (NoSuchAlgorithmException | KeyManagementException e) {
                throw new IllegalStateException("tls: this JVM cannot make a TLS context: " + e.getMessage(), e);
            }
            return this;
        }

        /**
         * Speaks HTTP/1.1 only, even to a server that offers HTTP/2. Default {@code false}: HTTP/2 over TLS where the
         * server offers it by ALPN.
         *
         * @param http1Only whether only HTTP/1.1 is spoken
         * @return this builder
         */
        public Builder http1Only(boolean http1Only) {
            this.http1Only = http1Only;
            return this;
        }

        /**
         * Builds the transport.
         *
         * @return the transport
         * @throws IllegalStateException if the system property {@value JdkHttpTransport#ALL_METHOD_RETRY_PROPERTY}
         *     is set: with it the JDK client would send a {@code POST} again by itself
         */
        public JdkHttpTransport build() {
            String allMethods = System.getProperty(ALL_METHOD_RETRY_PROPERTY);
            if (allMethods != null && !"false".equalsIgnoreCase(allMethods.trim())) {
                throw new IllegalStateException("The system property " + ALL_METHOD_RETRY_PROPERTY + " makes the "
                        + "JDK HTTP client send a POST again by itself; the SDK decides retries: unset it to use "
                        + "JdkHttpTransport");
            }
            ExecutorService own = executor == null ? Executors.newCachedThreadPool(new Daemons("")) : null;
            // The JDK client's own steps never wait, so a few threads that rarely park serve them better than a
            // pool that wakes or starts a thread per step; what follows an answer (the SDK's and the caller's
            // stages, a streamed body's reads) may wait, and runs on the other pool.
            ExecutorService ownClient =
                    executor == null ? Executors.newFixedThreadPool(CLIENT_THREADS, new Daemons("io-")) : null;
            Executor given = executor != null ? executor : own;
            Executor callbacks = task -> {
                try {
                    given.execute(task);
                } catch (RejectedExecutionException e) {
                    // A closed executor: the outcome is still handed over, on the thread that has it.
                    task.run();
                }
            };
            HttpClient.Builder builder = HttpClient.newBuilder()
                    .followRedirects(HttpClient.Redirect.NEVER)
                    .connectTimeout(connectTimeout)
                    .version(http1Only ? HttpClient.Version.HTTP_1_1 : HttpClient.Version.HTTP_2)
                    .executor(executor != null ? executor : ownClient);
            if (proxy != null) {
                builder.proxy(proxy);
            }
            if (sslContext != null) {
                builder.sslContext(sslContext);
            }
            return new JdkHttpTransport(builder.build(), callbacks, own, ownClient, readTimeout, maxConcurrentRequests);
        }
    }

    /** Daemon threads named for the transport, so that an unclosed transport never keeps a JVM alive. */
    private static final class Daemons implements ThreadFactory {
        private static final AtomicInteger TRANSPORTS = new AtomicInteger();
        private final int transport = TRANSPORTS.incrementAndGet();
        private final AtomicInteger threads = new AtomicInteger();
        private final String kind;

        Daemons(String kind) {
            this.kind = kind;
        }

        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new Thread(task, "DGQ JDK transport " + transport + "-" + kind + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        }
    }
}
