package io.dgq.server.internal.api;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * A fixed-window rate limit: at most {@code limit} requests per period per key (a token, or a client address for
 * requests without one). The window of a key starts with its first request; a request beyond the limit learns how
 * many whole seconds, at least 1, remain until its window ends.
 */
public final class RateLimiter {

    /** Windows kept before the ended ones are swept away. */
    private static final int SWEEP_AT = 10_000;

    private record Window(long start, int count) {}

    private final int limit;
    private final long periodNanos;
    private final LongSupplier nanoTime;
    private final Map<String, Window> windows = new ConcurrentHashMap<>();

    /**
     * The size that starts the next sweep: twice what the last one kept, so that many live windows are not scanned
     * again on every request (a sweep that finds nothing ended would otherwise repeat on each).
     */
    private volatile int sweepAt = SWEEP_AT;

    private volatile long lastSweep;

    public RateLimiter(int limit, Duration period, LongSupplier nanoTime) {
        this.limit = limit;
        this.periodNanos = period.toNanos();
        this.nanoTime = nanoTime;
        this.lastSweep = nanoTime.getAsLong();
    }

    /**
     * Counts a request.
     *
     * @param key whom the request is counted against
     * @return 0 when the request is within the limit, otherwise the seconds to wait, at least 1
     */
    public long acquire(String key) {
        long now = nanoTime.getAsLong();
        int size = windows.size();
        if (size >= sweepAt || (size >= SWEEP_AT && now - lastSweep >= periodNanos)) {
            windows.values().removeIf(window -> now - window.start() >= periodNanos);
            lastSweep = now;
            sweepAt = Math.max(SWEEP_AT, 2 * windows.size());
        }
        Window window = windows.compute(
                key,
                (k, old) -> old == null || now - old.start() >= periodNanos
                        ? new Window(now, 1)
                        : new Window(old.start(), old.count() == Integer.MAX_VALUE ? old.count() : old.count() + 1));
        if (window.count() <= limit) {
            return 0;
        }
        long left = window.start() + periodNanos - now;
        return Math.max(1, (left + 999_999_999L) / 1_000_000_000L);
    }

    /** {@return how many windows are kept} */
    public int windows() {
        return windows.size();
    }

    /** Forgets every window. */
    void clear() {
        windows.clear();
        sweepAt = SWEEP_AT;
    }
}
