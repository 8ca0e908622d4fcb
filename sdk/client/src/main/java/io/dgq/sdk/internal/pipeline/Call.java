package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.internal.BodyStream;
import io.dgq.sdk.internal.CallEvents;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ErrorAnswers;
import io.dgq.sdk.internal.FailedCalls;
import io.dgq.sdk.internal.LazyHeaders;
import io.dgq.sdk.internal.RedactedCause;
import io.dgq.sdk.internal.Redirects;
import io.dgq.sdk.internal.ResponseDecoder;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.RetryPolicy;
import io.dgq.sdk.internal.TokenGuard;
import io.dgq.sdk.observability.DgqCall;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;

/**
 * One call on its path through the SDK, the steps in the order {@link CallPipeline} lists them; the blocking call
 * ({@link #execute()}) and the asynchronous one ({@link AsyncCall}) run these same steps and differ only in how
 * they wait for an answer and between tries. A try ends in a {@link TryOutcome}, and {@link #next(TryOutcome)}
 * alone decides what follows it. What {@link #prepare()} sets is not changed afterwards; a try's timer and
 * exchange are the only state of a try in flight. What the client's configuration says, a call reads from its
 * {@link CallPipeline}'s fields. Internal.
 *
 * @param <T> the type of {@code data}
 */
final class Call<T> {

    private static final String JSON = "application/json; charset=utf-8";

    final Endpoint.ApiRequest apiRequest;
    final Endpoint endpoint;
    final ResponseType<T> type;
    final RequestOptions options;
    final boolean async;
    final CallPipeline pipeline;
    private final TokenGuard tokens;
    private final RetryPolicy policy;

    // Set once by prepare().
    String url;
    String target;
    String token;
    private byte[] body;
    private HttpRequest request;
    CallEvents events = CallEvents.SILENT;
    private long start;
    private long budget;
    private long attemptBudget;
    private int maxRetries;

    /** Tries made so far minus one. */
    int attempt;

    private Duration wait;
    /** The timer of the try in flight, which cancels it when the try's time is up; {@code null} between tries. */
    private volatile Future<?> tryTimer;
    /** Whether the try in flight was canceled by its timer. */
    private volatile boolean tryTimedOut;
    /** The exchange of the try in flight (of its last redirect followed). */
    private volatile HttpTransport.Exchange exchange;

    Call(
            CallPipeline pipeline,
            Endpoint.ApiRequest apiRequest,
            ResponseType<T> type,
            RequestOptions options,
            boolean async) {
        this.pipeline = pipeline;
        this.tokens = pipeline.tokens();
        this.policy = pipeline.policy();
        this.apiRequest = apiRequest;
        this.endpoint = apiRequest.endpoint();
        this.type = type;
        this.options = options;
        this.async = async;
    }

    // ---------------------------------------------------------------------------------------------------------------
    // The blocking call: the steps on the caller's thread.

    /**
     * Runs the call on the caller's thread.
     *
     * @return the decoded answer
     * @throws RuntimeException what the call ends with, named ({@link #failed})
     */
    DgqResponse<T> execute() {
        try {
            prepare();
            while (true) {
                TryOutcome<T> outcome = sendAndWait();
                if (outcome instanceof TryOutcome.Answer<T> answer) {
                    events.succeeded(answer.response());
                    return answer.response();
                }
                if (!next(outcome)) {
                    throw exception(outcome);
                }
                TryOutcome<T> interrupted = pause();
                if (interrupted != null) {
                    throw exception(interrupted);
                }
            }
        } catch (RuntimeException e) {
            throw (RuntimeException) failed(e);
        } catch (Error e) {
            failed(e);
            throw e;
        }
    }

    /** One try on the caller's thread, following the redirects it may follow. */
    private TryOutcome<T> sendAndWait() {
        pipeline.requireOpen();
        HttpRequest sending = beginTry();
        for (int hops = 0; ; hops++) {
            HttpResponse response;
            try {
                response = exchange(sending).execute();
            } catch (IOException e) {
                return noAnswer(e);
            }
            String redirect = redirectTarget(response, sending, hops);
            if (redirect == null) {
                return read(response);
            }
            response.close();
            sending = sending.withUrl(redirect);
        }
    }

    /** Waits on the calling thread before the next try; {@code null}, or the interrupt that ended the wait. */
    private TryOutcome<T> pause() {
        if (Thread.currentThread().isInterrupted()) {
            return new TryOutcome.Interrupted<>(null);
        }
        try {
            pipeline.sleeper.sleep(wait);
            return null;
        } catch (InterruptedException e) {
            return new TryOutcome.Interrupted<>(e);
        }
    }

