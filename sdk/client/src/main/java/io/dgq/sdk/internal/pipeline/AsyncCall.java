package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.internal.Scheduler;
import java.io.IOException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.Response;

/**
 * The future of one asynchronous call, which the pipeline's stages complete: no thread waits for the call. OkHttp
 * runs a try on one of its dispatcher threads while it is on the wire and the answer stages read it there, from the
 * stream; the retry stage decides what follows a failed try and a wait between tries is a task of the client's
 * {@link Scheduler}, and so is the call's deadline.
 *
 * <p>{@link #cancel(boolean)} cancels the HTTP call in flight and the pending retry. The future completes on the
 * thread that decoded the answer (or failed the call), or through the client's completion executor when one is set.
 * Internal.
 *
 * @param <T> the type of {@code data}
 * @param <R> what the future completes with
 */
final class AsyncCall<T, R> extends CompletableFuture<R> implements Callback {

    private final CallPipeline pipeline;
    private final CallContext<T> call;
    private final Function<? super DgqResponse<T>, ? extends R> answer;
    private final Executor completion;
    /** Set by the first outcome (answer, failure, deadline, cancel, close), which alone completes the future. */
    private final AtomicBoolean settled = new AtomicBoolean();

    /** Whether the call got past its preparing stages, so that its end is told to its listeners. */
    private volatile boolean started;

    private volatile Call current;
    private volatile Future<?> retry;
    private volatile Future<?> deadline;

    AsyncCall(
            CallPipeline pipeline,
            CallContext<T> call,
            Function<? super DgqResponse<T>, ? extends R> answer,
            Executor completion) {
        this.pipeline = pipeline;
        this.call = call;
        this.answer = answer;
        this.completion = completion;
    }

    /** Arms the call's deadline: the call is prepared and about to send its first try. */
    void armDeadline(Scheduler scheduler, long nanos) {
        started = true;
        deadline = scheduler.schedule(this::deadlinePassed, nanos);
    }

    /** Records the try about to be enqueued; {@code false} when the call already ended and it must not be. */
    boolean sending(Call http) {
        current = http;
        return !settled.get();
    }

    @Override
    public void onResponse(Call http, Response response) {
        try (response) {
            if (settled.get()) {
                return;
            }
            DgqResponse<T> decoded;
            try {
                decoded = pipeline.send.read(call, response);
            } catch (IOException e) {
                onFailure(http, e);
                return;
            }
            if (decoded != null) {
                succeed(answer.apply(decoded), decoded);
            } else {
                afterFailedTry();
            }
        } catch (RuntimeException | Error e) {
            fail(e);
        }
    }

    @Override
    public void onFailure(Call http, IOException e) {
        if (settled.get()) {
            return; // canceled by the caller or the deadline: the future already says why
        }
        try {
            pipeline.send.failed(call, e);
            afterFailedTry();
        } catch (RuntimeException failure) {
            fail(failure);
        }
    }

    private void afterFailedTry() {
        if (pipeline.retry.retries(call)) {
            pipeline.retry.scheduleRetry(call, this);
        } else {
            fail(pipeline.errors.exception(call));
        }
    }

    /** Schedules the next try; registered as waiting, so that closing the client fails the call. */
    void retryAfter(Scheduler scheduler, long nanos, ClientLifecycle lifecycle) {
        lifecycle.waiting(this, true);
        try {
            retry = scheduler.schedule(this::retryNow, nanos);
        } catch (RejectedExecutionException closed) {
            fail(ClientLifecycle.closedFailure());
            return;
        }
        if (settled.get()) {
            retry.cancel(false);
        }
    }

    private void retryNow() {
        pipeline.lifecycle.waiting(this, false);
        if (!settled.get()) {
            try {
                pipeline.retry.retryNow(call, this);
            } catch (RuntimeException e) {
                fail(e);
            }
        }
    }

    private void deadlinePassed() {
        fail(pipeline.errors.deadlinePassed(call));
    }

    private void succeed(R value, DgqResponse<T> decoded) {
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
        Throwable named = pipeline.errors.failed(call, failure);
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
     * Cancels the call: the future completes with a {@link CancellationException}, the HTTP call in flight is
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
                pipeline.errors.failed(call, new CancellationException("the call was canceled"));
            }
        }
        return canceled;
    }

    private void stop() {
        pipeline.lifecycle.waiting(this, false);
        cancelQuietly(retry);
        cancelQuietly(deadline);
        SendStage.endTry(call);
        Call http = current;
        if (http != null) {
            http.cancel();
        }
    }

    private static void cancelQuietly(Future<?> task) {
        if (task != null) {
            task.cancel(false);
        }
    }

    @Override
    public String toString() {
        return "AsyncCall{" + (call.target == null ? call.endpoint.toString() : call.target) + ", " + super.toString()
                + "}";
    }
}
