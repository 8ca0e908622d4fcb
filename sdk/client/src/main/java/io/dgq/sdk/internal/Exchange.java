package io.dgq.sdk.internal;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.errors.DgqConnectionException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * One call in progress, whichever way it is driven: the request prepared once, and what follows each try. A try's
 * answer or failure is classified here, and only here, into done (the decoded answer), try again after a wait, or
 * fail (the exception, thrown). The blocking driver ({@link Transport#execute}) sleeps between tries; the
 * asynchronous one ({@link AsyncCall}) schedules the next try. One try at a time: not for concurrent use.
 * Internal.
 *
 * @param <T> the type of {@code data}
 */
final class Exchange<T> {

    /** Longer durations are treated as this one, so that nanosecond arithmetic cannot overflow. */
    private static final Duration LONGEST = Duration.ofDays(365L * 100);

    private final ClientConfig config;
    private final RetryPolicy retryPolicy;
    private final Endpoint endpoint;
    private final HttpUrl url;
    private final int bodyBytes;
    private final Request request;
    private final ResponseType<T> type;
    private final int maxRetries;
    private final long start;
    private final long budget;
    private final long attemptBudget;
    private final String target;
    private final CallEvents events;
    private final String token;
    private int attempt;
    private long sent;
    private Duration wait;

    /** The timer of the try in flight, which cancels it when the try's time is up; {@code null} between tries. */
    private volatile Future<?> tryTimer;

    /** Whether the try in flight was canceled by its timer. */
    private volatile boolean tryTimedOut;

    Exchange(
            ClientConfig config,
            RetryPolicy retryPolicy,
            Endpoint endpoint,
            HttpUrl url,
            int bodyBytes,
            Request request,
            ResponseType<T> type,
            int maxRetries,
            long start,
            Duration apiCallTimeout,
            Duration apiCallAttemptTimeout,
            CallEvents events,
            String token) {
        this.config = config;
        this.token = token;
        this.events = events;
        this.retryPolicy = retryPolicy;
        this.endpoint = endpoint;
        this.url = url;
        this.bodyBytes = bodyBytes;
        this.request = request;
        this.type = type;
        this.maxRetries = maxRetries;
        this.start = start;
        this.budget = nanos(apiCallTimeout);
        this.attemptBudget = nanos(apiCallAttemptTimeout);
        this.target = endpoint.method() + " " + url.encodedPath();
    }

    /** {@return the method and path, as messages name the call} */
    String target() {
        return target;
    }

    /** {@return the nanoseconds left before the call's deadline; 0 or less once it passed} */
    long nanosLeft() {
        return budget - (config.nanoTime().getAsLong() - start);
    }

    /** {@return the wait before the next try, once a try said to try again} */
    Duration pendingWait() {
        return wait;
    }

    /**
     * Starts a try: logs it and returns OkHttp's call, canceled when the try's time is up or what is left of the
     * call's. The time is kept by the client's {@linkplain Scheduler scheduler}, as OkHttp's call timeout would keep
     * it (and cancel the call the same way) on its watchdog thread, which it wakes for every call made while no other
     * is in flight; the scheduler is not woken by a deadline later than the one it already waits for.
     *
     * @throws IllegalStateException if the client is closed
     */
    Call newCall() {
        HttpLog.request(endpoint.method(), url.toString(), bodyBytes, attempt, request.headers());
        Map<String, String> added = events.attemptStart(attempt + 1);
        Request sending = request;
        if (added != null) {
            Request.Builder withHeaders = request.newBuilder();
            added.forEach(withHeaders::header);
            sending = withHeaders.build();
        }
        sent = System.nanoTime();
        Call call = config.httpClient().newCall(sending);
        tryTimedOut = false;
        try {
            tryTimer = config.scheduler()
                    .schedule(
                            () -> {
                                tryTimedOut = true;
                                call.cancel();
                            },
                            Math.max(1, Math.min(attemptBudget, nanosLeft())));
        } catch (RejectedExecutionException closed) {
            throw new IllegalStateException("the client is closed");
        }
        return call;
    }

    /** Stops the timer of the try in flight: its answer was read, it failed, or the call ended. */
    void endTry() {
        Future<?> timer = tryTimer;
        if (timer != null) {
            tryTimer = null;
            timer.cancel(false);
        }
    }

    /**
     * Reads the answer of a try. The caller closes the response.
     *
     * @return the decoded answer, or {@code null} when the call is to be tried again after {@link #pendingWait()}
     * @throws io.dgq.sdk.errors.DgqException for an error answer that is not retried, or one that does not decode
     * @throws IOException if the connection fails while the body is read: pass it to {@link #onFailure}
     */
    DgqResponse<T> onResponse(Response response) throws IOException {
        try {
            return readResponse(response);
        } finally {
            endTry();
        }
    }

    private DgqResponse<T> readResponse(Response response) throws IOException {
        int status = response.code();
        Map<String, List<String>> headers = new LazyHeaders(response.headers());
        ResponseBody body = response.body();
        if (ResponseDecoder.isSuccess(status)) {
            BodyStream stream = new BodyStream(
                    body.byteStream(), config.maxResponseBytes(), config.maxResponseHeapBytes(), BodyStream.KEPT_BYTES);
            try {
                DgqResponse<T> decoded = ResponseDecoder.decodeSuccess(
                        target,
                        status,
                        headers,
                        body.contentLength(),
                        stream,
                        type,
                        config.clock().instant(),
                        token);
                events.attemptEnd(status, null);
                return decoded;
            } catch (RuntimeException e) {
                events.attemptEnd(status, null); // an answer that does not decode: the call fails with it
                throw e;
            } finally {
                HttpLog.response(
                        endpoint.method(),
                        url.toString(),
                        status,
                        System.nanoTime() - sent,
                        (int) Math.min(Integer.MAX_VALUE, stream.count()),
                        response.headers());
            }
        }
        byte[] bytes = ErrorAnswers.readCapped(body.byteStream());
        HttpLog.response(
                endpoint.method(), url.toString(), status, System.nanoTime() - sent, bytes.length, response.headers());
        events.attemptEnd(status, null);
        if (attempt < maxRetries && retryPolicy.retriesStatus(endpoint.safety(), status)) {
            Duration delay = retryPolicy.delay(
                    attempt, response.header("Retry-After"), config.clock().instant());
            if (delay != null && retryAfter(delay, "HTTP " + status)) {
                return null;
            }
        }
        throw ResponseDecoder.toException(
                target,
                url,
                status,
                headers,
                bytes,
                config.clock().instant(),
                token,
                config.followRedirects() ? Redirects.MAX_REDIRECTS : 0);
    }

    /**
     * Decides after a try failed without an answer: returns when the call is to be tried again after
     * {@link #pendingWait()}.
     *
     * @throws DgqConnectionException when it is not retried: an interrupt, a create that may have reached the
     *     server, no retry left, or a wait that would pass the deadline
     */
    void onFailure(IOException failure) {
        endTry();
        IOException e = tryTimedOut ? timedOut(failure) : failure;
        HttpLog.failure(endpoint.method(), url.toString(), System.nanoTime() - sent, e);
        events.attemptEnd(0, RedactedCause.of(e, token));
        if (RetryPolicy.isInterrupt(e)) {
            throw interrupted(e);
        }
        if (attempt < maxRetries
                && retryPolicy.retriesFailure(endpoint.safety(), e)
                && retryAfter(
                        retryPolicy.delay(attempt, null, config.clock().instant()),
                        e.getClass().getSimpleName())) {
            return;
        }
        throw connectionFailure(e, attempt, nanosLeft() <= 0);
    }

    /** {@return the failure of a try its timer canceled, as OkHttp's own call timeout reports it} */
    private static IOException timedOut(IOException canceled) {
        InterruptedIOException timeout = new InterruptedIOException("timeout");
        timeout.initCause(canceled);
        return timeout;
    }

    /** Plans the next try after a wait, if the wait ends before the deadline. */
    private boolean retryAfter(Duration delay, String reason) {
        if (nanos(delay) >= nanosLeft()) {
            return false;
        }
        attempt++;
        wait = delay;
        events.retry(attempt + 1, delay, reason);
        HttpLog.retry(target, attempt, delay.toMillis(), reason);
        return true;
    }

    /**
     * Ends the call with its answer, for its listeners.
     *
     * @param answer the decoded answer
     * @return the answer
     */
    <A extends DgqResponse<?>> A succeeded(A answer) {
        events.succeeded(answer);
        return answer;
    }

    /**
     * Ends the call with what its caller gets instead of an answer, for its listeners.
     *
     * @param failure the exception
     */
    void failed(Throwable failure) {
        FailedCalls.name(failure, endpoint, config.apiRootPath());
        events.failed(failure);
    }

    /** Keeps (or restores) the thread's interrupt flag and ends the call. */
    DgqConnectionException interrupted(Exception cause) {
        Thread.currentThread().interrupt();
        return new DgqConnectionException(target + " was interrupted; not retried", false, cause);
    }

    /** {@return the failure of a call whose deadline passed before its answer came} */
    DgqConnectionException deadlinePassed() {
        return new DgqConnectionException(
                target + " timed out (its apiCallTimeout passed)"
                        + (attempt > 0 ? " after " + attempt + " retries" : ""),
                true,
                null);
    }

    private DgqConnectionException connectionFailure(IOException e, int retries, boolean deadlinePassed) {
        boolean timeout = e instanceof SocketTimeoutException || e instanceof InterruptedIOException;
        String what = timeout
                ? "timed out" + (deadlinePassed ? " (its apiCallTimeout passed)" : "")
                : "failed: " + e.getClass().getSimpleName()
                        + (e.getMessage() == null ? "" : " (" + ErrorAnswers.quoted(e.getMessage(), token) + ")");
        String hint = RetryPolicy.isPlainHttpPeer(e)
                ? "; the server at " + url.host() + ":" + url.port()
                        + " answered in plain HTTP, not TLS: if it speaks plain HTTP (as the reference server does), use an"
                        + " http:// base URL"
                : "";
        return new DgqConnectionException(
                target + " " + what + (retries > 0 ? " after " + retries + " retries" : "") + hint,
                timeout,
                RedactedCause.of(e, token));
    }

    static long nanos(Duration duration) {
        return duration.compareTo(LONGEST) > 0 ? LONGEST.toNanos() : duration.toNanos();
    }
}