    // ---------------------------------------------------------------------------------------------------------------
    // The steps, shared by both kinds of call.

    /**
     * Steps 1 to 4, before any try: an open client; the URL (each path argument percent-encoded into exactly one
     * segment, {@code .} and {@code ..} refused) and the body serialised once; the token, checked; the request and
     * its headers, built once for every try; the listeners told; the deadline, each try's budget and the retries.
     *
     * @throws IllegalStateException if the client is closed
     * @throws IllegalArgumentException if a path argument is {@code .} or {@code ..}, or the body is not JSON
     * @throws io.dgq.sdk.errors.DgqAuthenticationException if the token cannot work
     */
    @SuppressWarnings("ReferenceEquality") // the options of a call that sets none are one instance
    void prepare() {
        pipeline.requireOpen();
        // 1. URL and body
        StringBuilder path = new StringBuilder(pipeline.apiRootPath);
        String[] parameters = apiRequest.parameters();
        List<String> segments = endpoint.segments();
        List<Boolean> isParameter = endpoint.parameterFlags();
        for (int i = 0, p = 0; i < segments.size(); i++) {
            String segment = segments.get(i);
            path.append('/').append(Endpoint.encodeSegment(isParameter.get(i) ? parameters[p++] : segment));
        }
        url = pipeline.apiOrigin + path;
        body = apiRequest.bodyJson();
        String method = endpoint.method();
        target = method + " " + path;
        // 2. the token
        token = tokens.currentToken();
        // 3. the request, the listeners
        HttpHeaders fixed = pipeline.fixedHeaders;
        HttpHeaders.Builder headers = HttpHeaders.builder().add("Authorization", "Bearer " + token);
        for (int i = 0; i < fixed.size(); i++) {
            headers.add(fixed.name(i), fixed.value(i));
        }
        boolean noOptions = options == CallPipeline.NO_OPTIONS;
        if (!noOptions) {
            options.headers().forEach(headers::set);
        }
        byte[] sent = body;
        if (body != null) {
            headers.set("Content-Type", JSON);
        } else if (method.equals("POST") || method.equals("PUT")) {
            sent = new byte[0];
        }
        request = HttpRequest.of(method, url, headers.build(), sent);
        events = CallEvents.start(
                pipeline.listeners, pipeline.listeners.isEmpty() ? null : observed(), method, url, target);
        // 4. the deadline
        start = pipeline.nanoTime.getAsLong();
        if (noOptions) {
            budget = pipeline.apiCallTimeoutNanos;
            attemptBudget = pipeline.apiCallAttemptTimeoutNanos;
            maxRetries = pipeline.maxRetries;
        } else {
            Optional<Duration> callTimeout = options.apiCallTimeout();
            Optional<Duration> attemptTimeout = options.apiCallAttemptTimeout();
            OptionalInt retries = options.maxRetries();
            budget = callTimeout.isPresent() ? CallPipeline.nanos(callTimeout.get()) : pipeline.apiCallTimeoutNanos;
            attemptBudget = attemptTimeout.isPresent()
                    ? CallPipeline.nanos(attemptTimeout.get())
                    : pipeline.apiCallAttemptTimeoutNanos;
            maxRetries = retries.isPresent() ? retries.getAsInt() : pipeline.maxRetries;
        }
    }

    /** What listeners see of a call: never its path's values, its query or its token. */
    private DgqCall observed() {
        String template = endpoint.observedTemplate();
        return new DgqCall(
                endpoint.operation(),
                endpoint.method(),
                template == null ? Optional.empty() : Optional.of(pipeline.apiRootPath + template),
                pipeline.apiHost,
                pipeline.apiPort,
                async);
    }

    /**
     * Step 5, a try begins: reports it (logged, the listeners told, who may add headers), and arms its timer
     * ({@code apiCallAttemptTimeout}, or what is left of the call's), which cancels the try when it is up.
     *
     * @return the request of this try
     * @throws IllegalStateException if the client is closed
     */
    HttpRequest beginTry() {
        Map<String, String> added = events.attemptStart(attempt + 1, request);
        HttpRequest sending = request;
        if (added != null) {
            HttpHeaders.Builder withHeaders = request.headers().toBuilder();
            added.forEach(withHeaders::set);
            sending = request.withHeaders(withHeaders.build());
        }
        tryTimedOut = false;
        try {
            tryTimer = pipeline.scheduler.schedule(
                    () -> {
                        tryTimedOut = true;
                        HttpTransport.Exchange current = exchange;
                        if (current != null) {
                            current.cancel();
                        }
                    },
                    Math.max(1, Math.min(attemptBudget, nanosLeft())));
        } catch (RejectedExecutionException closed) {
            throw CallPipeline.closedFailure();
        }
        return sending;
    }

