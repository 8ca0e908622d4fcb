package io.dgq.server.internal.transport.http;

import io.dgq.server.internal.transport.TransportRefusal;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The bytes of request data held in memory across every connection at once, beyond each connection's small
 * fixed buffer: the bodies being received and heads that outgrew that buffer. Memory is taken from it only as bytes
 * arrive, never for a length a client declared, so clients that declare large bodies and stall hold nothing; when
 * receiving more would pass the budget, the request is answered 503 with {@code Retry-After} and its connection
 * closed, and the server goes on serving the others.
 */
final class BodyBudget {

    private final long capacity;
    private final AtomicLong used = new AtomicLong();

    /** A budget of {@code capacity} bytes, at least 1. */
    BodyBudget(long capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("the body budget must be at least 1 byte, got " + capacity);
        }
        this.capacity = capacity;
    }

    /** The default budget: a quarter of the heap the JVM may use. */
    static long defaultCapacity() {
        return Math.max(1 << 20, Runtime.getRuntime().maxMemory() / 4);
    }

    long capacity() {
        return capacity;
    }

    /** Takes {@code bytes} from the budget, or says no without taking anything. */
    boolean tryTake(long bytes) {
        while (true) {
            long now = used.get();
            if (now + bytes > capacity) {
                return false;
            }
            if (used.compareAndSet(now, now + bytes)) {
                return true;
            }
        }
    }

    /** Gives back bytes taken before. */
    void give(long bytes) {
        used.addAndGet(-bytes);
    }

    /** What one connection took from the budget, given back all at once when its request is answered. */
    static final class Share {

        private final BodyBudget budget;
        private long taken;

        Share(BodyBudget budget) {
            this.budget = budget;
        }

        /**
         * Takes {@code bytes} more for this connection.
         *
         * @throws TransportRefusal 503 when the budget has no room left
         */
        void take(long bytes) {
            if (bytes <= 0) {
                return;
            }
            if (!budget.tryTake(bytes)) {
                throw TransportRefusal.unavailable("The server holds too many request heads and bodies at once ("
                        + budget.capacity() + " bytes in memory); retry shortly");
            }
            taken += bytes;
        }

        /** Gives back everything this connection took. */
        void giveBack() {
            if (taken > 0) {
                budget.give(taken);
                taken = 0;
            }
        }
    }
}
