package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.HttpLog;
import io.dgq.sdk.internal.RedactedCause;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Map;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import okhttp3.Call;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Sends one try: logs it, tells the listeners (who may add headers), and hands it to OkHttp, on the caller's thread
 * ({@link Call#execute()}) or not ({@link Call#enqueue}); the answer goes to the next stage, and a failure without
 * one is kept in the call for the retry stage. The try's time ({@code apiCallAttemptTimeout}, or what is left of the
 * call's) is kept by the client's scheduler, which cancels the try when it is up, as OkHttp's call timeout would.
 * The only stage that talks to OkHttp. Internal.
 */
final class SendStage implements CallStage {

    private final ClientConfig config;
    private final ClientLifecycle lifecycle;
    private final AnswerStage next;

    SendStage(ClientConfig config, ClientLifecycle lifecycle, AnswerStage next) {
        this.config = config;
        this.lifecycle = lifecycle;
        this.next = next;
    }

    @Override
    public <T> DgqResponse<T> execute(CallContext<T> call) {
        lifecycle.requireOpen();
        Call http = newCall(call);
        try (Response response = http.execute()) {
            return read(call, response);
        } catch (IOException e) {
            failed(call, e);
            return null;
        } catch (Exception e) {
            endTry(call);
            // OkHttp throws InterruptedException, undeclared, when the thread is interrupted while connecting.
            if (e instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e instanceof InterruptedException) {
                call.interrupted = true;
                call.interrupt = e;
                return null;
            }
            throw new DgqConnectionException(
                    call.target + " failed: " + e.getClass().getSimpleName(), false, e);
        }
    }

    @Override
    public <T> void start(CallContext<T> call, AsyncCall<T, ?> future) {
        lifecycle.requireOpen();
        Call http = newCall(call);
        if (!future.sending(http)) { // canceled or timed out while the try was being made
            endTry(call);
            http.cancel();
            return;
        }
        http.enqueue(future);
    }

    /**
     * Reads a try's answer through the next stages, and stops the try's timer.
     *
     * @return the decoded answer, or {@code null} for an error answer kept in {@code call}
     * @throws IOException if the connection fails while the body is read: pass it to {@link #failed}
     */
    <T> DgqResponse<T> read(CallContext<T> call, Response response) throws IOException {
        try {
            return next.read(call, response);
        } finally {
            endTry(call);
        }
    }

    /** Keeps how a try failed without an answer, for the retry stage, after telling the log and the listeners. */
    void failed(CallContext<?> call, IOException failure) {
        endTry(call);
        IOException e = call.tryTimedOut ? timedOut(failure) : failure;
        HttpLog.failure(call.endpoint.method(), call.url.toString(), System.nanoTime() - call.sent, e);
        call.events.attemptEnd(0, RedactedCause.of(e, call.token));
        call.failure = e;
    }

    /**
     * Starts a try: logs it and returns OkHttp's call, canceled when the try's time is up or what is left of the
     * call's. The scheduler is not woken by a deadline later than the one it already waits for.
     *
     * @throws IllegalStateException if the client is closed
     */
    private Call newCall(CallContext<?> call) {
        Request request = call.httpRequest;
        HttpLog.request(call.endpoint.method(), call.url.toString(), bodyBytes(call), call.attempt, request.headers());
        Map<String, String> added = call.events.attemptStart(call.attempt + 1);
        Request sending = request;
        if (added != null) {
            Request.Builder withHeaders = request.newBuilder();
            added.forEach(withHeaders::header);
            sending = withHeaders.build();
        }
        call.sent = System.nanoTime();
        Call http = config.httpClient().newCall(sending);
        call.tryTimedOut = false;
        try {
            call.tryTimer = config.scheduler()
                    .schedule(
                            () -> {
                                call.tryTimedOut = true;
                                http.cancel();
                            },
                            Math.max(1, Math.min(call.attemptBudget, call.nanosLeft())));
        } catch (RejectedExecutionException closed) {
            throw ClientLifecycle.closedFailure();
        }
        return http;
    }

    private static int bodyBytes(CallContext<?> call) {
        return call.body == null ? 0 : call.body.length;
    }

    /** Stops the timer of the try in flight: its answer was read, it failed, or the call ended. */
    static void endTry(CallContext<?> call) {
        Future<?> timer = call.tryTimer;
        if (timer != null) {
            call.tryTimer = null;
            timer.cancel(false);
        }
    }

    /** {@return the failure of a try its timer canceled, as OkHttp's own call timeout reports it} */
    private static IOException timedOut(IOException canceled) {
        InterruptedIOException timeout = new InterruptedIOException("timeout");
        timeout.initCause(canceled);
        return timeout;
    }
}