    /** {@return the exchange of one request of the try, which its timer and a cancel reach} */
    HttpTransport.Exchange exchange(HttpRequest sending) {
        HttpTransport.Exchange next = pipeline.transport.newExchange(sending);
        exchange = next;
        if (tryTimedOut) {
            next.cancel();
        }
        return next;
    }

    /**
     * Step 6, a redirect: the URL of the next request of the same try, when the SDK follows this answer
     * ({@link Redirects}: a GET's, to the same scheme, host and port, at most {@value Redirects#MAX_REDIRECTS} in a
     * row, unless the client follows none).
     *
     * @param response the answer
     * @param sent the request it answers
     * @param hops the redirects followed so far in this try
     * @return the URL, or {@code null} when the answer is the try's
     */
    String redirectTarget(HttpResponse response, HttpRequest sent, int hops) {
        if (hops >= pipeline.maxRedirects || !Redirects.isRedirect(response.statusCode())) {
            return null;
        }
        return Redirects.followed(
                endpoint.method(),
                url,
                sent.url(),
                response.statusCode(),
                response.headers().get("Location"));
    }

    /**
     * Steps 7 to 9, the answer of a try, read on the thread that has it and closed: a status that is not a success
     * is read (its body capped at 1 MiB), logged and kept for {@link #next}; a success's body is put behind its
     * budgets ({@code maxResponseBytes}, {@code maxResponseHeapBytes}) and decoded from its stream. Stops the try's
     * timer.
     *
     * @param response the answer
     * @return the try's outcome
     * @throws io.dgq.sdk.errors.DgqDecodingException if a success does not decode: the call fails with it
     */
    TryOutcome<T> read(HttpResponse response) {
        try (response) {
            int status = response.statusCode();
            if (!ResponseDecoder.isSuccess(status)) {
                byte[] bytes = ErrorAnswers.readCapped(response.body());
                events.attemptEnd(status, bytes.length, response.headers());
                endTry();
                return new TryOutcome.ErrorAnswer<>(status, response.headers(), bytes);
            }
            long length = response.contentLength();
            BodyStream stream = BodyStream.of(
                    response.body(),
                    length,
                    pipeline.maxResponseBytes,
                    pipeline.maxResponseHeapBytes,
                    BodyStream.KEPT_BYTES);
            DgqResponse<T> decoded;
            try {
                decoded = ResponseDecoder.decodeSuccess(
                        target,
                        status,
                        new LazyHeaders(response.headers()),
                        length,
                        stream,
                        type,
                        pipeline.clock.instant(),
                        token);
            } catch (RuntimeException e) {
                // an answer that does not decode: the call fails with it
                events.attemptEnd(status, stream.count(), response.headers());
                throw e;
            } finally {
                endTry();
            }
            events.attemptEnd(status, stream.count(), response.headers());
            return new TryOutcome.Answer<>(decoded);
        } catch (IOException e) {
            return noAnswer(e);
        }
    }

    /**
     * The outcome of a try that got no answer, after telling the log and the listeners: an interrupt, or a failure
     * the transport classifies (could the server have processed the request?). Stops the try's timer.
     */
    TryOutcome<T> noAnswer(IOException failure) {
        endTry();
        IOException e = tryTimedOut ? timedOut(failure) : failure;
        events.attemptFailed(e, RedactedCause.of(e, token));
        if (RetryPolicy.isInterrupt(e)) {
            return new TryOutcome.Interrupted<>(e.getCause() instanceof InterruptedException cause ? cause : e);
        }
        return new TryOutcome.NoAnswer<>(e, pipeline.transport.isUnprocessed(e));
    }

    /**
     * Step 10, after a try without an answer to hand back: decides (here, and only here) whether the call is tried
     * again and after what wait, by {@link RetryPolicy} (what is retried, backoff with jitter, {@code Retry-After}),
     * within the call's retries and deadline: a wait that would pass the deadline ends the retries.
     *
     * @param outcome the try's outcome, not an answer
     * @return whether the call is tried again after {@link #waitNanos()}
     */
    boolean next(TryOutcome<T> outcome) {
        if (attempt >= maxRetries) {
            return false;
        }
        if (outcome instanceof TryOutcome.ErrorAnswer<T> error) {
            if (!policy.retriesStatus(endpoint.safety(), error.status())) {
                return false;
            }
            Duration delay = policy.delay(attempt, error.headers().get("Retry-After"), pipeline.clock.instant());
            return delay != null && planRetry(delay, "HTTP " + error.status());
        }
        if (outcome instanceof TryOutcome.NoAnswer<T> none) {
            IOException e = none.failure();
            return policy.retriesFailure(endpoint.safety(), e, none.unprocessed())
                    && planRetry(
                            policy.delay(attempt, null, pipeline.clock.instant()),
                            e.getClass().getSimpleName());
        }
        return false;
    }

