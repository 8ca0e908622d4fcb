package io.dgq.sdk.internal.pipeline;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Whether the client is open, and the asynchronous calls waiting for their next try, which closing fails. Shared by
 * the stages of one client. Thread-safe. Internal.
 */
final class ClientLifecycle {

    private final AtomicBoolean closed = new AtomicBoolean();
    private final Set<AsyncCall<?, ?>> waiting = ConcurrentHashMap.newKeySet();

    /**
     * Marks the client closed, so that every later call fails at once.
     *
     * @return {@code true} the first time, {@code false} when it was already closed
     */
    boolean markClosed() {
        return closed.compareAndSet(false, true);
    }

    /** Fails the asynchronous calls waiting for their next try: the client was closed. */
    void failWaiting() {
        waiting.forEach(call -> call.fail(closedFailure()));
    }

    /** Throws {@link IllegalStateException} if the client is closed. */
    void requireOpen() {
        if (closed.get()) {
            throw closedFailure();
        }
    }

    /** Registers an asynchronous call waiting for its next try, or forgets it. */
    void waiting(AsyncCall<?, ?> call, boolean isWaiting) {
        if (isWaiting) {
            waiting.add(call);
        } else {
            waiting.remove(call);
        }
    }

    static IllegalStateException closedFailure() {
        return new IllegalStateException("the client is closed");
    }
}
