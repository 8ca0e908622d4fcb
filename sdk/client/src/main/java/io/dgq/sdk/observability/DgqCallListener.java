package io.dgq.sdk.observability;

/**
 * Observes the calls of a client: registered with {@link io.dgq.sdk.DgqClientBuilder#addListener(DgqCallListener)},
 * it is told when each call starts and returns what observes the rest of that call. It sees calls of the blocking,
 * asynchronous and raw-response views, of {@code request(...)}, and each page that {@code listAll} fetches (one call
 * per page).
 *
 * <p>A call is observed once it is ready to be sent: its arguments checked, its token read. A call refused before
 * that (an invalid argument, a closed client, a token that cannot work) throws to its caller and is not observed.
 *
 * <p>Implementations must be thread-safe: calls start on the threads of their callers, concurrently. What a listener
 * or observer throws is caught, logged at WARNING by the logger {@code io.dgq.sdk} and otherwise ignored: it never
 * fails, delays or changes the call. Listeners never see the API token, nor any request or answer header but the
 * correlation id.
 */
@FunctionalInterface
public interface DgqCallListener {

    /**
     * Called when a call starts, on the thread that made it, before its first try: the place to start a timer or a
     * span whose parent is the caller's current one.
     *
     * @param call what the call is: operation, method, path template and server
     * @return the observer of the rest of this call, or {@link DgqCallObserver#NONE}; never {@code null}
     *     (a {@code null} is taken as {@code NONE})
     */
    DgqCallObserver onCallStart(DgqCall call);
}
