package io.dgq.sdk.internal.pipeline;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Whether the client is open, and the asynchronous calls waiting for their next try, which closing fails. A derived
 * client's ({@code withOptions}) is closed also when its parent's is. Shared by the calls of one client.
 * Thread-safe. Internal.
 */
final class ClientLifecycle {

    private final ClientLifecycle parent;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final Set<AsyncCall<?, ?>> waiting = ConcurrentHashMap.newKeySet();

    ClientLifecycle(ClientLifecycle parent) {
        this.parent = parent;
    }

    /** {@return whether this is the lifecycle of a client that owns its scheduler, not a derived one's} */
    boolean isRoot() {
        return parent == null;
    }

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

    /** Throws {@link IllegalStateException} if the client (or the one it was derived from) is closed. */
    void requireOpen() {
        if (closed.get() || (parent != null && parent.closed.get())) {
            throw closedFailure();
        }
    }

    /**
     * Registers an asynchronous call waiting for its next try, or forgets it; a derived client's also with its
     * parent, whose close stops the scheduler the call waits on.
     */
    void waiting(AsyncCall<?, ?> call, boolean isWaiting) {
        if (parent != null) {
            parent.waiting(call, isWaiting);
        }
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
