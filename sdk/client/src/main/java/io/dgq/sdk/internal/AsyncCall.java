package io.dgq.sdk.internal;

import io.dgq.sdk.DgqResponse;
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
 * The asynchronous driver of one call: sends each try with OkHttp's {@link Call#enqueue}, lets {@link Exchange}
 * decide what its answer or failure means, and schedules the next try instead of sleeping. No thread waits for the
 * call: OkHttp runs a try on one of its dispatcher threads while it is on the wire and decodes the answer there,
 * from the stream; a wait between tries is a task of the client's {@link Scheduler}, and so is the call's deadline.
 *
 * <p>The call is this future: {@link #cancel(boolean)} cancels the HTTP call in flight and the pending retry.
 * The future completes on the thread that decoded the answer (or failed the call), or through the client's
 * completion executor when one is set. Internal.
 *
 * @param <T> the type of {@code data}
 * @param <R> what the future completes with
 */
final class AsyncCall<T, R> extends CompletableFuture<R> implements Callback {

    private final Transport transport;
    private final Function<? super DgqResponse<T>, ? extends R> answer;
    private final Executor completion;
    /** Set by the first outcome (answer, failure, deadline, cancel, close), which alone completes the future. */
    private final AtomicBoolean settled = new AtomicBoolean();

    private volatile Exchange<T> exchange;
    private volatile Call current;
    private volatile Future<?> retry;
    private volatile Future<?> deadline;

    AsyncCall(Transport transport, Function<? super DgqResponse<T>, ? extends R> answer) {
        this.transport = transport;
        this.answer = answer;
        this.completion = transport.config().completionExecutor();
    }

    /** Sends the first try and arms the call's deadline. */
    void start(Exchange<T> prepared) {
        this.exchange = prepared;
        deadline = transport.config().scheduler().schedule(this::deadlinePassed, Math.max(0, prepared.nanosLeft()));
        send();
    }

    private void send() {
        transport.requireOpen(); // both callers fail the call with what this throws
        Call call = exchange.newCall();
        current = call;
        if (settled.get()) { // canceled or timed out while the try was being made
            exchange.endTry();
            call.cancel();
            return;
        }
        call.enqueue(this);
    }

    @Override
    public void onResponse(Call call, Response response) {
        try (response) {
            if (settled.get()) {
                return;
            }
            DgqResponse<T> decoded;
            try {
                decoded = exchange.onResponse(response);
            } catch (IOException e) {
                onFailure(call, e);
                return;
            }
            if (decoded != null) {
                succeed(answer.apply(decoded), decoded);
            } else {
                scheduleRetry();
            }
        } catch (RuntimeException | Error e) {
            fail(e);
        }
    }

    @Override
    public void onFailure(Call call, IOException e) {
        if (settled.get()) {
            return; // canceled by the caller or the deadline: the future already says why
        }
        try {
            exchange.onFailure(e);
            scheduleRetry();
        } catch (RuntimeException failure) {
            fail(failure);
        }
    }

    private void scheduleRetry() {
        transport.waiting(this, true);
        try {
            retry = transport.config().scheduler().schedule(this::retryNow, Exchange.nanos(exchange.pendingWait()));
        } catch (RejectedExecutionException closed) {
            fail(new IllegalStateException("the client is closed"));
            return;
        }
        if (settled.get()) {
            retry.cancel(false);
        }
    }

    private void retryNow() {
        transport.waiting(this, false);
        if (!settled.get()) {
            try {
                send();
            } catch (RuntimeException e) {
                fail(e);
            }
        }
    }

    private void deadlinePassed() {
        fail(exchange.deadlinePassed());
    }

    private void succeed(R value, DgqResponse<T> decoded) {
        if (!settled.compareAndSet(false, true)) {
            return;
        }
        cancelQuietly(deadline);
        exchange.succeeded(decoded);
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
        boolean started = endExchange(failure);
        if (completion == null || !started) {
            completeExceptionally(failure);
        } else {
            completeOn(() -> completeExceptionally(failure));
        }
    }

    /** Ends the exchange, if the call got as far as one, with the failure its caller gets; says whether it did. */
    private boolean endExchange(Throwable failure) {
        Exchange<T> started = exchange;
        if (started != null) {
            started.failed(failure);
        }
        return started != null;
    }

    private void completeOn(Runnable completing) {
        try {
            completion.execute(completing);
        } catch (RejectedExecutionException e) {
            completing.run();
        }
    }

    /**
     * Cancels the call: the future completes with a {@link java.util.concurrent.CancellationException}, the HTTP
     * call in flight is canceled (its connection closed) and a pending retry is dropped.
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
            endExchange(new CancellationException("the call was canceled"));
        }
        return canceled;
    }

    private void stop() {
        transport.waiting(this, false);
        cancelQuietly(retry);
        cancelQuietly(deadline);
        Exchange<T> started = exchange;
        if (started != null) {
            started.endTry();
        }
        Call call = current;
        if (call != null) {
            call.cancel();
        }
    }

    private static void cancelQuietly(Future<?> task) {
        if (task != null) {
            task.cancel(false);
        }
    }

    @Override
    public String toString() {
        return "AsyncCall{" + (exchange == null ? "not started" : exchange.target()) + ", " + super.toString() + "}";
    }
}
