package io.dgq.server.internal.transport.inprocess;

import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.server.internal.support.HttpDates;
import io.dgq.server.internal.transport.TransportAnswer;
import io.dgq.server.internal.transport.TransportHandler;
import io.dgq.server.internal.transport.TransportRefusal;
import io.dgq.server.internal.transport.TransportRequest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.ProtocolException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * The SDK's {@link HttpTransport} into a server in the same JVM: each request goes to the server's
 * {@link TransportHandler} as the HTTP transport hands it over (the same adapter, faults, rate limit, authentication
 * and journal), with no socket and no HTTP encoding, and its answer comes back with the status, headers and body
 * bytes the HTTP transport would write.
 *
 * <p>The transport's own limits hold as over a socket: a request line and headers over the head limit, or more
 * header fields than allowed, are refused 431; a body over the body limit is answered 413. An injected delay holds no
 * thread: a blocking call waits on its caller's thread, an asynchronous one on none. The faults that break a
 * connection are played as the failure a socket transport raises: a dropped connection fails the exchange with an
 * {@link IOException} ({@code unexpected end of stream}, never told unprocessed), a truncated body fails its read
 * with a {@link ProtocolException} after half the announced bytes, and a slow body arrives at its rate. An answer
 * whose body ends in a stream (a proxied answer over the proxy's check limit) is read through to its end with no
 * {@code Content-Length}, as the HTTP transport sends it chunked; a stream that fails fails the read. Blocking
 * calls run the server's work on the caller's thread; asynchronous ones on a daemon thread of the transport's.
 * Thread-safe.
 */
public final class InProcessTransport implements HttpTransport {

    private static final AtomicInteger TRANSPORTS = new AtomicInteger();
    private static final byte[] NO_BYTES = new byte[0];
    /** What HttpOutput writes when an answer names no type. */
    private static final String DEFAULT_CONTENT_TYPE = "application/json; charset=utf-8";

    private final TransportHandler handler;
    private final long maxBodyBytes;
    private final int maxHeadBytes;
    private final int maxHeaderCount;
    private final BooleanSupplier serverOpen;
    private final Runnable onClose;
    private final ExecutorService executor;
    private final AtomicBoolean closed = new AtomicBoolean();

    /**
     * Opens a transport into a handler, typed as the SDK's interface: a class that calls this names no type of its
     * own that implements an SDK interface, so it links without the SDK on the class path (the standalone server has
     * none) until the method runs.
     *
     * @param handler what answers the requests
     * @param maxBodyBytes the largest request body
     * @param maxHeadBytes the largest request line plus headers
     * @param maxHeaderCount the most header fields of a request
     * @param serverOpen whether the server still serves
     * @param onClose what to run once, when the transport is closed
     * @return the transport
     */
    public static HttpTransport open(
            TransportHandler handler,
            long maxBodyBytes,
            int maxHeadBytes,
            int maxHeaderCount,
            BooleanSupplier serverOpen,
            Runnable onClose) {
        return new InProcessTransport(handler, maxBodyBytes, maxHeadBytes, maxHeaderCount, serverOpen, onClose);
    }

    /**
     * Creates a transport into a handler.
     *
     * @param handler what answers the requests: the server's adapter, as the HTTP transport has it
     * @param maxBodyBytes the largest request body; a larger one is answered 413
     * @param maxHeadBytes the largest request line plus headers, as HTTP/1.1 would write them; larger is answered 431
     * @param maxHeaderCount the most header fields of a request; more is answered 431
     * @param serverOpen whether the server still serves: once it is closed, an exchange fails as a connection to a
     *     closed port does ({@link ConnectException}, which the SDK knows was not processed)
     * @param onClose what to run once, when the transport is closed
     */
    public InProcessTransport(
            TransportHandler handler,
            long maxBodyBytes,
            int maxHeadBytes,
            int maxHeaderCount,
            BooleanSupplier serverOpen,
            Runnable onClose) {
        this.handler = handler;
        this.serverOpen = serverOpen;
        this.maxBodyBytes = maxBodyBytes;
        this.maxHeadBytes = maxHeadBytes;
        this.maxHeaderCount = maxHeaderCount;
        this.onClose = onClose;
        this.executor = Executors.newCachedThreadPool(daemons());
    }

    @Override
    public Exchange newExchange(HttpRequest request) {
        return new InProcessExchange(request);
    }

    /** Stops the transport's threads; exchanges started after it fail. Closing again does nothing. */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            executor.shutdownNow();
            onClose.run();
        }
    }

    @Override
    public String toString() {
        return "InProcessTransport{" + (closed.get() ? "closed" : "open") + "}";
    }

    /** The request as the HTTP transport would have read it, or its refusal. */
    private TransportRequest read(HttpRequest request) {
        URI uri = request.uri();
        String rawPath = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        String rawQuery = uri.getRawQuery();
        Map<String, List<String>> headers = new LinkedHashMap<>();
        List<String> namesAndValues = new ArrayList<>();
        HttpHeaders given = request.headers();
        boolean host = given.get("Host") != null;
        if (!host && uri.getRawAuthority() != null) {
            namesAndValues.add("Host");
            namesAndValues.add(uri.getRawAuthority());
        }
        for (int i = 0; i < given.size(); i++) {
            if (!given.name(i).equalsIgnoreCase("Content-Length")) {
                namesAndValues.add(given.name(i));
                namesAndValues.add(given.value(i));
            }
        }
        if (request.hasBody()) {
            namesAndValues.add("Content-Length");
            namesAndValues.add(Long.toString(request.bodyLength()));
        }
        long headBytes = request.method().length()
                + 1
                + rawPath.length()
                + (rawQuery == null ? 0 : rawQuery.length() + 1)
                + " HTTP/1.1\r\n\r\n".length();
        for (int i = 0; i < namesAndValues.size(); i += 2) {
            headBytes += namesAndValues.get(i).length()
                    + 2
                    + namesAndValues.get(i + 1).length()
                    + 2;
            headers.computeIfAbsent(namesAndValues.get(i), k -> new ArrayList<>(1))
                    .add(namesAndValues.get(i + 1));
        }
        if (headBytes > maxHeadBytes) {
            throw TransportRefusal.headTooLarge(maxHeadBytes);
        }
        if (namesAndValues.size() / 2 > maxHeaderCount) {
            throw TransportRefusal.tooManyHeaders(maxHeaderCount);
        }
        boolean overLimit = request.bodyLength() > maxBodyBytes;
        byte[] body = !request.hasBody() || overLimit ? NO_BYTES : request.body();
        return new TransportRequest(request.method(), rawPath, headers, body, overLimit, rawQuery, "", "HTTP/1.1");
    }

    /** One exchange: the server's answer, now or after an injected delay, which {@link #cancel()} stops waiting for. */
    private final class InProcessExchange implements Exchange {
        private final HttpRequest request;
        private volatile CompletableFuture<TransportAnswer> pending;
        private volatile InProcessResponse response;
        private volatile boolean canceled;
        private final AtomicBoolean started = new AtomicBoolean();

        InProcessExchange(HttpRequest request) {
            this.request = request;
        }

        /** Hands the request to the server; the answer is made on this thread unless a delay applies. */
        private CompletableFuture<TransportAnswer> send() throws IOException {
            if (!started.compareAndSet(false, true)) {
                throw new IllegalStateException("an exchange runs once");
            }
            if (closed.get()) {
                throw new IOException("the in-process transport is closed");
            }
            if (canceled) {
                throw new IOException("Canceled");
            }
            if (!serverOpen.getAsBoolean()) {
                throw new ConnectException("Connection refused: the reference server is closed");
            }
            CompletableFuture<TransportAnswer> answer;
            try {
                TransportRequest read;
                try {
                    read = read(request);
                } catch (TransportRefusal refusal) {
                    answer = CompletableFuture.completedFuture(handler.refuse(refusal));
                    pending = answer;
                    return answer;
                }
                answer = handler.handleLater(read, executor);
            } catch (RejectedExecutionException e) {
                throw new IOException("the in-process transport is closed", e);
            }
            pending = answer;
            if (canceled) {
                answer.cancel(false);
            }
            return answer;
        }

        @Override
        public HttpResponse execute() throws IOException {
            CompletableFuture<TransportAnswer> answer = send();
            try {
                return respond(answer.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                InterruptedIOException interrupted = new InterruptedIOException("interrupted");
                interrupted.initCause(e);
                throw interrupted;
            } catch (ExecutionException | CancellationException e) {
                throw failure(e);
            }
        }

        @Override
        public void start(ResponseHandler callback) {
            try {
                executor.execute(() -> {
                    CompletableFuture<TransportAnswer> answer;
                    try {
                        answer = send();
                    } catch (IOException e) {
                        callback.onFailure(e);
                        return;
                    }
                    answer.whenComplete((answered, thrown) -> {
                        if (thrown != null) {
                            callback.onFailure(failure(thrown));
                            return;
                        }
                        HttpResponse r;
                        try {
                            r = respond(answered);
                        } catch (IOException e) {
                            callback.onFailure(e);
                            return;
                        }
                        callback.onResponse(r);
                    });
                });
            } catch (RejectedExecutionException e) {
                callback.onFailure(new IOException("the in-process transport is closed", e));
            }
        }

        /** The answer as the SDK reads it, or the failure a socket transport raises for an answer a fault broke. */
        private HttpResponse respond(TransportAnswer answer) throws IOException {
            if (canceled) {
                closeTail(answer);
                throw new IOException("Canceled");
            }
            if (answer.delivery() == TransportAnswer.Delivery.DROP) {
                closeTail(answer);
                throw new IOException("unexpected end of stream: the connection closed before any byte of an answer"
                        + " (Fault.dropConnection, played in-process)");
            }
            boolean overLimit = request.bodyLength() > maxBodyBytes;
            InProcessResponse r = new InProcessResponse(answer, request.method().equals("HEAD"), overLimit);
            response = r;
            if (canceled) {
                r.close();
                throw new IOException("Canceled");
            }
            return r;
        }

        @Override
        public void cancel() {
            canceled = true;
            CompletableFuture<TransportAnswer> answer = pending;
            if (answer != null) {
                answer.cancel(false);
            }
            InProcessResponse r = response;
            if (r != null) {
                r.close();
            }
        }
    }

    /** Closes the stream that ends an answer's body, if any, when the answer is not read. */
    private static void closeTail(TransportAnswer answer) {
        if (answer.tail() != null) {
            try {
                answer.tail().close();
            } catch (IOException e) {
                // the stream is given up either way
            }
        }
    }

    /** What an exchange's future failed with, as the SDK reads it. */
    static IOException failure(Throwable thrown) {
        Throwable t = thrown;
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        if (t instanceof CancellationException) {
            return new IOException("Canceled", t);
        }
        if (t instanceof IOException io) {
            return io;
        }
        return new IOException(
                "unexpected end of stream: the server failed while answering ("
                        + t.getClass().getSimpleName() + ")",
                t);
    }

    /**
     * An answer with the head the HTTP transport writes ({@code Date}, the answer's fields, {@code Content-Type},
     * {@code Content-Length}, {@code Connection: close} after a body over the limit) and the body bytes.
     */
    private static final class InProcessResponse implements HttpResponse {
        private final TransportAnswer answer;
        private final HttpHeaders headers;
        private final long length;
        private final AnswerBody body;

        InProcessResponse(TransportAnswer answer, boolean headOnly, boolean close) {
            this.answer = answer;
            byte[] bytes = answer.body();
            boolean streamed = answer.tail() != null;
            this.length = streamed ? -1 : bytes.length;
            HttpHeaders.Builder head = HttpHeaders.builder().add("Date", HttpDates.now());
            boolean typed = false;
            for (Map.Entry<String, String> field : answer.headers().entrySet()) {
                typed |= field.getKey().equalsIgnoreCase("Content-Type");
                head.add(field.getKey(), field.getValue());
            }
            if (!typed) {
                head.add("Content-Type", DEFAULT_CONTENT_TYPE);
            }
            if (streamed) {
                head.add("Transfer-Encoding", "chunked").add("Connection", "close");
            } else {
                head.add("Content-Length", Long.toString(length));
                if (close) {
                    head.add("Connection", "close");
                }
            }
            this.headers = head.build();
            byte[] sent = headOnly ? NO_BYTES : bytes;
            boolean half = answer.delivery() == TransportAnswer.Delivery.HALF_BODY && !headOnly;
            InputStream tail = answer.tail();
            if (tail != null && headOnly) {
                closeTail(answer);
                tail = null;
            }
            this.body = new AnswerBody(
                    half ? Arrays.copyOf(sent, sent.length / 2) : sent,
                    half,
                    headOnly ? 0 : answer.bytesPerSecond(),
                    tail);
        }

        @Override
        public int statusCode() {
            return answer.status();
        }

        @Override
        public HttpHeaders headers() {
            return headers;
        }

        @Override
        public long contentLength() {
            return length;
        }

        @Override
        public InputStream body() {
            return body;
        }

        @Override
        public String protocol() {
            return "http/1.1";
        }

        @Override
        public void close() {
            body.close();
        }
    }

    /**
     * An answer's body: its bytes, then the stream that ends it if any; paced when a slow-body fault asked (a read
     * waits until the rate allows its bytes), failing after the bytes when a truncated-body fault cut them, failing
     * every read once closed (which closes the stream).
     */
    private static final class AnswerBody extends InputStream {
        private final ByteArrayInputStream bytes;
        private final boolean truncated;
        private final long bytesPerSecond;
        private final InputStream tail;
        private final long start = System.nanoTime();
        private long read;
        private volatile boolean closed;

        AnswerBody(byte[] bytes, boolean truncated, long bytesPerSecond, InputStream tail) {
            this.bytes = new ByteArrayInputStream(bytes);
            this.truncated = truncated;
            this.bytesPerSecond = bytesPerSecond;
            this.tail = tail;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int count) throws IOException {
            if (closed) {
                throw new IOException("Canceled");
            }
            if (count == 0) {
                return 0;
            }
            int allowed = count;
            if (bytesPerSecond > 0 && bytes.available() > 0) {
                allowed = paced(count);
            }
            int n = bytes.read(buffer, offset, allowed);
            if (n < 0 && tail != null) {
                n = tail.read(buffer, offset, count);
            }
            if (n < 0 && truncated) {
                throw new ProtocolException("unexpected end of stream: the connection closed before the answer's "
                        + "announced length (Fault.truncatedBody, played in-process)");
            }
            if (n > 0) {
                read += n;
            }
            return n;
        }

        /** Waits until at least one more byte is due at the rate; {@return how many may be read now} */
        private int paced(int count) throws IOException {
            synchronized (this) {
                while (true) {
                    if (closed) {
                        throw new IOException("Canceled");
                    }
                    long due = (System.nanoTime() - start) * bytesPerSecond / 1_000_000_000L - read;
                    if (due > 0) {
                        return (int) Math.min(count, due);
                    }
                    long waitNanos = Math.max(1_000_000L, 1_000_000_000L / bytesPerSecond);
                    try {
                        wait(waitNanos / 1_000_000L, (int) (waitNanos % 1_000_000L));
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        InterruptedIOException interrupted = new InterruptedIOException("interrupted");
                        interrupted.initCause(e);
                        throw interrupted;
                    }
                }
            }
        }

        @Override
        public int available() {
            return closed || bytesPerSecond > 0 ? 0 : bytes.available();
        }

        @Override
        public void close() {
            closed = true;
            synchronized (this) {
                notifyAll();
            }
            if (tail != null) {
                try {
                    tail.close();
                } catch (IOException e) {
                    // the stream is given up either way
                }
            }
        }
    }

    private static ThreadFactory daemons() {
        int transport = TRANSPORTS.incrementAndGet();
        AtomicInteger threads = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "dgq-in-process-" + transport + "-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
