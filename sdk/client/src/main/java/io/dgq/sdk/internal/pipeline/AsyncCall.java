package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.internal.Scheduler;
import java.io.IOException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

/**
 * An asynchronous call: the steps of {@link Call}, in the same order, with no thread waiting. A try runs on the
 * transport's thread while it is on the wire and its answer is read there, from the stream; a wait between tries is
 * a task of the client's {@link Scheduler}, and so is the call's deadline.
 *
 * <p>{@link #cancel(boolean)} cancels the exchange in flight and the pending retry. The future completes on the
 * thread that decoded the answer (or failed the call), or through the client's completion executor when one is set.
 * Internal.
 *
 * @param <T> the type of {@code data}
 * @param <R> what the future completes with
 */
final class AsyncCall<T, R> extends CompletableFuture<R> implements HttpTransport.ResponseHandler {

    private final Call<T> call;
    private final CallPipeline pipeline;
    private final Function<? super DgqResponse<T>, ? extends R> answer;
    private final Executor completion;
    /** Set by the first outcome (answer, failure, deadline, cancel, close), which alone completes the future. */
    private final AtomicBoolean settled = new AtomicBoolean();

    /** Whether the call got past its preparing steps, so that its end is told to its listeners. */
    private volatile boolean started;

    private volatile Future<?> retry;
    private volatile Future<?> deadline;
    /** The request of the try in flight, and the redirects it followed. */
    private volatile HttpRequest sending;

    private volatile int hops;

    AsyncCall(
            Call<T> call,
            CallPipeline pipeline,
            Function<? super DgqResponse<T>, ? extends R> answer,
            Executor completion) {
        this.call = call;
        this.pipeline = pipeline;
        this.answer = answer;
        this.completion = completion;
    }

    /** Starts the call: its preparing steps on the calling thread, its deadline, its first try. */
    void start() {
        try {
            call.prepare();
            started = true;
            deadline = pipeline.scheduler.schedule(this::deadlinePassed, Math.max(0, call.nanosLeft()));
            send();
        } catch (RuntimeException e) {
            fail(e);
        }
    }

    /** Sends a try, unless the call already ended. */
    private void send() {
        pipeline.requireOpen();
        HttpRequest request = call.beginTry();
        hops = 0;
        sendRequest(request);
    }

    private void sendRequest(HttpRequest request) {
        sending = request;
        HttpTransport.Exchange exchange = call.exchange(request);
        if (settled.get()) { // canceled or timed out while the try was being made
            call.endTry();
            exchange.cancel();
            return;
        }
        exchange.start(this);
    }

    @Override
    public void onResponse(HttpResponse response) {
        try {
            if (settled.get()) {
                response.close();
                return;
            }
            String redirect = call.redirectTarget(response, sending, hops);
            if (redirect != null) {
                response.close();
                hops++;
                sendRequest(sending.withUrl(redirect));
                return;
            }
            after(call.read(response));
        } catch (RuntimeException | Error e) {
            fail(e);
        }
    }

    @Override
    public void onFailure(IOException e) {
        if (settled.get()) {
            return; // canceled by the caller or the deadline: the future already says why
        }
        try {
            after(call.noAnswer(e));
        } catch (RuntimeException failure) {
            fail(failure);
        }
    }

    /** After a try: the answer completes the future; otherwise the call's decision, a retry or its failure. */
    private void after(TryOutcome<T> outcome) {
        if (outcome instanceof TryOutcome.Answer<T> decoded) {
            succeed(decoded.response());
        } else if (call.next(outcome)) {
            retryAfter(pipeline.scheduler, call.waitNanos());
        } else {
            fail(call.exception(outcome));
        }
    }

    /** Schedules the next try; registered as waiting, so that closing the client fails the call. */
    private void retryAfter(Scheduler scheduler, long nanos) {
        pipeline.waiting(this, true);
        try {
            retry = scheduler.schedule(this::retryNow, nanos);
        } catch (RejectedExecutionException closed) {
            fail(CallPipeline.closedFailure());
            return;
        }
        if (settled.get()) {
            retry.cancel(false);
        }
    }

    private void retryNow() {
        pipeline.waiting(this, false);
        if (!settled.get()) {
            try {
                send();
            } catch (RuntimeException e) {
                fail(e);
            }
        }
    }

    private void deadlinePassed() {
        fail(call.deadlinePassed());
    }

    private void succeed(DgqResponse<T> decoded) {
        R value = answer.apply(decoded);
        if (!settled.compareAndSet(false, true)) {
            return;
        }
        cancelQuietly(deadline);
        call.events.succeeded(decoded);
        if (completion == null) {
            complete(value);
        } else {
            completeOn(() -> complete(value));
        }
    }

    /** Fails the call, if it has not completed, and stops what it still has under way. */
    void fail(Throwable failure) {
        if (!settled.compareAndSet(false, true)) {
            return;
        }
        stop();
        Throwable named = call.failed(failure);
        if (completion == null || !started) {
            completeExceptionally(named);
        } else {
            completeOn(() -> completeExceptionally(named));
        }
    }

    private void completeOn(Runnable completing) {
        try {
            completion.execute(completing);
        } catch (RejectedExecutionException e) {
            completing.run();
        }
    }

    /**
     * Cancels the call: the future completes with a {@link CancellationException}, the exchange in flight is
     * canceled (its connection closed) and a pending retry is dropped.
     *
     * @param mayInterruptIfRunning ignored: no thread runs the call
     * @return whether this cancel completed the future
     */
    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
        settled.set(true);
        boolean canceled = super.cancel(mayInterruptIfRunning);
        if (canceled) {
            stop();
            if (started) {
                call.failed(new CancellationException("the call was canceled"));
            }
        }
        return canceled;
    }

    private void stop() {
        pipeline.waiting(this, false);
        cancelQuietly(retry);
        cancelQuietly(deadline);
        call.endTry();
        call.cancelExchange();
    }

    private static void cancelQuietly(Future<?> task) {
        if (task != null) {
            task.cancel(false);
        }
    }

    @Override
    public String toString() {
        return "AsyncCall{" + call + ", " + super.toString() + "}";
    }
}