    /** Plans the next try after a wait, if the wait ends before the deadline. */
    private boolean planRetry(Duration delay, String reason) {
        if (CallPipeline.nanos(delay) >= nanosLeft()) {
            return false;
        }
        attempt++;
        wait = delay;
        events.retry(attempt + 1, delay, reason);
        return true;
    }

    /** {@return the wait before the next try that {@link #next} planned, in nanoseconds} */
    long waitNanos() {
        return CallPipeline.nanos(wait);
    }

    /**
     * Step 11, the exception of a call whose last try is not retried, as the outcome says it failed, with the token
     * redacted from every text and cause.
     */
    RuntimeException exception(TryOutcome<T> outcome) {
        if (outcome instanceof TryOutcome.ErrorAnswer<T> error) {
            return ResponseDecoder.toException(
                    target,
                    url,
                    error.status(),
                    new LazyHeaders(error.headers()),
                    error.body(),
                    pipeline.clock.instant(),
                    token,
                    pipeline.maxRedirects);
        }
        if (outcome instanceof TryOutcome.NoAnswer<T> none) {
            return connectionFailure(none.failure(), nanosLeft() <= 0);
        }
        if (outcome instanceof TryOutcome.Interrupted<T> interrupted) {
            Thread.currentThread().interrupt(); // kept, or restored
            return new DgqConnectionException(target + " was interrupted; not retried", false, interrupted.cause());
        }
        throw new IllegalStateException("an answer is not a failure: " + outcome);
    }

    /** {@return the failure of a call whose deadline passed before its answer came} */
    DgqConnectionException deadlinePassed() {
        return new DgqConnectionException(
                target + " timed out (its apiCallTimeout passed)"
                        + (attempt > 0 ? " after " + attempt + " retries" : ""),
                true,
                null);
    }

    /**
     * Ends the call with what its caller gets instead of an answer: names the call on it, tells the listeners.
     *
     * @return what the caller gets: a {@code DgqException} naming the call (its fields are final: a copy of
     *     {@code failure}), or {@code failure} itself
     */
    Throwable failed(Throwable failure) {
        Throwable named = FailedCalls.name(failure, endpoint, pipeline.apiRootPath);
        events.failed(named);
        return named;
    }

    /** Stops the timer of the try in flight: its answer was read, it failed, or the call ended. */
    void endTry() {
        Future<?> timer = tryTimer;
        if (timer != null) {
            tryTimer = null;
            timer.cancel(false);
        }
    }

    /** Cancels the exchange in flight, if any: the call ended. */
    void cancelExchange() {
        HttpTransport.Exchange current = exchange;
        if (current != null) {
            current.cancel();
        }
    }

    /** {@return the nanoseconds left before the call's deadline; 0 or less once it passed} */
    long nanosLeft() {
        return budget - (pipeline.nanoTime.getAsLong() - start);
    }

    private DgqConnectionException connectionFailure(IOException e, boolean deadlinePassed) {
        boolean timeout = e instanceof SocketTimeoutException || e instanceof InterruptedIOException;
        String what = timeout
                ? "timed out" + (deadlinePassed ? " (its apiCallTimeout passed)" : "")
                : "failed: " + e.getClass().getSimpleName()
                        + (e.getMessage() == null ? "" : " (" + ErrorAnswers.quoted(e.getMessage(), token) + ")");
        URI called = URI.create(url);
        String hint = RetryPolicy.isPlainHttpPeer(e)
                ? "; the server at " + called.getHost() + ":" + pipeline.apiPort
                        + " answered in plain HTTP, not TLS: if it speaks plain HTTP (as the reference server does), use an"
                        + " http:// base URL"
                : "";
        return new DgqConnectionException(
                target + " " + what + (attempt > 0 ? " after " + attempt + " retries" : "") + hint,
                timeout,
                RedactedCause.of(e, token));
    }

    /** {@return the failure of a try its timer canceled, as OkHttp's own call timeout reports it} */
    private static IOException timedOut(IOException canceled) {
        InterruptedIOException timeout = new InterruptedIOException("timeout");
        timeout.initCause(canceled);
        return timeout;
    }

    @Override
    public String toString() {
        return "Call{" + (target == null ? endpoint.toString() : target) + ", attempt " + (attempt + 1) + "}";
    }
}
