package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.CallEvents;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ResponseType;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.Future;
import okhttp3.Headers;
import okhttp3.HttpUrl;
import okhttp3.Request;

/**
 * The state of one call, the only object the pipeline makes per call: what the caller asked for, what the stages
 * prepared from it (URL, body, token, request, listeners' events, deadline), and how the last try ended. The stages
 * themselves are built once per client and hold no call's state. One try at a time: the fields a try sets are read by
 * the thread that reads its answer, and then by the one that decides what follows. Internal.
 *
 * @param <T> the type of {@code data}
 */
final class CallContext<T> {

    /** Longer durations are treated as this one, so that nanosecond arithmetic cannot overflow. */
    private static final Duration LONGEST = Duration.ofDays(365L * 100);

    final ClientConfig config;
    final Endpoint.ApiRequest request;
    final Endpoint endpoint;
    final ResponseType<T> type;
    final RequestOptions options;
    final boolean async;

    // Set by ValidateArgumentsStage.
    HttpUrl url;
    byte[] body;
    String target;

    // Set by AuthorizationStage.
    String token;

    // Set by HeadersAndListenersStage.
    Request httpRequest;
    CallEvents events = CallEvents.NONE;

    // Set by DeadlineStage.
    long start;
    long budget;
    long attemptBudget;
    int maxRetries;

    // Kept by RetryStage and SendStage.
    int attempt;
    Duration wait;
    long sent;
    /** The timer of the try in flight, which cancels it when the try's time is up; {@code null} between tries. */
    volatile Future<?> tryTimer;
    /** Whether the try in flight was canceled by its timer. */
    volatile boolean tryTimedOut;

    // How the last try failed, when it did: an error answer (status > 0) or no answer (failure).
    int failedStatus;
    Headers failedHeaders;
    byte[] failedBody;
    IOException failure;
    /** The call was interrupted (the cause, or {@code null} when only the thread's flag said so). */
    Exception interrupt;

    boolean interrupted;

    CallContext(
            ClientConfig config,
            Endpoint.ApiRequest request,
            ResponseType<T> type,
            RequestOptions options,
            boolean async) {
        this.config = config;
        this.request = request;
        this.endpoint = request.endpoint();
        this.type = type;
        this.options = options;
        this.async = async;
    }

    /** {@return the nanoseconds left before the call's deadline; 0 or less once it passed} */
    long nanosLeft() {
        return budget - (config.nanoTime().getAsLong() - start);
    }

    /** Forgets how the last try failed, before the next one. */
    void clearFailure() {
        failedStatus = 0;
        failedHeaders = null;
        failedBody = null;
        failure = null;
    }

    /** {@return the duration in nanoseconds, capped so that arithmetic on it cannot overflow} */
    static long nanos(Duration duration) {
        return duration.compareTo(LONGEST) > 0 ? LONGEST.toNanos() : duration.toNanos();
    }

    @Override
    public String toString() {
        return "CallContext{" + (target == null ? endpoint.toString() : target) + ", attempt " + (attempt + 1) + "}";
    }
}
