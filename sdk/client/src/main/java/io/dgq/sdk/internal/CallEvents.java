package io.dgq.sdk.internal;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
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
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Everything a call reports, in one place: the SDK's log and the call's observers, told in order and once.
 *
 * <p><b>The log</b> goes through {@link System.Logger} named {@code io.dgq.sdk}, silent unless the application's
 * logging enables it: request lines and timings at DEBUG, headers at TRACE. Header values are printed only for an
 * allow-list of harmless names; {@code Authorization} and every other header are redacted. Whether a call logs is
 * decided when it starts.
 *
 * <p><b>The observers</b> of the client's listeners: what one throws is logged and dropped, so that it never breaks
 * the call; events after the call's end (a late answer of a timed-out asynchronous try) are dropped too.
 *
 * <p>A call that neither logs nor has listeners gets {@link #SILENT}, which costs a virtual call per event and
 * allocates nothing. Internal.
 */
public class CallEvents {

    /** The events of a call that neither logs nor has listeners: nothing is done. */
    public static final CallEvents SILENT = new CallEvents();

    private static final Logger LOGGER = System.getLogger("io.dgq.sdk");
    private static final Set<String> SHOWN_HEADERS = Set.of(
            "accept",
            "content-type",
            "content-length",
            "user-agent",
            "retry-after",
            "x-correlation-id",
            "date",
            "allow",
            "server",
            "connection");
    private static final DgqCallObserver[] NO_OBSERVERS = {};

    private CallEvents() {}

    /**
     * Starts reporting a call.
     *
     * @param listeners the client's listeners, maybe none
     * @param call what the call is, as listeners see it; {@code null} when there are no listeners
     * @param method the HTTP method, for the log
     * @param url the URL called, for the log
     * @param target the method and path, for the log
     * @return its events: {@link #SILENT} when the log is off and there are no listeners
     */
    public static CallEvents start(
            List<DgqCallListener> listeners, DgqCall call, String method, String url, String target) {
        boolean log = LOGGER.isLoggable(Level.DEBUG);
        if (!log && listeners.isEmpty()) {
            return SILENT;
        }
        DgqCallObserver[] observers = listeners.isEmpty() ? NO_OBSERVERS : new DgqCallObserver[listeners.size()];
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
        return new Reported(observers, log, method, url, target);
    }

    /**
     * A try is about to be sent.
     *
     * @param number the try's number, from 1
     * @param request its request, before the observers add headers
     * @return the headers the observers add to it, or {@code null} for none
     */
    public Map<String, String> attemptStart(int number, HttpRequest request) {
        return null;
    }

    /**
     * The try under way got an answer, read as far as the call reads it.
     *
     * @param status its status
     * @param bodyBytes the bytes of its body read
     * @param headers its headers
     */
    public void attemptEnd(int status, long bodyBytes, HttpHeaders headers) {}

    /**
     * The try under way failed without an answer.
     *
     * @param failure what the transport threw
     * @param redacted the same without the token, as the observers see it
     */
    public void attemptFailed(Exception failure, Throwable redacted) {}

    /**
     * The call will be tried again.
     *
     * @param nextAttempt the next try's number, from 2
     * @param delay the wait before it
     * @param reason why, such as {@code HTTP 503}
     */
    public void retry(int nextAttempt, Duration delay, String reason) {}

    /**
     * The call ended with its answer.
     *
     * @param answer the answer
     */
    public void succeeded(DgqResponse<?> answer) {}

    /**
     * The call ended with what its caller gets instead of an answer; a try still under way ends with it.
     *
     * @param failure what the caller gets
     */
    public void failed(Throwable failure) {}

    /**
     * Renders headers with every value outside the allow-list replaced by {@code <redacted>}.
     *
     * @param headers the headers
     * @return one line, {@code name: value} pairs
     */
    static String redact(HttpHeaders headers) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < headers.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            String name = headers.name(i);
            sb.append(name).append(": ");
            sb.append(SHOWN_HEADERS.contains(name.toLowerCase(Locale.ROOT)) ? headers.value(i) : "<redacted>");
        }
        return sb.append(']').toString();
    }

    static void dropped(Object listener, String method, Throwable e) {
        LOGGER.log(
                Level.WARNING,
                "DGQ call listener " + listener.getClass().getName() + "." + method + " threw "
                        + e.getClass().getName() + "; ignored",
                e);
    }

    /** The events of a call that logs, has observers, or both. */
    private static final class Reported extends CallEvents {
        private final DgqCallObserver[] observers;
        private final boolean log;
        private final String method;
        private final String url;
        private final String target;
        private final long started = System.nanoTime();
        private boolean ended;
        private boolean attemptOpen;
        private int attempts;
        private long attemptStarted;
        private int lastStatus;

        Reported(DgqCallObserver[] observers, boolean log, String method, String url, String target) {
            this.observers = observers;
            this.log = log;
            this.method = method;
            this.url = url;
            this.target = target;
        }

        @Override
        public synchronized Map<String, String> attemptStart(int number, HttpRequest request) {
            attemptStarted = System.nanoTime();
            if (log) {
                LOGGER.log(
                        Level.DEBUG,
                        "--> {0} {1} ({2}-byte body{3})",
                        method,
                        url,
                        Math.max(0, request.bodyLength()),
                        number > 1 ? ", retry " + (number - 1) : "");
                if (LOGGER.isLoggable(Level.TRACE)) {
                    LOGGER.log(Level.TRACE, "--> headers {0}", redact(request.headers()));
                }
            }
            if (ended) {
                return null;
            }
            attempts = number;
            attemptOpen = true;
            if (observers.length == 0) {
                return null;
            }
            DgqAttempt attempt = new DgqAttempt(number);
            tell("onAttemptStart", observer -> observer.onAttemptStart(attempt));
            Map<String, String> headers = attempt.headers();
            return headers.isEmpty() ? null : headers;
        }

        @Override
        public synchronized void attemptEnd(int status, long bodyBytes, HttpHeaders headers) {
            if (log) {
                LOGGER.log(
                        Level.DEBUG,
                        "<-- {0} {1} {2} ({3} ms, {4}-byte body)",
                        status,
                        method,
                        url,
                        (System.nanoTime() - attemptStarted) / 1_000_000,
                        bodyBytes);
                if (LOGGER.isLoggable(Level.TRACE)) {
                    LOGGER.log(Level.TRACE, "<-- headers {0}", redact(headers));
                }
            }
            observeAttemptEnd(status, null);
        }

        @Override
        public synchronized void attemptFailed(Exception failure, Throwable redacted) {
            if (log) {
                LOGGER.log(
                        Level.DEBUG,
                        "<-- failed {0} {1} ({2} ms): {3}",
                        method,
                        url,
                        (System.nanoTime() - attemptStarted) / 1_000_000,
                        failure.getClass().getSimpleName());
            }
            observeAttemptEnd(0, redacted);
        }

        @Override
        public synchronized void retry(int nextAttempt, Duration delay, String reason) {
            if (log) {
                LOGGER.log(
                        Level.DEBUG,
                        "retrying {0} in {1} ms (retry {2}, after {3})",
                        target,
                        delay.toMillis(),
                        nextAttempt - 1,
                        reason);
            }
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
            observeAttemptEnd(0, failure);
            String correlationId =
                    failure instanceof DgqException e ? e.correlationId().orElse(null) : null;
            end(lastStatus, correlationId, failure);
        }

        private void observeAttemptEnd(int status, Throwable failure) {
            if (ended || !attemptOpen) {
                return;
            }
            attemptOpen = false;
            lastStatus = status;
            if (observers.length == 0) {
                return;
            }
            DgqAttemptResult result = new DgqAttemptResult(
                    attempts,
                    status,
                    Duration.ofNanos(System.nanoTime() - attemptStarted),
                    Optional.ofNullable(failure));
            tell("onAttemptEnd", observer -> observer.onAttemptEnd(result));
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
            if (observers.length == 0) {
                return;
            }
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
