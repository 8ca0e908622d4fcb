package io.dgq.sdk.internal;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.observability.DgqAttempt;
import io.dgq.sdk.observability.DgqAttemptResult;
import io.dgq.sdk.observability.DgqCall;
import io.dgq.sdk.observability.DgqCallListener;
import io.dgq.sdk.observability.DgqCallObserver;
import io.dgq.sdk.observability.DgqCallResult;
import io.dgq.sdk.observability.DgqRetry;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Tells a call's observers what happens to it, in order and once: what an observer throws is logged and dropped, so
 * that it never breaks the call; events after the call's end (a late answer of a timed-out asynchronous try) are
 * dropped too. Without listeners, {@link #NONE} costs a virtual call per event and allocates nothing. Internal.
 */
public class CallEvents {

    /** The events of a client without listeners: nothing is done. */
    public static final CallEvents NONE = new CallEvents();

    private static final Logger LOGGER = System.getLogger("io.dgq.sdk");

    private CallEvents() {}

    /**
     * Starts observing a call.
     *
     * @param listeners the client's listeners, at least one (a client without listeners uses {@link #NONE})
     * @param call what the call is
     * @return its events
     */
    public static CallEvents start(List<DgqCallListener> listeners, DgqCall call) {
        DgqCallObserver[] observers = new DgqCallObserver[listeners.size()];
        for (int i = 0; i < observers.length; i++) {
            DgqCallListener listener = listeners.get(i);
            DgqCallObserver observer = null;
            try {
                observer = listener.onCallStart(call);
            } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
                dropped(listener, "onCallStart", e);
            }
            observers[i] = observer == null ? DgqCallObserver.NONE : observer;
        }
        return new Observed(observers);
    }

    /**
     * A try is about to be sent.
     *
     * @param number the try's number, from 1
     * @return the headers the observers add to it, or {@code null} for none
     */
    public Map<String, String> attemptStart(int number) {
        return null;
    }

    /** The try under way got an answer ({@code status} > 0) or failed without one ({@code failure}). */
    public void attemptEnd(int status, Throwable failure) {}

    /** The call will be tried again. */
    public void retry(int nextAttempt, Duration delay, String reason) {}

    /** The call ended with its answer. */
    public void succeeded(DgqResponse<?> answer) {}

    /** The call ended with what its caller gets instead of an answer; a try still under way ends with it. */
    public void failed(Throwable failure) {}

    static void dropped(Object listener, String method, Throwable e) {
        LOGGER.log(
                Level.WARNING,
                "DGQ call listener " + listener.getClass().getName() + "." + method + " threw "
                        + e.getClass().getName() + "; ignored",
                e);
    }

    /** The events of a call with observers. */
    private static final class Observed extends CallEvents {
        private final DgqCallObserver[] observers;
        private final long started = System.nanoTime();
        private boolean ended;
        private boolean attemptOpen;
        private int attempts;
        private long attemptStarted;
        private int lastStatus;

        Observed(DgqCallObserver[] observers) {
            this.observers = observers;
        }

        @Override
        public synchronized Map<String, String> attemptStart(int number) {
            if (ended) {
                return null;
            }
            attempts = number;
            attemptStarted = System.nanoTime();
            attemptOpen = true;
            DgqAttempt attempt = new DgqAttempt(number);
            tell("onAttemptStart", observer -> observer.onAttemptStart(attempt));
            Map<String, String> headers = attempt.headers();
            return headers.isEmpty() ? null : headers;
        }

        @Override
        public synchronized void attemptEnd(int status, Throwable failure) {
            if (ended || !attemptOpen) {
                return;
            }
            attemptOpen = false;
            lastStatus = status;
            DgqAttemptResult result = new DgqAttemptResult(
                    attempts,
                    status,
                    Duration.ofNanos(System.nanoTime() - attemptStarted),
                    Optional.ofNullable(failure));
            tell("onAttemptEnd", observer -> observer.onAttemptEnd(result));
        }

        @Override
        public synchronized void retry(int nextAttempt, Duration delay, String reason) {
            if (ended) {
                return;
            }
            DgqRetry retry = new DgqRetry(nextAttempt, delay, reason);
            tell("onRetry", observer -> observer.onRetry(retry));
        }

        @Override
        public synchronized void succeeded(DgqResponse<?> answer) {
            end(answer.statusCode(), answer.correlationId(), null);
        }

        @Override
        public synchronized void failed(Throwable failure) {
            if (ended) {
                return;
            }
            attemptEnd(0, failure);
            String correlationId =
                    failure instanceof DgqException e ? e.correlationId().orElse(null) : null;
            end(lastStatus, correlationId, failure);
        }

        /** Tells every observer of an event; what one throws is logged and dropped, and the others are still told. */
        private void tell(String method, Consumer<DgqCallObserver> event) {
            for (DgqCallObserver observer : observers) {
                try {
                    event.accept(observer);
                } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
                    dropped(observer, method, e);
                }
            }
        }

        private void end(int status, String correlationId, Throwable failure) {
            if (ended) {
                return;
            }
            ended = true;
            DgqCallResult result = new DgqCallResult(
                    status,
                    attempts,
                    Duration.ofNanos(System.nanoTime() - started),
                    Optional.ofNullable(correlationId),
                    Optional.ofNullable(failure));
            tell("onCallEnd", observer -> observer.onCallEnd(result));
        }
    }
}
